import { useState } from 'react';
import type { TestCard } from '../../../shared/schemas/bookings';
import { TextField } from '../../components/text-field';

type Props = {
  disabled: boolean;
  /** Charges the card; the page shows what happened. */
  onPay: (card: TestCard) => Promise<void>;
  payLabel: string;
  pending: boolean;
};

/** The built-in test-mode provider's card form: Stripe's test cards, never a real one. */
export function TestCardForm({ disabled, onPay, payLabel, pending }: Props) {
  const [card, setCard] = useState<TestCard>({ cardNumber: '', expiry: '', cvc: '', name: '' });
  const set = (field: keyof TestCard) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setCard({ ...card, [field]: event.target.value });
  return (
    <form
      noValidate
      aria-label="Card payment"
      onSubmit={(event) => {
        event.preventDefault();
        void onPay(card);
      }}
      className="grid gap-x-4 sm:grid-cols-2"
    >
      <p className="alert alert-info alert-soft mb-3 text-sm sm:col-span-2">
        Test mode: use 4242 4242 4242 4242 with any future date and any CVC. No real card is
        charged.
      </p>
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        className="sm:col-span-2"
        value={card.cardNumber}
        onChange={set('cardNumber')}
      />
      <TextField
        label="Expiry (MM/YY)"
        autoComplete="cc-exp"
        placeholder="12/34"
        value={card.expiry}
        onChange={set('expiry')}
      />
      <TextField
        label="CVC"
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        value={card.cvc}
        onChange={set('cvc')}
      />
      <TextField
        label="Name on card"
        autoComplete="cc-name"
        className="sm:col-span-2"
        value={card.name}
        onChange={set('name')}
      />
      <div className="sm:col-span-2">
        <button
          type="submit"
          className="btn btn-primary w-full sm:w-auto"
          disabled={disabled || pending}
        >
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {payLabel}
        </button>
      </div>
    </form>
  );
}
