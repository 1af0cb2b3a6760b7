// A throw-away PostgreSQL cluster for a benchmark run, made with the system's initdb (as CI does).
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function binDir(): string {
  const versions = readdirSync('/usr/lib/postgresql')
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(a) - Number(b));
  const version = versions.at(-1);
  if (!version) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return `/usr/lib/postgresql/${version}/bin`;
}

export type Cluster = { url: string; stop: () => void };

/** Starts a cluster on `port` with the settings CI uses; `stop` removes every file of it. */
export function startPostgres(port: number): Cluster {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'boipoka-bench-pg-'));
  // initdb refuses to run as root; the cluster then belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  run('initdb', ['-D', join(dir, 'data'), '--auth=trust', '-U', 'postgres']);
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    '-c shared_buffers=512MB',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  run('pg_ctl', ['-D', join(dir, 'data'), '-l', join(dir, 'log'), '-w', 'start', '-o', settings]);
  if (!asRoot) chownSync(dir, process.getuid!(), process.getgid!());
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
