import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/client';
import { book } from '../../src/server/db/schema/catalog';
import { booking, payment, testPaymentIntent } from '../../src/server/db/schema/orders';
import {
  createPaymentReconciler,
  RECONCILER_LOCK_KEY,
  type ReconcileOutcome,
} from '../../src/server/modules/payments/reconciler';
import type { PaymentDeps } from '../../src/server/modules/payments/service';
import { testModeProvider } from '../../src/server/payments/test-mode';
import { addBook } from '../support/books';
import { bookIt, call, CARDS, payWithCard } from '../support/orders';
import { startStripeStandIn } from '../support/stripe-stand-in';
import { createTestApp, type TestApp } from '../support/test-app';
import { mailsTo } from '../support/outbox';
import { signUp, type TestUser } from '../support/users';

const MINUTE = 60_000;
/** A moment past the reconciler's two-minute grace period for anything charged just now. */
const afterGrace = () => new Date(Date.now() + 3 * MINUTE);

/** The buyer's order as My Orders shows it. */
async function orderOf(t: TestApp, buyer: TestUser, bookingId: string) {
  const orders = (await call(t.app, buyer, 'GET', '/api/me/bookings')).json();
  return orders.find((o: { id: string }) => o.id === bookingId);
}

const processed = (outcome: ReconcileOutcome) =>
  outcome.skipped ? [] : [...outcome.recorded, ...outcome.refunded];

describe('the payment reconciler in test mode', () => {
  let t: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await signUp(t.app, 'seller', 'Selina Seller');
    buyer = await signUp(t.app, 'buyer', 'Bashir Buyer');
    other = await signUp(t.app, 'buyer', 'Other Buyer');
  });
  afterAll(() => t.close());

  /** The card went through, then the server died before POST /api/bookings/:id/payment. */
  async function chargeThenCrash(who: TestUser, bookId: string) {
    const bookingId = await bookIt(t.app, who, bookId);
    const intent = (
      await call(t.app, who, 'POST', `/api/bookings/${bookingId}/payment-intent`)
    ).json();
    const charged = await call(
      t.app,
      who,
      'POST',
      `/api/test-payments/${intent.intentId}/confirm`,
      {
        cardNumber: CARDS.ok,
        expiry: '12/34',
        cvc: '123',
        name: 'Crashed Buyer',
      },
    );
    expect(charged.json().status).toBe('succeeded');
    return { bookingId, intentId: intent.intentId as string };
  }

  /** What buildApp hands the payments module, built again for a reconciler of the test's own. */
  const depsOn = (db: Database): PaymentDeps => ({
    db,
    provider: testModeProvider(db),
    mail: t.app.mail,
    log: t.app.log,
  });

  it('a charge that succeeded before a crash is recorded as the sale by the reconciler', async () => {
    const listed = await addBook(t.app, seller, { name: 'Crashed Mid-Payment', price: 640 });
    const { bookingId, intentId } = await chargeThenCrash(buyer, listed.id);
    const theirs = await bookIt(t.app, other, listed.id);
    expect(await t.db.$count(payment, eq(payment.bookingId, bookingId))).toBe(0);
    expect(await orderOf(t, buyer, bookingId)).toMatchObject({ status: 'pending' });

    const outcome = await t.app.paymentReconciler.runPass(afterGrace());

    expect(outcome).toEqual({
      skipped: false,
      recorded: [intentId],
      refunded: [],
      failed: [],
      returned: [],
    });
    const [sale] = await t.db.select().from(payment).where(eq(payment.bookingId, bookingId));
    expect(sale).toMatchObject({
      bookId: listed.id,
      buyerId: buyer.id,
      amount: 64000,
      currency: 'bdt',
      provider: 'test',
      providerRef: intentId,
      status: 'held',
    });
    const bookings = await t.db.select().from(booking).where(eq(booking.bookId, listed.id));
    expect(Object.fromEntries(bookings.map((b) => [b.id, b.status]))).toEqual({
      [bookingId]: 'pending',
      [theirs]: 'cancelled',
    });
    const [soldBook] = await t.db.select().from(book).where(eq(book.id, listed.id));
    expect(soldBook).toMatchObject({ status: 'sold', advertised: false });
    expect(await orderOf(t, buyer, bookingId)).toMatchObject({
      money: 'held',
      transactionId: intentId,
    });
    expect(await orderOf(t, other, theirs)).toMatchObject({
      status: 'cancelled',
      soldToSomeoneElse: true,
    });
    await vi.waitFor(async () => {
      await t.app.mail.flush();
      expect(
        mailsTo(t.config.dataDir, seller.email, 'Bashir Buyer paid TK 640', intentId),
      ).toHaveLength(1);
      expect(mailsTo(t.config.dataDir, buyer.email, 'You paid TK 640', intentId)).toHaveLength(1);
    });

    // The browser coming back late gets the same sale; a second pass finds nothing to do.
    const late = await call(t.app, buyer, 'POST', `/api/bookings/${bookingId}/payment`, {
      paymentIntentId: intentId,
    });
    expect(late.statusCode).toBe(200);
    expect(late.json().transactionId).toBe(intentId);
    expect(processed(await t.app.paymentReconciler.runPass(afterGrace()))).not.toContain(intentId);
    expect(await t.db.$count(payment, eq(payment.bookId, listed.id))).toBe(1);
    expect(mailsTo(t.config.dataDir, buyer.email, 'You paid TK 640', intentId)).toHaveLength(1);
  });

  it('a charge for a book sold meanwhile is refunded by the reconciler', async () => {
    const listed = await addBook(t.app, seller, { name: 'Sold While Crashed', price: 300 });
    const crashed = await chargeThenCrash(buyer, listed.id);
    const otherBooking = await bookIt(t.app, other, listed.id);
    expect((await payWithCard(t.app, other, otherBooking)).record.statusCode).toBe(200);

    const outcome = await t.app.paymentReconciler.runPass(afterGrace());

    expect(outcome).toMatchObject({ refunded: [crashed.intentId], failed: [] });
    const rows = await t.db.select().from(payment).where(eq(payment.bookId, listed.id));
    expect(Object.fromEntries(rows.map((p) => [p.bookingId, p.status]))).toEqual({
      [otherBooking]: 'held',
      [crashed.bookingId]: 'refunded',
    });
    const [charge] = await t.db
      .select()
      .from(testPaymentIntent)
      .where(eq(testPaymentIntent.id, crashed.intentId));
    expect(charge!.refundedAt).toBeInstanceOf(Date);
    expect(await orderOf(t, buyer, crashed.bookingId)).toMatchObject({
      status: 'cancelled',
      soldToSomeoneElse: true,
      transactionId: null,
    });
    expect(await orderOf(t, other, otherBooking)).toMatchObject({ money: 'held' });
    expect(processed(await t.app.paymentReconciler.runPass(afterGrace()))).not.toContain(
      crashed.intentId,
    );
  });

  it('a charge younger than the grace period is left to the browser', async () => {
    const listed = await addBook(t.app, seller, { name: 'Still Confirming' });
    const { bookingId, intentId } = await chargeThenCrash(buyer, listed.id);
    expect(processed(await t.app.paymentReconciler.runPass())).not.toContain(intentId);
    expect(await t.db.$count(payment, eq(payment.bookingId, bookingId))).toBe(0);
    expect(await t.app.paymentReconciler.runPass(afterGrace())).toMatchObject({
      recorded: [intentId],
    });
  });

  it('a charge that cannot be settled is logged and does not stop the rest of the pass', async () => {
    const tampered = await chargeThenCrash(buyer, (await addBook(t.app, seller)).id);
    await t.db
      .update(testPaymentIntent)
      .set({ amount: 1 })
      .where(eq(testPaymentIntent.id, tampered.intentId));
    const good = await chargeThenCrash(buyer, (await addBook(t.app, seller)).id);
    const warn = vi.spyOn(t.app.log, 'warn');
    try {
      const outcome = await t.app.paymentReconciler.runPass(afterGrace());
      expect(outcome).toMatchObject({ failed: [tampered.intentId] });
      expect(processed(outcome)).toContain(good.intentId);
      expect(warn).toHaveBeenCalledWith(
        { intentId: tampered.intentId, bookingId: tampered.bookingId },
        expect.stringContaining('PAYMENT_MISMATCH'),
      );
    } finally {
      warn.mockRestore();
    }
    expect(await t.db.$count(payment, eq(payment.bookingId, tampered.bookingId))).toBe(0);
    expect(await orderOf(t, buyer, good.bookingId)).toMatchObject({ money: 'held' });
    // Leave nothing behind that later passes in this file would keep tripping over.
    await t.db
      .update(testPaymentIntent)
      .set({ refundedAt: new Date() })
      .where(eq(testPaymentIntent.id, tampered.intentId));
  });

  it('two reconciler passes at once record one sale', async () => {
    // A second instance: on PostgreSQL its own connection pool, as another server would have.
    const url = process.env.TEST_DATABASE_URL
      ? (t.db as unknown as { $client: pg.Pool }).$client.options.connectionString
      : undefined;
    const second = url ? await openDatabase({ databaseUrl: url }) : null;
    const secondReconciler = createPaymentReconciler(depsOn(second?.db ?? t.db));
    try {
      const charges = [];
      for (let i = 0; i < 4; i++) {
        const listed = await addBook(t.app, seller, { name: `Contested ${i}` });
        charges.push(await chargeThenCrash(buyer, listed.id));
        charges.push(await chargeThenCrash(other, listed.id));
      }
      const outcomes = await Promise.all([
        t.app.paymentReconciler.runPass(afterGrace()),
        secondReconciler.runPass(afterGrace()),
      ]);
      const settled = outcomes.flatMap(processed);
      for (const { intentId } of charges)
        expect(settled.filter((id) => id === intentId)).toHaveLength(1);
      expect(outcomes.some((o) => o.skipped)).toBe(true);

      const ids = charges.map((c) => c.bookingId);
      const rows = await t.db.select().from(payment);
      const mine = rows.filter((p) => ids.includes(p.bookingId));
      expect(mine.filter((p) => p.status === 'held')).toHaveLength(4);
      expect(mine.filter((p) => p.status === 'refunded')).toHaveLength(4);
      expect(new Set(mine.filter((p) => p.status === 'held').map((p) => p.bookId)).size).toBe(4);
    } finally {
      await secondReconciler.stop();
      await second?.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'a pass is skipped while another instance holds the reconciler lock',
    async () => {
      const { bookingId, intentId } = await chargeThenCrash(
        buyer,
        (await addBook(t.app, seller)).id,
      );
      const url = (t.db as unknown as { $client: pg.Pool }).$client.options.connectionString;
      const otherInstance = new pg.Client({ connectionString: url });
      await otherInstance.connect();
      try {
        await otherInstance.query('select pg_advisory_lock($1::bigint)', [RECONCILER_LOCK_KEY]);
        expect(await t.app.paymentReconciler.runPass(afterGrace())).toEqual({ skipped: true });
        expect(await t.db.$count(payment, eq(payment.bookingId, bookingId))).toBe(0);
      } finally {
        await otherInstance.end();
      }
      expect(await t.app.paymentReconciler.runPass(afterGrace())).toMatchObject({
        recorded: [intentId],
      });
    },
  );

  it('the reconciler runs when a server starts and stops when it closes', async () => {
    const { bookingId, intentId } = await chargeThenCrash(buyer, (await addBook(t.app, seller)).id);
    // Charged three minutes ago: past the grace period by the real clock.
    await t.db
      .update(testPaymentIntent)
      .set({ createdAt: sql`now() - interval '3 minutes'` })
      .where(eq(testPaymentIntent.id, intentId));
    const restarted = await buildApp(t.config, t.database);
    await restarted.ready();
    try {
      await vi.waitFor(
        async () =>
          expect(
            await t.db.$count(
              payment,
              and(eq(payment.bookingId, bookingId), eq(payment.status, 'held')),
            ),
          ).toBe(1),
        { timeout: 5000 },
      );
    } finally {
      await restarted.close();
    }
    expect(await orderOf(t, buyer, bookingId)).toMatchObject({ money: 'held' });
  });

  it('the reconciler passes again every interval, and a failing pass is logged, not thrown', async () => {
    const deps = depsOn(t.db);
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    let listings = 0;
    const failing = createPaymentReconciler(
      {
        ...deps,
        provider: {
          ...deps.provider,
          listSucceededIntents: async (window) => {
            if (++listings === 2) throw new Error('provider unreachable');
            return deps.provider.listSucceededIntents(window);
          },
        },
        log: log as unknown as PaymentDeps['log'],
      },
      { intervalMs: 20, graceMs: 0 },
    );
    failing.start();
    try {
      await vi.waitFor(() => expect(listings).toBeGreaterThanOrEqual(3), { timeout: 5000 });
      const { bookingId } = await chargeThenCrash(buyer, (await addBook(t.app, seller)).id);
      await vi.waitFor(
        async () => expect(await t.db.$count(payment, eq(payment.bookingId, bookingId))).toBe(1),
        { timeout: 5000 },
      );
    } finally {
      await failing.stop();
    }
    expect(log.error).toHaveBeenCalledWith('payment reconciler pass failed: provider unreachable');
    const stoppedAt = listings;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listings).toBe(stoppedAt);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

/**
 * The Stripe stand-in, plus the one endpoint the reconciler adds: GET /v1/payment_intents, which
 * filters on `created` and expands each intent's latest charge (refunded or not).
 */
async function startStripeWithListing() {
  const standIn = await startStripeStandIn();
  const createdAt = new Map<string, number>();
  const listings: URLSearchParams[] = [];
  const upstream = new URL(standIn.url);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/v1/payment_intents') {
      listings.push(url.searchParams);
      const from = Number(url.searchParams.get('created[gte]') ?? 0);
      const to = Number(url.searchParams.get('created[lt]') ?? Infinity);
      const data = [...standIn.intents.values()]
        .filter((i) => createdAt.get(i.id)! >= from && createdAt.get(i.id)! < to)
        .map((i) => ({
          ...i,
          created: createdAt.get(i.id),
          latest_charge: {
            id: `ch_${i.id}`,
            object: 'charge',
            amount_refunded: standIn.refunds.some((r) => r.paymentIntent === i.id) ? i.amount : 0,
          },
        }));
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({ object: 'list', data, has_more: false, url: '/v1/payment_intents' }),
      );
    }
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
            const { id } = JSON.parse(body.toString()) as { id: string };
            if (!createdAt.has(id)) createdAt.set(id, Math.floor(Date.now() / 1000));
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(body);
        });
      },
    );
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    ...standIn,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    listings,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await standIn.close();
    },
  };
}

describe('the payment reconciler with Stripe', () => {
  let stripe: Awaited<ReturnType<typeof startStripeWithListing>>;
  let t: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    stripe = await startStripeWithListing();
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_app',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_app',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_app',
      STRIPE_API_URL: stripe.url,
    });
    seller = await signUp(t.app, 'seller', 'Selina Seller');
    buyer = await signUp(t.app, 'buyer', 'Bashir Buyer');
    other = await signUp(t.app, 'buyer', 'Other Buyer');
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  /** Stripe.js charged the card; neither the browser's confirmation nor the webhook arrived. */
  async function chargeWithoutWord(who: TestUser, bookId: string) {
    const bookingId = await bookIt(t.app, who, bookId);
    const intent = (
      await call(t.app, who, 'POST', `/api/bookings/${bookingId}/payment-intent`)
    ).json();
    stripe.succeed(intent.intentId);
    return { bookingId, intentId: intent.intentId as string };
  }

  it('a Stripe charge whose webhook never came is recorded as the sale by the reconciler', async () => {
    const listed = await addBook(t.app, seller, { name: 'Webhook Lost', price: 720 });
    const { bookingId, intentId } = await chargeWithoutWord(buyer, listed.id);
    const now = afterGrace();

    const outcome = await t.app.paymentReconciler.runPass(now);

    expect(outcome).toEqual({
      skipped: false,
      recorded: [intentId],
      refunded: [],
      failed: [],
      returned: [],
    });
    const asked = stripe.listings.at(-1)!;
    expect(Number(asked.get('created[lt]'))).toBe(Math.floor((now.getTime() - 2 * MINUTE) / 1000));
    expect(asked.get('expand[0]')).toBe('data.latest_charge');
    const [sale] = await t.db.select().from(payment).where(eq(payment.bookingId, bookingId));
    expect(sale).toMatchObject({ provider: 'stripe', providerRef: intentId, amount: 72000 });
    const [soldBook] = await t.db.select().from(book).where(eq(book.id, listed.id));
    expect(soldBook!.status).toBe('sold');
    expect(await orderOf(t, buyer, bookingId)).toMatchObject({
      money: 'held',
      transactionId: intentId,
    });
    await vi.waitFor(async () => {
      await t.app.mail.flush();
      expect(mailsTo(t.config.dataDir, buyer.email, 'You paid TK 720', intentId)).toHaveLength(1);
    });
  });

  it('a Stripe charge for a book sold meanwhile is refunded once by the reconciler', async () => {
    const listed = await addBook(t.app, seller, { name: 'Stripe Sold Meanwhile' });
    const lost = await chargeWithoutWord(buyer, listed.id);
    const won = await chargeWithoutWord(other, listed.id);
    const recorded = await call(t.app, other, 'POST', `/api/bookings/${won.bookingId}/payment`, {
      paymentIntentId: won.intentId,
    });
    expect(recorded.statusCode).toBe(200);

    expect(await t.app.paymentReconciler.runPass(afterGrace())).toMatchObject({
      recorded: [],
      refunded: [lost.intentId],
    });
    await t.app.paymentReconciler.runPass(afterGrace());

    expect(stripe.refunds.filter((r) => r.paymentIntent === lost.intentId)).toEqual([
      { paymentIntent: lost.intentId, idempotencyKey: `refund-${lost.intentId}` },
    ]);
    expect(await orderOf(t, buyer, lost.bookingId)).toMatchObject({
      status: 'cancelled',
      soldToSomeoneElse: true,
    });
  });

  it('a Stripe charge already refunded at Stripe is not sold by the reconciler', async () => {
    const listed = await addBook(t.app, seller);
    const refundedThere = await chargeWithoutWord(buyer, listed.id);
    stripe.refunds.push({ paymentIntent: refundedThere.intentId, idempotencyKey: undefined });
    const unrecorded = await chargeWithoutWord(other, (await addBook(t.app, seller)).id);
    expect(await t.app.paymentReconciler.runPass(afterGrace())).toEqual({
      skipped: false,
      recorded: [unrecorded.intentId],
      refunded: [],
      failed: [],
      returned: [],
    });
    expect(await t.db.$count(payment, eq(payment.bookingId, refundedThere.bookingId))).toBe(0);
    const [still] = await t.db.select().from(book).where(eq(book.id, listed.id));
    expect(still!.status).toBe('available');
  });
});
