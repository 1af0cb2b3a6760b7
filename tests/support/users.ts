import type { FastifyInstance } from 'fastify';
import { bootstrapAdmin } from '../../src/server/auth/bootstrap-admin';
import type { Database } from '../../src/server/db/client';
import type { SignUpRole } from '../../src/shared/constants';

export const PASSWORD = 'Secret#123';
let counter = 0;

export type TestUser = { id: string; email: string; cookie: string };

/** Joins the Set-Cookie answers of a response into a Cookie header for the next request. */
export const cookieFrom = (headers: Record<string, unknown>) =>
  ([] as string[])
    .concat((headers['set-cookie'] as string | string[] | undefined) ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');

export async function signUp(
  app: FastifyInstance,
  role: SignUpRole = 'buyer',
  name = `${role} ${++counter}`,
): Promise<TestUser> {
  const email = `${role}${++counter}-${Date.now()}@campus.test`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name, email, password: PASSWORD, role },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  return { id: response.json().user.id, email, cookie: cookieFrom(response.headers) };
}

/** The bootstrap admin of spec §6, created the way main.ts creates it, and signed in. */
export async function signInAsAdmin(app: FastifyInstance, db: Database): Promise<TestUser> {
  const email = `admin${++counter}@campus.test`;
  await bootstrapAdmin(app.auth, db, { email, password: PASSWORD });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`admin sign-in failed: ${response.body}`);
  return { id: response.json().user.id, email, cookie: cookieFrom(response.headers) };
}
