// Blocking: someone keeps another person away; neither may start a conversation, write in one
// they share, or book the other's book, whoever tries. What was said before stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook } from '../support/books';
import { call } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { signInAsAdmin, signUp } from '../support/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const booking = (bookId: string) => ({
  bookId,
  phone: '01812345678',
  meetingLocation: 'TSC',
});

describe('blocking someone', () => {
  it('stops conversations, messages and bookings between the two, either way, until lifted', async () => {
    const seller = await signUp(t.app, 'seller', 'Blocking Seller');
    const pest = await signUp(t.app, 'buyer', 'Persistent Buyer');
    const first = await addBook(t.app, seller, { name: 'Quiet Notes' });
    const second = await addBook(t.app, seller, { name: 'More Quiet Notes' });
    const opened = await call(t.app, pest, 'POST', '/api/conversations', {
      bookId: first.id,
      body: 'Still there?',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const threadId = opened.json().id as string;

    expect((await call(t.app, seller, 'PUT', `/api/me/blocks/${pest.id}`)).statusCode).toBe(200);
    const list = (await call(t.app, seller, 'GET', '/api/me/blocks')).json();
    expect(list).toMatchObject([{ id: pest.id, name: 'Persistent Buyer' }]);

    const write = await call(t.app, pest, 'POST', `/api/conversations/${threadId}/messages`, {
      body: 'Hello?',
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().error).toMatchObject({
      code: 'BLOCKED',
      message: 'This person is not taking messages or bookings from you',
    });
    const answer = await call(t.app, seller, 'POST', `/api/conversations/${threadId}/messages`, {
      body: 'Go away',
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error.message).toMatch(/You blocked this person/);
    const another = await call(t.app, pest, 'POST', '/api/conversations', { bookId: second.id });
    expect(another.statusCode).toBe(403);
    const booked = await call(t.app, pest, 'POST', '/api/bookings', booking(second.id));
    expect(booked.statusCode).toBe(403);
    expect(booked.json().error.code).toBe('BLOCKED');
    // What was said before stays, for both.
    const thread = await call(t.app, seller, 'GET', `/api/conversations/${threadId}`);
    expect(thread.json().messages.map((m: { body: string }) => m.body)).toContain('Still there?');
    // The other person never learns of the list.
    expect((await call(t.app, pest, 'GET', '/api/me/blocks')).json()).toEqual([]);

    expect((await call(t.app, seller, 'DELETE', `/api/me/blocks/${pest.id}`)).statusCode).toBe(200);
    const again = await call(t.app, pest, 'POST', '/api/bookings', booking(second.id));
    expect(again.statusCode, again.body).toBe(201);
  });

  it('refuses oneself, an admin and nobody', async () => {
    const who = await signUp(t.app, 'buyer');
    const admin = await signInAsAdmin(t.app, t.db);
    expect((await call(t.app, who, 'PUT', `/api/me/blocks/${who.id}`)).statusCode).toBe(400);
    expect((await call(t.app, who, 'PUT', `/api/me/blocks/${admin.id}`)).statusCode).toBe(403);
    expect((await call(t.app, who, 'PUT', '/api/me/blocks/no-such-person')).statusCode).toBe(404);
  });
});
