import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { MailSender } from '../../mail/queue';
import { lapseStaleBookings } from './meetups';

/** How often each server looks for accepted bookings past their time. */
const EVERY_MS = 60_000;

/**
 * Lapses accepted bookings not completed in time, on every server (each booking once: the rows are
 * locked and skipped by the others), and sends what that told both sides.
 */
export class BookingLapser {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly hours: number,
    private readonly mail: Pick<MailSender, 'wake'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.run(), EVERY_MS);
    this.timer.unref();
    void this.run();
  }

  /** One pass; a pass already under way is waited for instead. */
  run(): Promise<void> {
    this.running ??= this.pass().finally(() => (this.running = null));
    return this.running;
  }

  private async pass(): Promise<void> {
    try {
      let lapsed: number;
      do {
        lapsed = await lapseStaleBookings(this.db, this.hours);
        if (lapsed > 0) {
          this.log.info({ lapsed }, 'accepted bookings lapsed');
          this.mail.wake();
        }
      } while (lapsed > 0);
    } catch (error) {
      this.log.error({ err: error }, 'lapsing bookings failed; tried again in a minute');
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
