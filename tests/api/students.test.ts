// Students you can trust: a university address of one's own campus, confirmed by a code sent to
// it, makes a verified student for a year; and one account buys and sells.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentCode, user } from '../../src/server/db/schema/auth';
import type { Book, BookPage } from '../../src/shared/schemas/books';
import type { SellerProfile } from '../../src/shared/schemas/reviews';
import type { StudentStatus } from '../../src/shared/schemas/students';
import { addBook } from '../support/books';
import { call } from '../support/orders';
import { mailsTo } from '../support/outbox';
import { createTestApp, type TestApp } from '../support/test-app';
import { nextAddress, signInAsAdmin, signUp, type TestUser } from '../support/users';

let t: TestApp;
let serial = 0;
/** A fresh address at `domain`, as a new student's would be. */
const addressAt = (domain: string) => `student${Date.now()}${++serial}@${domain}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const askCode = (who: TestUser, email: string) =>
  call(t.app, who, 'POST', '/api/me/student/code', { email });
const confirm = (who: TestUser, code: string) =>
  call(t.app, who, 'POST', '/api/me/student/confirm', { code });

/** The six digits in the last e-mail to `email`. */
function codeSentTo(email: string): string {
  const mails = mailsTo(t.config.dataDir, email);
  expect(mails.length, `a code mailed to ${email}`).toBeGreaterThan(0);
  const code = /^(\d{6})$/m.exec(mails.at(-1)!)?.[1];
  expect(code).toBeDefined();
  return code!;
}

async function verifiedStudent(
  name: string,
  domain = 'juniv.edu',
  role: 'buyer' | 'seller' = 'seller',
) {
  const who = await signUp(t.app, role, name, { campusId: 'ju' });
  const email = addressAt(domain);
  expect((await askCode(who, email)).statusCode).toBe(200);
  const confirmed = await confirm(who, codeSentTo(email));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { who, email };
}

/** A booking as the Book Now form sends it. */
const booking = (bookId: string) => ({
  bookId,
  phone: '01812345678',
  meetingLocation: 'Central Library, JU',
});

const visit = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: nextAddress() });

describe('a verified student', () => {
  it('confirms an address of their campus with the code from the e-mail, and is verified for a year', async () => {
    const who = await signUp(t.app, 'buyer', 'Jahangir Student', { campusId: 'ju' });
    const email = addressAt('juniv.edu');
    const asked = await askCode(who, email);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      verified: false,
      pending: { email, triesLeft: 3 },
      domains: ['juniv.edu'],
    });
    const [mail] = mailsTo(t.config.dataDir, email, 'Your Boipoka student code');
    expect(mail).toContain('It works for 5 minutes, and three tries.');

    const confirmed = await confirm(who, codeSentTo(email));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const status = confirmed.json() as StudentStatus;
    expect(status).toMatchObject({ email, verified: true, pending: null });
    const year = new Date(status.until!).getTime() - Date.now();
    expect(year).toBeGreaterThan(364 * 24 * 3600 * 1000);
    expect(year).toBeLessThanOrEqual(365 * 24 * 3600 * 1000);
    expect((await call(t.app, who, 'GET', '/api/me')).json()).toMatchObject({
      verifiedStudent: true,
    });
  });

  it('accepts an address at a subdomain of the campus’s domain (g.bracu.ac.bd, students.juniv.edu)', async () => {
    const { who } = await verifiedStudent('Sub Domain', 'students.juniv.edu');
    expect((await call(t.app, who, 'GET', '/api/me')).json().verifiedStudent).toBe(true);
  });

  it('refuses an address of another campus, or one that only ends like its domain', async () => {
    const who = await signUp(t.app, 'buyer', 'Wrong Domain', { campusId: 'ju' });
    for (const email of [
      addressAt('du.ac.bd'),
      addressAt('notjuniv.edu'),
      addressAt('juniv.edu.evil.test'),
    ]) {
      const refused = await askCode(who, email);
      expect(refused.statusCode, email).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'STUDENT_EMAIL_DOMAIN',
        message: 'Use your JU address: one ending in juniv.edu',
      });
      expect(mailsTo(t.config.dataDir, email)).toEqual([]);
    }
  });

  it('needs a campus first (a Google sign-up has none until it chooses)', async () => {
    const who = await signUp(t.app, 'buyer', 'No Campus');
    await t.db.update(user).set({ campusId: null }).where(eq(user.id, who.id));
    const refused = await askCode(who, addressAt('juniv.edu'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('STUDENT_CAMPUS_FIRST');
  });

  it('holds an address for one account only: another is refused it, before and at the code', async () => {
    const { email } = await verifiedStudent('First Holder');
    const second = await signUp(t.app, 'buyer', 'Second Holder', { campusId: 'ju' });
    const refused = await askCode(second, email.toUpperCase());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('STUDENT_EMAIL_TAKEN');

    // Two accounts asked for one address; the first to type its code has it.
    const shared = addressAt('juniv.edu');
    const a = await signUp(t.app, 'buyer', 'Racer A', { campusId: 'ju' });
    const b = await signUp(t.app, 'buyer', 'Racer B', { campusId: 'ju' });
    await askCode(a, shared);
    const codeA = codeSentTo(shared);
    await askCode(b, shared);
    const codeB = codeSentTo(shared);
    expect((await confirm(a, codeA)).statusCode).toBe(200);
    const lost = await confirm(b, codeB);
    expect(lost.statusCode).toBe(409);
    expect(lost.json().error.code).toBe('STUDENT_EMAIL_TAKEN');
  });

  it('allows three wrong tries, then the code is used up; a late code is refused', async () => {
    const who = await signUp(t.app, 'buyer', 'Wrong Tries', { campusId: 'ju' });
    const email = addressAt('juniv.edu');
    await askCode(who, email);
    const right = codeSentTo(email);
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await confirm(who, wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json().error).toMatchObject({
      code: 'STUDENT_CODE_WRONG',
      message: 'That is not the code. 2 tries left',
    });
    expect((await confirm(who, wrong)).json().error.message).toBe(
      'That is not the code. 1 try left',
    );
    expect((await confirm(who, wrong)).json().error.code).toBe('STUDENT_CODE_USED_UP');
    // The right code no longer works: it was used up.
    expect((await confirm(who, right)).json().error.code).toBe('STUDENT_CODE_NONE');

    await askCode(who, email);
    const late = codeSentTo(email);
    await t.db
      .update(studentCode)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(studentCode.userId, who.id));
    expect((await confirm(who, late)).json().error.code).toBe('STUDENT_CODE_EXPIRED');
    expect((await call(t.app, who, 'GET', '/api/me')).json().verifiedStudent).toBe(false);
  });

  it('a code sent again replaces the one before; Bangla digits and spaces are forgiven', async () => {
    const who = await signUp(t.app, 'buyer', 'Twice Asked', { campusId: 'ju' });
    const email = addressAt('juniv.edu');
    await askCode(who, email);
    const old = codeSentTo(email);
    await askCode(who, email);
    const fresh = codeSentTo(email);
    if (old !== fresh) expect((await confirm(who, old)).statusCode).toBe(400);
    const bangla = fresh.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
    const confirmed = await confirm(who, `${bangla.slice(0, 3)} ${bangla.slice(3)}`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it('shows a tick on the seller’s books and page, and the filter keeps to verified students’ books', async () => {
    const { who: student } = await verifiedStudent('Ticked Seller');
    const plain = await signUp(t.app, 'seller', 'Unticked Seller', { campusId: 'ju' });
    const ticked = await addBook(t.app, student, { name: 'Verified Physics' });
    const unticked = await addBook(t.app, plain, { name: 'Unverified Physics' });

    const book = (await visit(`/api/books/${ticked.id}`)).json() as Book;
    expect(book.seller.verifiedStudent).toBe(true);
    expect(((await visit(`/api/books/${unticked.id}`)).json() as Book).seller.verifiedStudent).toBe(
      false,
    );
    const page = (await visit(`/api/sellers/${student.id}`)).json() as SellerProfile;
    expect(page.verifiedStudent).toBe(true);

    const only = (await visit('/api/books?q=physics&verifiedStudents=true')).json() as BookPage;
    const ids = only.items.map((b) => b.id);
    expect(ids).toContain(ticked.id);
    expect(ids).not.toContain(unticked.id);
    expect(only.items.every((b) => b.seller.verifiedStudent)).toBe(true);
  });

  it('lapses after a year, and moving to another campus ends it', async () => {
    const { who } = await verifiedStudent('Lapsing Student');
    await t.db
      .update(user)
      .set({ studentVerifiedAt: sql`now() - interval '366 days'` })
      .where(eq(user.id, who.id));
    const status = (await call(t.app, who, 'GET', '/api/me/student')).json() as StudentStatus;
    expect(status.verified).toBe(false);
    expect(status.email).not.toBeNull();

    const { who: mover } = await verifiedStudent('Moving Student');
    await call(t.app, mover, 'PUT', '/api/me/settings', { campusId: 'du' });
    const moved = (await call(t.app, mover, 'GET', '/api/me/student')).json() as StudentStatus;
    expect(moved).toMatchObject({ email: null, verified: false, domains: ['du.ac.bd'] });
  });
});

describe('one account buys and sells', () => {
  it('a buyer starts selling: lists a book, keeps buying, and shows in both of the admins’ lists', async () => {
    const buyer = await signUp(t.app, 'buyer', 'Buyer Turned Seller');
    const before = await call(t.app, buyer, 'POST', '/api/books', {});
    expect(before.statusCode).toBe(403);
    const started = await call(t.app, buyer, 'POST', '/api/me/roles', { role: 'seller' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ role: 'buyer', roles: ['buyer', 'seller'] });
    expect((await call(t.app, buyer, 'GET', '/api/me')).json().roles).toEqual(['buyer', 'seller']);
    const listed = await addBook(t.app, buyer, { name: 'Second Term Notes' });
    expect((await visit(`/api/sellers/${buyer.id}`)).statusCode).toBe(200);

    const admin = await signInAsAdmin(t.app, t.db);
    for (const role of ['seller', 'buyer']) {
      const list = (await call(t.app, admin, 'GET', `/api/admin/users?role=${role}`)).json() as {
        id: string;
        roles: string[];
      }[];
      expect(list.find((u) => u.id === buyer.id)?.roles).toEqual(['buyer', 'seller']);
    }
    // Never their own book: not booked, saved, reported or asked about.
    expect(
      (await call(t.app, buyer, 'POST', '/api/bookings', booking(listed.id))).json().error.code,
    ).toBe('OWN_BOOK');
    expect((await call(t.app, buyer, 'PUT', `/api/me/wishlist/${listed.id}`)).statusCode).toBe(403);
    expect(
      (await call(t.app, buyer, 'POST', `/api/books/${listed.id}/report`, {})).statusCode,
    ).toBe(403);
  });

  it('a seller starts buying and books another seller’s book; taking up a role held is refused, and admins keep theirs', async () => {
    const seller = await signUp(t.app, 'seller', 'Seller Turned Buyer');
    const other = await signUp(t.app, 'seller', 'Other Seller');
    const theirs = await addBook(t.app, other, { name: 'Wanted Notes' });
    expect(
      (await call(t.app, seller, 'POST', '/api/bookings', booking(theirs.id))).statusCode,
    ).toBe(403);
    expect((await call(t.app, seller, 'POST', '/api/me/roles', { role: 'buyer' })).statusCode).toBe(
      200,
    );
    const booked = await call(t.app, seller, 'POST', '/api/bookings', booking(theirs.id));
    expect(booked.statusCode, booked.body).toBe(201);

    const again = await call(t.app, seller, 'POST', '/api/me/roles', { role: 'buyer' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ROLE_HELD');
    const admin = await signInAsAdmin(t.app, t.db);
    expect((await call(t.app, admin, 'POST', '/api/me/roles', { role: 'seller' })).statusCode).toBe(
      403,
    );
    // Nobody becomes admin this way.
    const promoted = await call(t.app, seller, 'POST', '/api/me/roles', { role: 'admin' });
    expect(promoted.statusCode).toBe(400);
    expect((await call(t.app, seller, 'GET', '/api/me')).json().roles).toEqual(['seller', 'buyer']);
  });
});
