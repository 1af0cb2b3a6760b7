import { spawn } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { childEnvironment } from '../config';
import { BackupRefusal } from './manifest';

/** Debian and Ubuntu keep each major version's tools apart; RHEL and Fedora likewise. */
function versionedBinDirs(): string[] {
  const found: { dir: string; major: number }[] = [];
  for (const [root, pattern] of [
    ['/usr/lib/postgresql', /^(\d+)$/],
    ['/usr', /^pgsql-(\d+)$/],
  ] as const) {
    let names: string[] = [];
    try {
      names = readdirSync(root);
    } catch {
      continue;
    }
    for (const name of names) {
      const major = pattern.exec(name)?.[1];
      if (major) found.push({ dir: join(root, name, 'bin'), major: Number(major) });
    }
  }
  return found.sort((a, b) => b.major - a.major).map((entry) => entry.dir);
}

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

type Tool = 'pg_dump' | 'pg_restore';

/**
 * Where `pg_dump` or `pg_restore` is: the newest installed major version first (a newer pg_dump
 * reads an older server, never the other way round), else the one on the PATH.
 */
function findPostgresTool(name: Tool): string {
  const dir = versionedBinDirs().find((candidate) => isExecutable(join(candidate, name)));
  return dir ? join(dir, name) : name;
}

const notFound = (name: Tool) =>
  new BackupRefusal(
    `${name} was not found: install PostgreSQL's client tools ` +
      '(on Debian or Ubuntu: apt-get install postgresql-client).',
  );

/**
 * libpq's view of a connection URL, the password apart: handed over in the environment, so it
 * never shows in the process list.
 */
function connectionFor(databaseUrl: string): { url: string; password: string } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), password };
}

/** Runs a PostgreSQL tool; its complaint, if it fails, becomes one line. */
function runTool(
  tool: Tool,
  args: string[],
  databaseUrl: string,
  signal?: AbortSignal,
): Promise<void> {
  const { url, password } = connectionFor(databaseUrl);
  const env: Record<string, string> = password ? { PGPASSWORD: password } : {};
  const child = spawn(findPostgresTool(tool), [...args, `--dbname=${url}`], {
    env: childEnvironment(env),
    stdio: ['ignore', 'ignore', 'pipe'],
    signal,
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? notFound(tool) : error),
    );
    child.once('close', (code) => {
      if (code === 0) return resolve();
      const said = stderr.trim().split('\n').find(Boolean) ?? `exit code ${code}`;
      reject(new BackupRefusal(`${tool} failed: ${said}`));
    });
  });
}

/** A consistent copy of the whole database (pg_dump reads it in one snapshot), custom format. */
export const dumpPostgres = (databaseUrl: string, file: string, signal?: AbortSignal) =>
  runTool('pg_dump', ['--format=custom', `--file=${file}`], databaseUrl, signal);

/**
 * Loads a dump into an empty database, all or nothing. Owners and grants are left out: the
 * database restored into may belong to other roles than the one backed up.
 */
export const restorePostgres = (databaseUrl: string, file: string) =>
  runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file],
    databaseUrl,
  );
