import { performance } from 'node:perf_hooks';
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Executor } from '../db/client';
import { mailQueue, type MailKind, type UnreadMailKind } from '../db/schema/site';
import { composerOf, type MailComposer, type WriteMail } from './composers';
import type { Mailer } from './mailer';

const BATCH = 25;
/** A claimed mail not marked sent by then (its sender died, or sending failed) is tried again. */
const RETRY_AFTER = sql`now() + interval '5 minutes'`;
const MAX_ATTEMPTS = 10;
/** Mails another server queued and could not send (it stopped), or due for a retry, are found by looking this often. */
const POLL_MS = 5000;
/** While requests keep the server this busy, sending waits (at most MAX_DEFERRALS times a second). */
const BUSY_UTILIZATION = 0.8;
const MAX_DEFERRALS = 30;
/** Sent mails are kept this long as a record, then deleted (looked at once an hour). */
const KEEP_SENT = sql`interval '30 days'`;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Queues an e-mail about a booking, in the caller's transaction. */
export async function queueMail(db: Executor, kind: MailKind, bookingId: string): Promise<void> {
  await db.insert(mailQueue).values({ kind, aboutId: bookingId });
}

/** Messages left unread this long bring one e-mail reminder. */
export const UNREAD_REMINDER_AFTER = sql`interval '15 minutes'`;

/**
 * Queues, in the caller's transaction, a reminder to one side of a conversation about its unread
 * messages, sent 15 minutes on; while one waits, further messages add none.
 */
export async function queueUnreadReminder(
  db: Executor,
  kind: UnreadMailKind,
  conversationId: string,
): Promise<void> {
  await db.execute(sql`insert into ${mailQueue} (kind, about_id, send_after)
    values (${kind}, ${conversationId}, now() + ${UNREAD_REMINDER_AFTER})
    on conflict (kind, about_id) where sent_at is null and kind like 'unread-%' do nothing`);
}

/**
 * Sends what the queue holds. Every server runs one; a mail is claimed by one of them (rows are
 * locked and skipped by the others) and marked sent once the mailer took it. E-mail waits while
 * the server is busy answering people, so a rush of bookings is answered first and told after.
 */
export class MailSender {
  private timer: NodeJS.Timeout | undefined;
  private poll: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private wanted = false;
  private deferrals = 0;
  private prunedAt = 0;
  private busy = performance.eventLoopUtilization();
  private stopped = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly publicUrl: string,
  ) {}

  start(): void {
    this.poll = setInterval(() => this.wake(), POLL_MS);
    this.poll.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.poll);
    await this.running;
  }

  /** Sends every mail that is due now (tests, and anyone who cannot wait for the next round). */
  async flush(): Promise<void> {
    await this.running;
    while ((await this.sendBatch()) === BATCH);
  }

  /** Looks at the queue soon: call it once something that queued mail has committed. */
  wake(delay = 0) {
    if (this.stopped) return;
    if (this.running || this.timer) {
      this.wanted = true;
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.round().then((next) => {
        this.running = null;
        const wanted = this.wanted;
        this.wanted = false;
        if (next !== null || wanted) this.wake(next ?? 50);
      });
    }, delay);
  }

  /** One look at the queue; answers when to look again, or null to wait to be woken. */
  private async round(): Promise<number | null> {
    const load = performance.eventLoopUtilization(this.busy);
    this.busy = performance.eventLoopUtilization();
    if (load.utilization > BUSY_UTILIZATION && this.deferrals < MAX_DEFERRALS) {
      this.deferrals++;
      return 1000;
    }
    this.deferrals = 0;
    try {
      if ((await this.sendBatch()) === BATCH) return 50;
      if (Date.now() - this.prunedAt > PRUNE_EVERY_MS) await this.prune();
    } catch (error) {
      this.log.error({ err: error }, 'e-mail queue not read');
    }
    return null;
  }

  /** Deletes the mails sent longer ago than the record is kept; answers how many. */
  async prune(): Promise<number> {
    this.prunedAt = Date.now();
    const gone = await this.database.db
      .delete(mailQueue)
      .where(lt(mailQueue.sentAt, sql`now() - ${KEEP_SENT}`))
      .returning({ id: mailQueue.id });
    return gone.length;
  }

  /** Claims up to BATCH due mails and sends them; answers how many it claimed. */
  private async sendBatch(): Promise<number> {
    const { db } = this.database;
    const due = db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(
        and(
          isNull(mailQueue.sentAt),
          lte(mailQueue.sendAfter, sql`now()`),
          lt(mailQueue.attempts, MAX_ATTEMPTS),
        ),
      )
      .orderBy(asc(mailQueue.sendAfter))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailQueue)
      .set({ attempts: sql`${mailQueue.attempts} + 1`, sendAfter: RETRY_AFTER })
      .where(inArray(mailQueue.id, due))
      .returning({ id: mailQueue.id, kind: mailQueue.kind, aboutId: mailQueue.aboutId });
    if (claimed.length === 0) return 0;
    // Each module's composer reads what its mails in the batch say in one go.
    const composers = new Set(claimed.flatMap((job) => composerOf(job.kind) ?? []));
    const writers = new Map<MailComposer, WriteMail>(
      await Promise.all(
        [...composers].map(async (composer) => {
          const aboutIds = claimed
            .filter((job) => composerOf(job.kind) === composer)
            .map((job) => job.aboutId);
          return [composer, await composer.read(db, aboutIds, this.publicUrl)] as const;
        }),
      ),
    );
    const sent: string[] = [];
    for (const job of claimed) {
      try {
        const composer = composerOf(job.kind);
        const write = composer && writers.get(composer);
        if (!write) throw new Error(`no module composes '${job.kind}' e-mails`);
        const mail = write(job.kind, job.aboutId);
        if (mail) await this.mailer.send(mail);
        sent.push(job.id);
      } catch (error) {
        this.log.error({ err: error, mail: job }, 'e-mail not sent; it is tried again later');
        await db
          .update(mailQueue)
          .set({ lastError: String((error as Error).message ?? error) })
          .where(eq(mailQueue.id, job.id));
      }
    }
    if (sent.length > 0) {
      await db
        .update(mailQueue)
        .set({ sentAt: sql`now()`, lastError: null })
        .where(inArray(mailQueue.id, sent));
    }
    return claimed.length;
  }
}
