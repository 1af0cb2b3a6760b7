import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState } from 'react';

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
  onCardError: (message: string) => void;
};

function CardForm({ onPaid, onCardError }: Omit<Props, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  return (
    <form
      aria-label="Card payment"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!stripe || !elements) return;
        setProcessing(true);
        const { error } = await stripe.confirmPayment({ elements, redirect: 'if_required' });
        if (error) onCardError(error.message ?? 'Your card could not be charged.');
        else await onPaid();
        setProcessing(false);
      }}
      className="space-y-4"
    >
      <PaymentElement />
      <button
        type="submit"
        className="btn btn-primary w-full sm:w-auto"
        disabled={!stripe || !elements || processing}
      >
        {processing && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Pay
      </button>
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
