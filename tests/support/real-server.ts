import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { expect } from 'vitest';
import { photo } from './images';
import { PASSWORD } from './users';

// The real server process (dist/server/main.js, which the suite's setup builds from src/server), run
// as `npm start` runs it, and people who talk to it over HTTP: for what only whole processes show
// (signals, crashes, several servers).
const rootDir = join(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export const isRunning = (child: ChildProcess | undefined) =>
  child !== undefined && child.exitCode === null && child.signalCode === null;

/** A server process with `env` on `port`, as `npm start` runs it (its stderr shows here). */
export const spawnServer = (port: number, env: Record<string, string>) =>
  spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    cwd: rootDir,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });

/** Starts a server process with `env` on `port` and answers once its health check does. */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const child = spawnServer(port, env);
  child.stderr?.pipe(process.stderr);
  // A minute: on a busy two-core machine loading the server's dependencies takes a while.
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    if (!isRunning(child)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server on port ${port} did not start`);
}

/** Resolves with the exit code (null when killed by a signal) once `child` has ended. */
export const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    isRunning(child) ? child.on('exit', (code) => resolve(code)) : resolve(child.exitCode),
  );

let addresses = 0;
/**
 * A person with their own address (servers started with TRUST_PROXY believe X-Forwarded-For from
 * loopback) and their own cookies, talking to `base` unless told another server.
 */
export function person(base: string) {
  const address = `10.77.${(++addresses >> 8) & 255}.${addresses & 255}`;
  const jar = new Map<string, string>();
  let cookie = '';
  const send = async (method: string, path: string, body?: unknown, to = base) => {
    const form = body instanceof FormData;
    const response = await fetch(to + path, {
      method,
      headers: {
        origin: base,
        'x-forwarded-for': address,
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined && !form ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    // A browser's cookie jar: each Set-Cookie replaces the cookie of its name, keeping the others.
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0]!;
      const name = pair.slice(0, pair.indexOf('='));
      jar.set(name, pair);
    }
    cookie = [...jar.values()].join('; ');
    const text = await response.text();
    return { status: response.status, json: () => JSON.parse(text), text };
  };
  return { send, address };
}
export type Person = ReturnType<typeof person>;

export async function uploadPhotoAs(who: Person, purpose: 'avatar' | 'book', to?: string) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'p.jpg');
  const answer = await who.send('POST', `/api/uploads/${purpose}`, form, to);
  expect(answer.status, answer.text).toBe(201);
  return answer.json().url as string;
}

/** Signs `who` up (photo first, as the page does); answers the e-mail. */
export async function signUpAs(who: Person, role: 'buyer' | 'seller') {
  const email = `${role}-${randomBytes(4).toString('hex')}@campus.test`;
  const image = await uploadPhotoAs(who, 'avatar');
  const answer = await who.send('POST', '/api/auth/sign-up/email', {
    name: `Campus ${role}`,
    email,
    password: PASSWORD,
    role,
    image,
    campusId: 'ju',
  });
  expect(answer.status, answer.text).toBe(200);
  return email;
}
