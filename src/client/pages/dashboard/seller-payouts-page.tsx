import { useId, useState, type FormEvent } from 'react';
import { ADMIN } from '../../../shared/i18n/en/admin';
import { takaToPoisha } from '../../../shared/money';
import {
  PAYOUT_METHODS,
  WALLET_NAMES,
  ZPayoutInput,
  type PayoutMethod,
} from '../../../shared/schemas/payouts';
import { DataTable } from '../../components/data-table';
import { PageTitle } from '../../components/page-title';
import { toast } from '../../components/toast';
import {
  useDecideHeld,
  useHeldPayments,
  useRecordPayout,
  useSellerBalances,
} from '../../features/payouts/api';
import { texts } from '../../i18n';
import { errorText, messageText } from '../../i18n/errors';
import { formatDate, formatTaka } from '../../i18n/format';

const t = texts(ADMIN);

/** Poisha as the taka an admin types: 12345 → '123.45', 50000 → '500'. */
const typedTaka = (poisha: number) => String(poisha / 100);

/** Payments the gateway called risky: an admin releases each (a sale) or refunds it. */
function HeldForReview() {
  const held = useHeldPayments();
  const decide = useDecideHeld((decision) =>
    toast.success(t(decision === 'release' ? 'sellerPayouts.released' : 'sellerPayouts.refunded')),
  );
  // Nothing held (or the gateway not switched on): nothing to show.
  if (!held.data?.length) return null;
  return (
    <section aria-labelledby="held-heading" className="space-y-3">
      <h2 id="held-heading" className="text-xl font-semibold">
        {t('sellerPayouts.held')}
      </h2>
      <p className="max-w-prose text-base-content/80">{t('sellerPayouts.heldIntro')}</p>
      <DataTable
        query={held}
        columns={[
          t('sellerPayouts.col.payment'),
          t('sellerPayouts.col.amount'),
          t('users.col.action'),
        ]}
        empty={null}
        row={(row) => [
          <span className="flex flex-col">
            <span className="font-medium wrap-anywhere">{row.book}</span>
            <span className="text-sm wrap-anywhere text-base-content/80">
              {`${row.buyer} · ${row.buyerEmail}`}
              {row.at && ` · ${formatDate(row.at, { dateStyle: 'medium' })}`}
            </span>
          </span>,
          formatTaka(row.amount),
          <span className="flex flex-wrap gap-2">
            {(['release', 'refund'] as const).map((decision) => (
              <button
                key={decision}
                type="button"
                className={`btn btn-sm min-h-11 sm:min-h-8 ${decision === 'release' ? 'btn-primary' : 'btn-outline'}`}
                disabled={decide.isPending}
                onClick={() => decide.mutate({ tranId: row.tranId, decision })}
              >
                {t(decision === 'release' ? 'sellerPayouts.release' : 'sellerPayouts.refund')}
              </button>
            ))}
          </span>,
        ]}
      />
    </section>
  );
}

/**
 * The admins' Payouts: what the marketplace holds and owes each seller paid online, and the form
 * to record a payout sent to one (never more than they are owed: the server checks it too).
 */
export default function SellerPayoutsPage() {
  const balances = useSellerBalances();
  const owed = (balances.data ?? []).filter((row) => row.balance > 0);
  const [sellerId, setSellerId] = useState('');
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PayoutMethod>('bkash');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  const chosen = owed.find((row) => row.sellerId === sellerId);
  const record = useRecordPayout(() => {
    toast.success(
      t('sellerPayouts.recorded', {
        amount: formatTaka(takaToPoisha(Number(amount))),
        name: chosen?.name ?? '',
      }),
    );
    setSellerId('');
    setAmount('');
    setReference('');
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setError(t('sellerPayouts.chooseSeller'));
    const checked = ZPayoutInput.safeParse({ sellerId, amount, method, reference });
    if (!checked.success) return setError(messageText(checked.error.issues[0]!.message));
    if (takaToPoisha(checked.data.amount) > chosen.balance)
      return setError(messageText('payoutMoreThanOwed'));
    setError(null);
    record.mutate(checked.data, { onError: (failure) => setError(errorText(failure)) });
  };
  return (
    <section aria-labelledby="payouts-heading" className="space-y-6">
      <PageTitle title={t('sellerPayouts.title')} />
      <h1 id="payouts-heading" className="text-3xl font-bold">
        {t('sellerPayouts.title')}
      </h1>
      <p className="max-w-prose text-base-content/80">{t('sellerPayouts.intro')}</p>
      <HeldForReview />
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby={`${ids}-record`}
        className="card card-border max-w-xl border-base-300 bg-base-100"
      >
        <div className="card-body gap-3 p-4 sm:p-6">
          <h2 id={`${ids}-record`} className="text-xl font-semibold">
            {t('sellerPayouts.record')}
          </h2>
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t('sellerPayouts.seller')}</span>
            <select
              className="select w-full"
              value={sellerId}
              onChange={(event) => {
                setSellerId(event.target.value);
                const row = owed.find((one) => one.sellerId === event.target.value);
                setAmount(row ? typedTaka(row.balance) : '');
              }}
            >
              <option value="">{t('sellerPayouts.chooseSeller')}</option>
              {owed.map((row) => (
                <option key={row.sellerId} value={row.sellerId}>
                  {`${row.name} · ${row.email} · ${formatTaka(row.balance)}`}
                </option>
              ))}
            </select>
          </label>
          <div className="grid gap-3 sm:grid-cols-2">
            <label className="flex flex-col gap-1">
              <span className="font-medium">{t('sellerPayouts.amount')}</span>
              <input
                className="input w-full"
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            </label>
            <label className="flex flex-col gap-1">
              <span className="font-medium">{t('sellerPayouts.method')}</span>
              <select
                className="select w-full"
                value={method}
                onChange={(event) => setMethod(event.target.value as PayoutMethod)}
              >
                {PAYOUT_METHODS.map((way) => (
                  <option key={way} value={way}>
                    {way === 'bank' ? t('sellerPayouts.method.bank') : WALLET_NAMES[way]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t('sellerPayouts.reference')}</span>
            <input
              className="input w-full"
              placeholder={t('sellerPayouts.referencePlaceholder')}
              value={reference}
              onChange={(event) => setReference(event.target.value)}
            />
          </label>
          <p role={error ? 'alert' : undefined} className="min-h-5 text-sm text-error">
            {error}
          </p>
          <button type="submit" className="btn btn-primary self-start" disabled={record.isPending}>
            {t('sellerPayouts.save')}
          </button>
        </div>
      </form>
      <DataTable
        query={balances}
        numbered
        columns={[
          t('sellerPayouts.col.seller'),
          t('sellerPayouts.col.owed'),
          t('sellerPayouts.col.held'),
          t('sellerPayouts.col.paid'),
        ]}
        empty={t('sellerPayouts.empty')}
        row={(row) => [
          <span className="flex flex-col">
            <span className="font-medium">{row.name}</span>
            <span className="text-sm wrap-anywhere text-base-content/80">
              {row.email}
              {row.phone && ` · ${row.phone}`}
            </span>
          </span>,
          <span className="font-semibold">{formatTaka(row.balance)}</span>,
          formatTaka(row.held),
          formatTaka(row.payouts),
        ]}
      />
    </section>
  );
}
