// Paying through SSLCOMMERZ (its stand-in speaking the gateway's protocol): the sale is recorded
// from the IPN or the buyer's return, whichever comes first, only once the validation API says the
// payment is good; what comes second changes nothing, a forgery nothing at all, and a payment that
// lost the copy to another buyer goes back through the refund API.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { book } from '../../src/server/db/schema/catalog';
import { booking, gatewayAttempt, payment } from '../../src/server/db/schema/orders';
import { reconcileOpenAttempts } from '../../src/server/modules/payments/gateway';
import { sslcommerz } from '../../src/server/payments/sslcommerz';
import { addBook } from '../support/books';
import { bookIt, call } from '../support/orders';
import { startSslcommerzStandIn, type StandIn } from '../support/sslcommerz-stand-in';
import { createTestApp, type TestApp } from '../support/test-app';
import { signInAsAdmin, signUp, type TestUser } from '../support/users';
import type { SellerBalance } from '../../src/shared/schemas/payouts';

let standIn: StandIn;
let t: TestApp;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  standIn = await startSslcommerzStandIn({
    // The IPN reaches the app as the gateway's server would: from elsewhere, with no session.
    deliver: async (url, fields) =>
      (
        await t.app.inject({
          method: 'POST',
          url: new URL(url).pathname,
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: undefined },
          payload: new URLSearchParams(fields).toString(),
        })
      ).statusCode,
  });
  t = await createTestApp({
    SSLCOMMERZ_STORE_ID: standIn.store.id,
    SSLCOMMERZ_STORE_PASSWORD: standIn.store.password,
    SSLCOMMERZ_URL: standIn.url,
  });
  seller = await signUp(t.app, 'seller');
  buyer = await signUp(t.app, 'buyer');
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});
beforeEach(() => {
  Object.assign(standIn.knobs, {
    ipn: 'before',
    tamperAmount: undefined,
    badSignature: false,
    risk: '0',
  });
});

/** A booking of a new book at `price`, and the checkout the buyer is sent to. */
async function checkout(price = 480, who = buyer) {
  const listed = await addBook(t.app, seller, { price });
  const bookingId = await bookIt(t.app, who, listed.id);
  const started = await call(t.app, who, 'POST', `/api/bookings/${bookingId}/checkout`);
  expect(started.statusCode, started.body).toBe(200);
  const tranId = [...standIn.sessions.values()].at(-1)!.form.tran_id!;
  return { bookId: listed.id, bookingId, url: started.json().url as string, tranId };
}

/** The buyer's browser posts the gateway's fields back, from the gateway's site. */
const comeBack = ({ url, fields }: { url: string; fields: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(standIn.url).origin,
      'sec-fetch-site': 'cross-site',
    },
    payload: new URLSearchParams(fields).toString(),
  });

const paymentsOf = (bookingId: string) =>
  t.db.select().from(payment).where(eq(payment.bookingId, bookingId));
const attempt = async (tranId: string) =>
  (await t.db.select().from(gatewayAttempt).where(eq(gatewayAttempt.tranId, tranId)))[0]!;

describe('paying by bKash through SSLCOMMERZ', () => {
  it("opens the gateway's session for the booking's own amount and sends the buyer to its page", async () => {
    const { url, tranId, bookingId } = await checkout(480);
    expect(url.startsWith(`${standIn.url}/gwprocess/v4/gw.php`)).toBe(true);
    const sent = standIn.sessions.get(tranId)!.form;
    expect(sent).toMatchObject({
      total_amount: '480.00',
      currency: 'BDT',
      value_a: bookingId,
      product_profile: 'physical-goods',
      shipping_method: 'NO',
    });
    expect(sent.ipn_url).toMatch(/\/api\/payments\/sslcommerz\/ipn$/);
    expect(await attempt(tranId)).toMatchObject({ status: 'open', amount: 48000 });
  });

  it('records the sale from the IPN; the return then finds it paid and changes nothing', async () => {
    const { tranId, bookingId, bookId } = await checkout();
    const back = await standIn.pay(tranId, 'success');
    expect(standIn.ipnAnswers.at(-1)).toBe(200);
    expect(await paymentsOf(bookingId)).toMatchObject([
      { provider: 'sslcommerz', providerRef: tranId, status: 'held', amount: 48000 },
    ]);
    const returned = await comeBack(back);
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(`/dashboard/payment/${bookingId}?gateway=paid`);
    expect(await paymentsOf(bookingId)).toHaveLength(1);
    const [sold] = await t.db.select().from(book).where(eq(book.id, bookId));
    expect(sold!.status).not.toBe('available');
  });

  it('records the sale from the return when the IPN comes after it, or never', async () => {
    for (const ipn of ['after', 'lost'] as const) {
      standIn.knobs.ipn = ipn;
      const { tranId, bookingId } = await checkout();
      const returned = await comeBack(await standIn.pay(tranId, 'success'));
      expect(returned.headers.location).toBe(`/dashboard/payment/${bookingId}?gateway=paid`);
      expect(await paymentsOf(bookingId)).toMatchObject([{ status: 'held' }]);
      expect((await attempt(tranId)).status).toBe('paid');
    }
  });

  it('a duplicate IPN records one sale', async () => {
    standIn.knobs.ipn = 'twice';
    const { tranId, bookingId } = await checkout();
    await standIn.pay(tranId, 'success');
    expect(standIn.ipnAnswers.slice(-2)).toEqual([200, 200]);
    expect(await paymentsOf(bookingId)).toHaveLength(1);
  });

  it('cancel and fail bring the buyer back to a booking still to pay', async () => {
    for (const outcome of ['cancel', 'fail'] as const) {
      const { tranId, bookingId } = await checkout();
      const returned = await comeBack(await standIn.pay(tranId, outcome));
      expect(returned.headers.location).toBe(
        `/dashboard/payment/${bookingId}?gateway=${outcome === 'fail' ? 'failed' : 'cancelled'}`,
      );
      expect(await paymentsOf(bookingId)).toEqual([]);
      const [open] = await t.db.select().from(booking).where(eq(booking.id, bookingId));
      expect(open!.status).toBe('pending');
      // And it can be paid again.
      expect(
        (await call(t.app, buyer, 'POST', `/api/bookings/${bookingId}/checkout`)).statusCode,
      ).toBe(200);
    }
  });

  it('a forged IPN changes nothing: a bad signature, a wrong amount, an unknown tran_id', async () => {
    standIn.knobs.ipn = 'lost';
    const { tranId, bookingId } = await checkout();
    await standIn.pay(tranId, 'success');
    const session = standIn.sessions.get(tranId)!;
    const forge = async (fields: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/sslcommerz/ipn',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: undefined },
          payload: new URLSearchParams(fields).toString(),
        })
      ).statusCode;
    // Signed with anything but the store's password.
    expect(
      await forge({
        tran_id: tranId,
        val_id: session.paid!.valId,
        status: 'VALID',
        amount: '480.00',
        verify_key: 'amount,status,tran_id,val_id',
        verify_sign: '0123456789abcdef0123456789abcdef',
      }),
    ).toBe(400);
    expect(await paymentsOf(bookingId)).toEqual([]);

    // Paid, but not the booking's amount (a checkout tampered with on the way): no sale.
    standIn.knobs.ipn = 'before';
    standIn.knobs.tamperAmount = '4.80';
    const other = await checkout();
    const short = await comeBack(await standIn.pay(other.tranId, 'success'));
    expect(short.headers.location).toBe(`/dashboard/payment/${other.bookingId}?gateway=failed`);
    expect(await paymentsOf(other.bookingId)).toEqual([]);

    // A val_id the gateway never issued.
    const third = await checkout();
    const back = await comeBack({
      url: `${t.config.publicUrl}/api/payments/sslcommerz/success`,
      fields: { tran_id: third.tranId, val_id: 'val_forged', status: 'VALID', amount: '480.00' },
    });
    expect(back.headers.location).toBe(`/dashboard/payment/${third.bookingId}?gateway=failed`);
    expect(await paymentsOf(third.bookingId)).toEqual([]);

    // A tran_id nobody made.
    const unknown = await comeBack({
      url: `${t.config.publicUrl}/api/payments/sslcommerz/success`,
      fields: { tran_id: `bp${'0'.repeat(24)}`, val_id: session.paid!.valId },
    });
    expect(unknown.headers.location).toBe('/dashboard/orders');
  });

  it('a payment whose buyer never came back and whose IPN was lost is found by the reconciler', async () => {
    standIn.knobs.ipn = 'lost';
    const { tranId, bookingId } = await checkout();
    await standIn.pay(tranId, 'success');
    expect(await paymentsOf(bookingId)).toEqual([]);
    const deps = {
      db: t.db,
      gateway: sslcommerz({
        storeId: standIn.store.id,
        storePassword: standIn.store.password,
        url: standIn.url,
      }),
      publicUrl: t.config.publicUrl,
      mail: t.app.mail,
      log: t.app.log,
    };
    // Not before it has been open a while: the buyer may still be on the gateway's page.
    expect(await reconcileOpenAttempts(deps, 60_000)).toEqual([]);
    expect(await reconcileOpenAttempts(deps, 0)).toContain('paid');
    expect(await paymentsOf(bookingId)).toMatchObject([{ providerRef: tranId, status: 'held' }]);
  });

  it('a payment the gateway calls risky is held for an admin, not recorded as a sale', async () => {
    standIn.knobs.risk = '1';
    const { tranId, bookingId } = await checkout();
    const returned = await comeBack(await standIn.pay(tranId, 'success'));
    expect(returned.headers.location).toBe(`/dashboard/payment/${bookingId}?gateway=review`);
    expect((await attempt(tranId)).status).toBe('review');
    expect(await paymentsOf(bookingId)).toEqual([]);

    // An admin finds it, and releases it: the sale is recorded as any other.
    const admin = await signInAsAdmin(t.app, t.db);
    const held = (await call(t.app, admin, 'GET', '/api/admin/gateway-reviews')).json();
    expect(held).toMatchObject([{ tranId, bookingId, amount: 48000 }]);
    expect(
      (
        await call(t.app, buyer, 'POST', `/api/admin/gateway-reviews/${tranId}`, {
          decision: 'release',
        })
      ).statusCode,
    ).toBe(403);
    const released = await call(t.app, admin, 'POST', `/api/admin/gateway-reviews/${tranId}`, {
      decision: 'release',
    });
    expect(released.json()).toEqual({ outcome: 'paid' });
    expect(await paymentsOf(bookingId)).toMatchObject([{ status: 'held', providerRef: tranId }]);

    // Another is refunded through the gateway, and its booking can still be paid.
    const other = await checkout();
    await standIn.pay(other.tranId, 'success');
    const refunded = await call(
      t.app,
      admin,
      'POST',
      `/api/admin/gateway-reviews/${other.tranId}`,
      {
        decision: 'refund',
      },
    );
    expect(refunded.json()).toEqual({ outcome: 'lost' });
    expect(standIn.refunds.at(-1)![1]).toBe(`refund-${other.tranId}`);
    expect(await paymentsOf(other.bookingId)).toMatchObject([{ status: 'refunded' }]);
    const [open] = await t.db.select().from(booking).where(eq(booking.id, other.bookingId));
    expect(open!.status).toBe('pending');
    // Decided once.
    expect(
      (
        await call(t.app, admin, 'POST', `/api/admin/gateway-reviews/${other.tranId}`, {
          decision: 'release',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('only the buyer starts a checkout for their booking, and never for one already paid', async () => {
    const { bookingId, tranId } = await checkout();
    const stranger = await signUp(t.app, 'buyer');
    expect(
      (await call(t.app, stranger, 'POST', `/api/bookings/${bookingId}/checkout`)).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, seller, 'POST', `/api/bookings/${bookingId}/checkout`)).statusCode,
    ).toBe(403);
    await standIn.pay(tranId, 'success');
    expect(
      (await call(t.app, buyer, 'POST', `/api/bookings/${bookingId}/checkout`)).statusCode,
    ).toBe(409);
  });

  it('twenty buyers paying for one copy give one sale and nineteen refunds through the gateway', async () => {
    standIn.knobs.ipn = 'lost';
    const listed = await addBook(t.app, seller, { price: 300 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => signUp(t.app, 'buyer')));
    const tranIds: string[] = [];
    const bookingIds: string[] = [];
    for (const one of buyers) {
      const bookingId = await bookIt(t.app, one, listed.id);
      bookingIds.push(bookingId);
      const started = await call(t.app, one, 'POST', `/api/bookings/${bookingId}/checkout`);
      expect(started.statusCode, started.body).toBe(200);
      tranIds.push([...standIn.sessions.values()].at(-1)!.form.tran_id!);
    }
    const backs = await Promise.all(tranIds.map((tranId) => standIn.pay(tranId, 'success')));
    const returned = await Promise.all(backs.map(comeBack));
    const results = returned.map((r) =>
      new URL(r.headers.location as string, 'http://x').searchParams.get('gateway'),
    );
    expect(results.filter((r) => r === 'paid')).toHaveLength(1);
    expect(results.filter((r) => r === 'sold')).toHaveLength(19);
    const all = (await Promise.all(bookingIds.map(paymentsOf))).flat();
    expect(all.filter((p) => p.status === 'held')).toHaveLength(1);
    expect(all.filter((p) => p.status === 'refunded')).toHaveLength(19);
    const raced = new Set(tranIds.map((tranId) => `refund-${tranId}`));
    expect(new Set(standIn.refunds.map(([, id]) => id).filter((id) => raced.has(id))).size).toBe(
      19,
    );

    // And the seller's account adds up: the one payment held for them, none of the refunded.
    const admin = await signInAsAdmin(t.app, t.db);
    const rows = (await call(t.app, admin, 'GET', '/api/admin/payouts')).json() as SellerBalance[];
    const held = (await t.db.select().from(payment)).filter((p) => p.status === 'held');
    const theirs = rows.find((row) => row.sellerId === seller.id)!;
    expect(theirs.held).toBe(held.reduce((sum, p) => sum + p.amount, 0));
    expect(theirs.balance).toBe(theirs.sales - theirs.payouts);
  });
});
