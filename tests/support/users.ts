import type { FastifyInstance } from 'fastify';
import { bootstrapAdmin } from '../../src/server/auth/bootstrap-admin';
import type { Database } from '../../src/server/db/client';
import type { SignUpRole } from '../../src/shared/constants';
import { multipart, photo } from './images';

export const PASSWORD = 'Secret#123';
let counter = 0;

export type TestUser = { id: string; email: string; name: string; cookie: string };

/** A different client address for each caller, so per-address limits don't mix tests up. */
export const nextAddress = () =>
  `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${++counter & 255}`;

/** Joins the Set-Cookie answers of a response into a Cookie header for the next request. */
export const cookieFrom = (headers: Record<string, unknown>) =>
  ([] as string[])
    .concat((headers['set-cookie'] as string | string[] | undefined) ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');

/** A browser's visitor cookie, as the app's first call hands it out, seen from `address`. */
export async function visitorCookie(app: FastifyInstance, address = nextAddress()) {
  const response = await app.inject({ method: 'GET', url: '/api/session', remoteAddress: address });
  const cookie = cookieFrom(response.headers);
  if (!cookie.includes('boipoka.visitor=')) throw new Error('no visitor cookie handed out');
  return cookie;
}

/** Uploads a photo the way the sign-up page does, and answers its URL. */
export async function uploadPhoto(
  app: FastifyInstance,
  { cookie, purpose = 'avatar' }: { cookie?: string; purpose?: string } = {},
) {
  const form = multipart('image', 'me.jpg', 'image/jpeg', await photo());
  const response = await app.inject({
    method: 'POST',
    url: `/api/uploads/${purpose}`,
    headers: { ...form.headers, ...(cookie ? { cookie } : {}) },
    payload: form.payload,
    remoteAddress: nextAddress(),
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().url as string;
}

export async function signUp(
  app: FastifyInstance,
  role: SignUpRole = 'buyer',
  name = `Test ${role} ${counter + 1}`,
  /** More of the form's fields, or others than the usual: `{ campusId: 'du' }`. */
  fields: Record<string, unknown> = {},
): Promise<TestUser> {
  const email = `${role}${++counter}-${Date.now()}@campus.test`;
  const image = await uploadPhoto(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name, email, password: PASSWORD, role, image, campusId: 'ju', ...fields },
    remoteAddress: nextAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  return { id: response.json().user.id, email, name, cookie: cookieFrom(response.headers) };
}

export async function signIn(app: FastifyInstance, email: string, password = PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
}

/** The bootstrap admin of spec §6, created the way main.ts creates it, and signed in. */
export async function signInAsAdmin(app: FastifyInstance, db: Database): Promise<TestUser> {
  const email = `admin${++counter}@campus.test`;
  await bootstrapAdmin(app.auth, db, { email, password: PASSWORD });
  const response = await signIn(app, email);
  if (response.statusCode !== 200) throw new Error(`admin sign-in failed: ${response.body}`);
  return {
    id: response.json().user.id,
    email,
    name: 'Admin',
    cookie: cookieFrom(response.headers),
  };
}
