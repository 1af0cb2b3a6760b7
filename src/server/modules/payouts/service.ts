// What each seller is owed. Money paid online is the marketplace's until the handover; then it is
// the seller's (the payment `succeeded`), and the admins pay it out by bKash or bank, recording
// each payout here. A seller's balance is always their released sales less their payouts: both
// are read from the same rows every time, never kept apart.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PayoutInput, SellerBalance, SellerLedger } from '../../../shared/schemas/payouts';
import { takaToPoisha } from '../../../shared/money';
import type { Database, Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { book } from '../../db/schema/catalog';
import { payment, payout } from '../../db/schema/orders';
import { appError } from '../../errors';

/** Paid online (not handed over in person), for a book of the seller's. */
const paidOnline = () => ne(payment.provider, 'in-person');

/** Each seller's released sales, held payments and payouts, in poisha. */
function totals(db: Executor, sellerIds?: string[]) {
  const sales = db
    .select({
      sellerId: book.sellerId,
      sales:
        sql<number>`coalesce(sum(${payment.amount}) filter (where ${payment.status} = 'succeeded'), 0)::int`.as(
          'sales',
        ),
      held: sql<number>`coalesce(sum(${payment.amount}) filter (where ${payment.status} = 'held'), 0)::int`.as(
        'held',
      ),
    })
    .from(payment)
    .innerJoin(book, eq(book.id, payment.bookId))
    .where(and(paidOnline(), sellerIds ? inArray(book.sellerId, sellerIds) : undefined))
    .groupBy(book.sellerId)
    .as('sales');
  const paid = db
    .select({
      sellerId: payout.sellerId,
      payouts: sql<number>`sum(${payout.amount})::int`.as('payouts'),
      last: sql<Date>`max(${payout.createdAt})`.as('last'),
    })
    .from(payout)
    .groupBy(payout.sellerId)
    .as('paid');
  return db
    .select({
      sellerId: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      sales: sql<number>`coalesce(${sales.sales}, 0)`.mapWith(Number),
      held: sql<number>`coalesce(${sales.held}, 0)`.mapWith(Number),
      payouts: sql<number>`coalesce(${paid.payouts}, 0)`.mapWith(Number),
    })
    .from(sales)
    .innerJoin(user, eq(user.id, sales.sellerId))
    .leftJoin(paid, eq(paid.sellerId, sales.sellerId));
}

const withBalance = <T extends { sales: number; payouts: number }>(row: T) => ({
  ...row,
  balance: row.sales - row.payouts,
});

/** Every seller paid for a book online, most owed first: the admins' Payouts page. */
export async function listSellerBalances(db: Database): Promise<SellerBalance[]> {
  const rows = (await totals(db)).map(withBalance);
  return rows.sort(
    (a, b) => b.balance - a.balance || b.held - a.held || a.name.localeCompare(b.name),
  );
}

/** A seller's own account: the totals and every line, newest first. */
export async function sellerLedger(db: Database, sellerId: string): Promise<SellerLedger> {
  const [row] = await totals(db, [sellerId]);
  const { sales, held, payouts, balance } = withBalance(row ?? { sales: 0, held: 0, payouts: 0 });
  const sold = await db
    .select({ id: payment.id, at: payment.createdAt, amount: payment.amount, book: book.name })
    .from(payment)
    .innerJoin(book, eq(book.id, payment.bookId))
    .where(and(paidOnline(), eq(payment.status, 'succeeded'), eq(book.sellerId, sellerId)));
  const sent = await db.select().from(payout).where(eq(payout.sellerId, sellerId));
  const entries = [
    ...sold.map((s) => ({
      id: `sale-${s.id}`,
      kind: 'sale' as const,
      at: s.at.toISOString(),
      amount: s.amount,
      book: s.book,
      method: null,
      reference: null,
    })),
    ...sent.map((p) => ({
      id: `payout-${p.id}`,
      kind: 'payout' as const,
      at: p.createdAt.toISOString(),
      amount: -p.amount,
      book: null,
      method: p.method,
      reference: p.reference,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return { sales, payouts, balance, held, entries };
}

/**
 * An admin records a payout they sent: never more than the seller is owed at that moment (the
 * seller's row is locked, so two admins paying at once cannot both pay the same taka).
 */
export async function recordPayout(db: Database, adminId: string, input: PayoutInput) {
  const amount = takaToPoisha(Number(input.amount));
  return db.transaction(async (tx) => {
    const [seller] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.id, input.sellerId))
      .for('update');
    if (!seller) throw appError('SELLER_NOT_FOUND');
    const [owed] = await totals(tx, [input.sellerId]);
    const balance = owed ? withBalance(owed).balance : 0;
    if (amount > balance) throw appError('PAYOUT_TOO_LARGE');
    const [written] = await tx
      .insert(payout)
      .values({
        sellerId: input.sellerId,
        amount,
        method: input.method,
        reference: input.reference,
        paidBy: adminId,
      })
      .returning();
    return { id: written!.id, balance: balance - amount };
  });
}
