import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { photo } from '../support/images';

const rootDir = join(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'boipoka-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** The real server process (src/server/main.ts), on the embedded database. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: rootDir,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  for (let i = 0; i < 200; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

describe('stopping the server', () => {
  it('SIGTERM lets a request in flight finish, refuses new ones, closes the database and exits 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startServer(port);
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));

    // A photo takes a moment to decode and re-encode: it is in flight when the signal comes.
    const form = new FormData();
    const image = await photo({ width: 3000, height: 2000 });
    form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'big.jpg');
    const inFlight = fetch(`${base}/api/uploads?purpose=avatar`, {
      method: 'POST',
      body: form,
      headers: { origin: `http://localhost:${port}` },
    });
    await new Promise((r) => setTimeout(r, 50));
    server.kill('SIGTERM');

    expect((await inFlight).status).toBe(201);
    expect(await exited).toBe(0);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();

    // Its data folder was left clean: the next start opens it at once.
    const again = await startServer(port);
    const health = await (await fetch(`${base}/api/health`)).json();
    expect(health).toEqual({ status: 'ok', database: 'ok' });
    const stopped = new Promise((resolve) => again.on('exit', resolve));
    again.kill('SIGTERM');
    expect(await stopped).toBe(0);
  }, 60_000);
});
