import { Link, useSearchParams } from 'react-router';
import { CONSOLE } from '../../../shared/i18n/en/console';
import { MODERATION } from '../../../shared/i18n/en/moderation';
import { isBan, MODERATION_REASONS, type ModerationReason } from '../../../shared/moderation';
import type { AuditEntry } from '../../../shared/schemas/audit';
import { DataTable } from '../../components/data-table';
import { PageTitle } from '../../components/page-title';
import { allItems, useAuditLog } from '../../features/console/api';
import { texts } from '../../i18n';
import { formatDate } from '../../i18n/format';
import { formatMoment } from '../../i18n/moments';

const t = texts(CONSOLE);
const tm = texts(MODERATION);

const FAMILIES = ['user', 'moderation', 'book', 'contact'] as const;

const isKey = (key: string): key is keyof typeof CONSOLE => Object.hasOwn(CONSOLE, key);

/** An action as an admin reads it: its name when known, else as recorded. */
const actionText = (action: string) => {
  const key = `audit.act.${action}`;
  return isKey(key) ? t(key) : action;
};

/** What an entry's details say that matters: until when, why, the admin's words. */
function detailsText({ details }: AuditEntry): string {
  const parts: string[] = [];
  if (typeof details.until === 'string')
    parts.push(
      isBan(details.until)
        ? t('audit.forGood')
        : t('audit.until', { date: formatDate(details.until, { dateStyle: 'medium' }) }),
    );
  if (
    typeof details.reason === 'string' &&
    (MODERATION_REASONS as readonly string[]).includes(details.reason)
  )
    parts.push(tm(`moderation.reason.${details.reason as ModerationReason}`));
  if (typeof details.note === 'string') parts.push(`“${details.note}”`);
  return parts.join(' · ');
}

/** Who did what to whom, when: every admin action, newest first, filterable. */
export default function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const action = params.get('action') ?? undefined;
  const target = params.get('target') ?? undefined;
  const log = useAuditLog({ action, target });
  const rows = allItems(log.data);
  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const targetName = target && rows.find((row) => row.target.id === target)?.target.name;
  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <PageTitle title={t('audit.title')} />
      <div>
        <h1 id="audit-heading" className="text-3xl font-bold">
          {t('audit.title')}
        </h1>
        <p className="text-base-content/75">{t('audit.intro')}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="form-control">
          <span className="mb-1 text-sm font-medium">{t('audit.action')}</span>
          <select
            className="select select-bordered"
            value={action ?? ''}
            onChange={(event) => set('action', event.target.value || undefined)}
          >
            <option value="">{t('audit.anyAction')}</option>
            {FAMILIES.map((family) => (
              <option key={family} value={`${family}.`}>
                {t(`audit.family.${family}`)}
              </option>
            ))}
          </select>
        </label>
        {target && (
          <p className="flex flex-wrap items-center gap-2">
            <span>{t('audit.onlyTarget', { name: targetName || target })}</span>
            <button
              type="button"
              className="btn btn-sm btn-ghost"
              onClick={() => set('target', undefined)}
            >
              {t('audit.clear')}
            </button>
          </p>
        )}
      </div>
      <DataTable
        query={{ ...log, data: log.data ? rows : undefined } as never}
        columns={[
          t('audit.col.when'),
          t('audit.col.who'),
          t('audit.col.what'),
          t('audit.col.target'),
          t('audit.col.details'),
        ]}
        empty={t('audit.empty')}
        row={(entry: AuditEntry) => [
          <time dateTime={entry.createdAt}>
            {formatMoment(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>,
          entry.actor.name,
          actionText(entry.action),
          entry.target.type === 'user' ? (
            <Link to={`/dashboard/users/${entry.target.id}`} className="link break-words">
              {entry.target.name ?? entry.target.id}
            </Link>
          ) : (
            <span className="break-words">{entry.target.name ?? entry.target.id}</span>
          ),
          <span className="break-words">{detailsText(entry)}</span>,
        ]}
      />
      {log.hasNextPage && (
        <button
          type="button"
          className="btn"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {t('directory.more')}
        </button>
      )}
    </section>
  );
}
