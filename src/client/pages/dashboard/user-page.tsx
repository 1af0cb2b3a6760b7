import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CONSOLE } from '../../../shared/i18n/en/console';
import { ACCOUNT } from '../../../shared/i18n/en/account';
import { MODERATION } from '../../../shared/i18n/en/moderation';
import { TRADE } from '../../../shared/i18n/en/trade';
import { MODERATION_REASONS } from '../../../shared/moderation';
import { PageTitle } from '../../components/page-title';
import { toast } from '../../components/toast';
import { useSuspend, useUserRecord } from '../../features/console/api';
import { statusText } from '../../features/console/suspension-text';
import {
  noteOf,
  SuspensionFields,
  type SuspensionChoice,
} from '../../features/console/suspension-fields';
import { texts } from '../../i18n';
import { errorText } from '../../i18n/errors';
import { formatDate, formatNumber, formatTaka } from '../../i18n/format';

const t = texts(CONSOLE);
const ta = texts(ACCOUNT);
const tm = texts(MODERATION);
const tt = texts(TRADE);

const day = (iso: string) => formatDate(iso, { dateStyle: 'medium' });

/** Suspend for some days or ban, with a reason; or lift a suspension. */
function SuspendForm({ id, suspended }: { id: string; suspended: boolean }) {
  const [choice, setChoice] = useState<SuspensionChoice>({
    reason: 'repeated',
    length: '7',
    note: '',
  });
  const change = useSuspend(id, () =>
    toast.success(suspended ? t('record.reinstated') : t('record.suspended')),
  );
  if (suspended)
    return (
      <button
        type="button"
        className="btn btn-outline"
        disabled={change.isPending}
        onClick={() => change.mutate(null)}
      >
        {t('record.reinstate')}
      </button>
    );
  return (
    <form
      className="grid gap-3 rounded-box bg-base-200 p-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate({ suspend: choice.length, reason: choice.reason, ...noteOf(choice) });
      }}
    >
      <p className="font-medium sm:col-span-2">{t('record.suspend')}</p>
      <p className="text-sm text-base-content/75 sm:col-span-2">{t('record.suspendHelp')}</p>
      <SuspensionFields
        value={choice}
        onChange={setChoice}
        reasons={MODERATION_REASONS.filter((r) => r !== 'no-violation')}
        noteLabel={t('record.note')}
      />
      {change.isError && (
        <p role="alert" className="text-sm text-error sm:col-span-2">
          {errorText(change.error)}
        </p>
      )}
      <div className="sm:col-span-2">
        <button type="submit" className="btn btn-error" disabled={change.isPending}>
          {t('record.suspendSubmit')}
        </button>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const None = () => <p className="text-base-content/70">{t('record.none')}</p>;

/** One user as the admins weigh them: who they are, what they did, what was decided. */
export default function UserPage() {
  const { id = '' } = useParams();
  const record = useUserRecord(id);
  if (record.isPending) return <div className="skeleton h-64 w-full" />;
  if (record.isError)
    return (
      <p role="alert" className="text-error">
        {errorText(record.error)}
      </p>
    );
  const { user, counts, books, bookings, reviews, decisions } = record.data;
  const figures = [
    ['record.listed', counts.listed],
    ['record.sold', counts.sold],
    ['record.bought', counts.bought],
    ['record.noShows', counts.noShows],
    ['record.reportsAgainst', counts.reportsAgainst],
  ] as const;
  return (
    <article aria-labelledby="user-heading" className="space-y-6">
      <PageTitle title={user.name} />
      <Link to="/dashboard/users" className="link text-sm">
        ← {t('record.back')}
      </Link>
      <header className="space-y-1">
        <h1 id="user-heading" className="text-3xl font-bold break-words">
          {user.name}
        </h1>
        <p className="break-all">{user.email}</p>
        {user.phone && <p>{t('record.phone', { phone: user.phone })}</p>}
        <p className="text-sm text-base-content/75">
          {user.roles.map((role) => ta(`profile.role.${role}`)).join(', ')}
          {user.campus && ` · ${user.campus}`}
          {user.verifiedStudent && ` · ${t('directory.verifiedStudent')}`} · {day(user.createdAt)}
        </p>
        <p className={user.suspension ? 'font-semibold text-error' : 'font-semibold'}>
          {statusText(user)}
        </p>
        {user.suspension && (
          <p className="text-sm">
            {tm('moderation.because', {
              reason: tm(`moderation.reason.${user.suspension.reason}`),
            })}{' '}
            {user.suspension.note && t('record.adminNote', { note: user.suspension.note })}
          </p>
        )}
        <Link
          to={`/dashboard/audit?target=${encodeURIComponent(user.id)}`}
          className="link text-sm"
        >
          {t('record.auditLink')}
        </Link>
      </header>
      {user.role !== 'admin' && !user.deleted && (
        <SuspendForm id={user.id} suspended={user.suspension !== null} />
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {figures.map(([key, value]) => (
          <div key={key} className="rounded-box bg-base-200 p-3">
            <dt className="text-sm text-base-content/75">{t(key)}</dt>
            <dd className="text-2xl font-bold">{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
      <Section title={t('record.decisions')}>
        {decisions.length === 0 ? (
          <None />
        ) : (
          <ul className="space-y-2">
            {decisions.map((d) => (
              <li key={d.id} className="rounded-box border border-base-300 p-3 text-sm">
                <span className="font-medium">
                  {tm(`moderation.action.${d.action}`)} · {tm(`moderation.kind.${d.kind}`)} “
                  {d.bookName}”
                </span>
                <span className="block">
                  {tm('moderation.because', { reason: tm(`moderation.reason.${d.reason}`) })}{' '}
                  {d.note && t('record.adminNote', { note: d.note })}
                </span>
                <time className="text-base-content/70" dateTime={d.createdAt}>
                  {day(d.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('record.books')}>
        {books.length === 0 ? (
          <None />
        ) : (
          <ul className="divide-y divide-base-300">
            {books.map((b) => (
              <li key={b.id} className="flex flex-wrap items-baseline gap-x-3 py-2 text-sm">
                <Link to={`/book/${b.id}`} className="link font-medium break-words">
                  {b.name}
                </Link>
                <span>{formatTaka(b.price)}</span>
                <span className="text-base-content/70">{day(b.createdAt)}</span>
                {b.reported && (
                  <span className="badge badge-warning badge-sm">{t('record.reported')}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('record.bookings')}>
        {bookings.length === 0 ? (
          <None />
        ) : (
          <ul className="divide-y divide-base-300">
            {bookings.map((b) => (
              <li key={b.id} className="flex flex-wrap items-baseline gap-x-3 py-2 text-sm">
                <span className="font-medium break-words">{b.bookName}</span>
                <span>
                  {b.side === 'buyer'
                    ? t('record.asBuyer', { name: b.other })
                    : t('record.asSeller', { name: b.other })}
                </span>
                <span>{formatTaka(b.price)}</span>
                <span className="badge badge-ghost badge-sm">
                  {tt(`booking.status.${b.status}`)}
                </span>
                {b.noShow && (
                  <span className="badge badge-warning badge-sm">
                    {t('record.noShowMark', { side: ta(`profile.role.${b.noShow}`) })}
                  </span>
                )}
                <span className="text-base-content/70">{day(b.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('record.reviews')}>
        {reviews.length === 0 ? (
          <None />
        ) : (
          <ul className="divide-y divide-base-300">
            {reviews.map((r) => (
              <li key={r.id} className="py-2 text-sm">
                <span className="font-medium">
                  {r.direction === 'received'
                    ? t('record.received', { name: r.other })
                    : t('record.written', { name: r.other })}
                </span>{' '}
                · {t('queue.stars', { stars: formatNumber(r.stars) })}
                {r.removed && (
                  <span className="badge badge-neutral badge-sm ms-2">{t('record.removed')}</span>
                )}
                {r.reported && (
                  <span className="badge badge-warning badge-sm ms-2">{t('record.reported')}</span>
                )}
                {r.comment && <span className="block break-words">“{r.comment}”</span>}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </article>
  );
}
