import { z } from './zod';
import { text } from './text';
import { messageKey } from '../i18n/keys';

/** How a payout reached the seller. */
export const PAYOUT_METHODS = ['bkash', 'nagad', 'rocket', 'bank'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
/** The mobile wallets by their own names, the same in either language (a bank transfer is words). */
export const WALLET_NAMES: Record<Exclude<PayoutMethod, 'bank'>, string> = {
  bkash: 'bKash',
  nagad: 'Nagad',
  rocket: 'Rocket',
};

/**
 * One line of what a seller is owed: a sale paid online and released to them at the handover (+),
 * or a payout the admins sent them (−). Amounts in poisha.
 */
export const ZLedgerEntry = z
  .object({
    id: z.string(),
    kind: z.enum(['sale', 'payout']),
    at: z.iso.datetime({ offset: true }),
    amount: z.number().int(),
    /** The book sold, or how and under which reference the payout went. */
    book: z.string().nullable(),
    method: z.enum(PAYOUT_METHODS).nullable(),
    reference: z.string().nullable(),
  })
  .meta({ id: 'LedgerEntry' });
export type LedgerEntry = z.infer<typeof ZLedgerEntry>;

/** A seller's account with the marketplace: sales − payouts = balance; held is not yet theirs. */
export const ZSellerLedger = z
  .object({
    sales: z.number().int(),
    payouts: z.number().int(),
    balance: z.number().int(),
    /** Paid online for their books, held until each handover. */
    held: z.number().int(),
    entries: ZLedgerEntry.array(),
  })
  .meta({ id: 'SellerLedger' });
export type SellerLedger = z.infer<typeof ZSellerLedger>;

/** A seller the marketplace owes, or has paid, for the admins' Payouts page. */
export const ZSellerBalance = z
  .object({
    sellerId: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    sales: z.number().int(),
    payouts: z.number().int(),
    balance: z.number().int(),
    held: z.number().int(),
  })
  .meta({ id: 'SellerBalance' });
export type SellerBalance = z.infer<typeof ZSellerBalance>;

export const ZPayoutInput = z.object({
  sellerId: z.string().min(1),
  /** Taka, as typed: at most what is owed. */
  amount: z.coerce
    .number({ error: messageKey('payoutAmountRequired') })
    .positive(messageKey('payoutAmountRequired'))
    .max(1_000_000)
    .multipleOf(0.01),
  method: z.enum(PAYOUT_METHODS, { error: messageKey('payoutMethodRequired') }),
  reference: text({ error: messageKey('payoutReferenceRequired') })
    .trim()
    .min(3, messageKey('payoutReferenceRequired'))
    .max(100),
});
export type PayoutInput = z.input<typeof ZPayoutInput>;

/** A gateway payment called risky, held for an admin to release or refund. */
export const ZHeldPayment = z
  .object({
    tranId: z.string(),
    bookingId: z.string(),
    amount: z.number().int(),
    /** When the gateway's word on it came. */
    at: z.iso.datetime({ offset: true }).nullable(),
    book: z.string(),
    buyer: z.string(),
    buyerEmail: z.string(),
  })
  .meta({ id: 'HeldPayment' });
export type HeldPayment = z.infer<typeof ZHeldPayment>;
