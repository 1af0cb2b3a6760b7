import { useForm } from 'react-hook-form';
import { CAMPUS } from '../../../shared/i18n/en/campus';
import {
  ZStudentCode,
  ZStudentEmail,
  type StudentCode,
  type StudentEmail,
  type StudentStatus,
} from '../../../shared/schemas/students';
import { zodResolver } from '../../api/zod-resolver';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { toast } from '../../components/toast';
import { texts } from '../../i18n';
import { errorText } from '../../i18n/errors';
import { formatDate } from '../../i18n/format';
import { useConfirmStudentCode, useSendStudentCode, useStudentStatus } from './api';
import { StudentBadge } from './student-badge';

const t = texts(CAMPUS);

const longDate = (iso: string) =>
  formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric' });

/** The university address to send a code to: one of the campus's domains, named under it. */
function AddressForm({ status }: { status: StudentStatus }) {
  const form = useForm<StudentEmail>({
    resolver: zodResolver(ZStudentEmail),
    defaultValues: { email: status.pending?.email ?? status.email ?? '' },
  });
  const send = useSendStudentCode();
  const waiting = status.pending !== null;
  return (
    <form
      noValidate
      className="grid gap-1"
      onSubmit={form.handleSubmit(({ email }) =>
        send.mutate(email, {
          onSuccess: (sent) => toast.success(t('student.sent', { email: sent.pending!.email })),
          onError: (error) => form.setError('email', { message: errorText(error) }),
        }),
      )}
    >
      <TextField
        label={t('student.address')}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={status.domains[0] ? `name@${status.domains[0]}` : undefined}
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <p className="-mt-4 mb-1 text-sm text-base-content/75">
        {t('student.domains', { domains: status.domains.join(', ') })}
      </p>
      <SubmitButton
        pending={send.isPending}
        className={waiting ? 'btn-outline btn-primary' : undefined}
      >
        {t(waiting ? 'student.sendAgain' : 'student.send')}
      </SubmitButton>
    </form>
  );
}

/** The code from the e-mail, typed back (Bangla digits and spaces are fine). */
function CodeForm({ email }: { email: string }) {
  const form = useForm<StudentCode>({
    resolver: zodResolver(ZStudentCode),
    defaultValues: { code: '' },
  });
  const confirm = useConfirmStudentCode();
  return (
    <form
      noValidate
      className="grid gap-1"
      onSubmit={form.handleSubmit(({ code }) =>
        confirm.mutate(code, {
          onSuccess: () => toast.success(t('student.confirmed')),
          onError: (error) => form.setError('code', { message: errorText(error) }),
        }),
      )}
    >
      <p className="text-sm">{t('student.sent', { email })}</p>
      <TextField
        label={t('student.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <SubmitButton pending={confirm.isPending}>{t('student.confirm')}</SubmitButton>
    </form>
  );
}

/**
 * My Profile's "Verified student": the university address confirmed and until when, or the way
 * to confirm one (a code by e-mail), which a lapsed confirmation asks for again.
 */
export function StudentVerification({ campusChosen }: { campusChosen: boolean }) {
  const status = useStudentStatus();
  const data = status.data;
  return (
    <section
      aria-labelledby="student-title"
      className="mt-2 w-full rounded-box border border-base-300 p-4 text-left"
    >
      <h2 id="student-title" className="mb-1 flex flex-wrap items-center gap-2 font-semibold">
        {t('student.title')}
        <StudentBadge verified={data?.verified ?? false} />
      </h2>
      {!campusChosen ? (
        <p className="text-sm">{t('student.pickCampus')}</p>
      ) : !data ? (
        <div className="skeleton h-24 w-full" aria-hidden="true" />
      ) : data.verified ? (
        <p className="text-sm">
          {t('student.until', { email: data.email!, date: longDate(data.until!) })}
        </p>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm">
            {data.email && data.until
              ? t('student.lapsed', { email: data.email, date: longDate(data.until) })
              : t('student.why')}
          </p>
          <AddressForm key={data.pending?.email ?? ''} status={data} />
          {data.pending && <CodeForm key={data.pending.expiresAt} email={data.pending.email} />}
        </div>
      )}
    </section>
  );
}
