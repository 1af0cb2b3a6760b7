import { zodResolver } from '../../api/zod-resolver';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '../../../shared/messages';
import { ZContactMessageInput, type ContactMessageInput } from '../../../shared/schemas/contact';
import { showServerFieldErrors } from '../../api/form-errors';
import { apiRequest } from '../../api/http';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { toast } from '../../components/toast';

export default function ContactForm() {
  const form = useForm<ContactMessageInput>({
    resolver: zodResolver(ZContactMessageInput),
    defaultValues: { firstName: '', lastName: '', email: '', message: '' },
  });
  const { register, handleSubmit, formState, reset, setError } = form;
  const send = useMutation({
    mutationFn: (input: ContactMessageInput) => apiRequest('/api/contact', { body: input }),
    onSuccess: () => {
      toast.success(MESSAGES.contactSent);
      reset();
    },
    onError: (error) => {
      showServerFieldErrors(error, setError);
      toast.error(error.message);
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((input) => send.mutate(input))}
      className="grid gap-3 sm:grid-cols-2"
      aria-label="Contact us"
    >
      <TextField
        label="First name"
        autoComplete="given-name"
        error={formState.errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        error={formState.errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        className="sm:col-span-2"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Message"
        multiline
        className="sm:col-span-2"
        error={formState.errors.message?.message}
        {...register('message')}
      />
      <div className="sm:col-span-2">
        <SubmitButton pending={send.isPending} className="w-full sm:w-auto">
          Send
        </SubmitButton>
      </div>
    </form>
  );
}
