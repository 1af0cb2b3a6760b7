import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { bookInput } from '../support/books';
import { databaseUrlFor, TEMPLATE_DATABASE } from '../support/database-url';
import {
  exitOf,
  freePort,
  isRunning,
  person,
  signUpAs,
  startServerProcess,
  uploadPhotoAs,
  type Person,
} from '../support/real-server';
import { loadConfig } from '../../src/server/config';
import { pgliteDirIn } from '../../src/server/db/client';
import { backupNow } from '../../src/server/backup/take-backup';
import { restoreBackup } from '../../src/server/backup/restore-backup';
import { s3Storage } from '../../src/server/storage/s3';
import { startS3StandIn } from '../support/s3-stand-in';
import { createTestApp } from '../support/test-app';
import { PASSWORD } from '../support/users';

const rootDir = join(import.meta.dirname, '../..');
const workDir = mkdtempSync(join(tmpdir(), 'boipoka-backup-'));
const serverUrl = process.env.TEST_DATABASE_URL;
const databases: string[] = [];
const servers: ChildProcess[] = [];

/**
 * What the first test leaves for the others, which run after it in this file: its backup file,
 * and the restored folder (and database), no server running on it.
 */
const made: { file?: string; env?: Record<string, string> } = {};

/**
 * What a backup file holds, and what a restore checks in it, is the same on either engine: where a
 * run tests PostgreSQL beside its PGlite pass (vite.config.ts), those tests run once, there.
 */
const sameOnEitherEngine = it.skipIf(process.env.PGLITE_PASS_BESIDE_POSTGRES === '1');

afterAll(async () => {
  for (const server of servers) if (isRunning(server)) server.kill('SIGKILL');
  rmSync(workDir, { recursive: true, force: true });
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

/**
 * A new database on the engine this run tests: PGlite in `dataDir` (a copy of the migrated
 * template, or nothing for the server to make), or a PostgreSQL database.
 */
async function newDatabase(
  fromTemplate: boolean,
  dataDir: string,
): Promise<Record<string, string>> {
  if (!serverUrl) {
    const source = inject('testDatabase');
    if (fromTemplate && source.kind === 'pglite')
      cpSync(source.templateDir, pgliteDirIn(dataDir), { recursive: true });
    return { DATABASE_URL: '' };
  }
  const name = `boipoka_backup_${randomBytes(6).toString('hex')}`;
  databases.push(name);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(
    `create database ${name}${fromTemplate ? ` template ${TEMPLATE_DATABASE}` : ''}`,
  );
  await admin.end();
  return { DATABASE_URL: databaseUrlFor(serverUrl, name) };
}

type Ran = { code: number | null; stdout: string; stderr: string };

/** `npm run backup` or `npm run restore -- …` as npm runs it (the built script), to its end. */
async function run(script: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', `dist/server/${script}.js`, ...args],
    {
      cwd: rootDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const ran: Ran = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (ran.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (ran.stderr += chunk.toString()));
  ran.code = await exitOf(child);
  return ran;
}

/** A refusal: a non-zero exit and one line on stderr that says why. */
function expectRefused(ran: Ran, why: RegExp) {
  expect(ran.code, ran.stdout + ran.stderr).not.toBe(0);
  expect(ran.code).not.toBe(null);
  const lines = ran.stderr.trim().split('\n');
  expect(lines, ran.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(why);
}

const backupsIn = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.tar.gz')) : [];

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServerProcess(port, { ...env, PUBLIC_URL: base, TRUST_PROXY: 'true' });
  servers.push(server);
  return { server, base };
}

async function stopServer(server: ChildProcess) {
  const stopped = exitOf(server);
  server.kill('SIGTERM');
  expect(await stopped).toBe(0);
}

/** Puts and removes objects in the stand-in bucket, as the app's own storage does. */
async function startS3Bucket(env: Record<string, string>) {
  const storage = await s3Storage({
    bucket: env.S3_BUCKET!,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION!,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  });
  return {
    put: (name: string) => storage.put(name, Buffer.from('photo'), 'image/webp'),
    remove: (name: string) => storage.delete(name),
  };
}

/** Everything a write acknowledged: who made it and what to look for afterwards. */
type Account = { who: Person; email: string; avatar: string; conversation: string; said: string };
type Listed = { id: string; image: string };

describe('backups of a running server', () => {
  it('keep every write acknowledged before the backup started, photos included, once restored into a new folder', async () => {
    const dataA = join(workDir, 'a');
    const backupDir = join(workDir, 'backups');
    const databaseA = await newDatabase(true, dataA);
    const a = await startServer({ ...databaseA, DATA_DIR: dataA });

    const seller = person(a.base);
    await signUpAs(seller, 'seller');
    const firstImage = await uploadPhotoAs(seller, 'book');
    const first = await seller.send('POST', '/api/books', bookInput({ image: firstImage }));
    expect(first.status, first.text).toBe(201);
    const firstBook = first.json().id as string;

    // Write load: buyers join and write to the seller, the seller lists books, one write after
    // another with a breath between (a steady trickle is what the backup must cut cleanly through;
    // a flood only slows a PGlite server, and the backup waiting on it, to no end).
    const breathe = () => new Promise((r) => setTimeout(r, 100));
    const accounts: (Account & { at: number })[] = [];
    const books: (Listed & { at: number })[] = [];
    let loading = true;
    const joinAndWrite = async () => {
      while (loading) {
        const who = person(a.base);
        const email = await signUpAs(who, 'buyer');
        const said = `Is it still there? ${randomBytes(4).toString('hex')}`;
        const opened = await who.send('POST', '/api/conversations', {
          bookId: firstBook,
          body: said,
        });
        expect(opened.status, opened.text).toBe(200);
        const me = (await who.send('GET', '/api/me')).json() as { image: string };
        accounts.push({
          who,
          email,
          avatar: me.image,
          conversation: opened.json().id,
          said,
          at: Date.now(),
        });
        await breathe();
      }
    };
    const listBooks = async () => {
      while (loading) {
        const image = await uploadPhotoAs(seller, 'book');
        const listed = await seller.send(
          'POST',
          '/api/books',
          bookInput({ name: `Copy ${books.length}`, image }),
        );
        expect(listed.status, listed.text).toBe(201);
        books.push({ id: listed.json().id, image, at: Date.now() });
        await breathe();
      }
    };
    const load = Promise.all([joinAndWrite(), listBooks()]);
    while (accounts.length < 2 || books.length < 2) await new Promise((r) => setTimeout(r, 50));

    const startedAt = Date.now();
    const backup = await run('backup', { ...databaseA, DATA_DIR: dataA, BACKUP_DIR: backupDir });
    const writesDuring = accounts.length + books.length;
    loading = false;
    await load;
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^Backup written: .*boipoka-.*\.tar\.gz/m);
    const [file] = backupsIn(backupDir).map((name) => join(backupDir, name));
    expect(file).toBeDefined();
    await stopServer(a.server);

    // Restored into a new folder (and a new database), a server started on it has every write.
    const dataB = join(workDir, 'b');
    const databaseB = await newDatabase(false, dataB);
    const restored = await run('restore', { ...databaseB, DATA_DIR: dataB }, [file!]);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/^Restored /m);

    const scheduledDir = join(workDir, 'scheduled');
    const b = await startServer({
      ...databaseB,
      DATA_DIR: dataB,
      BACKUP_DIR: scheduledDir,
      BACKUP_EVERY_HOURS: '24',
    });
    // At or before: the last write and the start can fall in the same millisecond.
    const acknowledged = accounts.filter((account) => account.at <= startedAt);
    const listedBefore = books.filter((book) => book.at <= startedAt);
    expect(acknowledged.length).toBeGreaterThanOrEqual(2);
    expect(listedBefore.length).toBeGreaterThanOrEqual(2);
    // The load went on while the backup ran.
    expect(writesDuring).toBeGreaterThan(acknowledged.length + listedBefore.length);
    for (const { id, image } of [{ id: firstBook, image: firstImage }, ...listedBefore]) {
      const found = await seller.send('GET', `/api/books/${id}`, undefined, b.base);
      expect(found.status, found.text).toBe(200);
      const photo = await fetch(b.base + image);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/webp');
    }
    for (const account of acknowledged) {
      // Signed in before, still signed in: the sessions and the secret that signs them came back.
      const me = await account.who.send('GET', '/api/me', undefined, b.base);
      expect(me.status, me.text).toBe(200);
      expect(me.json().email).toBe(account.email);
      expect((await fetch(b.base + account.avatar)).status).toBe(200);
      const thread = await account.who.send(
        'GET',
        `/api/conversations/${account.conversation}`,
        undefined,
        b.base,
      );
      expect(thread.status, thread.text).toBe(200);
      expect(thread.json().messages.map((m: { body: string }) => m.body)).toContain(account.said);
    }
    // And the password still signs in, from a browser the restored server never saw.
    const signIn = await person(b.base).send('POST', '/api/auth/sign-in/email', {
      email: acknowledged[0]!.email,
      password: PASSWORD,
    });
    expect(signIn.status, signIn.text).toBe(200);

    // The restored server's scheduler takes its first backup at once: this period has none yet.
    for (let i = 0; i < 600 && backupsIn(scheduledDir).length === 0; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(backupsIn(scheduledDir)).toHaveLength(1);

    // Restoring over a folder a server holds, or a database it uses, is refused.
    const whileRunning = await run('restore', { ...databaseB, DATA_DIR: dataB }, [
      file!,
      '--force',
    ]);
    expectRefused(
      whileRunning,
      serverUrl ? /other connection.*stop every server/ : /in use by process/,
    );
    await stopServer(b.server);

    // Stopped, it still holds accounts: refused without --force, replaced with it.
    const over = await run('restore', { ...databaseB, DATA_DIR: dataB }, [file!]);
    expectRefused(over, /already holds \d+ accounts?.*--force/);
    const forced = await run('restore', { ...databaseB, DATA_DIR: dataB }, [file!, '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    made.file = file;
    made.env = { ...databaseB, DATA_DIR: dataB };
  }, 300_000);

  sameOnEitherEngine(
    'refuses a damaged or a truncated backup in one line, and writes nothing',
    async () => {
      expect(made.file, 'the first test made a backup').toBeDefined();
      const bytes = readFileSync(made.file!);

      const flipped = Buffer.from(bytes);
      flipped[Math.floor(flipped.length / 2)]! ^= 0x01;
      writeFileSync(join(workDir, 'flipped.tar.gz'), flipped);
      writeFileSync(join(workDir, 'truncated.tar.gz'), bytes.subarray(0, bytes.length - 1000));
      writeFileSync(join(workDir, 'not-a-backup.tar.gz'), 'hello');

      const cases = [
        ['flipped.tar.gz', /^Refused .*flipped\.tar\.gz: .*nothing was restored\.$/],
        ['truncated.tar.gz', /^Refused .*truncated\.tar\.gz: .*nothing was restored\.$/],
        ['not-a-backup.tar.gz', /^Refused .*not-a-backup\.tar\.gz: .*nothing was restored\.$/],
      ] as const;
      const targets = await Promise.all(
        cases.map(async ([name, why]) => {
          const into = join(workDir, `into-${name}`);
          const target = await newDatabase(false, into);
          expectRefused(
            await run('restore', { ...target, DATA_DIR: into }, [join(workDir, name)]),
            why,
          );
          return into;
        }),
      );
      for (const into of targets) expect(existsSync(into)).toBe(false);
    },
    120_000,
  );

  sameOnEitherEngine(
    'keeps the newest BACKUP_KEEP backups and deletes only older backups',
    async () => {
      // The folder (or database) the first test restored, no server on it: the backup opens it.
      expect(made.env, 'the first test restored a backup').toBeDefined();
      const backupDir = join(workDir, 'kept-backups');
      mkdirSync(backupDir);
      const older = [
        'boipoka-2026-01-01T00-00-00.000Z.tar.gz',
        'boipoka-2026-02-01T00-00-00.000Z.tar.gz',
        'boipoka-2026-03-01T00-00-00.000Z.tar.gz',
      ];
      for (const name of [...older, 'notes.txt']) writeFileSync(join(backupDir, name), 'old');
      const kept = await run('backup', { ...made.env, BACKUP_DIR: backupDir, BACKUP_KEEP: '2' });
      expect(kept.code, kept.stderr).toBe(0);
      const left = readdirSync(backupDir).sort();
      expect(left).toHaveLength(3);
      expect(left).toContain('notes.txt');
      expect(left).toContain(older[2]);
      expect(left.filter((name) => !older.includes(name) && name !== 'notes.txt')).toHaveLength(1);
    },
    120_000,
  );

  sameOnEitherEngine(
    "with photos in a bucket, lists the bucket's keys, and a restore tells which are gone",
    async () => {
      expect(made.env, 'the first test restored a backup').toBeDefined();
      const s3 = await startS3StandIn();
      try {
        const bucket = await startS3Bucket(s3.env);
        await bucket.put('kept.webp');
        await bucket.put('lost.webp');
        const backupDir = join(workDir, 'bucket-backups');
        const config = (env: Record<string, string>) =>
          loadConfig({ NODE_ENV: 'test', ...env, ...s3.env, BACKUP_DIR: backupDir });
        const taken = await backupNow(config(made.env!));
        expect(taken.manifest.uploads).toBe('bucket');
        const listed = JSON.parse(
          execFileSync('tar', ['-xzOf', taken.file, 'bucket-keys.json'], { encoding: 'utf8' }),
        ) as { keys: { key: string }[] };
        expect(listed.keys.map((entry) => entry.key).sort()).toEqual(['kept.webp', 'lost.webp']);

        await bucket.remove('lost.webp');
        const fromBucket = join(workDir, 'from-bucket');
        const target = { ...(await newDatabase(false, fromBucket)), DATA_DIR: fromBucket };
        const restored = await restoreBackup(config(target), taken.file, { force: false });
        expect(restored.notes.join('; ')).toMatch(/1 of the 2 photos it lists are missing/);
      } finally {
        await s3.close();
      }
    },
    120_000,
  );

  // PostgreSQL is copied by pg_dump: its servers open no such port.
  it.skipIf(serverUrl)(
    "gives a copy of the database only to whoever can read the server's token file",
    async () => {
      const t = await createTestApp();
      try {
        const controlFile = join(t.config.dataDir, 'db.control');
        expect(statSync(controlFile).mode & 0o777).toBe(0o600);
        const { port, token } = JSON.parse(readFileSync(controlFile, 'utf8')) as {
          port: number;
          token: string;
        };
        const ask = (headers: Record<string, string>, method = 'POST') =>
          fetch(`http://127.0.0.1:${port}/database-snapshot`, { method, headers });
        for (const authorization of [undefined, 'Bearer guess', `Bearer ${token.slice(1)}x`]) {
          const answer = await ask(authorization ? { authorization } : {});
          expect(answer.status).toBe(401);
          expect((await answer.arrayBuffer()).byteLength).toBe(0);
        }
        expect((await ask({ authorization: `Bearer ${token}` }, 'GET')).status).toBe(404);
        const copy = await ask({ authorization: `Bearer ${token}` });
        expect(copy.status).toBe(200);
        expect((await copy.arrayBuffer()).byteLength).toBeGreaterThan(1024 * 1024);
        // A stopped server leaves no port named behind it, and answers on none.
        await t.app.close();
        expect(existsSync(controlFile)).toBe(false);
        await expect(ask({ authorization: `Bearer ${token}` })).rejects.toThrow();
      } finally {
        await t.close();
      }
    },
  );
});
