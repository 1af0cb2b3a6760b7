import { zodResolver } from '../api/zod-resolver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { APP_NAME } from '../../shared/constants';
import {
  PASSWORD_RESET_MESSAGES,
  ZResetPassword,
  ZResetPasswordForm,
  type ResetPasswordForm,
} from '../../shared/schemas/auth';
import { showServerFieldErrors } from '../api/form-errors';
import { ApiRequestError, apiRequest } from '../api/http';
import { PasswordField } from '../components/password-field';
import { SubmitButton } from '../components/submit-button';
import { AuthCard } from '../features/auth/auth-card';
import { sessionQueryKey } from '../features/auth/session';

const TITLE = 'Choose a new password';

const backToLogin = (
  <p className="text-center text-sm">
    <Link to="/login" className="link link-primary">
      Back to Login
    </Link>
  </p>
);

/** Where a link that no longer works (or never did) leaves its reader: a way to a new one. */
function LinkNotValid() {
  return (
    <div className="flex flex-col gap-3">
      <p role="alert" className="alert alert-error alert-soft">
        {PASSWORD_RESET_MESSAGES.linkInvalid}
      </p>
      <Link to="/forgot-password" className="btn btn-primary w-full">
        Ask for a new link
      </Link>
    </div>
  );
}

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const tokenLooksRight = ZResetPassword.shape.token.safeParse(token).success;
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError } = useForm<ResetPasswordForm>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const reset = useMutation({
    mutationFn: ({ newPassword }: ResetPasswordForm) =>
      apiRequest('/api/auth/reset-password', { body: { token, newPassword } }),
    onSuccess: async () => {
      // Every session of the account has ended, this browser's too if it was signed in.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
    onError: (error) => showServerFieldErrors(error, setError),
  });
  const refusal = reset.error instanceof ApiRequestError ? reset.error : null;
  const linkRefused =
    !tokenLooksRight ||
    refusal?.code === 'RESET_LINK_INVALID' ||
    (refusal !== null && 'token' in refusal.fields);

  return (
    <AuthCard
      title={TITLE}
      description={`Set a new password for your ${APP_NAME} account.`}
      // A refused password is shown under its field; anything else (429, no network) here.
      error={linkRefused || refusal?.fields.newPassword ? null : reset.error?.message}
      footer={backToLogin}
    >
      {/* The address holds a private token: kept out of search engines (and out of the sitemap). */}
      <meta name="robots" content="noindex" />
      {reset.isSuccess ? (
        <div className="flex flex-col gap-3">
          <p role="status" className="alert alert-success alert-soft">
            {PASSWORD_RESET_MESSAGES.passwordChanged}
          </p>
          <Link to="/login" className="btn btn-primary w-full">
            Login
          </Link>
        </div>
      ) : linkRefused ? (
        <LinkNotValid />
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit((values) => reset.mutate(values))}
          aria-label={TITLE}
        >
          <PasswordField
            label="New password"
            required
            autoComplete="new-password"
            error={formState.errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordField
            label="Confirm new password"
            required
            autoComplete="new-password"
            error={formState.errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <SubmitButton pending={reset.isPending} className="mt-2 w-full">
            Change password
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
