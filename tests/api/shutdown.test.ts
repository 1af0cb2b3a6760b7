import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { pgliteDirIn } from '../../src/server/db/client';
import { photo } from '../support/images';
import { exitOf, freePort, startServerProcess } from '../support/real-server';
const dataDir = mkdtempSync(join(tmpdir(), 'boipoka-shutdown-'));
// The migrated template: what a first start makes is not what is tested here.
const source = inject('testDatabase');
if (source.kind === 'pglite') cpSync(source.templateDir, pgliteDirIn(dataDir), { recursive: true });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const startServer = (port: number) => startServerProcess(port, { DATA_DIR: dataDir });

describe('stopping the server', () => {
  it('SIGTERM lets a request in flight finish, refuses new ones, closes the database and exits 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startServer(port);
    const exited = exitOf(server);

    // A photo takes a moment to decode and re-encode: it is in flight when the signal comes.
    const form = new FormData();
    const image = await photo({ width: 3000, height: 2000 });
    form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'big.jpg');
    const inFlight = fetch(`${base}/api/uploads/avatar`, {
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
    const stopped = exitOf(again);
    again.kill('SIGTERM');
    expect(await stopped).toBe(0);
  }, 60_000);
});
