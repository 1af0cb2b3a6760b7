import { zodResolver } from '../../api/zod-resolver';
import { useForm } from 'react-hook-form';
import { HOME } from '../../../shared/i18n/en/home';
import { ZContactMessageInput, type ContactMessageInput } from '../../../shared/schemas/contact';
import { showServerFieldErrors } from '../../api/form-errors';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { toast } from '../../components/toast';
import { texts } from '../../i18n';
import { errorText, messageText } from '../../i18n/errors';
import { useSendContactMessage } from './api';

const t = texts(HOME);

export default function ContactForm() {
  const form = useForm<ContactMessageInput>({
    resolver: zodResolver(ZContactMessageInput),
    defaultValues: { firstName: '', lastName: '', email: '', message: '' },
  });
  const { register, handleSubmit, formState, reset, setError } = form;
  const send = useSendContactMessage({
    onSent: () => {
      toast.success(messageText('contactSent'));
      reset();
    },
    onError: (error) => {
      showServerFieldErrors(error, setError);
      toast.error(errorText(error));
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((input) => send.mutate(input))}
      className="grid gap-3 sm:grid-cols-2"
      aria-label={t('home.contact')}
    >
      <TextField
        label={t('home.firstName')}
        autoComplete="given-name"
        error={formState.errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label={t('home.lastName')}
        autoComplete="family-name"
        error={formState.errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        label={t('home.email')}
        type="email"
        autoComplete="email"
        className="sm:col-span-2"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('home.message')}
        multiline
        className="sm:col-span-2"
        error={formState.errors.message?.message}
        {...register('message')}
      />
      <div className="sm:col-span-2">
        <SubmitButton pending={send.isPending} className="w-full sm:w-auto">
          {t('home.send')}
        </SubmitButton>
      </div>
    </form>
  );
}
