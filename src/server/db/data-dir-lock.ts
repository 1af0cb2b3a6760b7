import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, resolve } from 'node:path';
import { ConfigError } from '../config';

/**
 * Another live process holds the data folder. A ConfigError, so every entry point prints it as one
 * line: the fix is in how the program is started, not in the code.
 */
export class DataDirInUseError extends ConfigError {}

export type DataDirLock = { path: string; release: () => void };

type LockOwner = { pid: number; hostname: string; token: string };

const ATTEMPTS = 10;

/** Tokens of the locks this process holds, by lock path; released by the exit hook if still held. */
const heldLocks = new Map<string, string>();
let exitHookInstalled = false;

const lockPathOf = (folder: string) => `${resolve(folder)}.lock`;

function parseOwner(text: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    if (Number.isInteger(owner.pid) && typeof owner.hostname === 'string' && owner.token) {
      return owner as LockOwner;
    }
  } catch {
    // Not ours or damaged: nothing a live process would have written, so it is stale.
  }
  return undefined;
}

function readLock(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Whether the lock's owner may still be running. A lock from another host counts as held: this
 * machine cannot see that host's processes (a data folder on a shared disk); delete it by hand.
 * A PID the system gave to another process since also counts as held: it errs on the safe side.
 * Our own PID without our token is a previous life of this PID (a container restarted after a
 * kill often gets the same PID again), so it is stale.
 */
function isAlive(owner: LockOwner, path: string): boolean {
  if (owner.hostname !== hostname()) return true;
  if (owner.pid === process.pid) return heldLocks.get(path) === owner.token;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function refuse(folder: string, path: string, owner: LockOwner): never {
  const where = owner.hostname === hostname() ? '' : ` on host ${owner.hostname}`;
  const orDelete = where ? ` If it is not running, delete ${path}.` : '';
  throw new DataDirInUseError(
    `The data folder ${resolve(folder)} is in use by process ${owner.pid}${where} ` +
      `(another Boipoka server?). Stop it first, or set DATA_DIR to another folder.${orDelete}`,
  );
}

/** Publishes the lock whole: written to a file of our own, then hard-linked into place. */
function tryCreate(path: string, content: string, token: string): boolean {
  const draft = `${path}.${token}.tmp`;
  writeFileSync(draft, content, { flag: 'wx' });
  try {
    // Unlike open(wx) then write, no reader ever sees a lock file without its owner in it.
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Moves a stale lock aside; only one of several processes doing it at once can win the rename.
 * A slow one may move a fresh lock another just created: the content tells, and it goes back.
 */
function removeStale(path: string, staleContent: string) {
  const aside = `${path}.stale-${randomBytes(6).toString('hex')}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readFileSync(aside, 'utf8') !== staleContent) {
    try {
      linkSync(aside, path);
    } catch (error) {
      // EEXIST needs a third process starting in this instant; the next attempt refuses on it.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  unlinkSync(aside);
}

function release(path: string, token: string) {
  if (heldLocks.get(path) !== token) return;
  heldLocks.delete(path);
  const content = readLock(path);
  if (content !== undefined && parseOwner(content)?.token === token) unlinkSync(path);
}

function releaseAllOnExit() {
  for (const [path, token] of heldLocks) {
    try {
      release(path, token);
    } catch {
      // Exiting anyway; a lock left behind names a dead PID and the next start takes it over.
    }
  }
}

/**
 * Takes the lock `<folder>.lock`, beside the folder so copying the folder does not copy the lock,
 * before anything opens the folder. Throws DataDirInUseError if a live process holds it.
 */
export function lockDataDir(folder: string): DataDirLock {
  const path = lockPathOf(folder);
  mkdirSync(dirname(path), { recursive: true });
  const token = randomBytes(12).toString('hex');
  const content = JSON.stringify({ pid: process.pid, hostname: hostname(), token });
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (tryCreate(path, content, token)) {
      heldLocks.set(path, token);
      if (!exitHookInstalled) process.once('exit', releaseAllOnExit);
      exitHookInstalled = true;
      return { path, release: () => release(path, token) };
    }
    const existing = readLock(path);
    if (existing === undefined) continue;
    const owner = parseOwner(existing);
    if (owner && isAlive(owner, path)) refuse(folder, path, owner);
    removeStale(path, existing);
  }
  throw new Error(`Could not take the lock ${path}: it kept changing in ${ATTEMPTS} attempts.`);
}
