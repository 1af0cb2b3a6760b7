import { zodResolver } from '../api/zod-resolver';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { APP_NAME } from '../../shared/constants';
import {
  PASSWORD_RESET_MESSAGES,
  ZRequestPasswordReset,
  type RequestPasswordReset,
} from '../../shared/schemas/auth';
import { showServerFieldErrors } from '../api/form-errors';
import { apiRequest } from '../api/http';
import { SubmitButton } from '../components/submit-button';
import { TextField } from '../components/text-field';
import { AuthCard } from '../features/auth/auth-card';

export default function ForgotPasswordPage() {
  // Coming from the Login page, the e-mail typed there is already filled in.
  const typed = (useLocation().state as { email?: unknown } | null)?.email;
  const { register, handleSubmit, formState, setError } = useForm<RequestPasswordReset>({
    resolver: zodResolver(ZRequestPasswordReset),
    defaultValues: { email: typeof typed === 'string' ? typed : '' },
  });
  const requestLink = useMutation({
    mutationFn: (input: RequestPasswordReset) =>
      apiRequest<{ message: string }>('/api/auth/request-password-reset', { body: input }),
    onError: (error) => showServerFieldErrors(error, setError),
  });

  return (
    <AuthCard
      title="Forgot password"
      description={`Ask for a link to reset the password of your ${APP_NAME} account. It comes by e-mail.`}
      error={requestLink.error?.message}
      footer={
        <p className="text-center text-sm">
          Remembered it?{' '}
          <Link to="/login" className="link link-primary">
            Login
          </Link>
        </p>
      }
    >
      {requestLink.isSuccess ? (
        <div className="flex flex-col gap-3">
          {/* The same words whether or not the account exists: nobody learns which e-mails do. */}
          <p role="status" className="alert alert-success alert-soft">
            {PASSWORD_RESET_MESSAGES.linkSent}
          </p>
          <p className="text-sm">
            No e-mail after a few minutes? Look in your spam folder, or{' '}
            <button type="button" className="link link-primary" onClick={requestLink.reset}>
              ask again
            </button>
            .
          </p>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit((input) => requestLink.mutate(input))}
          aria-label="Forgot password"
        >
          <p className="mb-3 text-sm">
            Enter the e-mail of your account and we will send you a link to choose a new password.
          </p>
          <TextField
            label="Email"
            required
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <SubmitButton pending={requestLink.isPending} className="mt-2 w-full">
            Send reset link
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
