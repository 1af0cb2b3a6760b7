import { inArray } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import type { Database } from '../../db/client';
import { booking, payment } from '../../db/schema/orders';
import { AppError } from '../../errors';
import type { ProviderIntent } from '../../payments/provider';
import { confirmPayment, settleRefunds, type PaymentDeps } from './service';

export type ReconcilerOptions = {
  /** Time between passes; the first runs at start. */
  intervalMs?: number;
  /** Charges younger than this are left to the buyer's browser, which may still be confirming. */
  graceMs?: number;
  /** How far back to look for charges; Stripe retries a webhook for up to three days. */
  lookbackMs?: number;
};

export type ReconcileOutcome =
  | { skipped: true }
  | {
      skipped: false;
      recorded: string[];
      /** Charges that lost the race for their copy, refunded. */
      refunded: string[];
      failed: string[];
      /** Card payments of deals that ended before the handover, refunded. */
      returned: string[];
    };

export type PaymentReconciler = {
  /** One pass now (after any pass already running here); `now` moves the clock for tests. */
  runPass(now?: Date): Promise<ReconcileOutcome>;
  start(): void;
  /** Clears the timer and waits for a running pass, so the database can close after it. */
  stop(): Promise<void>;
};

const MINUTE = 60_000;
const DEFAULTS = { intervalMs: MINUTE, graceMs: 2 * MINUTE, lookbackMs: 7 * 24 * 60 * MINUTE };
/** The advisory lock every instance takes for a pass: 'boiprcnl' read as a 64-bit number. */
export const RECONCILER_LOCK_KEY = '7093003869808193132';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Session = { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };
/** Database clients with a pass running in this process: PGlite's one session re-grants its own lock. */
const holders = new WeakSet<object>();

/**
 * Runs `work` only while holding the reconciler's session-level advisory lock, so one pass at a
 * time runs across every instance on the database; answers null when someone else holds it.
 * PostgreSQL: the lock lives on a pooled connection of its own while the work uses the others.
 * PGlite: one connection in one process (the data-dir lock), so the session is the client itself.
 */
async function withPassLock<T>(db: Database, work: () => Promise<T>): Promise<T | null> {
  const client = (db as unknown as { $client: pg.Pool | Session }).$client;
  if (holders.has(client)) return null;
  holders.add(client);
  let connection: pg.PoolClient | null = null;
  let held = false;
  try {
    connection = client instanceof pg.Pool ? await client.connect() : null;
    const session: Session = connection ?? (client as Session);
    const { rows } = await session.query('select pg_try_advisory_lock($1::bigint) as locked', [
      RECONCILER_LOCK_KEY,
    ]);
    held = (rows[0] as { locked: boolean }).locked;
    if (!held) return null;
    try {
      return await work();
    } finally {
      await session.query('select pg_advisory_unlock($1::bigint)', [RECONCILER_LOCK_KEY]);
      held = false;
    }
  } finally {
    // A connection that may still hold the lock is closed, not pooled, so the lock goes with it.
    connection?.release(held);
    holders.delete(client);
  }
}

/** A short reason for the log: no stack, and no query parameters (they hold people's details). */
function reasonOf(error: unknown): string {
  if (error instanceof AppError) return `${error.code}: ${error.message}`;
  if (error instanceof DrizzleQueryError)
    return (error.cause as Error | undefined)?.message ?? 'query failed';
  return error instanceof Error ? error.message : String(error);
}

/** Succeeded charges for one of our bookings that have no payment row, recorded or refunded. */
async function findUnrecordedCharges(
  { db, provider }: PaymentDeps,
  window: { createdAfter: Date; createdBefore: Date },
): Promise<ProviderIntent[]> {
  // A Stripe account may hold other apps' intents: ours name a booking.
  const charges = (await provider.listSucceededIntents(window)).filter((intent) =>
    UUID.test(intent.metadata.bookingId ?? ''),
  );
  if (charges.length === 0) return [];
  const intentIds = charges.map((intent) => intent.id);
  const bookingIds = charges.map((intent) => intent.metadata.bookingId!);
  const recorded = await db
    .select({ ref: payment.providerRef })
    .from(payment)
    .where(inArray(payment.providerRef, intentIds));
  // Another environment sharing a Stripe test account has bookings this database never saw.
  const known = await db
    .select({ id: booking.id })
    .from(booking)
    .where(inArray(booking.id, bookingIds));
  const recordedRefs = new Set(recorded.map((row) => row.ref));
  const knownBookings = new Set(known.map((row) => row.id));
  return charges.filter(
    (intent) => !recordedRefs.has(intent.id) && knownBookings.has(intent.metadata.bookingId!),
  );
}

/**
 * One reconciliation pass: every succeeded charge without a payment row (the buyer's browser died
 * before recording it, or a webhook never came) goes through the confirm path, which records the
 * sale or, if the book went to someone else, refunds it; then every refund still owed is sent.
 */
export async function reconcilePayments(
  deps: PaymentDeps,
  options: { now?: Date; graceMs?: number; lookbackMs?: number; stopped?: () => boolean } = {},
): Promise<ReconcileOutcome> {
  const now = options.now ?? new Date();
  const { graceMs = DEFAULTS.graceMs, lookbackMs = DEFAULTS.lookbackMs } = options;
  const outcome = await withPassLock(deps.db, async () => {
    const charges = await findUnrecordedCharges(deps, {
      createdAfter: new Date(now.getTime() - lookbackMs),
      createdBefore: new Date(now.getTime() - graceMs),
    });
    const recorded: string[] = [];
    const refunded: string[] = [];
    const failed: string[] = [];
    for (const intent of charges) {
      if (options.stopped?.()) break;
      try {
        await confirmPayment(deps, null, intent.metadata.bookingId!, intent.id);
        recorded.push(intent.id);
      } catch (error) {
        // 409: the book went to someone else first, and confirmPayment refunded the charge.
        if (error instanceof AppError && error.status === 409) {
          refunded.push(intent.id);
          continue;
        }
        failed.push(intent.id);
        deps.log.warn(
          { intentId: intent.id, bookingId: intent.metadata.bookingId },
          `payment reconciler left a charge unsettled: ${reasonOf(error)}`,
        );
      }
    }
    if (recorded.length || refunded.length)
      deps.log.warn(
        { recorded, refunded },
        'payment reconciler settled charges whose sale was never recorded',
      );
    const returned = options.stopped?.() ? [] : await settleRefunds(deps);
    return { skipped: false as const, recorded, refunded, failed, returned };
  });
  return outcome ?? { skipped: true };
}

/** Runs `reconcilePayments` at start and every `intervalMs`; one pass at a time in this process. */
export function createPaymentReconciler(
  deps: PaymentDeps,
  options: ReconcilerOptions = {},
): PaymentReconciler {
  const settings = { ...DEFAULTS, ...options };
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();

  const runPass = (now?: Date) => {
    const pass = running.then(() =>
      reconcilePayments(deps, { ...settings, stopped: () => stopped, ...(now && { now }) }),
    );
    running = pass.catch(() => {});
    return pass;
  };
  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      runPass()
        .catch((error) => deps.log.error(`payment reconciler pass failed: ${reasonOf(error)}`))
        .finally(() => schedule(settings.intervalMs));
    }, delayMs);
    // A pending pass must not keep the process alive on its own.
    timer.unref();
  };

  return {
    runPass,
    start: () => schedule(0),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
