import { useForm } from 'react-hook-form';
import { INBOX } from '../../../shared/i18n/en/inbox';
import { ZContactReplyInput, type ContactReplyInput } from '../../../shared/schemas/contact';
import { showServerFieldErrors } from '../../api/form-errors';
import { zodResolver } from '../../api/zod-resolver';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { toast } from '../../components/toast';
import { texts } from '../../i18n';
import { errorText } from '../../i18n/errors';
import { useReplyToContact } from './api';

const t = texts(INBOX);

/** The admin's answer to a message, e-mailed to the address it came from. */
export function ReplyForm({ id, email }: { id: string; email: string }) {
  const { register, handleSubmit, formState, reset, setError } = useForm<ContactReplyInput>({
    resolver: zodResolver(ZContactReplyInput),
    defaultValues: { body: '' },
  });
  const send = useReplyToContact(id, () => {
    toast.success(t('inbox.sentToast', { email }));
    reset();
  });
  return (
    <form
      noValidate
      aria-label={t('inbox.replyLabel')}
      onSubmit={handleSubmit((input) =>
        send.mutate(input, {
          onError: (error) => {
            showServerFieldErrors(error, setError);
            toast.error(errorText(error));
          },
        }),
      )}
      className="space-y-1"
    >
      <TextField
        label={t('inbox.replyLabel')}
        multiline
        error={formState.errors.body?.message}
        {...register('body')}
      />
      <p className="text-sm wrap-anywhere text-base-content/75">
        {t('inbox.replyHint', { email })}
      </p>
      <SubmitButton pending={send.isPending} className="mt-2 w-full sm:w-auto">
        {t('inbox.send')}
      </SubmitButton>
    </form>
  );
}
