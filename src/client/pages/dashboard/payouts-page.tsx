import { TRADE } from '../../../shared/i18n/en/trade';
import { WALLET_NAMES, type LedgerEntry } from '../../../shared/schemas/payouts';
import { DataTable } from '../../components/data-table';
import { PageTitle } from '../../components/page-title';
import { useMyPayoutLines, useMyPayouts } from '../../features/payouts/api';
import { texts } from '../../i18n';
import { formatDate, formatTaka } from '../../i18n/format';

const t = texts(TRADE);

/** What a line of the account says: the book sold, or how and under which reference it was paid. */
const what = (entry: LedgerEntry) =>
  entry.kind === 'sale'
    ? t('payouts.sale', { book: entry.book ?? '' })
    : t('payouts.payout', {
        method:
          !entry.method || entry.method === 'bank'
            ? t('payouts.method.bank')
            : WALLET_NAMES[entry.method],
        reference: entry.reference ?? '',
      });

/** A seller's account with Boipoka: what it holds for them, owes them, and has sent them. */
export default function PayoutsPage() {
  const ledger = useMyPayouts();
  const lines = useMyPayoutLines();
  const figures = [
    { label: t('payouts.balance'), value: ledger.data?.balance },
    { label: t('payouts.held'), value: ledger.data?.held },
    { label: t('payouts.paidOut'), value: ledger.data?.payouts },
  ];
  return (
    <section aria-labelledby="payouts-heading" className="space-y-6">
      <PageTitle title={t('payouts.title')} />
      <h1 id="payouts-heading" className="text-3xl font-bold">
        {t('payouts.title')}
      </h1>
      <p className="max-w-prose text-base-content/80">{t('payouts.intro')}</p>
      <dl className="stats stats-vertical w-full border border-base-300 bg-base-100 sm:stats-horizontal">
        {figures.map(({ label, value }) => (
          <div key={label} className="stat">
            <dt className="stat-title whitespace-normal">{label}</dt>
            <dd className="stat-value text-2xl">
              {value === undefined ? (
                <span className="skeleton inline-block h-7 w-24" aria-hidden="true" />
              ) : (
                formatTaka(value)
              )}
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="history-heading" className="space-y-3">
        <h2 id="history-heading" className="text-xl font-semibold">
          {t('payouts.history')}
        </h2>
        <DataTable
          query={lines}
          columns={[t('payouts.col.date'), t('payouts.col.what'), t('payouts.col.amount')]}
          empty={t('payouts.empty')}
          row={(entry) => [
            formatDate(entry.at, { dateStyle: 'medium' }),
            <span className="wrap-anywhere">{what(entry)}</span>,
            <span className={entry.amount < 0 ? '' : 'font-semibold text-success'}>
              {entry.amount < 0 ? `− ${formatTaka(-entry.amount)}` : formatTaka(entry.amount)}
            </span>,
          ]}
        />
      </section>
    </section>
  );
}
