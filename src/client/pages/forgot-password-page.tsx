import { zodResolver } from '../api/zod-resolver';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { ACCOUNT } from '../../shared/i18n/en/account';
import { ZRequestPasswordReset, type RequestPasswordReset } from '../../shared/schemas/auth';
import { showServerFieldErrors } from '../api/form-errors';
import { SubmitButton } from '../components/submit-button';
import { TextField } from '../components/text-field';
import { useRequestPasswordReset } from '../features/auth/api';
import { AuthCard } from '../features/auth/auth-card';
import { texts } from '../i18n';
import { errorText, messageText } from '../i18n/errors';
import { marks, rich } from '../i18n/rich';

const t = texts(ACCOUNT);

export default function ForgotPasswordPage() {
  // Coming from the Login page, the e-mail typed there is already filled in.
  const typed = (useLocation().state as { email?: unknown } | null)?.email;
  const { register, handleSubmit, formState, setError } = useForm<RequestPasswordReset>({
    resolver: zodResolver(ZRequestPasswordReset),
    defaultValues: { email: typeof typed === 'string' ? typed : '' },
  });
  const requestLink = useRequestPasswordReset((error) => showServerFieldErrors(error, setError));

  return (
    <AuthCard
      title={t('forgot.title')}
      description={t('forgot.description')}
      error={requestLink.error && errorText(requestLink.error)}
      footer={
        <p className="text-center text-sm">
          {rich(t('forgot.remembered', marks('link')), {
            link: (
              <Link to="/login" className="link link-primary">
                {t('login.title')}
              </Link>
            ),
          })}
        </p>
      }
    >
      {requestLink.isSuccess ? (
        <div className="flex flex-col gap-3">
          {/* The same words whether or not the account exists: nobody learns which e-mails do. */}
          <p role="status" className="alert alert-success alert-soft">
            {messageText('linkSent')}
          </p>
          <p className="text-sm">
            {rich(t('forgot.noEmail', marks('askAgain')), {
              askAgain: (
                <button type="button" className="link link-primary" onClick={requestLink.reset}>
                  {t('forgot.askAgain')}
                </button>
              ),
            })}
          </p>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit((input) => requestLink.mutate(input))}
          aria-label={t('forgot.title')}
        >
          <p className="mb-3 text-sm">{t('forgot.intro')}</p>
          <TextField
            label={t('login.email')}
            required
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <SubmitButton pending={requestLink.isPending} className="mt-2 w-full">
            {t('forgot.submit')}
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
