import { zodResolver } from '../api/zod-resolver';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT } from '../../shared/i18n/en/account';
import { CAMPUS } from '../../shared/i18n/en/campus';
import { showServerFieldErrors } from '../api/form-errors';
import { usePhotoUpload } from '../api/upload';
import { FormPhotoField } from '../components/photo-field';
import { PasswordField } from '../components/password-field';
import { SubmitButton } from '../components/submit-button';
import { TextField } from '../components/text-field';
import { toast } from '../components/toast';
import { AuthCard } from '../features/auth/auth-card';
import { CampusPicker } from '../features/campuses/campus-picker';
import { GoogleButton } from '../features/auth/google-button';
import { useSignUp } from '../features/auth/api';
import { ZSignUpForm, type SignUpForm, type SignUpValues } from '../features/auth/sign-up-form';
import { useReturnTo } from '../features/auth/use-return-to';
import { texts } from '../i18n';
import { errorText, messageText } from '../i18n/errors';
import { marks, rich } from '../i18n/rich';

const t = texts(ACCOUNT);
const c = texts(CAMPUS);

export default function RegisterPage() {
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const photo = usePhotoUpload('avatar');
  // 'Sell a book' on Home links here with ?role=seller.
  const [params] = useSearchParams();
  const { register, handleSubmit, formState, control, setError } = useForm<
    SignUpForm,
    unknown,
    SignUpValues
  >({
    resolver: zodResolver(ZSignUpForm),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      role: params.get('role') === 'seller' ? 'seller' : 'buyer',
    },
  });

  // The photo goes up first; the account is created only once it is safely stored.
  const signUp = useSignUp({
    upload: photo.upload,
    onSignedUp: () => {
      toast.success(messageText('userCreated'));
      navigate(returnTo, { replace: true });
    },
    onError: (error) => showServerFieldErrors(error, setError, { image: 'photo' }),
  });

  return (
    <AuthCard
      title={t('register.title')}
      description={t('register.description')}
      error={signUp.error && errorText(signUp.error)}
      footer={
        <>
          <GoogleButton returnTo={returnTo} />
          <p className="mt-3 text-center text-sm">
            {rich(t('register.haveAccount', marks('link')), {
              link: (
                <Link to="/login" state={{ from: returnTo }} className="link link-primary">
                  {t('login.title')}
                </Link>
              ),
            })}
          </p>
        </>
      }
    >
      <form
        noValidate
        onSubmit={handleSubmit((values) => signUp.mutate(values))}
        aria-label={t('register.title')}
      >
        <TextField
          label={t('register.name')}
          required
          autoComplete="name"
          error={formState.errors.name?.message}
          {...register('name')}
        />
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
          autoComplete="new-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <fieldset className="fieldset py-0">
          <legend className="fieldset-legend pb-1 text-sm">{t('register.iWantTo')}</legend>
          <div className="flex gap-6">
            <label className="label min-h-11 cursor-pointer gap-2 text-base-content">
              <input
                type="radio"
                className="radio radio-primary"
                value="buyer"
                {...register('role')}
              />{' '}
              {t('register.role.buyer')}
            </label>
            <label className="label min-h-11 cursor-pointer gap-2 text-base-content">
              <input
                type="radio"
                className="radio radio-primary"
                value="seller"
                {...register('role')}
              />{' '}
              {t('register.role.seller')}
            </label>
          </div>
          <p className="min-h-5 text-sm text-error">{formState.errors.role?.message}</p>
        </fieldset>
        <Controller
          control={control}
          name="campusId"
          render={({ field, fieldState }) => (
            <CampusPicker
              value={field.value ?? null}
              onChange={(campusId) => field.onChange(campusId ?? undefined)}
              hint={c('campus.hint')}
              clearable={false}
              required
              error={fieldState.error?.message}
            />
          )}
        />
        <FormPhotoField control={control} name="photo" progress={photo.progress} />
        <SubmitButton pending={signUp.isPending} className="mt-2 w-full">
          {t('register.title')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
