import { useState } from 'react';
import { Link } from 'react-router';
import { CONSOLE } from '../../../shared/i18n/en/console';
import { MODERATION } from '../../../shared/i18n/en/moderation';
import {
  MODERATED_KINDS,
  MODERATION_ACTIONS,
  REPORT_REASONS,
  type ModerationAction,
} from '../../../shared/moderation';
import type { ModerationItem } from '../../../shared/schemas/moderation';
import { PageTitle } from '../../components/page-title';
import { toast } from '../../components/toast';
import { useDecide, useModerationQueue } from '../../features/console/api';
import {
  noteOf,
  SuspensionFields,
  type SuspensionChoice,
} from '../../features/console/suspension-fields';
import { texts } from '../../i18n';
import { errorText } from '../../i18n/errors';
import { formatNumber } from '../../i18n/format';
import { formatMoment } from '../../i18n/moments';

const t = texts(CONSOLE);
const tm = texts(MODERATION);

/** A reporter's reason in the reader's language: a known code, or the words they wrote. */
const reasonText = (reason: string) =>
  (REPORT_REASONS as readonly string[]).includes(reason)
    ? tm(`report.reason.${reason as (typeof REPORT_REASONS)[number]}`)
    : reason;

type Filter = 'all' | (typeof MODERATED_KINDS)[number] | 'repeat';

/** The decision form of one item: what, why, a note, and for a suspension how long. */
function DecideForm({ item }: { item: ModerationItem }) {
  const actions = MODERATION_ACTIONS.filter(
    (a) => !(item.kind === 'conversation' && a === 'remove'),
  );
  const [action, setAction] = useState<ModerationAction>('dismiss');
  const [choice, setChoice] = useState<SuspensionChoice>({
    reason: 'no-violation',
    length: '7',
    note: '',
  });
  const decide = useDecide(() => toast.success(t('queue.decided')));
  const id = `${item.kind}-${item.id}`;
  return (
    <form
      className="mt-3 grid gap-3 rounded-box bg-base-200 p-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        decide.mutate({
          kind: item.kind,
          id: item.id,
          decision: {
            action,
            reason: choice.reason,
            ...noteOf(choice),
            ...(action === 'suspend' && { suspend: choice.length }),
          },
        });
      }}
    >
      <fieldset className="sm:col-span-2">
        <legend className="mb-1 text-sm font-medium">{t('queue.decision')}</legend>
        <div className="flex flex-wrap gap-2">
          {actions.map((a) => (
            <label key={a} className="flex min-h-11 cursor-pointer items-center gap-2 pe-2">
              <input
                type="radio"
                className="radio radio-sm radio-primary"
                name={`${id}-action`}
                checked={action === a}
                onChange={() => {
                  setAction(a);
                  if (a === 'dismiss') setChoice({ ...choice, reason: 'no-violation' });
                  else if (choice.reason === 'no-violation')
                    setChoice({ ...choice, reason: 'misleading' });
                }}
              />
              {tm(`moderation.action.${a}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <SuspensionFields
        value={choice}
        onChange={setChoice}
        withLength={action === 'suspend'}
        noteLabel={t('queue.note')}
      />
      {decide.isError && (
        <p role="alert" className="text-sm text-error sm:col-span-2">
          {errorText(decide.error)}
        </p>
      )}
      <div className="sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={decide.isPending}>
          {t('queue.submit')}
        </button>
      </div>
    </form>
  );
}

function QueueItem({ item }: { item: ModerationItem }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="card card-border bg-base-100">
      <div className="card-body gap-2 p-4">
        <div className="flex gap-3">
          <img
            src={item.book.thumbnail}
            alt=""
            width={48}
            height={64}
            className="h-16 w-12 shrink-0 rounded object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="badge badge-outline">{tm(`moderation.kind.${item.kind}`)}</span>
              <span className="font-semibold break-words">{item.title}</span>
            </p>
            {item.kind === 'review' && (
              <p className="mt-1 text-sm break-words">
                <span className="font-medium">
                  {t('queue.stars', { stars: formatNumber(item.stars ?? 0) })}
                </span>
                {item.excerpt && <> · “{item.excerpt}”</>}
              </p>
            )}
            <p className="mt-1 text-sm text-base-content/80">
              {t('queue.reportedBy', { names: item.reporters.join(', ') || '—' })} ·{' '}
              {t('queue.reports', { count: item.reports })} ·{' '}
              <time dateTime={item.reportedAt}>
                {formatMoment(item.reportedAt, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </p>
            <ul className="mt-1 flex flex-wrap gap-1" aria-label={t('queue.reason')}>
              {item.reasons.length === 0 ? (
                <li className="text-sm text-base-content/70">{t('queue.noReason')}</li>
              ) : (
                item.reasons.map((reason, i) => (
                  <li key={i} className="badge badge-warning badge-sm h-auto break-words">
                    {reasonText(reason)}
                  </li>
                ))
              )}
            </ul>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Link to={`/dashboard/users/${item.owner.id}`} className="link font-medium">
            {t('queue.owner', { name: item.owner.name })}
          </Link>
          <span className="break-all text-base-content/70">{item.owner.email}</span>
          {item.owner.repeat && (
            <span className="badge badge-outline font-semibold text-error">
              {t('queue.repeat')}
            </span>
          )}
          {item.owner.suspendedUntil && (
            <span className="badge badge-neutral">{t('queue.suspendedNow')}</span>
          )}
        </div>
        <p className="text-sm text-base-content/75">
          {t('queue.record', {
            upheld: formatNumber(item.owner.upheld),
            open: formatNumber(item.owner.open),
          })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Link to={item.link} className="btn btn-sm">
            {t('queue.open')}
          </Link>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {t('queue.decide')}
          </button>
        </div>
        {open && <DecideForm item={item} />}
      </div>
    </li>
  );
}

/** One queue for every reported book, conversation and review, oldest first. */
export default function ModerationPage() {
  const queue = useModerationQueue();
  const [filter, setFilter] = useState<Filter>('all');
  const items = (queue.data ?? []).filter((item) =>
    filter === 'all' ? true : filter === 'repeat' ? item.owner.repeat : item.kind === filter,
  );
  const filters: Filter[] = ['all', ...MODERATED_KINDS, 'repeat'];
  return (
    <section aria-labelledby="queue-heading" className="space-y-4">
      <PageTitle title={t('queue.title')} />
      <div>
        <h1 id="queue-heading" className="text-3xl font-bold">
          {t('queue.title')}
        </h1>
        <p className="text-base-content/75">{t('queue.intro')}</p>
      </div>
      <div role="group" aria-label={t('queue.filter')} className="flex flex-wrap gap-2">
        {filters.map((f) => (
          <button
            key={f}
            type="button"
            className={`btn btn-sm ${filter === f ? 'btn-primary' : 'btn-ghost'}`}
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
          >
            {f === 'all'
              ? t('queue.filter.all', { count: formatNumber(queue.data?.length ?? 0) })
              : t(`queue.filter.${f}`)}
          </button>
        ))}
      </div>
      {queue.isPending && <div className="skeleton h-40 w-full" />}
      {queue.isError && (
        <p role="alert" className="text-error">
          {errorText(queue.error)}
        </p>
      )}
      {queue.data && items.length === 0 && (
        <p className="py-8 text-center text-base-content/75">{t('queue.empty')}</p>
      )}
      <ul className="space-y-3">
        {items.map((item) => (
          <QueueItem key={`${item.kind}-${item.id}`} item={item} />
        ))}
      </ul>
    </section>
  );
}
