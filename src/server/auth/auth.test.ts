import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { cookieFrom, PASSWORD, signUp } from '../../../tests/support/users';
import { user } from '../db/schema/auth';
import { bootstrapAdmin } from './bootstrap-admin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUpWith = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload });
const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} });

describe('sign-up', () => {
  it('refuses a sign-up asking for the admin role and creates nobody', async () => {
    const email = 'sneaky@campus.test';
    const response = await signUpWith({ name: 'Sneaky', email, password: PASSWORD, role: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ role: 'Choose buyer or seller' });
    expect(await t.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it.each([
    ['', 'Password is required'],
    ['Ab#1', 'Password must be 6 characters long'],
    ['abcdef1#', 'Password must have uppercase, number and special characters'],
    ['Abcdefg#', 'Password must have uppercase, number and special characters'],
    ['Abcdef12', 'Password must have uppercase, number and special characters'],
  ])('refuses the password %j with the spec message %j', async (password, message) => {
    const response = await signUpWith({ name: 'Weak', email: 'weak@campus.test', password });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.password).toBe(message);
  });

  it('makes a buyer by default, signed in with an HttpOnly session cookie', async () => {
    const response = await signUpWith({
      name: 'Nadia',
      email: 'nadia@campus.test',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const profile = await me(cookieFrom(response.headers));
    expect(profile.json()).toMatchObject({
      name: 'Nadia',
      email: 'nadia@campus.test',
      role: 'buyer',
      verified: false,
    });
  });

  it('makes a seller when the seller role is chosen', async () => {
    const seller = await signUp(t.app, 'seller');
    expect((await me(seller.cookie)).json().role).toBe('seller');
  });

  it('refuses a second account with the same e-mail', async () => {
    const response = await signUpWith({
      name: 'Again',
      email: 'nadia@campus.test',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toMatch(/already exists/i);
  });
});

describe('session', () => {
  it('answers 401 to /api/me without a session', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('signs in with the right password only, and signs out', async () => {
    const buyer = await signUp(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: buyer.email, password: 'Wrong#123' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toMatch(/invalid email or password/i);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: buyer.email, password: PASSWORD },
    });
    const cookie = cookieFrom(right.headers);
    expect((await me(cookie)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie },
      payload: {},
    });
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('admin bootstrap', () => {
  it('creates the admin once and leaves it alone after', async () => {
    const admin = { email: 'boss@campus.test', password: PASSWORD };
    expect(await bootstrapAdmin(t.app.auth, t.db, admin)).toBe('created');
    expect(await bootstrapAdmin(t.app.auth, t.db, admin)).toBe('unchanged');
    const rows = await t.db.select().from(user).where(eq(user.email, admin.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.role).toBe('admin');
  });

  it('promotes an existing account to admin', async () => {
    const buyer = await signUp(t.app);
    expect(await bootstrapAdmin(t.app.auth, t.db, { email: buyer.email, password: PASSWORD })).toBe(
      'promoted',
    );
    expect((await me(buyer.cookie)).json().role).toBe('admin');
  });
});
