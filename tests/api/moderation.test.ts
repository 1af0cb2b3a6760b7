// One moderation queue for reported books, conversations and reviews: an admin decides each with a
// reason, both sides are told in their language, a suspended user is refused at sign-in and told
// why, repeat offenders stand out, and every decision is in the audit log.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../src/shared/schemas/audit';
import type { AdminWaiting, ModerationItem } from '../../src/shared/schemas/moderation';
import type { Notification } from '../../src/shared/schemas/notifications';
import type { DirectoryPage, UserRecord } from '../../src/shared/schemas/user-record';
import { session, user } from '../../src/server/db/schema/auth';
import { addBook } from '../support/books';
import { bookIt, call, sellByCard } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { nextAddress, signIn, signInAsAdmin, signUp, type TestUser } from '../support/users';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAsAdmin(t.app, t.db);
});
afterAll(() => t.close());

const queue = async () => {
  const answer = await call(t.app, admin, 'GET', '/api/admin/moderation');
  if (answer.statusCode !== 200) throw new Error(answer.body);
  return answer.json() as ModerationItem[];
};
const decide = (kind: string, id: string, body: object) =>
  call(t.app, admin, 'POST', `/api/admin/moderation/${kind}/${id}/decision`, body);
const notificationsOf = async (who: TestUser) =>
  (await call(t.app, who, 'GET', '/api/me/notifications')).json() as Notification[];
const auditOf = async (target: string) =>
  (await call(t.app, admin, 'GET', `/api/admin/audit?target=${target}`)).json() as AuditPage;

/** A sale handed over, and the buyer's review of the seller: its id. */
async function reviewedSale(seller: TestUser, buyer: TestUser, comment: string) {
  const listed = await addBook(t.app, seller, { name: 'Reviewed Sale' });
  const bookingId = await bookIt(t.app, buyer, listed.id);
  await sellByCard(t.app, buyer, seller, bookingId);
  const rated = await call(t.app, buyer, 'PUT', `/api/bookings/${bookingId}/review`, {
    stars: 1,
    comment,
  });
  expect(rated.statusCode).toBe(201);
  const profile = (await call(t.app, seller, 'GET', `/api/sellers/${seller.id}`)).json();
  return profile.recentReviews.find((r: { comment: string }) => r.comment === comment).id as string;
}

describe('the moderation queue', () => {
  it('a reported review waits in the queue with its reason; removed, it is gone from the seller page and both sides are told', async () => {
    const seller = await signUp(t.app, 'seller', 'Rafi Seller');
    const buyer = await signUp(t.app, 'buyer', 'Rude Buyer');
    await t.db.update(user).set({ locale: 'bn' }).where(eq(user.id, buyer.id));
    const reviewId = await reviewedSale(seller, buyer, 'Worst person ever, a cheat');
    // The one it is about reports it, with a reason.
    expect(
      (
        await call(t.app, seller, 'POST', `/api/reviews/${reviewId}/report`, {
          reason: 'offensive',
        })
      ).statusCode,
    ).toBe(200);
    // Its author cannot report their own review.
    expect(
      (await call(t.app, buyer, 'POST', `/api/reviews/${reviewId}/report`, {})).json().error.code,
    ).toBe('OWN_REVIEW');
    const item = (await queue()).find((i) => i.id === reviewId)!;
    expect(item).toMatchObject({
      kind: 'review',
      excerpt: 'Worst person ever, a cheat',
      stars: 1,
      reasons: ['offensive'],
      reporters: ['Rafi Seller'],
      owner: { id: buyer.id, name: 'Rude Buyer', upheld: 0 },
    });

    const decided = await decide('review', reviewId, {
      action: 'remove',
      reason: 'offensive',
      note: 'Please keep reviews about the sale.',
    });
    expect(decided.statusCode).toBe(200);
    expect((await queue()).some((i) => i.id === reviewId)).toBe(false);
    const profile = (await call(t.app, seller, 'GET', `/api/sellers/${seller.id}`)).json();
    expect(profile.recentReviews.some((r: { id: string }) => r.id === reviewId)).toBe(false);

    // The reporter is told the outcome and the reason; the author also the admin's words.
    const [toReporter] = await notificationsOf(seller);
    expect(toReporter).toMatchObject({
      kind: 'moderation',
      decision: { kind: 'review', action: 'remove', reason: 'offensive', role: 'reporter' },
    });
    const [toOwner] = await notificationsOf(buyer);
    expect(toOwner).toMatchObject({
      kind: 'moderation',
      decision: { action: 'remove', role: 'owner', note: 'Please keep reviews about the sale.' },
    });
    // Decided once: deciding again is refused, and nothing more is written.
    const again = await decide('review', reviewId, { action: 'dismiss', reason: 'no-violation' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_DECIDED');
    const log = await auditOf(reviewId);
    expect(log.items).toMatchObject([
      {
        action: 'moderation.remove',
        actor: { id: admin.id },
        target: { type: 'review', id: reviewId, name: 'Reviewed Sale' },
        details: { reason: 'offensive', ownerId: buyer.id },
      },
    ]);
  });

  it('a review dismissed and then reported again waits in the queue again', async () => {
    const seller = await signUp(t.app, 'seller');
    const buyer = await signUp(t.app, 'buyer');
    const reviewId = await reviewedSale(seller, buyer, 'Slow to answer');
    await call(t.app, seller, 'POST', `/api/reviews/${reviewId}/report`, {});
    await decide('review', reviewId, { action: 'dismiss', reason: 'no-violation' });
    expect((await queue()).some((i) => i.id === reviewId)).toBe(false);
    await call(t.app, seller, 'POST', `/api/reviews/${reviewId}/report`, { reason: 'fake' });
    expect((await queue()).find((i) => i.id === reviewId)?.reasons).toEqual(['fake']);
  });

  it('a reported conversation is judged against the party who did not report it; a conversation cannot be removed', async () => {
    const seller = await signUp(t.app, 'seller', 'Harassing Seller');
    const buyer = await signUp(t.app, 'buyer', 'Harassed Buyer');
    const listed = await addBook(t.app, seller);
    const started = await call(t.app, buyer, 'POST', '/api/conversations', {
      bookId: listed.id,
      body: 'Is it still available?',
    });
    const id = started.json().id as string;
    await call(t.app, seller, 'POST', `/api/conversations/${id}/messages`, {
      body: 'Send me money on bKash first',
    });
    await call(t.app, buyer, 'POST', `/api/conversations/${id}/report`, { reason: 'scam' });
    const item = (await queue()).find((i) => i.id === id)!;
    expect(item).toMatchObject({
      kind: 'conversation',
      link: `/dashboard/reportedChats/${id}`,
      reporters: ['Harassed Buyer'],
      owner: { id: seller.id },
    });
    const removed = await decide('conversation', id, { action: 'remove', reason: 'scam' });
    expect(removed.statusCode).toBe(400);
    expect(removed.json().error.code).toBe('DECISION_NOT_APPLICABLE');
    expect((await decide('conversation', id, { action: 'warn', reason: 'scam' })).statusCode).toBe(
      200,
    );
    expect((await notificationsOf(seller))[0]).toMatchObject({
      kind: 'moderation',
      link: `/dashboard/messages/${id}`,
      decision: { kind: 'conversation', action: 'warn', role: 'owner' },
    });
    expect((await notificationsOf(buyer))[0]!.decision).toMatchObject({ role: 'reporter' });
    // Reported again later: it is back in the queue.
    await call(t.app, buyer, 'POST', `/api/conversations/${id}/report`, {});
    expect((await queue()).some((i) => i.id === id)).toBe(true);
  });

  it('someone decided against before, with more reports waiting, is marked a repeat offender', async () => {
    const seller = await signUp(t.app, 'seller', 'Repeat Seller');
    const reporter = await signUp(t.app, 'buyer');
    const books = await Promise.all(
      [1, 2, 3].map((n) => addBook(t.app, seller, { name: `Fake ${n}` })),
    );
    for (const listed of books)
      await call(t.app, reporter, 'POST', `/api/books/${listed.id}/report`, { reason: 'fake' });
    expect((await queue()).find((i) => i.id === books[0]!.id)!.owner).toMatchObject({
      upheld: 0,
      open: 3,
      repeat: true,
    });
    await decide('book', books[0]!.id, { action: 'remove', reason: 'misleading' });
    const later = (await queue()).find((i) => i.id === books[1]!.id)!;
    expect(later.owner).toMatchObject({ upheld: 1, open: 2, repeat: true });
    // The removed book is off the market; its seller's record shows the decision.
    expect((await call(t.app, reporter, 'GET', `/api/books/${books[0]!.id}`)).statusCode).toBe(410);
    const record = (
      await call(t.app, admin, 'GET', `/api/admin/users/${seller.id}/record`)
    ).json() as UserRecord;
    expect(record.decisions).toMatchObject([
      { kind: 'book', action: 'remove', reason: 'misleading', bookName: 'Fake 1' },
    ]);
    // Dismissed: the book stays, its reports close (the spec's Reported Items too).
    await decide('book', books[1]!.id, { action: 'dismiss', reason: 'no-violation' });
    const reported = (await call(t.app, admin, 'GET', '/api/admin/reported-books')).json();
    expect(reported.some((b: { id: string }) => b.id === books[1]!.id)).toBe(false);
    expect((await call(t.app, reporter, 'GET', `/api/books/${books[1]!.id}`)).statusCode).toBe(200);
  });
});

describe("the admin menu's counts", () => {
  /** The counts, checked against the queue they count. */
  const waiting = async () => {
    const answer = await call(t.app, admin, 'GET', '/api/admin/waiting');
    expect(answer.statusCode, answer.body).toBe(200);
    const counts = answer.json() as AdminWaiting;
    expect(counts.moderation).toBe((await queue()).length);
    return counts;
  };
  const contactUs = async (message: string) => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { firstName: 'Nusrat', lastName: 'Jahan', email: 'nusrat@campus.test', message },
      remoteAddress: nextAddress(),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    return sent.json().id as string;
  };

  it('count what waits in the moderation queue as items are reported and decided', async () => {
    const { moderation: before, inbox } = await waiting();
    const seller = await signUp(t.app, 'seller');
    const buyer = await signUp(t.app, 'buyer');
    const listed = await addBook(t.app, seller);
    // A book reported by two people is one item.
    await call(t.app, buyer, 'POST', `/api/books/${listed.id}/report`, { reason: 'scam' });
    await call(t.app, await signUp(t.app, 'buyer'), 'POST', `/api/books/${listed.id}/report`, {});
    expect(await waiting()).toEqual({ moderation: before + 1, inbox });
    const started = await call(t.app, buyer, 'POST', '/api/conversations', {
      bookId: listed.id,
      body: 'Is it still available?',
    });
    const conversationId = started.json().id as string;
    await call(t.app, seller, 'POST', `/api/conversations/${conversationId}/report`, {});
    const reviewId = await reviewedSale(seller, buyer, 'Never on time');
    await call(t.app, seller, 'POST', `/api/reviews/${reviewId}/report`, {});
    expect((await waiting()).moderation).toBe(before + 3);

    await decide('book', listed.id, { action: 'dismiss', reason: 'no-violation' });
    await decide('review', reviewId, { action: 'remove', reason: 'offensive' });
    expect((await waiting()).moderation).toBe(before + 1);
    await decide('conversation', conversationId, { action: 'warn', reason: 'harassment' });
    expect(await waiting()).toEqual({ moderation: before, inbox });
    // Reported again after its decision, the conversation waits again.
    await call(t.app, seller, 'POST', `/api/conversations/${conversationId}/report`, {});
    expect((await waiting()).moderation).toBe(before + 1);
  });

  it('count the contact messages nobody has opened, once each, until opened or archived', async () => {
    const { moderation, inbox: before } = await waiting();
    const first = await contactUs('Where do we meet to hand over?');
    const second = await contactUs('Can I sell lab manuals here?');
    expect(await waiting()).toEqual({ moderation, inbox: before + 2 });
    const opened = await call(t.app, admin, 'GET', `/api/admin/contact-inbox/${first}`);
    expect(opened.statusCode).toBe(200);
    expect((await waiting()).inbox).toBe(before + 1);
    // Opening it again changes nothing.
    await call(t.app, admin, 'GET', `/api/admin/contact-inbox/${first}`);
    expect((await waiting()).inbox).toBe(before + 1);
    // Archived unopened, it leaves the open box, and the count.
    await call(t.app, admin, 'POST', `/api/admin/contact-inbox/${second}/archive`, {
      archived: true,
    });
    expect(await waiting()).toEqual({ moderation, inbox: before });
  });
});

describe('suspending a user', () => {
  it('a suspended user is signed out at once, refused at sign-in with until when and why, and let back in when reinstated', async () => {
    const seller = await signUp(t.app, 'seller', 'Suspended Seller');
    const listed = await addBook(t.app, seller);
    const reporter = await signUp(t.app, 'buyer');
    await call(t.app, reporter, 'POST', `/api/books/${listed.id}/report`, { reason: 'scam' });
    const decided = await decide('book', listed.id, {
      action: 'suspend',
      reason: 'scam',
      note: 'Asked buyers to pay in advance.',
      suspend: '7',
    });
    expect(decided.statusCode).toBe(200);
    // The session they had ends.
    expect((await call(t.app, seller, 'GET', '/api/me')).statusCode).toBe(401);
    expect(await t.db.select().from(session).where(eq(session.userId, seller.id))).toEqual([]);
    const refused = await signIn(t.app, seller.email);
    expect(refused.statusCode).toBe(403);
    const error = refused.json().error;
    expect(error).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      key: 'accountSuspended',
      params: { reason: 'scam', note: 'Asked buyers to pay in advance.' },
    });
    const days = (new Date(error.params.until).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect((await auditOf(seller.id)).items[0]).toMatchObject({
      action: 'user.suspend',
      details: { reason: 'scam' },
    });

    expect(
      (await call(t.app, admin, 'DELETE', `/api/admin/users/${seller.id}/suspension`)).statusCode,
    ).toBe(200);
    expect((await signIn(t.app, seller.email)).statusCode).toBe(200);
    expect((await auditOf(seller.id)).items[0]!.action).toBe('user.reinstate');
  });

  it('a ban has no end and says so; an admin cannot be suspended; nobody else may suspend', async () => {
    const buyer = await signUp(t.app, 'buyer');
    const other = await signUp(t.app, 'seller');
    expect(
      (
        await call(t.app, other, 'POST', `/api/admin/users/${buyer.id}/suspension`, {
          suspend: 'ban',
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(403);
    const banned = await call(t.app, admin, 'POST', `/api/admin/users/${buyer.id}/suspension`, {
      suspend: 'ban',
      reason: 'spam',
    });
    expect(banned.statusCode).toBe(200);
    expect((await signIn(t.app, buyer.email)).json().error).toMatchObject({
      key: 'accountBanned',
      params: { reason: 'spam' },
    });
    const anAdmin = await call(t.app, admin, 'POST', `/api/admin/users/${admin.id}/suspension`, {
      suspend: '1',
      reason: 'spam',
    });
    expect(anAdmin.json().error.code).toBe('CANNOT_SUSPEND_ADMIN');
    const unknownLength = await call(
      t.app,
      admin,
      'POST',
      `/api/admin/users/${other.id}/suspension`,
      {
        suspend: '2',
        reason: 'spam',
      },
    );
    expect(unknownLength.statusCode).toBe(400);
    expect((await signIn(t.app, other.email)).statusCode).toBe(200);
  });
});

describe('finding users', () => {
  it('an admin finds users by name or address, role, campus and the suspended, and exports them as CSV with formulas defused', async () => {
    const named = await signUp(t.app, 'seller', '=HYPERLINK("x") Nusrat', { campusId: 'du' });
    const search = async (query: string) =>
      (await call(t.app, admin, 'GET', `/api/admin/users/search?${query}`)).json() as DirectoryPage;
    expect((await search('q=nusrat')).items.map((u) => u.id)).toEqual([named.id]);
    expect((await search(`q=${encodeURIComponent(named.email)}`)).items).toHaveLength(1);
    expect((await search('q=nusrat&role=buyer')).items).toEqual([]);
    expect((await search('q=nusrat&campus=du&role=seller')).items[0]).toMatchObject({
      campus: expect.any(String),
      roles: ['seller'],
      suspension: null,
    });
    expect((await search('q=nusrat&campus=ju')).items).toEqual([]);
    // A percent sign is a letter, not "everything".
    expect((await search('q=%25')).items).toEqual([]);
    const suspended = (await search('suspended=true')).items;
    expect(suspended.every((u) => u.suspension !== null)).toBe(true);

    const csv = await call(t.app, admin, 'GET', '/api/admin/users/export.csv?q=nusrat');
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('id,name,email,role');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") Nusrat"`);
    expect(lines).toHaveLength(2);
  });

  it("an admin reading in Bangla finds a user's campus named in Bangla, in the search, the export and their record", async () => {
    const student = await signUp(t.app, 'buyer', 'Tahmina Akter', { campusId: 'du' });
    const inBangla = { ...admin, cookie: `${admin.cookie}; boipoka-lang=bn` };
    const found = (
      await call(t.app, inBangla, 'GET', '/api/admin/users/search?q=tahmina')
    ).json() as DirectoryPage;
    expect(found.items[0]?.campus).toBe('ঢাকা বিশ্ববিদ্যালয়');
    const csv = await call(t.app, inBangla, 'GET', '/api/admin/users/export.csv?q=tahmina');
    expect(csv.body).toContain('ঢাকা বিশ্ববিদ্যালয়');
    const record = await call(t.app, inBangla, 'GET', `/api/admin/users/${student.id}/record`);
    expect(record.json().user.campus).toBe('ঢাকা বিশ্ববিদ্যালয়');
    // In English, as before.
    const english = await call(t.app, admin, 'GET', `/api/admin/users/${student.id}/record`);
    expect(english.json().user.campus).toBe('University of Dhaka');
  });
});
