// What each seller is owed: money paid online is the marketplace's until the handover, then the
// seller's; the admins record what they pay out, never more than is owed, and every seller's
// account adds up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SellerBalance, SellerLedger } from '../../src/shared/schemas/payouts';
import { addBook } from '../support/books';
import { bookIt, call, payWithCard, sellByCard } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { signInAsAdmin, signUp, type TestUser } from '../support/users';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, 'seller');
  buyer = await signUp(t.app, 'buyer');
  admin = await signInAsAdmin(t.app, t.db);
});
afterAll(() => t.close());

const ledgerOf = async (who: TestUser) =>
  (await call(t.app, who, 'GET', '/api/me/payouts')).json() as SellerLedger;
const balances = async () =>
  (await call(t.app, admin, 'GET', '/api/admin/payouts')).json() as SellerBalance[];
const pay = (sellerId: string, amount: number | string, reference = 'TRX8F3K2LQ') =>
  call(t.app, admin, 'POST', '/api/admin/payouts', {
    sellerId,
    amount,
    method: 'bkash',
    reference,
  });

describe('what each seller is owed', () => {
  it('a card sale is owed to the seller from the handover; before it the money is held', async () => {
    const released = await addBook(t.app, seller, { name: 'Released Sale', price: 500 });
    await sellByCard(t.app, buyer, seller, await bookIt(t.app, buyer, released.id));
    const held = await addBook(t.app, seller, { name: 'Held Sale', price: 300 });
    const heldBooking = await bookIt(t.app, buyer, held.id);
    expect((await payWithCard(t.app, buyer, heldBooking)).record.statusCode).toBe(200);
    // Paid in person: never the marketplace's to owe.
    const mine = await ledgerOf(seller);
    expect(mine).toMatchObject({ sales: 50000, held: 30000, payouts: 0, balance: 50000 });
    expect(mine.entries).toMatchObject([{ kind: 'sale', amount: 50000, book: 'Released Sale' }]);
    expect((await balances()).find((row) => row.sellerId === seller.id)).toMatchObject({
      balance: 50000,
      held: 30000,
    });
  });

  it('an admin records a payout, never more than is owed; the seller sees it with its reference', async () => {
    const tooMuch = await pay(seller.id, 500.01);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.code).toBe('PAYOUT_TOO_LARGE');
    const paid = await pay(seller.id, 200, 'BKASH-7Q2W9');
    expect(paid.statusCode).toBe(201);
    expect(paid.json().balance).toBe(30000);
    const mine = await ledgerOf(seller);
    expect(mine).toMatchObject({ sales: 50000, payouts: 20000, balance: 30000 });
    expect(mine.entries[0]).toMatchObject({
      kind: 'payout',
      amount: -20000,
      method: 'bkash',
      reference: 'BKASH-7Q2W9',
    });
  });

  it('two admins paying out the whole balance at once pay it once', async () => {
    const other = await signInAsAdmin(t.app, t.db);
    const [a, b] = await Promise.all([
      pay(seller.id, 300),
      call(t.app, other, 'POST', '/api/admin/payouts', {
        sellerId: seller.id,
        amount: 300,
        method: 'bank',
        reference: 'DBBL-0099',
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((await ledgerOf(seller)).balance).toBe(0);
  });

  it('refuses a payout without an amount, a way or a reference, or to nobody, and writes nothing', async () => {
    const before = (await ledgerOf(seller)).entries.length;
    for (const body of [
      { sellerId: seller.id, amount: 0, method: 'bkash', reference: 'TRX1' },
      { sellerId: seller.id, amount: 10, method: 'cash', reference: 'TRX1' },
      { sellerId: seller.id, amount: 10, method: 'bkash', reference: '' },
      { sellerId: seller.id, amount: 10.001, method: 'bkash', reference: 'TRX1' },
    ])
      expect((await call(t.app, admin, 'POST', '/api/admin/payouts', body)).statusCode).toBe(400);
    expect((await pay('no-such-seller', 10)).statusCode).toBe(404);
    expect((await ledgerOf(seller)).entries).toHaveLength(before);
  });

  it("every seller's account adds up: sales − payouts = balance = the sum of its lines, never below zero", async () => {
    // A second seller, paid out in part, beside the first.
    const second = await signUp(t.app, 'seller');
    const listed = await addBook(t.app, second, { price: 750 });
    await sellByCard(t.app, buyer, second, await bookIt(t.app, buyer, listed.id));
    expect((await pay(second.id, 250)).statusCode).toBe(201);
    const rows = await balances();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(row.balance).toBe(row.sales - row.payouts);
      expect(row.balance).toBeGreaterThanOrEqual(0);
    }
    for (const who of [seller, second]) {
      const mine = await ledgerOf(who);
      expect(mine.entries.reduce((sum, line) => sum + line.amount, 0)).toBe(mine.balance);
    }
  });
});
