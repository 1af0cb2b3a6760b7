import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, photo } from '../support/images';
import { createTestApp, type TestApp } from '../support/test-app';
import { addBook, bookInput } from '../support/books';
import { bookIt, call, CARDS, payWithCard, sellByCard } from '../support/orders';
import { nextAddress, signInAsAdmin, signUp, uploadPhoto, type TestUser } from '../support/users';

/**
 * Every API route × every kind of caller, with the status each must get. The rows are checked
 * against the app's own route list: a new route without a row here fails this test.
 */
type Caller = 'anonymous' | 'buyer' | 'seller' | 'admin';
type Row = {
  /** The request to make; it may create what it needs (a fresh target user, say). */
  request: (ctx: Context) => Promise<InjectOptions> | InjectOptions;
  expect: Record<Caller, number>;
  /** Another user of the owner's role, for routes about something a user owns. */
  other?: { role: Exclude<Caller, 'anonymous'>; status: number };
};
/** The app, and the seller and buyer who own the things rows act on. */
type Context = { app: TestApp['app']; seller: TestUser; buyer: TestUser };

const json = (method: InjectOptions['method'], url: string, payload?: object): InjectOptions => ({
  method,
  url,
  payload,
});
const everyone = (status: number) => ({
  anonymous: status,
  buyer: status,
  seller: status,
  admin: status,
});
const adminOnly = (status: number) => ({ anonymous: 401, buyer: 403, seller: 403, admin: status });
const signedIn = (status: number) => ({
  anonymous: 401,
  buyer: status,
  seller: status,
  admin: status,
});

const sellerOnly = (status: number) => ({ anonymous: 401, buyer: 403, seller: status, admin: 403 });
const buyerOnly = (status: number) => ({ anonymous: 401, buyer: status, seller: 403, admin: 403 });
const aBook = async ({ app, seller }: Context) => (await addBook(app, seller)).id;
/** A booking by the matrix's buyer, on a book from a seller of its own (sellers' uploads are limited per hour). */
const aBooking = async (ctx: Context) =>
  bookIt(ctx.app, ctx.buyer, (await addBook(ctx.app, await signUp(ctx.app, 'seller'))).id);

const anUpload = async (purpose: 'avatar' | 'book'): Promise<InjectOptions> => {
  const form = multipart('image', `${purpose}.jpg`, 'image/jpeg', await photo());
  return {
    method: 'POST',
    url: `/api/uploads/${purpose}`,
    headers: form.headers,
    payload: form.payload,
  };
};

/**
 * The conversation the matrix's buyer opened about a book of the matrix's seller: one book for
 * every row (a seller's photo uploads are limited per hour), so the same conversation each time.
 */
let conversationBook: Promise<string> | undefined;
const aConversation = async (ctx: Context, { fresh = false } = {}) => {
  conversationBook ??= aBook(ctx);
  const opened = await ctx.app.inject({
    method: 'POST',
    url: '/api/conversations',
    // A report opens the conversation to admins: the report row reports a conversation of its own.
    payload: { bookId: await (fresh ? aBook(ctx) : conversationBook) },
    headers: { cookie: ctx.buyer.cookie },
    remoteAddress: nextAddress(),
  });
  return opened.json().id as string;
};

/** One sale of the matrix seller's book to the matrix buyer, made once: both may rate it. */
let theSale: Promise<string> | undefined;
const aSale = (ctx: Context) =>
  (theSale ??= (async () => {
    const bookingId = await bookIt(ctx.app, ctx.buyer, await aBook(ctx));
    await sellByCard(ctx.app, ctx.buyer, ctx.seller, bookingId);
    return bookingId;
  })());
/** A review of its own (a fresh seller's sale, rated by the buyer), for a row that removes it. */
const aReview = async (ctx: Context) => {
  const someSeller = await signUp(ctx.app, 'seller');
  const bookingId = await bookIt(ctx.app, ctx.buyer, (await addBook(ctx.app, someSeller)).id);
  await sellByCard(ctx.app, ctx.buyer, someSeller, bookingId);
  await call(ctx.app, ctx.buyer, 'PUT', `/api/bookings/${bookingId}/review`, { stars: 3 });
  const page = await call(ctx.app, ctx.buyer, 'GET', `/api/sellers/${someSeller.id}`);
  return page.json().recentReviews[0].id as string;
};

/** One message through the contact form, made once: the contact inbox's rows all act on it. */
let contactMessage: Promise<string> | undefined;
const aContactMessage = ({ app }: Context) =>
  (contactMessage ??= (async () => {
    const sent = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { firstName: 'A', lastName: 'B', email: 'inbox-row@campus.test', message: 'Hello' },
      remoteAddress: nextAddress(),
    });
    return sent.json().id as string;
  })());

/** One booking by the matrix's buyer for the rows that leave it as it was, made once. */
let sharedBooking: Promise<string> | undefined;
const theBooking = (ctx: Context) => (sharedBooking ??= aBooking(ctx));
/** A booking for the cancel row: only its buyer's call cancels it; nobody else's touches it. */
let cancellable: Promise<string> | undefined;
const aCancellableBooking = (ctx: Context) => (cancellable ??= aBooking(ctx));
const tomorrow = () => new Date(Date.now() + 24 * 3600_000).toISOString();
/**
 * A meet-up route on a booking: its buyer gets `buyer` (the booking's state or side may refuse),
 * anyone not a party to it is told it does not exist.
 */
const partyOnly = (buyer: number) => ({ anonymous: 401, buyer, seller: 404, admin: 404 });

const MATRIX: Record<string, Row> = {
  // The booking is no offer: there is no price to counter or accept.
  'POST /api/bookings/:id/counter': {
    request: async (ctx) =>
      json('POST', `/api/bookings/${await theBooking(ctx)}/counter`, { price: 100 }),
    expect: partyOnly(409),
    other: { role: 'buyer', status: 404 },
  },
  'POST /api/bookings/:id/accept-offer': {
    request: async (ctx) => json('POST', `/api/bookings/${await theBooking(ctx)}/accept-offer`),
    expect: partyOnly(409),
    other: { role: 'buyer', status: 404 },
  },
  'POST /api/bookings/:id/propose': {
    request: async (ctx) =>
      json('POST', `/api/bookings/${await theBooking(ctx)}/propose`, { meetAt: tomorrow() }),
    expect: partyOnly(200),
    other: { role: 'buyer', status: 404 },
  },
  // The buyer proposed the time: only the seller may accept it.
  'POST /api/bookings/:id/accept': {
    request: async (ctx) => json('POST', `/api/bookings/${await theBooking(ctx)}/accept`),
    expect: partyOnly(409),
    other: { role: 'buyer', status: 404 },
  },
  'POST /api/bookings/:id/decline': {
    request: async (ctx) =>
      json('POST', `/api/bookings/${await theBooking(ctx)}/decline`, { reason: 'Sold offline' }),
    expect: partyOnly(403),
    other: { role: 'buyer', status: 404 },
  },
  'POST /api/bookings/:id/cancel': {
    request: async (ctx) => json('POST', `/api/bookings/${await aCancellableBooking(ctx)}/cancel`),
    expect: partyOnly(200),
    other: { role: 'buyer', status: 404 },
  },
  'POST /api/bookings/:id/no-show': {
    request: async (ctx) => json('POST', `/api/bookings/${await theBooking(ctx)}/no-show`),
    expect: partyOnly(409),
    other: { role: 'buyer', status: 404 },
  },
  // The matrix's booking is no no-show: its buyer is told so; nobody else hears of it.
  'POST /api/bookings/:id/no-show/dispute': {
    request: async (ctx) =>
      json('POST', `/api/bookings/${await theBooking(ctx)}/no-show/dispute`, {
        reason: 'I was there',
      }),
    expect: partyOnly(409),
    other: { role: 'buyer', status: 404 },
  },
  'GET /api/me/payouts': {
    request: () => json('GET', '/api/me/payouts'),
    expect: sellerOnly(200),
  },
  'GET /api/admin/gateway-reviews': {
    request: () => json('GET', '/api/admin/gateway-reviews'),
    expect: adminOnly(200),
  },
  'GET /api/admin/payouts': {
    request: () => json('GET', '/api/admin/payouts'),
    expect: adminOnly(200),
  },
  'GET /api/admin/overview': {
    request: () => json('GET', '/api/admin/overview?range=12w'),
    expect: adminOnly(200),
  },
  // The matrix's seller is owed nothing: a payout to them is more than they are owed.
  'POST /api/admin/payouts': {
    request: (ctx) =>
      json('POST', '/api/admin/payouts', {
        sellerId: ctx.seller.id,
        amount: 100,
        method: 'bkash',
        reference: 'TRX123456',
      }),
    expect: adminOnly(409),
  },
  'GET /api/admin/no-shows': {
    request: () => json('GET', '/api/admin/no-shows'),
    expect: adminOnly(200),
  },
  // Only a disputed no-show can be decided; the matrix's booking is none.
  'POST /api/admin/bookings/:id/no-show': {
    request: async (ctx) =>
      json('POST', `/api/admin/bookings/${await theBooking(ctx)}/no-show`, { upheld: true }),
    expect: adminOnly(409),
  },
  'POST /api/bookings/:id/pay-in-person': {
    request: async (ctx) => json('POST', `/api/bookings/${await theBooking(ctx)}/pay-in-person`),
    expect: partyOnly(409),
    other: { role: 'buyer', status: 404 },
  },
  'GET /api/bookings/:id/handover.svg': {
    request: async (ctx) => json('GET', `/api/bookings/${await theBooking(ctx)}/handover.svg`),
    expect: partyOnly(409),
    other: { role: 'buyer', status: 404 },
  },
  'POST /api/bookings/:id/handover': {
    request: async (ctx) =>
      json('POST', `/api/bookings/${await theBooking(ctx)}/handover`, { code: '123456' }),
    expect: partyOnly(403),
    other: { role: 'buyer', status: 404 },
  },
  'GET /api/isbn/:isbn': {
    // An invalid ISBN: the answer comes before any look-up, so no network is needed.
    request: () => json('GET', '/api/isbn/12345'),
    expect: { anonymous: 401, buyer: 403, seller: 400, admin: 403 },
  },
  'GET /api/me/saved-searches': {
    request: () => json('GET', '/api/me/saved-searches'),
    expect: signedIn(200),
  },
  'POST /api/me/saved-searches': {
    request: () => json('POST', '/api/me/saved-searches', { q: 'matrix' }),
    expect: signedIn(201),
  },
  // Someone else's saved search is as good as none.
  'DELETE /api/me/saved-searches/:id': {
    request: async (ctx) => {
      const kept = await call(ctx.app, ctx.buyer, 'POST', '/api/me/saved-searches', {
        q: 'kept by the buyer',
      });
      return json('DELETE', `/api/me/saved-searches/${kept.json().id}`);
    },
    expect: { anonymous: 401, buyer: 204, seller: 404, admin: 404 },
    other: { role: 'buyer', status: 404 },
  },
  'GET /api/me/notifications': {
    request: () => json('GET', '/api/me/notifications'),
    expect: signedIn(200),
  },
  'GET /api/me/notifications/unread': {
    request: () => json('GET', '/api/me/notifications/unread'),
    expect: signedIn(200),
  },
  'POST /api/me/notifications/read': {
    request: () => json('POST', '/api/me/notifications/read'),
    expect: signedIn(204),
  },
  'GET /api/me/notify': { request: () => json('GET', '/api/me/notify'), expect: signedIn(200) },
  'PATCH /api/me/notify': {
    request: () => json('PATCH', '/api/me/notify', { review: { email: true } }),
    expect: signedIn(200),
  },
  'GET /api/push/key': { request: () => json('GET', '/api/push/key'), expect: everyone(200) },
  // A push service of no browser: refused after the door let them in.
  'PUT /api/me/push-subscriptions': {
    request: () =>
      json('PUT', '/api/me/push-subscriptions', {
        endpoint: 'https://push.example.test/x',
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      }),
    expect: signedIn(400),
  },
  'DELETE /api/me/push-subscriptions': {
    request: () =>
      json('DELETE', '/api/me/push-subscriptions', { endpoint: 'https://push.example.test/x' }),
    expect: signedIn(204),
  },
  'GET /api/meetup-spots': {
    request: () => json('GET', '/api/meetup-spots'),
    expect: everyone(200),
  },
  'POST /api/admin/meetup-spots': {
    request: () =>
      json('POST', '/api/admin/meetup-spots', {
        name: `Spot ${Math.random().toString(36)}`,
        campusId: 'du',
      }),
    expect: adminOnly(201),
  },
  'DELETE /api/admin/meetup-spots/:id': {
    request: () => json('DELETE', `/api/admin/meetup-spots/${crypto.randomUUID()}`),
    expect: adminOnly(404),
  },
  'GET /api/admin/campuses': {
    request: () => json('GET', '/api/admin/campuses'),
    expect: adminOnly(200),
  },
  'POST /api/admin/campuses': {
    request: () => {
      const id = `matrix-${Math.random().toString(36).slice(2, 10)}`;
      return json('POST', '/api/admin/campuses', {
        id,
        name: `Matrix University ${id}`,
        nameBn: 'ম্যাট্রিক্স বিশ্ববিদ্যালয়',
        short: 'MX',
        shortBn: 'এমএক্স',
        city: 'Dhaka',
        cityBn: 'ঢাকা',
        domains: [`${id}.edu.bd`],
      });
    },
    expect: adminOnly(201),
  },
  'PATCH /api/admin/campuses/:id': {
    request: () => json('PATCH', '/api/admin/campuses/no-such-campus', { city: 'Dhaka' }),
    expect: adminOnly(404),
  },
  'POST /api/admin/campuses/:id/merge': {
    request: () => json('POST', '/api/admin/campuses/no-such-campus/merge', { into: 'du' }),
    expect: adminOnly(404),
  },
  'GET /api/campuses': {
    request: () => json('GET', '/api/campuses'),
    expect: everyone(200),
  },
  'GET /api/me/settings': { request: () => json('GET', '/api/me/settings'), expect: signedIn(200) },
  'PUT /api/me/settings': {
    request: () => json('PUT', '/api/me/settings', { phonePrivate: false }),
    expect: signedIn(200),
  },
  // The matrix's people keep their names, passwords and accounts: each request is refused after
  // the door let them in (nothing to change, a wrong current password).
  'PATCH /api/me/profile': {
    request: () => json('PATCH', '/api/me/profile', {}),
    expect: signedIn(400),
  },
  'POST /api/me/password': {
    request: () =>
      json('POST', '/api/me/password', {
        currentPassword: 'Not#The1Password',
        newPassword: 'Another#2027',
      }),
    expect: signedIn(400),
  },
  'POST /api/me/email': {
    request: () =>
      json('POST', '/api/me/email', { email: 'new@campus.test', password: 'Not#The1Password' }),
    expect: signedIn(400),
  },
  // The link's token is the proof, for anyone who opens it: a made-up one works for nobody.
  'POST /api/me/email/confirm': {
    request: () =>
      json('POST', '/api/me/email/confirm', { token: 'made-up-token-that-was-never-sent' }),
    expect: everyone(400),
  },
  'DELETE /api/me': {
    request: () => json('DELETE', '/api/me', { password: 'Not#The1Password' }),
    expect: signedIn(400),
  },
  'GET /api/me/blocks': { request: () => json('GET', '/api/me/blocks'), expect: signedIn(200) },
  // Blocking and lifting a block on someone made for the row: the matrix's people stay unblocked.
  'PUT /api/me/blocks/:userId': {
    request: async ({ app }) => json('PUT', `/api/me/blocks/${(await signUp(app, 'buyer')).id}`),
    expect: signedIn(200),
  },
  'DELETE /api/me/blocks/:userId': {
    request: async ({ app }) => json('DELETE', `/api/me/blocks/${(await signUp(app, 'buyer')).id}`),
    expect: signedIn(200),
  },
  'GET /api/me/student': { request: () => json('GET', '/api/me/student'), expect: signedIn(200) },
  // The matrix's people study at JU: a DU address is refused them after the door let them in, so
  // none of them has a code to confirm.
  'POST /api/me/student/code': {
    request: () => json('POST', '/api/me/student/code', { email: 'someone@du.ac.bd' }),
    // The admin chose no campus: theirs is refused for that.
    expect: { anonymous: 401, buyer: 400, seller: 400, admin: 409 },
  },
  'POST /api/me/student/confirm': {
    request: () => json('POST', '/api/me/student/confirm', { code: '123456' }),
    expect: signedIn(409),
  },
  // Asking for a role nobody takes up (admin): the matrix's people keep theirs for the other rows.
  'POST /api/me/roles': {
    request: () => json('POST', '/api/me/roles', { role: 'admin' }),
    expect: { anonymous: 401, buyer: 400, seller: 400, admin: 403 },
  },
  'PUT /api/bookings/:id/review': {
    request: async (ctx) => json('PUT', `/api/bookings/${await aSale(ctx)}/review`, { stars: 5 }),
    expect: { anonymous: 401, buyer: 201, seller: 201, admin: 403 },
    other: { role: 'buyer', status: 404 },
  },
  'GET /api/bookings/:id/review': {
    request: async (ctx) => json('GET', `/api/bookings/${await aSale(ctx)}/review`),
    expect: { anonymous: 401, buyer: 200, seller: 200, admin: 403 },
    other: { role: 'seller', status: 404 },
  },
  'GET /api/sellers/:id': {
    request: ({ seller }) => json('GET', `/api/sellers/${seller.id}`),
    expect: everyone(200),
  },
  'DELETE /api/admin/reviews/:id': {
    request: async (ctx) => json('DELETE', `/api/admin/reviews/${await aReview(ctx)}`),
    expect: adminOnly(200),
  },
  'GET /api/health': { request: () => json('GET', '/api/health'), expect: everyone(200) },
  'GET /api/openapi.json': {
    request: () => json('GET', '/api/openapi.json'),
    expect: everyone(200),
  },
  'GET /api/config': { request: () => json('GET', '/api/config'), expect: everyone(200) },
  'PUT /api/locale': {
    request: () => json('PUT', '/api/locale', { locale: 'en' }),
    expect: everyone(200),
  },
  'GET /api/categories': { request: () => json('GET', '/api/categories'), expect: everyone(200) },
  'GET /api/me': { request: () => json('GET', '/api/me'), expect: signedIn(200) },
  'GET /api/session': { request: () => json('GET', '/api/session'), expect: everyone(200) },
  'GET /api/me/stats': { request: () => json('GET', '/api/me/stats'), expect: signedIn(200) },
  'POST /api/contact': {
    request: () =>
      json('POST', '/api/contact', {
        firstName: 'A',
        lastName: 'B',
        email: `someone${Math.random().toString(36).slice(2)}@campus.test`,
        message: 'Hello',
      }),
    expect: everyone(201),
  },
  'GET /api/admin/contact-messages': {
    request: () => json('GET', '/api/admin/contact-messages'),
    expect: adminOnly(200),
  },
  'GET /api/admin/contact-inbox': {
    request: () => json('GET', '/api/admin/contact-inbox?box=open'),
    expect: adminOnly(200),
  },
  'GET /api/admin/contact-inbox/:id': {
    request: async (ctx) => json('GET', `/api/admin/contact-inbox/${await aContactMessage(ctx)}`),
    expect: adminOnly(200),
  },
  'POST /api/admin/contact-inbox/:id/reply': {
    request: async (ctx) =>
      json('POST', `/api/admin/contact-inbox/${await aContactMessage(ctx)}/reply`, {
        body: 'Thanks for writing.',
      }),
    expect: adminOnly(201),
  },
  'POST /api/admin/contact-inbox/:id/archive': {
    request: async (ctx) =>
      json('POST', `/api/admin/contact-inbox/${await aContactMessage(ctx)}/archive`, {
        archived: true,
      }),
    expect: adminOnly(200),
  },
  'POST /api/uploads/avatar': {
    request: () => anUpload('avatar'),
    // Signing up needs a photo first, so anyone may upload one.
    expect: everyone(201),
  },
  'POST /api/uploads/book': {
    request: () => anUpload('book'),
    expect: sellerOnly(201),
  },
  'GET /api/admin/users': {
    request: () => json('GET', '/api/admin/users?role=seller'),
    expect: adminOnly(200),
  },
  'PATCH /api/admin/users/:id': {
    request: async ({ app }) =>
      json('PATCH', `/api/admin/users/${(await signUp(app, 'seller')).id}`, { verified: true }),
    expect: adminOnly(200),
    other: { role: 'admin', status: 200 },
  },
  'GET /api/books': {
    request: () => json('GET', '/api/books?q=algorithms'),
    expect: everyone(200),
  },
  'GET /api/categories/:id/books': {
    request: () => json('GET', '/api/categories/novel-and-story/books'),
    expect: signedIn(200),
  },
  'GET /api/books/:id': {
    request: async (ctx) => json('GET', `/api/books/${await aBook(ctx)}`),
    // A shared link opens the book for anyone.
    expect: everyone(200),
  },
  'GET /api/sellers/:id/books': {
    request: ({ seller }) => json('GET', `/api/sellers/${seller.id}/books`),
    // A seller's shop is open to anyone, as their page is.
    expect: everyone(200),
  },
  'POST /api/books': {
    request: async ({ app, seller }) =>
      json('POST', '/api/books', {
        ...bookInput(),
        image: await uploadPhoto(app, { cookie: seller.cookie, purpose: 'book' }),
      }),
    // The photo belongs to the seller who uploaded it; the caller is checked before the photo.
    expect: sellerOnly(201),
  },
  'PATCH /api/books/:id': {
    request: async (ctx) => json('PATCH', `/api/books/${await aBook(ctx)}`, { price: 500 }),
    expect: sellerOnly(200),
    other: { role: 'seller', status: 403 },
  },
  'GET /api/me/books': { request: () => json('GET', '/api/me/books'), expect: sellerOnly(200) },
  'POST /api/books/:id/advertise': {
    request: async (ctx) => json('POST', `/api/books/${await aBook(ctx)}/advertise`),
    expect: sellerOnly(200),
    other: { role: 'seller', status: 403 },
  },
  'DELETE /api/books/:id': {
    request: async (ctx) => json('DELETE', `/api/books/${await aBook(ctx)}`),
    // An admin may delete only a reported book; this one was not reported.
    expect: { anonymous: 401, buyer: 403, seller: 200, admin: 403 },
    other: { role: 'seller', status: 403 },
  },
  'POST /api/books/:id/report': {
    request: async (ctx) => json('POST', `/api/books/${await aBook(ctx)}/report`, {}),
    expect: buyerOnly(200),
  },
  // A review written by a buyer of its own (the matrix buyer's bookings are rate-limited).
  'POST /api/reviews/:id/report': {
    request: async ({ app }) =>
      json(
        'POST',
        `/api/reviews/${await aReview({ app, buyer: await signUp(app, 'buyer') } as Context)}/report`,
        {},
      ),
    expect: signedIn(200),
  },
  'GET /api/admin/moderation': {
    request: () => json('GET', '/api/admin/moderation'),
    expect: adminOnly(200),
  },
  'GET /api/admin/waiting': {
    request: () => json('GET', '/api/admin/waiting'),
    expect: adminOnly(200),
  },
  'POST /api/admin/moderation/:kind/:id/decision': {
    request: async (ctx) => {
      const reported = (await addBook(ctx.app, await signUp(ctx.app, 'seller'))).id;
      await call(ctx.app, ctx.buyer, 'POST', `/api/books/${reported}/report`, {});
      return json('POST', `/api/admin/moderation/book/${reported}/decision`, {
        action: 'dismiss',
        reason: 'no-violation',
      });
    },
    expect: adminOnly(200),
  },
  'GET /api/admin/users/search': {
    request: () => json('GET', '/api/admin/users/search?q=test&role=buyer'),
    expect: adminOnly(200),
  },
  'GET /api/admin/users/export.csv': {
    request: () => json('GET', '/api/admin/users/export.csv?role=seller'),
    expect: adminOnly(200),
  },
  'GET /api/admin/users/:id/record': {
    request: (ctx) => json('GET', `/api/admin/users/${ctx.seller.id}/record`),
    expect: adminOnly(200),
  },
  'POST /api/admin/users/:id/suspension': {
    request: async ({ app }) =>
      json('POST', `/api/admin/users/${(await signUp(app, 'buyer')).id}/suspension`, {
        suspend: '1',
        reason: 'spam',
      }),
    expect: adminOnly(200),
  },
  // Nobody here is suspended: there is nothing to lift.
  'DELETE /api/admin/users/:id/suspension': {
    request: (ctx) => json('DELETE', `/api/admin/users/${ctx.buyer.id}/suspension`),
    expect: adminOnly(404),
  },
  'GET /api/admin/audit': {
    request: () => json('GET', '/api/admin/audit?action=user.'),
    expect: adminOnly(200),
  },
  'GET /api/admin/reported-books': {
    request: () => json('GET', '/api/admin/reported-books'),
    expect: adminOnly(200),
  },
  'POST /api/admin/reported-books/:id/dismiss': {
    request: async (ctx) => {
      const id = await aBook(ctx);
      await ctx.app.inject({
        method: 'POST',
        url: `/api/books/${id}/report`,
        payload: {},
        headers: { cookie: ctx.buyer.cookie },
      });
      return json('POST', `/api/admin/reported-books/${id}/dismiss`);
    },
    expect: adminOnly(200),
    other: { role: 'admin', status: 200 },
  },
  'GET /api/me/wishlist': {
    request: () => json('GET', '/api/me/wishlist'),
    expect: buyerOnly(200),
  },
  'PUT /api/me/wishlist/:bookId': {
    request: async (ctx) => json('PUT', `/api/me/wishlist/${await aBook(ctx)}`),
    expect: buyerOnly(200),
  },
  'DELETE /api/me/wishlist/:bookId': {
    request: async (ctx) => json('DELETE', `/api/me/wishlist/${await aBook(ctx)}`),
    expect: buyerOnly(200),
  },
  'POST /api/bookings': {
    request: async ({ app }) =>
      json('POST', '/api/bookings', {
        bookId: (await addBook(app, await signUp(app, 'seller'))).id,
        phone: '01812345678',
        meetingLocation: 'TSC',
      }),
    expect: buyerOnly(201),
  },
  'GET /api/me/bookings': {
    request: () => json('GET', '/api/me/bookings'),
    expect: buyerOnly(200),
  },
  'GET /api/me/buyers': { request: () => json('GET', '/api/me/buyers'), expect: sellerOnly(200) },
  'GET /api/bookings/:id': {
    request: async (ctx) => json('GET', `/api/bookings/${await aBooking(ctx)}`),
    expect: { anonymous: 401, buyer: 200, seller: 403, admin: 200 },
    other: { role: 'buyer', status: 403 },
  },
  'POST /api/bookings/:id/payment-intent': {
    request: async (ctx) => json('POST', `/api/bookings/${await aBooking(ctx)}/payment-intent`),
    expect: buyerOnly(200),
    other: { role: 'buyer', status: 403 },
  },
  'POST /api/bookings/:id/payment': {
    request: async (ctx) => {
      const id = await aBooking(ctx);
      const { intent } = await payWithCard(ctx.app, ctx.buyer, id);
      return json('POST', `/api/bookings/${id}/payment`, { paymentIntentId: intent.intentId });
    },
    expect: buyerOnly(200),
    other: { role: 'buyer', status: 403 },
  },
  'POST /api/test-payments/:intentId/confirm': {
    request: async (ctx) => {
      const id = await aBooking(ctx);
      const intent = (
        await call(ctx.app, ctx.buyer, 'POST', `/api/bookings/${id}/payment-intent`)
      ).json();
      return json('POST', `/api/test-payments/${intent.intentId}/confirm`, {
        cardNumber: CARDS.ok,
        expiry: '12/34',
        cvc: '123',
        name: 'A',
      });
    },
    expect: buyerOnly(200),
    other: { role: 'buyer', status: 404 },
  },
  'POST /api/conversations': {
    request: async (ctx) => json('POST', '/api/conversations', { bookId: await aBook(ctx) }),
    expect: buyerOnly(200),
  },
  'GET /api/events': {
    // The stream stays open: the matrix reads its status, then hangs up as a browser would.
    request: () => ({ ...json('GET', '/api/events'), signal: AbortSignal.timeout(300) }),
    expect: signedIn(200),
  },
  'GET /api/conversations': {
    request: () => json('GET', '/api/conversations'),
    expect: signedIn(200),
  },
  'GET /api/conversations/unread': {
    request: () => json('GET', '/api/conversations/unread'),
    expect: signedIn(200),
  },
  // The matrix's buyer asks the matrix's seller: an admin, like any stranger, is told it does not exist.
  'GET /api/conversations/:id': {
    request: async (ctx) => json('GET', `/api/conversations/${await aConversation(ctx)}`),
    expect: { anonymous: 401, buyer: 200, seller: 200, admin: 404 },
    other: { role: 'buyer', status: 404 },
  },
  'POST /api/conversations/:id/messages': {
    request: async (ctx) =>
      json('POST', `/api/conversations/${await aConversation(ctx)}/messages`, { body: 'Hello' }),
    expect: { anonymous: 401, buyer: 201, seller: 201, admin: 404 },
    other: { role: 'seller', status: 404 },
  },
  'POST /api/conversations/:id/report': {
    request: async (ctx) =>
      json('POST', `/api/conversations/${await aConversation(ctx, { fresh: true })}/report`, {}),
    expect: { anonymous: 401, buyer: 200, seller: 200, admin: 404 },
    other: { role: 'buyer', status: 404 },
  },
  'GET /api/admin/reported-conversations': {
    request: () => json('GET', '/api/admin/reported-conversations'),
    expect: adminOnly(200),
  },
  // The provider calls it; the signature, not a session, decides (no signature here: 400 for everyone).
  'POST /api/payments/webhook': {
    request: () => json('POST', '/api/payments/webhook', {}),
    expect: everyone(400),
  },
  'DELETE /api/admin/users/:id': {
    request: async ({ app }) =>
      json('DELETE', `/api/admin/users/${(await signUp(app, 'buyer')).id}`),
    expect: adminOnly(200),
    other: { role: 'admin', status: 200 },
  },
  // A fresh admin each time, so the caller is never the last admin nor the target.
  'DELETE /api/admin/users/:id/admin': {
    request: async ({ app }) =>
      json('DELETE', `/api/admin/users/${(await signInAsAdmin(app, t.db)).id}/admin`),
    expect: adminOnly(200),
    other: { role: 'admin', status: 200 },
  },
};

let t: TestApp;
let callers: Record<Exclude<Caller, 'anonymous'>, TestUser>;
let others: Record<Exclude<Caller, 'anonymous'>, TestUser>;
beforeAll(async () => {
  t = await createTestApp();
  const makeAdmin = async () => signInAsAdmin(t.app, t.db);
  callers = {
    buyer: await signUp(t.app, 'buyer'),
    seller: await signUp(t.app, 'seller'),
    admin: await makeAdmin(),
  };
  others = {
    buyer: await signUp(t.app, 'buyer'),
    seller: await signUp(t.app, 'seller'),
    admin: await makeAdmin(),
  };
});
afterAll(() => t.close());

async function callAs(row: Row, user: TestUser | null) {
  const options = await row.request({ app: t.app, seller: callers.seller, buyer: callers.buyer });
  const headers = { ...(options.headers ?? {}), ...(user ? { cookie: user.cookie } : {}) };
  return t.app.inject({ ...options, headers, remoteAddress: nextAddress() });
}

describe('authorization matrix', () => {
  it('has exactly one row for every API route the app serves', () => {
    const served = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    expect(Object.keys(MATRIX).sort()).toEqual(served);
  });

  for (const [route, row] of Object.entries(MATRIX)) {
    for (const caller of ['anonymous', 'buyer', 'seller', 'admin'] as const) {
      it(`${route} answers ${row.expect[caller]} to ${caller === 'anonymous' ? 'an anonymous caller' : `a ${caller}`}`, async () => {
        const response = await callAs(row, caller === 'anonymous' ? null : callers[caller]);
        expect(response.statusCode, response.body).toBe(row.expect[caller]);
      });
    }
    if (row.other) {
      const { role, status } = row.other;
      it(`${route} answers ${status} to another ${role}`, async () => {
        expect((await callAs(row, others[role])).statusCode).toBe(status);
      });
    }
  }
});

describe('a person who buys and sells', () => {
  it('is let in wherever either of their roles is, and kept out where neither is', async () => {
    const person = async (role: 'buyer' | 'seller', alsoAs?: 'buyer' | 'seller') => {
      const who = await signUp(t.app, role);
      if (alsoAs)
        expect((await call(t.app, who, 'POST', '/api/me/roles', { role: alsoAs })).statusCode).toBe(
          200,
        );
      return who;
    };
    const people = {
      buyer: await person('buyer'),
      seller: await person('seller'),
      buyerWhoSells: await person('buyer', 'seller'),
      sellerWhoBuys: await person('seller', 'buyer'),
    };
    // The door is the first thing a request meets: an id nobody has, and no body, reach no further
    // than the route's own refusals, the same for everyone the door lets in.
    const NOBODY = '00000000-0000-4000-8000-000000000000';
    const keptOut = async (who: TestUser, method: string, url: string) => {
      const response = await call(
        t.app,
        who,
        method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        url.replace(/:\w+/g, NOBODY),
      );
      return response.statusCode === 403 && response.json().error.code === 'FORBIDDEN';
    };
    const byRole = t.app.apiRoutes.filter((route) => Array.isArray(route.access));
    expect(byRole.length).toBeGreaterThan(40);
    for (const { method, url, access } of byRole) {
      const roles = access as readonly string[];
      const route = `${method} ${url}`;
      const asBuyer = await keptOut(people.buyer, method, url);
      const asSeller = await keptOut(people.seller, method, url);
      expect(asBuyer, `${route}: a buyer`).toBe(!roles.includes('buyer'));
      expect(asSeller, `${route}: a seller`).toBe(!roles.includes('seller'));
      for (const both of [people.buyerWhoSells, people.sellerWhoBuys])
        expect(await keptOut(both, method, url), `${route}: a buyer and seller`).toBe(
          asBuyer && asSeller,
        );
    }
  });
});
