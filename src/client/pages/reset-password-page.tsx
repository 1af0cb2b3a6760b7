import { zodResolver } from '../api/zod-resolver';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT } from '../../shared/i18n/en/account';
import {
  ZResetPassword,
  ZResetPasswordForm,
  type ResetPasswordForm,
} from '../../shared/schemas/auth';
import { showServerFieldErrors } from '../api/form-errors';
import { ApiRequestError } from '../api/http';
import { PasswordField } from '../components/password-field';
import { SubmitButton } from '../components/submit-button';
import { AuthCard } from '../features/auth/auth-card';
import { useResetPassword } from '../features/auth/api';
import { texts } from '../i18n';
import { errorText, messageText } from '../i18n/errors';

const t = texts(ACCOUNT);

/** Where a link that no longer works (or never did) leaves its reader: a way to a new one. */
function LinkNotValid() {
  return (
    <div className="flex flex-col gap-3">
      <p role="alert" className="alert alert-error alert-soft">
        {messageText('linkInvalid')}
      </p>
      <Link to="/forgot-password" className="btn btn-primary w-full">
        {t('reset.askNewLink')}
      </Link>
    </div>
  );
}

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const tokenLooksRight = ZResetPassword.shape.token.safeParse(token).success;
  const { register, handleSubmit, formState, setError } = useForm<ResetPasswordForm>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const reset = useResetPassword(token, (error) => showServerFieldErrors(error, setError));
  const refusal = reset.error instanceof ApiRequestError ? reset.error : null;
  const linkRefused =
    !tokenLooksRight ||
    refusal?.code === 'RESET_LINK_INVALID' ||
    (refusal !== null && 'token' in refusal.fields);
  const title = t('reset.title');

  return (
    <AuthCard
      title={title}
      description={t('reset.description')}
      // A refused password is shown under its field; anything else (429, no network) here.
      error={
        reset.error && !linkRefused && !refusal?.fields.newPassword ? errorText(reset.error) : null
      }
      footer={
        <p className="text-center text-sm">
          <Link to="/login" className="link link-primary">
            {t('reset.backToLogin')}
          </Link>
        </p>
      }
    >
      {/* The address holds a private token: kept out of search engines (and out of the sitemap). */}
      <meta name="robots" content="noindex" />
      {reset.isSuccess ? (
        <div className="flex flex-col gap-3">
          <p role="status" className="alert alert-success alert-soft">
            {messageText('passwordChanged')}
          </p>
          <Link to="/login" className="btn btn-primary w-full">
            {t('login.title')}
          </Link>
        </div>
      ) : linkRefused ? (
        <LinkNotValid />
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit((values) => reset.mutate(values))}
          aria-label={title}
        >
          <PasswordField
            label={t('reset.newPassword')}
            required
            autoComplete="new-password"
            error={formState.errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordField
            label={t('reset.confirmPassword')}
            required
            autoComplete="new-password"
            error={formState.errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <SubmitButton pending={reset.isPending} className="mt-2 w-full">
            {t('reset.submit')}
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
