import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT } from '../../shared/i18n/en/account';
import { apiRequest } from '../api/http';
import { AuthCard } from '../features/auth/auth-card';
import { texts } from '../i18n';
import { errorText, messageText } from '../i18n/errors';
import { ZEmailChangeConfirm } from '../../shared/schemas/users';

const t = texts(ACCOUNT);

/**
 * Where the link sent to a new sign-in e-mail lands: the change is confirmed at once (the link is
 * the proof, signed in or not), and the page says so, or why not.
 */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A link cut short or mangled is refused here, without asking.
  const looksRight = ZEmailChangeConfirm.shape.token.safeParse(token).success;
  const confirm = useMutation({
    mutationFn: () =>
      apiRequest<{ email: string }>('/api/me/email/confirm', { method: 'POST', body: { token } }),
  });
  const { mutate } = confirm;
  // Once: a link works once, and a second try would say it no longer does.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !looksRight) return;
    asked.current = true;
    mutate();
  }, [mutate, looksRight]);
  return (
    <AuthCard
      title={t('confirmEmail.title')}
      description={t('confirmEmail.description')}
      footer={null}
    >
      {confirm.isSuccess ? (
        <div className="flex flex-col gap-3">
          <p role="status" className="alert alert-success alert-soft">
            {t('confirmEmail.done', { email: confirm.data.email })}
          </p>
          <Link to="/dashboard" className="btn btn-primary w-full">
            {t('confirmEmail.toProfile')}
          </Link>
        </div>
      ) : confirm.isError || !looksRight ? (
        <p role="alert" className="alert alert-error alert-soft">
          {confirm.isError ? errorText(confirm.error) : messageText('emailLinkInvalid')}
        </p>
      ) : (
        <p role="status">{t('confirmEmail.working')}</p>
      )}
    </AuthCard>
  );
}
