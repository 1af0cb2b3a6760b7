// The event stream (GET /api/events): an open page hears of a new message in its conversations as
// soon as it is written, on whichever server it is connected to, and a page that lost its stream
// gets what it missed when it reconnects.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook } from '../support/books';
import { call } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type TestUser } from '../support/users';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
let stranger: TestUser;
let bookId: string;
const streams: { close: () => void }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, 'seller', 'Sumaiya Seller');
  buyer = await signUp(t.app, 'buyer', 'Bashir Buyer');
  stranger = await signUp(t.app, 'buyer', 'Someone Else');
  bookId = (await addBook(t.app, seller)).id;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

type Event = { id?: string; event: string; data: unknown };

const addresses = new Map<FastifyInstance, string>();
async function addressOf(server: FastifyInstance) {
  if (!addresses.has(server))
    addresses.set(server, await server.listen({ port: 0, host: '127.0.0.1' }));
  return addresses.get(server)!;
}

/** A browser's event stream, as EventSource reads it: events are blocks ended by a blank line. */
async function openStream(server: FastifyInstance, who: TestUser, lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(`${await addressOf(server)}/api/events`, {
    headers: { cookie: who.cookie, ...(lastEventId && { 'last-event-id': lastEventId }) },
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let ended = false;
  const events = (): Event[] =>
    text
      .split('\n\n')
      .slice(0, -1)
      .map((block) => Object.fromEntries(block.split('\n').map((line) => line.split(': ', 2))))
      // The bell's rings (a notification came, or was read) are another test's (notifications).
      .filter((fields) => fields.event && fields.event !== 'notification')
      .map((fields) => ({ id: fields.id, event: fields.event, data: JSON.parse(fields.data) }));
  const stream = {
    response,
    events,
    /** Reads on until `count` events came, or fails after `ms`. */
    async waitFor(count: number, ms = 3000): Promise<Event[]> {
      const deadline = Date.now() + ms;
      while (events().length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`${events().length} of ${count} events in ${ms} ms`);
        const next = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
        ]);
        if (next?.value) text += next.value;
        if (next?.done) {
          ended = true;
          break;
        }
      }
      return events();
    },
    ended: () => ended,
    close: () => controller.abort(),
  };
  streams.push(stream);
  return stream;
}

const startConversation = async () =>
  (await call(t.app, buyer, 'POST', '/api/conversations', { bookId })).json().id as string;
const write = (server: FastifyInstance, who: TestUser, id: string, body: string) =>
  call(server, who, 'POST', `/api/conversations/${id}/messages`, { body });

describe('the event stream', () => {
  it('is for someone signed in: a visitor is refused with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(response.statusCode).toBe(401);
  });

  it('tells the other party, and the sender’s other pages, of a new message at once; nobody else', async () => {
    const id = await startConversation();
    const sellerPage = await openStream(t.app, seller);
    const buyerOtherTab = await openStream(t.app, buyer);
    const strangerPage = await openStream(t.app, stranger);
    expect(sellerPage.response.headers.get('content-type')).toMatch(/^text\/event-stream/);

    const sent = Date.now();
    expect((await write(t.app, buyer, id, 'Is it still available?')).statusCode).toBe(201);
    const [heard] = await sellerPage.waitFor(1);
    expect(Date.now() - sent).toBeLessThan(1000);
    expect(heard).toMatchObject({
      event: 'message',
      data: { type: 'message', conversationId: id, senderId: buyer.id },
    });
    expect(Number(heard!.id)).toBeGreaterThan(0);
    expect((await buyerOtherTab.waitFor(1))[0]!.data).toMatchObject({ conversationId: id });
    await expect(strangerPage.waitFor(1, 300)).rejects.toThrow('0 of 1 events');
  });

  it('tells the writer when the other side has read the conversation', async () => {
    const id = await startConversation();
    await write(t.app, buyer, id, 'Can we meet at the library?');
    const buyerPage = await openStream(t.app, buyer);
    await call(t.app, seller, 'GET', `/api/conversations/${id}`);
    const [read] = await buyerPage.waitFor(1);
    expect(read).toMatchObject({ event: 'read', data: { type: 'read', conversationId: id } });
    const seen = (await call(t.app, buyer, 'GET', `/api/conversations/${id}`)).json();
    expect(Date.parse(seen.otherReadAt)).toBeGreaterThanOrEqual(
      Date.parse(seen.messages.at(-1).createdAt),
    );
  });

  it('a page that reconnects with Last-Event-ID first gets the messages it missed, in order', async () => {
    const id = await startConversation();
    const sellerPage = await openStream(t.app, seller);
    await write(t.app, buyer, id, 'First');
    const [first] = await sellerPage.waitFor(1);
    sellerPage.close();

    await write(t.app, buyer, id, 'Second, while the seller was away');
    await write(t.app, buyer, id, 'Third');
    const back = await openStream(t.app, seller, first!.id);
    const missed = await back.waitFor(2);
    expect(missed.map((e) => e.event)).toEqual(['message', 'message']);
    expect(Number(missed[0]!.id)).toBeGreaterThan(Number(first!.id));
    expect(Number(missed[1]!.id)).toBeGreaterThan(Number(missed[0]!.id));
  });

  it('a message written through one server reaches a page connected to another', async () => {
    const other = await t.anotherServer();
    const id = await startConversation();
    const sellerOnOther = await openStream(other, seller);
    await write(t.app, buyer, id, 'Through the first server');
    const [heard] = await sellerOnOther.waitFor(1);
    expect(heard!.data).toMatchObject({ type: 'message', conversationId: id });
  });

  it('ends its streams when the server shuts down, so stopping waits for none of them', async () => {
    const other = await t.anotherServer();
    const page = await openStream(other, buyer);
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await page.waitFor(1, 1000)).toEqual([]);
    expect(page.ended()).toBe(true);
  });
});
