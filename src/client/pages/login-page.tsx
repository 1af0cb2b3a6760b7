import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { ZSignIn, type SignIn } from '../../shared/schemas/auth';
import { apiRequest } from '../api/http';
import { SubmitButton } from '../components/submit-button';
import { TextField } from '../components/text-field';
import { usePageTitle } from '../components/use-page-title';
import { sessionQueryKey } from '../features/auth/session';

export default function LoginPage() {
  usePageTitle('Login');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const { register, handleSubmit, formState } = useForm<SignIn>({
    resolver: zodResolver(ZSignIn),
    defaultValues: { email: '', password: '' },
  });
  const signIn = useMutation({
    mutationFn: (input: SignIn) => apiRequest('/api/auth/sign-in/email', { body: input }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      navigate(from, { replace: true });
    },
  });

  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12">
      <h1 className="text-center text-4xl font-bold">Login</h1>
      <form
        noValidate
        onSubmit={handleSubmit((input) => signIn.mutate(input))}
        className="card card-border border-base-300 bg-base-100"
      >
        <div className="card-body gap-1">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <SubmitButton pending={signIn.isPending} className="mt-2">
            Login
          </SubmitButton>
          {signIn.error && (
            <p role="alert" className="mt-2 text-center text-error">
              {signIn.error.message}
            </p>
          )}
          <p className="mt-3 text-center text-sm">
            New to Boipoka?{' '}
            <Link to="/register" state={{ from }} className="link link-primary">
              Create an account
            </Link>
          </p>
        </div>
      </form>
    </div>
  );
}
