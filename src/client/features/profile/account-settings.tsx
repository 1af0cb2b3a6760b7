import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ACCOUNT } from '../../../shared/i18n/en/account';
import {
  ZEmailChange,
  ZPasswordChange,
  type EmailChange,
  type PasswordChange,
} from '../../../shared/schemas/users';
import { ZPhotoFile, usePhotoUpload } from '../../api/upload';
import { zodResolver } from '../../api/zod-resolver';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PasswordField } from '../../components/password-field';
import { FormPhotoField } from '../../components/photo-field';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { toast } from '../../components/toast';
import { texts } from '../../i18n';
import { errorText } from '../../i18n/errors';
import { messageKey } from '../../../shared/i18n/keys';
import { latinDigits } from '../../../shared/digits';
import { ZBangladeshMobile } from '../../../shared/schemas/books';
import { useSession } from '../auth/session';
import {
  useChangeEmail,
  useChangePassword,
  useDeleteAccount,
  useSaveSettings,
  useSettings,
  useUpdateProfile,
} from './api';

const t = texts(ACCOUNT);

/** The name as sign-up takes it, and a new photo if one is chosen. */
const ZNameAndPhoto = z.object({
  name: z.string().trim().min(1, messageKey('nameRequired')).max(80),
  photo: ZPhotoFile.optional(),
});
type NameAndPhoto = z.input<typeof ZNameAndPhoto>;

/** One's name and photo, as the other side of a booking and a thread see them. */
function NameAndPhotoForm({ name }: { name: string }) {
  const photo = usePhotoUpload('avatar');
  const form = useForm<NameAndPhoto>({
    resolver: zodResolver(ZNameAndPhoto),
    defaultValues: { name },
  });
  const [uploading, setUploading] = useState(false);
  const save = useUpdateProfile(() => {
    toast.success(t('settings.saved'));
    form.reset({ name: form.getValues('name') });
  });
  return (
    <form
      noValidate
      aria-label={t('settings.nameAndPhoto')}
      className="grid gap-1"
      onSubmit={form.handleSubmit(async (values) => {
        try {
          setUploading(true);
          const image = values.photo ? await photo.upload(values.photo) : undefined;
          await save.mutateAsync({ name: values.name, ...(image && { image }) });
        } catch (error) {
          form.setError('name', { message: errorText(error) });
        } finally {
          setUploading(false);
        }
      })}
    >
      <TextField
        label={t('settings.name')}
        autoComplete="name"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <FormPhotoField
        control={form.control}
        name="photo"
        label={t('settings.newPhoto')}
        required={false}
        progress={photo.progress}
      />
      <SubmitButton pending={uploading || save.isPending}>{t('settings.save')}</SubmitButton>
    </form>
  );
}

/** The mobile number the book form and Book Now start with; empty forgets it. */
const ZPhoneForm = z.object({
  phone: z.union([z.literal(''), ZBangladeshMobile]),
});
type PhoneForm = z.input<typeof ZPhoneForm>;

function PhoneNumberForm({ phone }: { phone: string | null }) {
  const form = useForm<PhoneForm>({
    resolver: zodResolver(ZPhoneForm),
    values: { phone: phone ?? '' },
  });
  const save = useSaveSettings((saved) =>
    toast.success(t(saved.phone ? 'settings.phoneSaved' : 'settings.phoneForgotten')),
  );
  const id = useId();
  const error = form.formState.errors.phone?.message;
  return (
    <form
      noValidate
      aria-label={t('settings.phone')}
      className="grid gap-1"
      onSubmit={form.handleSubmit((values) =>
        save.mutate(
          { phone: values.phone.trim() ? latinDigits(values.phone.trim()) : null },
          { onError: (error) => form.setError('phone', { message: errorText(error) }) },
        ),
      )}
    >
      <TextField
        id={id}
        label={t('settings.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        error={error}
        // What the field is for, then what is wrong with it (TextField's own error line).
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        {...form.register('phone')}
      />
      <p id={`${id}-hint`} className="-mt-4 pb-1 text-sm text-base-content/75">
        {t('settings.phoneHint')}
      </p>
      <SubmitButton pending={save.isPending}>{t('settings.save')}</SubmitButton>
    </form>
  );
}

/** A new password, the current one first; every other device is signed out. */
function PasswordForm() {
  const form = useForm<PasswordChange>({
    resolver: zodResolver(ZPasswordChange),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const change = useChangePassword();
  return (
    <form
      noValidate
      aria-label={t('settings.password')}
      className="grid gap-1"
      onSubmit={form.handleSubmit((values) =>
        change.mutate(values, {
          onSuccess: () => {
            toast.success(t('settings.passwordChanged'));
            form.reset();
          },
          onError: (error) => form.setError('currentPassword', { message: errorText(error) }),
        }),
      )}
    >
      <PasswordField
        label={t('settings.currentPassword')}
        autoComplete="current-password"
        error={form.formState.errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label={t('settings.newPassword')}
        autoComplete="new-password"
        error={form.formState.errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <SubmitButton pending={change.isPending}>{t('settings.changePassword')}</SubmitButton>
    </form>
  );
}

/** A new sign-in e-mail: a link to it confirms the change. */
function EmailForm({ hasPassword }: { hasPassword: boolean }) {
  const form = useForm<EmailChange>({
    resolver: zodResolver(ZEmailChange),
    defaultValues: { email: '', password: '' },
  });
  const change = useChangeEmail();
  return (
    <form
      noValidate
      aria-label={t('settings.email')}
      className="grid gap-1"
      onSubmit={form.handleSubmit((values) =>
        change.mutate(
          { email: values.email, ...(hasPassword && { password: values.password }) },
          {
            onSuccess: () => {
              toast.success(t('settings.emailLinkSent', { email: values.email }));
              form.reset();
            },
            onError: (error) => form.setError('email', { message: errorText(error) }),
          },
        ),
      )}
    >
      <TextField
        label={t('settings.newEmail')}
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      {hasPassword && (
        <PasswordField
          label={t('settings.currentPassword')}
          autoComplete="current-password"
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
      )}
      <SubmitButton pending={change.isPending}>{t('settings.changeEmail')}</SubmitButton>
    </form>
  );
}

/**
 * Deleting the account, confirmed with the password (or the e-mail address, for an account that
 * signs in with Google only) in a dialog that says what goes and what stays.
 */
function DeleteAccount({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const confirm = () =>
    remove.mutate(hasPassword ? { password: typed } : { email: typed }, {
      onError: (error) => toast.error(errorText(error)),
    });
  return (
    <div className="grid gap-2">
      <p className="text-sm">{t('settings.deleteWhat')}</p>
      <button type="button" className="btn btn-outline btn-error" onClick={() => setOpen(true)}>
        {t('settings.delete')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('settings.deleteTitle')}
        confirmLabel={t('settings.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={confirm}
        onClose={() => {
          setOpen(false);
          setTyped('');
        }}
      >
        <p className="py-2 text-sm">{t('settings.deleteWhat')}</p>
        {hasPassword ? (
          <PasswordField
            label={t('settings.currentPassword')}
            autoComplete="current-password"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        ) : (
          <TextField
            label={t('settings.typeEmail', { email })}
            type="email"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        )}
      </ConfirmDialog>
    </div>
  );
}

/** My Profile's account: name and photo, password, and deleting the account. */
export function AccountSettings() {
  const { data: user } = useSession();
  const settings = useSettings();
  if (!user) return null;
  const hasPassword = settings.data?.hasPassword ?? true;
  return (
    <section
      aria-labelledby="account-title"
      className="mt-2 grid w-full gap-4 rounded-box border border-base-300 p-4 text-left"
    >
      <h2 id="account-title" className="font-semibold">
        {t('settings.title')}
      </h2>
      <NameAndPhotoForm name={user.name} />
      {user.role !== 'admin' && settings.data && <PhoneNumberForm phone={settings.data.phone} />}
      <EmailForm hasPassword={hasPassword} />
      {hasPassword && <PasswordForm />}
      <DeleteAccount email={user.email} hasPassword={hasPassword} />
    </section>
  );
}
