import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { BackupRefusal, ZMigrationLevel } from './manifest';
import type { PgliteSnapshot } from './database-snapshot';

/**
 * How `npm run backup` reaches the server that owns the PGlite files: a loopback port named, with
 * a random token, in this file beside the data-dir lock. Only the file's owner can read it (0600),
 * so only the account that runs the server (and root) can ask it for a copy of the database.
 */
export const controlFileIn = (dataDir: string) => join(dataDir, 'db.control');

const ZControl = z.object({
  protocol: z.literal(1),
  pid: z.number().int(),
  port: z.number().int().min(1).max(65535),
  token: z.string().min(32),
});

const SNAPSHOT_PATH = '/database-snapshot';

const digest = (value: string) => createHash('sha256').update(value).digest();

export type BackupControl = { close: () => Promise<void> };

/** Serves copies of the database to `npm run backup` on a loopback port only it is told of. */
export async function openBackupControl(
  dataDir: string,
  snapshot: () => Promise<PgliteSnapshot>,
  log: FastifyBaseLogger,
): Promise<BackupControl> {
  const token = randomBytes(32).toString('base64url');
  const expected = digest(`Bearer ${token}`);
  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== SNAPSHOT_PATH) {
      response.writeHead(404).end();
      return;
    }
    // Compared as digests, in constant time: the answer says nothing of how close a guess was.
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      response.writeHead(401).end();
      return;
    }
    snapshot().then(
      ({ tar, migration }) => {
        response.writeHead(200, {
          'content-type': 'application/x-tar',
          'content-length': tar.length,
          'x-migration': JSON.stringify(migration),
        });
        response.end(tar);
      },
      (error: unknown) => {
        log.error({ err: error }, 'a database snapshot for a backup failed');
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.unref();
  const file = controlFileIn(dataDir);
  const content = JSON.stringify({
    protocol: 1,
    pid: process.pid,
    port: (server.address() as AddressInfo).port,
    token,
  });
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, content, { mode: 0o600 });
  renameSync(draft, file);
  return {
    async close() {
      try {
        // Only our own: a second server built on the same files in this process may have replaced it.
        if (readFileSync(file, 'utf8') === content) unlinkSync(file);
      } catch {
        // Gone already.
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Asks the server that holds the data folder for a copy of its database. */
export async function fetchSnapshotFromServer(
  dataDir: string,
  holder: string,
): Promise<PgliteSnapshot> {
  const file = controlFileIn(dataDir);
  let control: z.infer<typeof ZControl>;
  try {
    control = ZControl.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    throw new BackupRefusal(
      `${holder}, and it does not offer backups (no readable ${file}): ` +
        'restart it with this version of Boipoka, or stop it and run the backup again.',
    );
  }
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${control.port}${SNAPSHOT_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${control.token}` },
    });
  } catch {
    throw new BackupRefusal(`${holder}, but it did not answer on its backup port ${control.port}.`);
  }
  if (!response.ok)
    throw new BackupRefusal(`${holder}, and it refused the backup (HTTP ${response.status}).`);
  const migration = ZMigrationLevel.parse(JSON.parse(response.headers.get('x-migration') ?? ''));
  return { tar: Buffer.from(await response.arrayBuffer()), migration };
}
