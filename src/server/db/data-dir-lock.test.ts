import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { build } from 'esbuild';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirInUseError } from './data-dir-lock';

const rootDir = join(import.meta.dirname, '../../..');
const lockNote = pgTable('lock_note', { note: text('note') });

/** A process that opens, writes to, closes the database, or exits, one command per stdin line. */
const OPENER = `
import { sql } from 'drizzle-orm';
import { createInterface } from 'node:readline';
const [clientUrl, pgliteDir] = process.argv.slice(1);
const { openDatabase } = await import(clientUrl);
const say = (line) => process.stdout.write(line + '\\n');
let handle;
say('ready');
for await (const line of createInterface({ input: process.stdin })) {
  const [command, note] = line.split(' ');
  try {
    if (command === 'open') {
      handle = await openDatabase({ pgliteDir });
      say('opened');
    } else if (command === 'write') {
      await handle.db.execute(sql.raw('create table if not exists lock_note (note text)'));
      await handle.db.execute(sql\`insert into lock_note values (\${note})\`);
      say('written');
    } else if (command === 'close') {
      await handle.close();
      say('closed');
    } else if (command === 'exit') process.exit(0);
  } catch (error) {
    say('refused ' + error.message);
  }
}
`;

type Opener = {
  pid: number;
  child: ChildProcessWithoutNullStreams;
  /** Sends a command and resolves with the opener's answer. */
  ask: (command: string) => Promise<string>;
  exited: Promise<void>;
};

let workDir: string;
let pgliteDir: string;
const openers: Opener[] = [];

/** The database client compiled once: plain Node starts the openers far sooner than tsx. */
const clientBundle = join(rootDir, '.tmp', `data-dir-lock-client-${process.pid}.mjs`);
beforeAll(async () => {
  await build({
    entryPoints: [join(import.meta.dirname, 'client.ts')],
    outfile: clientBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
});
afterAll(() => rmSync(clientBundle, { force: true }));

async function startOpener(): Promise<Opener> {
  const clientUrl = pathToFileURL(clientBundle).href;
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', OPENER, '--', clientUrl, pgliteDir],
    { cwd: rootDir, env: {} },
  );
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const nextLine = async () => String((await lines.next()).value);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const opener: Opener = {
    pid: child.pid!,
    child,
    ask: (command) => {
      child.stdin.write(command + '\n');
      return nextLine();
    },
    exited,
  };
  openers.push(opener);
  expect(await nextLine()).toBe('ready');
  return opener;
}

async function kill(opener: Opener) {
  opener.child.kill('SIGKILL');
  await opener.exited;
}

/** Every file under the folder with its size and modification time. */
const listFiles = (folder: string) =>
  readdirSync(folder, { recursive: true })
    .map(String)
    .sort()
    .map((name) => {
      const stats = statSync(join(folder, name));
      return `${name} ${stats.size} ${stats.mtimeMs}`;
    });

const inUseMessage = (pid: number) =>
  `The data folder ${pgliteDir} is in use by process ${pid} (another Boipoka server?). ` +
  'Stop it first, or set DATA_DIR to another folder.';

beforeEach(() => {
  workDir = mkdtempSync(join(tmpdir(), 'boipoka-lock-'));
  pgliteDir = join(workDir, 'db');
  const source = inject('testDatabase');
  // A migrated copy saves each test PGlite's first-time setup; without one the opener creates it.
  if (source.kind === 'pglite') cpSync(source.templateDir, pgliteDir, { recursive: true });
});

afterEach(async () => {
  await Promise.all(openers.splice(0).map(kill));
  rmSync(workDir, { recursive: true, force: true });
});

describe('the lock on the embedded database folder', () => {
  it('a second process on the same data folder refuses with the holder PID and never opens the files', async () => {
    const holder = await startOpener();
    expect(await holder.ask('open')).toBe('opened');
    expect(await holder.ask('write kept')).toBe('written');
    const before = listFiles(pgliteDir);

    const second = await startOpener();
    expect(await second.ask('open')).toBe(`refused ${inUseMessage(holder.pid)}`);
    const inProcess = openDatabase({ pgliteDir });
    await expect(inProcess).rejects.toThrow(DataDirInUseError);
    await expect(inProcess).rejects.toThrow(inUseMessage(holder.pid));

    expect(listFiles(pgliteDir)).toEqual(before);
  });

  it('the server refuses a folder in use with that one line on stderr and exit code 1', async () => {
    const holder = await startOpener();
    expect(await holder.ask('open')).toBe('opened');

    // The built server (the suite's setup builds it), as `npm start` runs it.
    const server = spawn(process.execPath, ['dist/server/main.js'], {
      cwd: rootDir,
      env: { DATA_DIR: workDir, PORT: '39517', LOG_LEVEL: 'silent' },
      timeout: 15_000,
    });
    let stderr = '';
    server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => server.once('exit', done));

    expect(stderr).toBe(inUseMessage(holder.pid) + '\n');
    expect(code).toBe(1);
  });

  it('a stale lock of a killed process is taken over and its writes are kept', async () => {
    const holder = await startOpener();
    expect(await holder.ask('open')).toBe('opened');
    expect(await holder.ask('write kept')).toBe('written');
    await kill(holder);
    expect(existsSync(`${pgliteDir}.lock`)).toBe(true);

    const handle = await openDatabase({ pgliteDir });
    expect(await handle.db.select().from(lockNote)).toEqual([{ note: 'kept' }]);
    await handle.close();
    expect(existsSync(`${pgliteDir}.lock`)).toBe(false);
  });

  it('two processes starting at once beside a stale lock: exactly one opens, the other names it', async () => {
    const holder = await startOpener();
    expect(await holder.ask('open')).toBe('opened');
    await kill(holder);
    const [first, second] = await Promise.all([startOpener(), startOpener()]);

    const answers = await Promise.all([first!.ask('open'), second!.ask('open')]);

    const winner = answers[0] === 'opened' ? first! : second!;
    expect(answers.toSorted()).toEqual(['opened', `refused ${inUseMessage(winner.pid)}`]);
  });

  it('closing the database releases the lock, and so does an exit without closing', async () => {
    const handle = await openDatabase({ pgliteDir });
    await expect(openDatabase({ pgliteDir })).rejects.toThrow(inUseMessage(process.pid));
    await handle.close();
    expect(existsSync(`${pgliteDir}.lock`)).toBe(false);

    const opener = await startOpener();
    expect(await opener.ask('open')).toBe('opened');
    opener.child.stdin.write('exit\n');
    await opener.exited;
    expect(existsSync(`${pgliteDir}.lock`)).toBe(false);
    await (await openDatabase({ pgliteDir })).close();
  });
});
