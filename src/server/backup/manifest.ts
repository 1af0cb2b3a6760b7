import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { migrationsDir } from '../db/migrate';

/** What a backup file says it is; a reader refuses any other name, and any later version. */
export const BACKUP_FORMAT = 'boipoka-backup';
export const BACKUP_FORMAT_VERSION = 1;

/**
 * A backup that cannot or must not be used, or a restore that would overwrite something: a
 * message of one line for whoever ran the command, with nothing changed.
 */
export class BackupRefusal extends Error {}

/** The newest migration a database holds: its time (drizzle's `created_at`), tag and count. */
export const ZMigrationLevel = z.object({
  count: z.number().int().nonnegative(),
  at: z.number().int().nonnegative(),
  tag: z.string().nullable(),
});
export type MigrationLevel = z.infer<typeof ZMigrationLevel>;

const ZMember = z.object({
  path: z.string().min(1),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type Member = z.infer<typeof ZMember>;

export const ZManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().positive(),
  app: z.object({ name: z.string(), version: z.string() }),
  engine: z.enum(['pglite', 'postgres']),
  createdAt: z.iso.datetime(),
  migration: ZMigrationLevel,
  /** Photos as files in the backup, or only the keys of the bucket that holds them. */
  uploads: z.enum(['files', 'bucket']),
  members: z.array(ZMember),
});
export type Manifest = z.infer<typeof ZManifest>;

type JournalEntry = { when: number; tag: string };

/** The migrations this copy of the app knows, oldest first. */
export function readJournal(rootDir: string): JournalEntry[] {
  const path = join(migrationsDir(rootDir), 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(path, 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

export const appVersionOf = (rootDir: string) =>
  (JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')) as { version: string }).version;

/** Reads how far a database is migrated from drizzle's own record of the migrations it ran. */
export async function readMigrationLevel(db: Executor, rootDir: string): Promise<MigrationLevel> {
  const result = await db.execute(
    sql`select count(*)::int as count, max(created_at) as at from drizzle.__drizzle_migrations`,
  );
  const row = (result as unknown as { rows: { count: number; at: string | number | null }[] })
    .rows[0];
  const at = Number(row?.at ?? 0);
  const tag = readJournal(rootDir).find((entry) => entry.when === at)?.tag ?? null;
  return { count: Number(row?.count ?? 0), at, tag };
}
