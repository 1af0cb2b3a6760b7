// The reader's language: chosen once and remembered (a cookie for a visitor, the account's e-mail
// language for someone signed in), followed by sign-up; refusals carry the message key and values
// the client words them with, field by field.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/server/db/schema/auth';
import { call } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { nextAddress, PASSWORD, signUp, uploadPhoto, type TestUser } from '../support/users';

let t: TestApp;
let buyer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signUp(t.app, 'buyer');
});
afterAll(() => t.close());

const localeOf = async (id: string) =>
  (await t.db.select({ locale: user.locale }).from(user).where(eq(user.id, id)))[0]!.locale;

async function signUpWith(headers: Record<string, string>) {
  const image = await uploadPhoto(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers,
    payload: {
      name: 'নুসরাত জাহান',
      email: `reader-${Date.now()}-${Math.random()}@campus.test`,
      password: PASSWORD,
      role: 'buyer',
      image,
      campusId: 'ju',
    },
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().user.id as string;
}

describe('the reader’s language', () => {
  it('a visitor’s choice is remembered for a year in a cookie the page can read', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/locale',
      payload: { locale: 'bn' },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ locale: 'bn' });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/boipoka-lang=bn; Path=\/; Max-Age=31536000; SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('a language Boipoka does not speak is refused, and nothing is remembered', async () => {
    const response = await call(t.app, buyer, 'PUT', '/api/locale', { locale: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    expect(response.headers['set-cookie'] ?? '').not.toMatch(/boipoka-lang/);
    expect(await localeOf(buyer.id)).toBe('en');
  });

  it('a signed-in reader’s choice becomes their e-mail language, shown and changed in the profile', async () => {
    expect((await call(t.app, buyer, 'PUT', '/api/locale', { locale: 'bn' })).statusCode).toBe(200);
    expect(await localeOf(buyer.id)).toBe('bn');
    const settings = await call(t.app, buyer, 'GET', '/api/me/settings');
    expect(settings.json()).toEqual({
      phone: null,
      phonePrivate: false,
      locale: 'bn',
      campusId: 'ju',
      hasPassword: true,
    });

    // The profile changes one setting and keeps the other.
    const changed = await call(t.app, buyer, 'PUT', '/api/me/settings', { locale: 'en' });
    expect(changed.json()).toEqual({
      phone: null,
      phonePrivate: false,
      locale: 'en',
      campusId: 'ju',
      hasPassword: true,
    });
    const phone = await call(t.app, buyer, 'PUT', '/api/me/settings', { phonePrivate: true });
    expect(phone.json()).toEqual({
      phone: null,
      phonePrivate: true,
      locale: 'en',
      campusId: 'ju',
      hasPassword: true,
    });
    const bad = await call(t.app, buyer, 'PUT', '/api/me/settings', { locale: 'de' });
    expect(bad.statusCode).toBe(400);
    expect(await localeOf(buyer.id)).toBe('en');
  });

  it('signing up in Bangla (chosen, or the browser’s language) makes Bangla the account’s', async () => {
    expect(await localeOf(await signUpWith({ cookie: 'boipoka-lang=bn' }))).toBe('bn');
    expect(await localeOf(await signUpWith({ 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' }))).toBe(
      'bn',
    );
    // The choice outranks the browser's language; English is the default.
    expect(
      await localeOf(await signUpWith({ cookie: 'boipoka-lang=en', 'accept-language': 'bn' })),
    ).toBe('en');
    expect(await localeOf(await signUpWith({}))).toBe('en');
  });
});

describe('refusals the client words in the reader’s language', () => {
  it('a validation failure names each field’s message key beside its English text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { firstName: '', lastName: '', email: 'not-an-email', message: '' },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error).toMatchObject({
      code: 'VALIDATION',
      fields: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Please enter a valid email address',
        message: 'Please write a message',
      },
      fieldKeys: {
        firstName: 'firstNameRequired',
        lastName: 'lastNameRequired',
        email: 'emailInvalid',
        message: 'messageRequired',
      },
    });
    expect(error.message).toBe(error.fields[Object.keys(error.fields)[0]!]);
  });

  it('a refusal by code carries its key and the values of its placeholders', async () => {
    const response = await call(t.app, buyer, 'POST', '/api/bookings', {
      bookId: '00000000-0000-4000-8000-000000000000',
      phone: '01712345678',
      meetingLocation: 'TSC',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: 'BOOK_NOT_FOUND',
      message: 'This book is not available',
      key: 'bookNotFound',
    });
  });

  it('Better Auth’s own refusals get a key too: a wrong password is worded by the client', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: buyer.email, password: 'Wrong#123' },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({
      message: 'Invalid email or password',
      key: 'invalidCredentials',
    });
  });
});
