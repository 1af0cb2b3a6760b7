import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { MESSAGES } from '../../../shared/messages';
import { takaAmount } from '../../../shared/money';
import type { PaymentIntent, PaymentResult, TestCard } from '../../../shared/schemas/bookings';
import { apiRequest } from '../../api/http';
import { Spinner } from '../../components/spinner';
import { toast } from '../../components/toast';
import { PageTitle } from '../../components/page-title';
import { useBooking } from '../../features/bookings/queries';
import { TestCardForm } from '../../features/bookings/test-card-form';
import { NotAllowed } from '../../features/auth/not-allowed';
import { ApiRequestError } from '../../api/http';

// Stripe's form (and Stripe.js) load only when this server takes payments through Stripe.
const StripeCardForm = lazy(() => import('../../features/bookings/stripe-card-form'));

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** Spec §2's payment page, for the booking's buyer. */
export default function PaymentPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const booking = useBooking(id);
  const payable = booking.data?.status === 'pending' && !booking.data.soldToSomeoneElse;
  // The Pay button waits for this: the intent, with the amount the server read from the booking.
  const intent = useQuery({
    queryKey: ['orders', 'intent', id],
    queryFn: () =>
      apiRequest<PaymentIntent>(`/api/bookings/${id}/payment-intent`, { method: 'POST' }),
    enabled: payable,
    staleTime: Infinity,
    retry: false,
  });
  const [cardError, setCardError] = useState<string | null>(null);
  const [transactionId, setTransactionId] = useState<string | null>(null);

  /** Records a payment the provider has taken; the server re-reads it from the provider. */
  const record = async (intentId: string) => {
    try {
      return await apiRequest<PaymentResult>(`/api/bookings/${id}/payment`, {
        body: { paymentIntentId: intentId },
      });
    } catch (error) {
      // Charged but not recorded (say the book went to someone else first): the server's message.
      toast.error((error as Error).message);
      throw error;
    }
  };
  const paid = (result: PaymentResult) => {
    setTransactionId(result.transactionId);
    toast.success(MESSAGES.paymentCompleted);
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
    void queryClient.invalidateQueries({ queryKey: ['books'] });
  };

  const pay = useMutation({
    mutationFn: async (card: TestCard) => {
      const intentId = intent.data!.intentId;
      setCardError(null);
      const charge = await apiRequest<{ status: string; error: string | null }>(
        `/api/test-payments/${intentId}/confirm`,
        { body: card },
      );
      if (charge.status !== 'succeeded') return { declined: charge.error ?? MESSAGES.cardDeclined };
      return record(intentId);
    },
    onSuccess: (result) => {
      if ('declined' in result) return setCardError(result.declined);
      paid(result);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 400) setCardError(error.message);
    },
  });

  if (booking.isPending) return <Spinner />;
  if (booking.error instanceof ApiRequestError && booking.error.status === 403)
    return <NotAllowed />;
  if (booking.isError)
    return (
      <p role="alert" className="alert alert-error">
        {booking.error.message}
      </p>
    );
  const { book, price, createdAt } = booking.data;
  const isPaid = booking.data.status === 'paid' || transactionId !== null;
  const shownTransaction = transactionId ?? booking.data.transactionId;

  return (
    <section aria-labelledby="payment-heading" className="mx-auto max-w-2xl space-y-4">
      <PageTitle title={`Payment for ${book.name}`} />
      <h1 id="payment-heading" className="text-3xl font-bold">
        Payment for {book.name}
      </h1>
      <p className="text-lg">
        Please pay <strong>Tk. {takaAmount(price)}</strong> for your booking on{' '}
        {longDate(createdAt)}
      </p>
      <div className="card card-border border-base-300 bg-base-100">
        <div className="card-body">
          {isPaid ? (
            <div className="space-y-3" role="status">
              <p className="alert alert-success">
                Payment complete. Transaction id: {shownTransaction}
              </p>
              <button type="button" className="btn btn-primary" disabled>
                Paid
              </button>
              <p>
                <Link to="/dashboard/myOrders" className="link link-primary">
                  Back to My Orders
                </Link>
              </p>
            </div>
          ) : booking.data.soldToSomeoneElse || booking.data.status === 'cancelled' ? (
            <p role="alert" className="alert alert-warning">
              {MESSAGES.bookSold}. This booking can no longer be paid.
            </p>
          ) : (
            <>
              {intent.data?.provider === 'stripe' && intent.data.publishableKey ? (
                <Suspense fallback={<div className="skeleton h-40 w-full" aria-hidden="true" />}>
                  <StripeCardForm
                    publishableKey={intent.data.publishableKey}
                    clientSecret={intent.data.clientSecret}
                    onCardError={setCardError}
                    onPaid={() => record(intent.data!.intentId).then(paid, () => undefined)}
                  />
                </Suspense>
              ) : (
                <TestCardForm
                  disabled={!intent.data}
                  pending={pay.isPending}
                  onPay={(card) =>
                    pay.mutateAsync(card).then(
                      () => undefined,
                      () => undefined,
                    )
                  }
                  payLabel="Pay"
                />
              )}
              {intent.isError && (
                <p role="alert" className="text-error">
                  {intent.error.message}
                </p>
              )}
              {cardError && (
                <p role="alert" className="mt-2 text-error">
                  {cardError}
                </p>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
