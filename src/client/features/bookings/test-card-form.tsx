import { useEffect, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import {
  CARD_MESSAGES,
  digitsOf,
  fieldOfCardError,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  isCardField,
} from '../../../shared/card';
import { TRADE } from '../../../shared/i18n/en/trade';
import { ZCardDetails, type CardDetails, type TestCard } from '../../../shared/schemas/bookings';
import { showServerFieldErrors } from '../../api/form-errors';
import { ApiRequestError } from '../../api/http';
import { zodResolver } from '../../api/zod-resolver';
import { TextField } from '../../components/text-field';
import { texts } from '../../i18n';
import { errorText, messageText } from '../../i18n/errors';
import { useSession } from '../auth/session';

const t = texts(TRADE);

/** Stripe's test card, the one the form suggests. */
const TEST_CARD_NUMBER = '4242 4242 4242 4242';

type Props = {
  /** Until the payment intent is there, nothing can be charged. */
  disabled: boolean;
  /** Charges the card: resolves with the provider's refusal, or null once it went through. */
  onPay: (card: TestCard) => Promise<string | null>;
};

/**
 * Rewrites what is typed into its fixed shape before the form reads it, keeping the caret after
 * the same digit when someone edits in the middle (at the end it stays at the end).
 */
function reformat(input: HTMLInputElement, format: (value: string) => string) {
  const { value, selectionStart } = input;
  const formatted = format(value);
  if (formatted === value) return;
  const atEnd = selectionStart === null || selectionStart >= value.length;
  const digitsBefore = digitsOf(value.slice(0, selectionStart ?? value.length)).length;
  let caret = 0;
  for (let seen = 0; caret < formatted.length && seen < digitsBefore; caret++) {
    if (/\d/.test(formatted[caret]!)) seen++;
  }
  input.value = formatted;
  if (document.activeElement === input) {
    const at = atEnd ? formatted.length : caret;
    input.setSelectionRange(at, at);
  }
}

/**
 * The provider's refusal in the reader's language. The test-mode provider answers in Stripe's
 * English sentences (one or two of them): each the catalogue knows is said in the reader's words.
 */
function refusalText(refusal: string) {
  return Object.entries(CARD_MESSAGES).reduce(
    (said, [key, english]) => said.replace(english, messageText(key)),
    refusal,
  );
}

/** The built-in test-mode provider's card form: Stripe's test cards, never a real one. */
export function TestCardForm({ disabled, onPay }: Props) {
  const { data: user } = useSession();
  const {
    register,
    handleSubmit,
    formState,
    setError,
    setValue,
    setFocus,
    trigger,
    getValues,
    getFieldState,
  } = useForm<CardDetails, unknown, TestCard>({
    resolver: zodResolver(ZCardDetails),
    // An error shows once its field is left, then follows every key; on Pay, all of them at once.
    mode: 'onTouched',
    defaultValues: { cardNumber: '', expiry: '', cvc: '', name: user?.name ?? '' },
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const { errors, isSubmitting } = formState;

  useEffect(() => setFocus('cardNumber'), [setFocus]);
  // The session may still be on its way when the form first draws.
  useEffect(() => {
    if (user?.name && !getValues('name')) setValue('name', user.name);
  }, [user?.name, getValues, setValue]);

  /** A field that shows what is typed in a fixed shape (grouped digits, MM/YY). */
  const formatted = (field: FieldPath<CardDetails>, format: (value: string) => string) => {
    const registration = register(field);
    return {
      ...registration,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        reformat(event.target, format);
        return registration.onChange(event);
      },
    };
  };
  const cardNumber = formatted('cardNumber', formatCardNumber);

  const pay = handleSubmit(async (card) => {
    setRefusal(null);
    try {
      const refused = await onPay(card);
      if (!refused) return;
      const field = fieldOfCardError(refused);
      const text = refusalText(refused);
      if (field) setError(field, { message: text }, { shouldFocus: true });
      else setRefusal(text);
    } catch (error) {
      // The server's verdict on a field goes under that field; anything else under the button.
      const fields = error instanceof ApiRequestError ? Object.keys(error.fields) : [];
      if (fields.length > 0 && fields.every(isCardField)) showServerFieldErrors(error, setError);
      else setRefusal(errorText(error));
    }
  });

  return (
    <form
      noValidate
      aria-label={t('payment.cardPayment')}
      onSubmit={(event) => void pay(event)}
      className="grid min-w-0 gap-x-4 sm:grid-cols-2"
    >
      <p className="alert alert-info alert-soft mb-3 text-sm sm:col-span-2">
        {t('card.form.testMode', { number: TEST_CARD_NUMBER })}
      </p>
      <TextField
        label={t('card.form.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder={TEST_CARD_NUMBER}
        className="sm:col-span-2"
        error={errors.cardNumber?.message}
        {...cardNumber}
        onChange={async (event) => {
          await cardNumber.onChange(event);
          // Whether a CVC is long enough depends on the card (Amex has four digits).
          const cvc = getFieldState('cvc');
          if (cvc.isTouched || cvc.invalid) void trigger('cvc');
        }}
      />
      <TextField
        label={t('card.form.expiry')}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        error={errors.expiry?.message}
        {...formatted('expiry', formatExpiry)}
      />
      <TextField
        label="CVC"
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        error={errors.cvc?.message}
        {...formatted('cvc', formatCvc)}
      />
      <TextField
        label={t('card.form.name')}
        autoComplete="cc-name"
        className="sm:col-span-2"
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="space-y-2 sm:col-span-2">
        <button
          type="submit"
          className="btn btn-primary btn-lg w-full sm:w-auto sm:min-w-40"
          disabled={disabled || isSubmitting}
        >
          {isSubmitting && (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          )}
          {t('payment.pay')}
        </button>
        {refusal && (
          <p role="alert" className="text-error">
            {refusal}
          </p>
        )}
      </div>
    </form>
  );
}
