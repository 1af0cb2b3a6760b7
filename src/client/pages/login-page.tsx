import { zodResolver } from '../api/zod-resolver';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ACCOUNT } from '../../shared/i18n/en/account';
import { ZSignIn, type SignIn } from '../../shared/schemas/auth';
import { PasswordField } from '../components/password-field';
import { SubmitButton } from '../components/submit-button';
import { TextField } from '../components/text-field';
import { toast } from '../components/toast';
import { AuthCard } from '../features/auth/auth-card';
import { GoogleButton } from '../features/auth/google-button';
import { signInErrorText } from '../features/auth/suspension';
import { useSignIn } from '../features/auth/api';
import { useReturnTo } from '../features/auth/use-return-to';
import { texts } from '../i18n';
import { marks, rich } from '../i18n/rich';

const t = texts(ACCOUNT);

export default function LoginPage() {
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const { register, handleSubmit, formState, control } = useForm<SignIn>({
    resolver: zodResolver(ZSignIn),
    defaultValues: { email: '', password: '' },
  });
  // The forgot-password page starts from the e-mail typed here.
  const email = useWatch({ control, name: 'email' });
  const signIn = useSignIn(() => {
    toast.success(t('login.welcome'));
    navigate(returnTo, { replace: true });
  });

  return (
    <AuthCard
      title={t('login.title')}
      description={t('login.description')}
      error={signIn.error && signInErrorText(signIn.error)}
      footer={
        <>
          <GoogleButton returnTo={returnTo} />
          <p className="mt-3 text-center text-sm">
            {rich(t('login.newHere', marks('link')), {
              link: (
                <Link to="/register" state={{ from: returnTo }} className="link link-primary">
                  {t('login.createAccount')}
                </Link>
              ),
            })}
          </p>
        </>
      }
    >
      <form
        noValidate
        onSubmit={handleSubmit((input) => signIn.mutate(input))}
        aria-label={t('login.title')}
      >
        <TextField
          label={t('login.email')}
          required
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t('login.password')}
          required
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <p className="-mt-1 text-end text-sm">
          <Link
            to="/forgot-password"
            state={{ email }}
            onClick={(event) => {
              // The field as it stands, text typed before the page came alive included.
              const field = event.currentTarget.closest('form')?.elements.namedItem('email');
              if (field instanceof HTMLInputElement && field.value !== email) {
                event.preventDefault();
                navigate('/forgot-password', { state: { email: field.value } });
              }
            }}
            className="link link-primary inline-flex min-h-11 items-center sm:min-h-0"
          >
            {t('login.forgotPassword')}
          </Link>
        </p>
        <SubmitButton pending={signIn.isPending} className="mt-2 w-full">
          {t('login.title')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
