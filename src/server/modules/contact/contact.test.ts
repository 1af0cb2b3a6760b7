import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signInAsAdmin, signUp } from '../../../../tests/support/users';
import { contactMessage } from '../../db/schema/site';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  firstName: 'Rahim',
  lastName: 'Uddin',
  email: 'Rahim@Campus.test',
  message: 'Is there a book fair?',
};
const send = (payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip });

describe('contact form', () => {
  it('stores a message sent by a visitor', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(contactMessage)
      .where(eq(contactMessage.id, response.json().id));
    expect(row).toMatchObject({
      firstName: 'Rahim',
      lastName: 'Uddin',
      email: 'rahim@campus.test',
      message: 'Is there a book fair?',
      userId: null,
    });
  });

  it('refuses a bad e-mail with a clear message and stores nothing', async () => {
    const before = await t.db.$count(contactMessage);
    const response = await send({ ...valid, email: 'not-an-email' }, '10.0.0.2');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION',
      message: 'Please enter a valid email address',
      fields: { email: 'Please enter a valid email address' },
    });
    expect(await t.db.$count(contactMessage)).toBe(before);
  });

  it('names every missing field', async () => {
    const response = await send(
      { firstName: ' ', lastName: '', email: '', message: '' },
      '10.0.0.3',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is Required',
      message: 'Please write a message',
    });
  });

  it('limits a browser without a visitor cookie, with its address, to five messages in ten minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await send({ ...valid, email: `rahim${i}@campus.test` }, '10.0.0.9')).statusCode,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await send({ ...valid, email: 'rahim9@campus.test' }, '10.0.0.9');
    expect(limited.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect((await send({ ...valid, email: 'rahim9@campus.test' }, '10.0.0.10')).statusCode).toBe(
      201,
    );
  });

  it('shows the messages to an admin only', async () => {
    const buyer = await signUp(t.app, 'buyer');
    const admin = await signInAsAdmin(t.app, t.db);
    const list = (cookie?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/admin/contact-messages',
        headers: cookie ? { cookie } : {},
      });
    expect((await list()).statusCode).toBe(401);
    expect((await list(buyer.cookie)).statusCode).toBe(403);
    const response = await list(admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toMatchObject({ firstName: 'Rahim', lastName: valid.lastName });
  });

  it('limits one e-mail to three messages in ten minutes, from anywhere', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await send({ ...valid, email: 'same@campus.test' }, `10.0.1.${i}`)).statusCode,
      );
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
