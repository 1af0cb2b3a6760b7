import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { idempotencyKey } from '../db/schema/site';
import { openBackupControl, type BackupControl } from './control';
import { snapshotPglite } from './database-snapshot';
import { backupOpenDatabase, describeBackup } from './take-backup';

/** The advisory lock a scheduled backup holds on PostgreSQL ('back' read as a number). */
const BACKUP_LOCK = 0x6261636b;
const SCOPE = 'scheduled-backup';
const LOOK_EVERY_MS = 60_000;

/**
 * Holds the backup lock for `run`, or answers false at once if another server holds it. PGlite
 * has one server, and needs none.
 */
async function withBackupLock(database: DatabaseHandle, run: () => Promise<void>) {
  if (database.kind === 'pglite') return run();
  const pool = (database.db as unknown as NodePgDatabase & { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ taken: boolean }>(
      'select pg_try_advisory_lock($1) as taken',
      [BACKUP_LOCK],
    );
    if (!rows[0]?.taken) return;
    try {
      await run();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [BACKUP_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * Takes a backup every BACKUP_EVERY_HOURS. Time is cut into periods of that length; each period's
 * backup is claimed by one row (an idempotency key), so of several servers one takes it, and a
 * server restarted within a period does not take another.
 */
export class BackupScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private readonly aborted = new AbortController();
  private readonly periodMs: number;

  constructor(
    private readonly config: Config,
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
    everyHours: number,
  ) {
    this.periodMs = everyHours * 60 * 60 * 1000;
  }

  start(): void {
    this.timer = setInterval(() => void this.run(), Math.min(LOOK_EVERY_MS, this.periodMs / 4));
    this.timer.unref();
    void this.run();
  }

  /** One look; a look already under way is waited for instead. */
  run(): Promise<void> {
    this.running ??= this.pass().finally(() => (this.running = null));
    return this.running;
  }

  private async claim(period: string): Promise<boolean> {
    const { db } = this.database;
    const [claimed] = await db
      .insert(idempotencyKey)
      .values({ key: period, scope: SCOPE })
      .onConflictDoNothing()
      .returning();
    if (claimed)
      await db
        .delete(idempotencyKey)
        .where(and(eq(idempotencyKey.scope, SCOPE), ne(idempotencyKey.key, period)));
    return Boolean(claimed);
  }

  private async pass(): Promise<void> {
    const start = Math.floor(Date.now() / this.periodMs) * this.periodMs;
    const period = `${SCOPE}:${this.periodMs}:${new Date(start).toISOString()}`;
    try {
      await withBackupLock(this.database, async () => {
        if (!(await this.claim(period))) return;
        try {
          const result = await backupOpenDatabase(this.config, this.database, this.aborted.signal);
          this.log.info(describeBackup(result));
        } catch (error) {
          // Stopped half-way: another server (or this one, started again) takes the period's.
          if (this.aborted.signal.aborted)
            await this.database.db.delete(idempotencyKey).where(eq(idempotencyKey.key, period));
          throw error;
        }
      });
    } catch (error) {
      if (this.aborted.signal.aborted) return;
      this.log.error({ err: error }, 'the scheduled backup failed; the next period tries again');
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.aborted.abort();
    await this.running;
  }
}

export type ServerBackups = { stop: () => Promise<void> };

/**
 * A server's part in backups: on PGlite, the port `npm run backup` asks for a copy of the
 * database it owns; with BACKUP_EVERY_HOURS, its own backups.
 */
export async function startServerBackups(
  config: Config,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): Promise<ServerBackups> {
  let control: BackupControl | undefined;
  if (database.kind === 'pglite')
    control = await openBackupControl(
      config.dataDir,
      () => snapshotPglite(database, config.rootDir),
      log,
    );
  const scheduler = config.backup.everyHours
    ? new BackupScheduler(config, database, log, config.backup.everyHours)
    : undefined;
  scheduler?.start();
  return {
    async stop() {
      await control?.close();
      await scheduler?.stop();
    },
  };
}
