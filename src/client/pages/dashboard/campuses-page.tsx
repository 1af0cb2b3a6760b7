import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ADMIN } from '../../../shared/i18n/en/admin';
import { CAMPUS } from '../../../shared/i18n/en/campus';
import {
  ZCampusInput,
  type AdminCampus,
  type CampusInput,
  type CampusPatch,
} from '../../../shared/schemas/campuses';
import { apiRequest } from '../../api/http';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table';
import { PageTitle } from '../../components/page-title';
import { TextField } from '../../components/text-field';
import { toast } from '../../components/toast';
import { useModalDialog } from '../../components/use-modal-dialog';
import { campusKeys } from '../../features/campuses/api';
import { CampusPicker } from '../../features/campuses/campus-picker';
import { campusesMatching, campusLabel } from '../../features/campuses/match';
import { currentLocale, texts } from '../../i18n';
import { errorText, messageText } from '../../i18n/errors';
import { formatNumber } from '../../i18n/format';

const t = texts(CAMPUS);
const ta = texts(ADMIN);
const adminKeys = [...campusKeys.all, 'admin'] as const;

/** Every change to the campuses: the admins' list and the list everyone picks from are asked again. */
function useCampusChange<Input>(send: (input: Input) => Promise<AdminCampus>, said: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (campus) => {
      toast.success(t(said as 'campuses.saved', { name: campus.name }));
      void queryClient.invalidateQueries({ queryKey: campusKeys.all });
    },
    onError: (error) => toast.error(errorText(error)),
  });
}

const FIELDS = ['name', 'nameBn', 'short', 'shortBn', 'city', 'cityBn'] as const;

/**
 * A campus's fields, checked as the server checks them; the domains typed with commas between.
 * `id` only when it is being added.
 */
function CampusForm({
  campus,
  pending,
  onSave,
}: {
  campus?: AdminCampus;
  pending: boolean;
  onSave: (input: CampusInput) => void;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const given = Object.fromEntries(
      ['id', ...FIELDS].map((key) => [key, String(data.get(key) ?? campus?.id ?? '')]),
    );
    const domains = String(data.get('domains') ?? '')
      .split(/[\s,]+/)
      .filter(Boolean);
    const checked = ZCampusInput.safeParse({ ...given, id: campus?.id ?? given.id, domains });
    if (!checked.success) {
      setErrors(
        Object.fromEntries(
          checked.error.issues.map((issue) => [String(issue.path[0]), messageText(issue.message)]),
        ),
      );
      return;
    }
    setErrors({});
    onSave(checked.data);
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-x-3 sm:grid-cols-2">
      {!campus && <TextField label={t('campuses.id')} name="id" required error={errors.id} />}
      {FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`campuses.${field}`)}
          name={field}
          required
          defaultValue={campus?.[field] ?? ''}
          error={errors[field]}
          lang={field.endsWith('Bn') ? 'bn' : 'en'}
        />
      ))}
      <TextField
        className="sm:col-span-2"
        label={t('campuses.domains')}
        name="domains"
        defaultValue={campus?.domains.join(', ') ?? ''}
        error={errors.domains}
      />
      <div className="sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {t('campuses.save')}
        </button>
      </div>
    </form>
  );
}

/** The admins' list of campuses: add one, rename it, change its domains, retire it, or merge it. */
export default function CampusesPage() {
  const campuses = useQuery({
    queryKey: adminKeys,
    queryFn: () => apiRequest<AdminCampus[]>('/api/admin/campuses'),
  });
  const [words, setWords] = useState('');
  const [editing, setEditing] = useState<AdminCampus | null>(null);
  const [merging, setMerging] = useState<AdminCampus | null>(null);
  const [into, setInto] = useState<string | null>(null);
  const ids = useId();
  const locale = currentLocale();
  const add = useCampusChange(
    (input: CampusInput) => apiRequest<AdminCampus>('/api/admin/campuses', { body: input }),
    'campuses.added',
  );
  const update = useCampusChange(
    ({ id, ...patch }: CampusPatch & { id: string }) =>
      apiRequest<AdminCampus>(`/api/admin/campuses/${id}`, { method: 'PATCH', body: patch }),
    'campuses.saved',
  );
  const merge = useCampusChange(
    ({ id, into }: { id: string; into: string }) =>
      apiRequest<AdminCampus>(`/api/admin/campuses/${id}/merge`, { body: { into } }),
    'campuses.merged',
  );
  const editRef = useModalDialog(editing !== null);
  const nameOf = (id: string) => campuses.data?.find((campus) => campus.id === id)?.name ?? id;
  const shown = {
    ...campuses,
    data: campuses.data && campusesMatching(campuses.data, words),
  } as typeof campuses;

  return (
    <section aria-labelledby={`${ids}-heading`} className="space-y-4">
      <PageTitle title={t('campuses.title')} />
      <h1 id={`${ids}-heading`} className="text-3xl font-bold">
        {t('campuses.title')}
      </h1>
      <p className="max-w-prose text-base-content/80">{t('campuses.intro')}</p>
      <details className="collapse-arrow collapse max-w-3xl border border-base-300 bg-base-100">
        <summary className="collapse-title min-h-11 font-semibold">{t('campuses.add')}</summary>
        <div className="collapse-content">
          <CampusForm pending={add.isPending} onSave={(input) => add.mutate(input)} />
        </div>
      </details>
      <div className="max-w-md">
        <TextField
          label={t('campuses.search')}
          type="search"
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
      </div>
      <DataTable
        query={shown}
        columns={[
          t('campuses.col.campus'),
          t('campuses.col.city'),
          t('campuses.col.domains'),
          t('campuses.col.people'),
          t('campuses.col.books'),
          t('campuses.col.status'),
          ta('users.col.action'),
        ]}
        empty={t('campus.none', { words })}
        row={(campus) => [
          <span>
            <span className="font-medium">{campusLabel(campus, locale)}</span>
            <span
              className="block text-sm text-base-content/75"
              lang={locale === 'bn' ? 'en' : 'bn'}
            >
              {locale === 'bn' ? campus.name : campus.nameBn}
            </span>
          </span>,
          locale === 'bn' ? campus.cityBn : campus.city,
          <span className="break-all">{campus.domains.join(', ')}</span>,
          formatNumber(campus.people),
          formatNumber(campus.books),
          campus.mergedInto
            ? t('campuses.mergedInto', { name: nameOf(campus.mergedInto) })
            : t(campus.retired ? 'campuses.retired' : 'campuses.offered'),
          campus.mergedInto ? null : (
            <span className="flex flex-wrap gap-1">
              <button
                type="button"
                className="btn btn-ghost btn-sm min-h-11 sm:min-h-8"
                onClick={() => setEditing(campus)}
              >
                {t('campuses.edit')}
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm min-h-11 sm:min-h-8"
                disabled={update.isPending}
                onClick={() => update.mutate({ id: campus.id, retired: !campus.retired })}
              >
                {t(campus.retired ? 'campuses.restore' : 'campuses.retire')}
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm min-h-11 text-error sm:min-h-8"
                onClick={() => {
                  setInto(null);
                  setMerging(campus);
                }}
              >
                {t('campuses.merge')}
              </button>
            </span>
          ),
        ]}
      />
      <dialog
        ref={editRef}
        className="modal"
        onClose={() => setEditing(null)}
        aria-labelledby={`${ids}-edit`}
      >
        <div className="modal-box max-w-2xl">
          <h2 id={`${ids}-edit`} className="mb-2 text-lg font-bold">
            {editing && t('campuses.editTitle', { name: editing.name })}
          </h2>
          {editing && (
            <CampusForm
              key={editing.id}
              campus={editing}
              pending={update.isPending}
              onSave={({ id: _, ...patch }) =>
                update.mutate({ id: editing.id, ...patch }, { onSuccess: () => setEditing(null) })
              }
            />
          )}
        </div>
      </dialog>
      <ConfirmDialog
        open={merging !== null}
        title={merging ? t('campuses.mergeTitle', { name: merging.name }) : ''}
        confirmLabel={t('campuses.merge')}
        pending={merge.isPending}
        onClose={() => setMerging(null)}
        onConfirm={() =>
          merging &&
          into &&
          merge.mutate({ id: merging.id, into }, { onSuccess: () => setMerging(null) })
        }
      >
        <p className="py-2 text-base-content/80">{t('campuses.mergeHelp')}</p>
        <CampusPicker value={into} clearable={false} onChange={setInto} />
      </ConfirmDialog>
    </section>
  );
}
