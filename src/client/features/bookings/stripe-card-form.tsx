import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState } from 'react';
import { TRADE } from '../../../shared/i18n/en/trade';
import { texts } from '../../i18n';
import { useSession } from '../auth/session';

const t = texts(TRADE);

const loaded = new Map<string, Promise<Stripe | null>>();
/** Stripe.js, fetched from Stripe once per key, and only by the payment page that imports this file. */
const stripeFor = (publishableKey: string) => {
  if (!loaded.has(publishableKey)) loaded.set(publishableKey, loadStripe(publishableKey));
  return loaded.get(publishableKey)!;
};

type Props = {
  publishableKey: string;
  clientSecret: string;
  /** Called once Stripe has taken the card; records the payment on the server. */
  onPaid: () => Promise<void>;
};

function CardForm({ onPaid }: Pick<Props, 'onPaid'>) {
  const stripe = useStripe();
  const elements = useElements();
  const { data: user } = useSession();
  const [processing, setProcessing] = useState(false);
  // Spec §8: the provider's message, in red. Stripe's fields show their own errors as they go.
  const [cardError, setCardError] = useState<string | null>(null);
  return (
    <form
      aria-label={t('payment.cardPayment')}
      onSubmit={async (event) => {
        event.preventDefault();
        if (!stripe || !elements) return;
        setProcessing(true);
        setCardError(null);
        const { error } = await stripe.confirmPayment({ elements, redirect: 'if_required' });
        if (error) setCardError(error.message ?? t('payment.notCharged'));
        else await onPaid();
        setProcessing(false);
      }}
      className="min-w-0 space-y-4"
    >
      <PaymentElement
        onReady={(element) => element.focus()}
        options={{
          defaultValues: { billingDetails: { name: user?.name ?? '', email: user?.email ?? '' } },
        }}
      />
      <button
        type="submit"
        className="btn btn-primary btn-lg w-full sm:w-auto sm:min-w-40"
        disabled={!stripe || !elements || processing}
      >
        {processing && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t('payment.pay')}
      </button>
      {cardError && (
        <p role="alert" className="text-error">
          {cardError}
        </p>
      )}
    </form>
  );
}

/** Stripe Elements' card form, used when the server is configured for Stripe. */
export default function StripeCardForm({ publishableKey, clientSecret, ...rest }: Props) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, appearance: { theme: 'stripe' } }}
    >
      <CardForm {...rest} />
    </Elements>
  );
}
