import { CARD_MESSAGES } from '../../../shared/card';
import { TRADE } from '../../../shared/i18n/en/trade';
import { CircleCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { PaymentResult, TestCard } from '../../../shared/schemas/bookings';
import { ApiRequestError } from '../../api/http';
import { PageTitle } from '../../components/page-title';
import { toast } from '../../components/toast';
import { useBooking, useCheckout, usePayment, usePaymentIntent } from '../../features/bookings/api';
import { TestCardForm } from '../../features/bookings/test-card-form';
import { texts } from '../../i18n';
import { errorText, messageText } from '../../i18n/errors';
import { formatDate, formatTaka, takaAmount } from '../../i18n/format';
import { marks, rich } from '../../i18n/rich';
import { NotFound } from '../../components/not-found';

const t = texts(TRADE);

// Stripe's form (and Stripe.js) load only when this server takes payments through Stripe.
const StripeCardForm = lazy(() => import('../../features/bookings/stripe-card-form'));

const longDate = (iso: string) =>
  formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric' });

/** A booking that is not there, or not this buyer's: the server answers one of these. */
const isMissing = (error: unknown) =>
  error instanceof ApiRequestError && [400, 403, 404].includes(error.status);

const CARD = 'card card-border border-base-300 bg-base-100';

/** The page's shape while the booking loads: heading, amount line, card form. */
function PaymentSkeleton() {
  return (
    <div className="mx-auto w-full max-w-2xl space-y-4" aria-busy="true">
      <span className="sr-only" role="status">
        {t('payment.loading')}
      </span>
      <div className="skeleton h-9 w-3/4" />
      <div className="skeleton h-6 w-full" />
      <div className="skeleton h-96 w-full rounded-box" />
    </div>
  );
}

/** Spec §4: after success, a disabled 'Paid' and a confirmation with the transaction id. */
function PaidNotice({
  bookName,
  price,
  transactionId,
  justPaid,
}: {
  bookName: string;
  price: number;
  transactionId: string | null;
  justPaid: boolean;
}) {
  const notice = useRef<HTMLDivElement>(null);
  // The form the buyer was in has gone: bring them to what happened.
  useEffect(() => {
    if (justPaid) notice.current?.focus();
  }, [justPaid]);
  return (
    <div className={CARD}>
      <div className="card-body gap-4 p-4 sm:p-6">
        <div
          ref={notice}
          tabIndex={-1}
          role="status"
          className="alert alert-success items-start text-left"
        >
          <CircleCheck className="size-6 shrink-0" aria-hidden="true" />
          <div className="min-w-0">
            <p className="font-semibold wrap-anywhere">
              {t('payment.paidFor', { amount: formatTaka(price), book: bookName })}
            </p>
            <p className="text-sm">{t('payment.heldUntilHandover')}</p>
            {transactionId && (
              <p className="text-sm wrap-anywhere">
                {t('payment.transaction', { id: transactionId })}
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="button" className="btn btn-lg sm:btn-md" disabled>
            {t('payment.paid')}
          </button>
          <Link to="/dashboard/myOrders" className="btn btn-primary btn-lg sm:btn-md">
            {t('payment.backToOrders')}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** What came of a payment on SSLCOMMERZ's page, as the server sent the buyer back. */
const GATEWAY_RESULTS = ['failed', 'cancelled', 'sold', 'review'] as const;
type GatewayResult = (typeof GATEWAY_RESULTS)[number];

/** bKash, Nagad, Rocket or a card, on SSLCOMMERZ's page: the way most students pay. */
function WalletCheckout({ bookingId }: { bookingId: string }) {
  const checkout = useCheckout(bookingId);
  return (
    <div className="space-y-2">
      <button
        type="button"
        className="btn btn-primary btn-lg h-auto min-h-12 w-full py-2 leading-snug"
        disabled={checkout.isPending || checkout.isSuccess}
        onClick={() => checkout.mutate()}
      >
        {t('payment.wallets')}
      </button>
      <p className="text-sm text-base-content/80">{t('payment.walletsHelp')}</p>
      {checkout.isError && (
        <p role="alert" className="text-error">
          {errorText(checkout.error)}
        </p>
      )}
      <div className="divider text-sm">{t('payment.orCard')}</div>
    </div>
  );
}

/** Spec §2's payment page, for the booking's buyer. */
export default function PaymentPage() {
  const { id = '' } = useParams();
  const booking = useBooking(id);
  // As the booking process has it (requested, or with its meet-up agreed, and the copy there).
  const payable = booking.data?.actions.includes('pay') ?? false;
  // The Pay button waits for this: the intent, with the amount the server read from the booking.
  const intent = usePaymentIntent(id, payable);
  const payment = usePayment(id);
  const [receipt, setReceipt] = useState<PaymentResult | null>(null);
  const returned = useSearchParams()[0].get('gateway');
  const gatewayResult = (GATEWAY_RESULTS as readonly string[]).includes(returned ?? '')
    ? (returned as GatewayResult)
    : null;

  /** Records a payment the provider has taken; the server re-reads it from the provider. */
  const record = async (intentId: string) => {
    try {
      const result = await payment.record(intentId);
      setReceipt(result);
      toast.success(messageText('paymentCompleted'));
    } catch (error) {
      // Charged but not recorded (say the book went to someone else first): the server's message.
      toast.error(errorText(error));
    }
    // My Orders, this booking and the shelves; not the intent, which a retry still needs.
    payment.refresh();
  };

  /** The test-mode form's Pay: the provider's refusal, or null once paid and recorded. */
  const payWithTestCard = async (card: TestCard) => {
    const intentId = intent.data!.intentId;
    const charge = await payment.chargeTestCard(intentId, card);
    if (charge.status !== 'succeeded') return charge.error ?? CARD_MESSAGES.cardDeclined;
    await record(intentId);
    return null;
  };

  if (booking.isPending) return <PaymentSkeleton />;
  if (isMissing(booking.error))
    return (
      <NotFound
        title={t('payment.notFound')}
        back={{ to: '/dashboard/myOrders', label: t('payment.backToOrders') }}
      />
    );
  if (booking.isError)
    return (
      <div role="alert" className="alert alert-error mx-auto max-w-2xl">
        <span>{errorText(booking.error)}</span>
        <button type="button" className="btn btn-sm" onClick={() => void booking.refetch()}>
          {t('payment.tryAgain')}
        </button>
      </div>
    );
  const { book, price, createdAt } = booking.data;
  const isPaid = booking.data.transactionId !== null || receipt !== null;

  return (
    <section aria-labelledby="payment-heading" className="mx-auto w-full max-w-2xl space-y-4">
      <PageTitle title={t('payment.title', { book: book.name })} />
      <h1 id="payment-heading" className="text-2xl font-bold wrap-break-word sm:text-3xl">
        {t('payment.title', { book: book.name })}
      </h1>
      {isPaid ? (
        <PaidNotice
          bookName={book.name}
          price={price}
          transactionId={receipt?.transactionId ?? booking.data.transactionId}
          justPaid={receipt !== null}
        />
      ) : (
        <>
          <p className="text-lg">
            {rich(t('payment.pleasePay', { ...marks('amount'), date: longDate(createdAt) }), {
              amount: <strong>{t('payment.amount', { amount: takaAmount(price) })}</strong>,
            })}
          </p>
          {gatewayResult && (
            <p
              role="alert"
              className={`alert ${gatewayResult === 'review' ? 'alert-info' : 'alert-warning'}`}
            >
              {t(`payment.gateway.${gatewayResult}`)}
            </p>
          )}
          <div className={CARD}>
            <div className="card-body p-4 sm:p-6">
              {payable && intent.data?.mobileWallets && <WalletCheckout bookingId={id} />}
              {!payable ? (
                <p role="alert" className="alert alert-warning">
                  {t('payment.unpayable', { reason: messageText('bookSold') })}
                </p>
              ) : intent.data?.provider === 'stripe' && intent.data.publishableKey ? (
                <Suspense fallback={<div className="skeleton h-40 w-full" aria-hidden="true" />}>
                  <StripeCardForm
                    publishableKey={intent.data.publishableKey}
                    clientSecret={intent.data.clientSecret}
                    onPaid={() => record(intent.data!.intentId)}
                  />
                </Suspense>
              ) : (
                <TestCardForm disabled={!intent.data} onPay={payWithTestCard} />
              )}
              {payable && intent.isError && (
                <p role="alert" className="mt-2 text-error">
                  {errorText(intent.error)}
                </p>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
