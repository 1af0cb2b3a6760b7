// Every campus in Bangladesh: the list a student picks from at sign-up and in My Profile, a book
// that carries its seller's campus, and each campus's own meet-up places.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/server/db/schema/auth';
import { campus } from '../../src/server/db/schema/campus';
import type { Campus } from '../../src/shared/schemas/campuses';
import type { Book } from '../../src/shared/schemas/books';
import { addBook, bookInput } from '../support/books';
import { bookIt, call } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  nextAddress,
  signIn,
  signInAsAdmin,
  signUp,
  uploadPhoto,
  type TestUser,
} from '../support/users';

let t: TestApp;
let admin: TestUser;

const visit = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: nextAddress() });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAsAdmin(t.app, t.db);
});
afterAll(() => t.close());

describe('the campuses', () => {
  it('lists the 83 universities of Bangladesh for anyone, with their names in English and Bangla', async () => {
    const response = await visit('/api/campuses');
    expect(response.statusCode, response.body).toBe(200);
    const campuses = response.json() as Campus[];
    expect(campuses).toHaveLength(83);
    expect(campuses.find((c) => c.id === 'ju')).toEqual({
      id: 'ju',
      name: 'Jahangirnagar University',
      nameBn: 'জাহাঙ্গীরনগর বিশ্ববিদ্যালয়',
      short: 'JU',
      shortBn: 'জাবি',
      city: 'Savar',
      cityBn: 'সাভার',
    });
    const names = campuses.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('offers no retired campus, and a sign-up naming one is refused', async () => {
    await t.db.update(campus).set({ retiredAt: new Date() }).where(eq(campus.id, 'iau'));
    try {
      const listed = (await visit('/api/campuses')).json() as Campus[];
      expect(listed.map((c) => c.id)).not.toContain('iau');
      await expect(signUp(t.app, 'buyer', 'Retired Campus', { campusId: 'iau' })).rejects.toThrow(
        /CAMPUS_UNKNOWN/,
      );
    } finally {
      await t.db.update(campus).set({ retiredAt: null }).where(eq(campus.id, 'iau'));
    }
  });
});

describe("a student's campus", () => {
  it('is chosen at sign-up, and a book its seller lists carries it', async () => {
    const seller = await signUp(t.app, 'seller', 'Jahanara Seller', { campusId: 'ju' });
    const settings = await call(t.app, seller, 'GET', '/api/me/settings');
    expect(settings.json()).toMatchObject({ campusId: 'ju' });
    const listed = await addBook(t.app, seller, { name: 'Bottola Notes' });
    const page = (await visit(`/api/books/${listed.id}`)).json() as Book;
    expect(page.campus).toEqual({ id: 'ju', short: 'JU', shortBn: 'জাবি' });
  });

  it('refuses a sign-up without a campus, or with one not on the list, and creates no account', async () => {
    const email = `nocampus-${Date.now()}@campus.test`;
    const image = await uploadPhoto(t.app);
    for (const campusId of [undefined, null, 'atlantis-u', 'JU', '../du', '']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: {
          name: 'No Campus',
          email,
          password: 'Secret#2026',
          role: 'buyer',
          image,
          campusId,
        },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, `${campusId}: ${response.body}`).toBe(400);
      // By the form's rules, or (a well-formed id of no campus) by the list's.
      const { error } = response.json();
      expect(error.fields?.campusId ?? error.message).toBe('Choose your campus from the list');
    }
    expect((await signIn(t.app, email, 'Secret#2026')).statusCode).not.toBe(200);
  });

  it('changes in the settings; an unknown one is refused, and none is no choice: the campus stays', async () => {
    const buyer = await signUp(t.app, 'buyer', 'Moving Buyer', { campusId: 'du' });
    const moved = await call(t.app, buyer, 'PUT', '/api/me/settings', { campusId: 'nsu' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ campusId: 'nsu' });
    const refused = await call(t.app, buyer, 'PUT', '/api/me/settings', { campusId: 'nowhere' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('CAMPUS_UNKNOWN');
    expect((await call(t.app, buyer, 'GET', '/api/me/settings')).json()).toMatchObject({
      campusId: 'nsu',
    });
    const cleared = await call(t.app, buyer, 'PUT', '/api/me/settings', { campusId: null });
    expect(cleared.statusCode).toBe(400);
    expect((await call(t.app, buyer, 'GET', '/api/me/settings')).json()).toMatchObject({
      campusId: 'nsu',
    });
  });

  it('a Google sign-up names no campus: its first listing or booking waits for one, then goes', async () => {
    // Google's sign-up asks nothing of ours, so such an account starts without a campus.
    const seller = await signUp(t.app, 'seller', 'Google Seller');
    const buyer = await signUp(t.app, 'buyer', 'Google Buyer');
    const forSale = await addBook(t.app, await signUp(t.app, 'seller'), { name: 'Padma Notes' });
    await t.db
      .update(user)
      .set({ campusId: null })
      .where(inArray(user.id, [seller.id, buyer.id]));

    const image = await uploadPhoto(t.app, { cookie: seller.cookie, purpose: 'book' });
    const listing = await call(t.app, seller, 'POST', '/api/books', { ...bookInput(), image });
    expect(listing.statusCode, listing.body).toBe(409);
    expect(listing.json().error).toMatchObject({
      code: 'CAMPUS_REQUIRED',
      message: 'Choose your campus first: your books and meet-ups are there',
    });
    const booking = await call(t.app, buyer, 'POST', '/api/bookings', {
      bookId: forSale.id,
      phone: '01812345678',
      meetingLocation: 'Bottola',
    });
    expect(booking.statusCode, booking.body).toBe(409);
    expect(booking.json().error.code).toBe('CAMPUS_REQUIRED');
    // Nothing was half made: no book listed, the book still free to book.
    expect((await call(t.app, seller, 'GET', '/api/me/books')).json()).toEqual([]);

    for (const who of [seller, buyer])
      expect(
        (await call(t.app, who, 'PUT', '/api/me/settings', { campusId: 'ju' })).statusCode,
      ).toBe(200);
    const listed = await call(t.app, seller, 'POST', '/api/books', { ...bookInput(), image });
    expect(listed.statusCode, listed.body).toBe(201);
    expect(((await visit(`/api/books/${listed.json().id}`)).json() as Book).campus?.id).toBe('ju');
    expect(await bookIt(t.app, buyer, forSale.id)).toEqual(expect.any(String));
  });

  it('is kept by the book as it was listed, when its seller moves on', async () => {
    const seller = await signUp(t.app, 'seller', 'Graduating Seller', { campusId: 'buet' });
    const listed = await addBook(t.app, seller, { name: 'Palashi Notes' });
    await call(t.app, seller, 'PUT', '/api/me/settings', { campusId: 'du' });
    const page = (await visit(`/api/books/${listed.id}`)).json() as Book;
    expect(page.campus?.id).toBe('buet');
  });
});

describe("each campus's meet-up places", () => {
  it('are kept by the admins per campus, and a campus lists only its own', async () => {
    const add = (name: string, campusId: string) =>
      call(t.app, admin, 'POST', '/api/admin/meetup-spots', { name, campusId });
    expect((await add('Bottola', 'ju')).statusCode).toBe(201);
    expect((await add('TSC', 'du')).statusCode).toBe(201);
    // The same name on another campus is another place; twice on one campus is refused.
    expect((await add('TSC', 'ju')).statusCode).toBe(201);
    expect((await add('TSC', 'du')).statusCode).toBe(409);
    expect((await add('Nowhere Gate', 'atlantis-u')).statusCode).toBe(400);
    const names = async (campusId: string) =>
      ((await visit(`/api/meetup-spots?campus=${campusId}`)).json() as { name: string }[]).map(
        (spot) => spot.name,
      );
    expect(await names('ju')).toEqual(['Bottola', 'TSC']);
    expect(await names('du')).toEqual(['TSC']);
    expect((await visit('/api/meetup-spots?campus=..%2Fdu')).statusCode).toBe(400);
  });
});

describe('near me first', () => {
  let ju: string;
  let nsu: string;
  beforeAll(async () => {
    const [atJu, atNsu] = await Promise.all([
      signUp(t.app, 'seller', 'Bottola Seller', { campusId: 'ju' }),
      signUp(t.app, 'seller', 'Bashundhara Seller', { campusId: 'nsu' }),
    ]);
    ju = (await addBook(t.app, atJu, { name: 'Microeconomics Nearby Edition' })).id;
    nsu = (await addBook(t.app, atNsu, { name: 'Microeconomics Faraway Edition' })).id;
  });
  const found = async (query: string) => {
    const response = await visit(`/api/books?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { items: Book[] }).items.map((item) => item.id);
  };

  it("a campus's list holds only the books to be had there; without one, every campus's", async () => {
    expect(await found('q=microeconomics&campus=ju')).toEqual([ju]);
    expect(await found('q=microeconomics&campus=nsu')).toEqual([nsu]);
    expect((await found('q=microeconomics')).sort()).toEqual([ju, nsu].sort());
  });

  it('a search that names a campus by its short or whole name, in either script, asks for it', async () => {
    expect(await found('q=NSU%20microeconomics')).toEqual([nsu]);
    expect(await found(`q=${encodeURIComponent('জাবি microeconomics')}`)).toEqual([ju]);
    expect(await found('q=microeconomics%20north%20south%20university&campus=ju')).toEqual([nsu]);
  });

  it("a category's page keeps to the campus asked for, and refuses a campus that is no id", async () => {
    const reader = await signUp(t.app, 'buyer', 'Near Reader');
    const page = await call(
      t.app,
      reader,
      'GET',
      '/api/categories/university-academic/books?campus=ju',
    );
    expect(page.statusCode, page.body).toBe(200);
    const ids = (page.json() as { items: Book[] }).items.map((item) => item.id);
    expect(ids).toContain(ju);
    expect(ids).not.toContain(nsu);
    expect((await visit('/api/books?campus=JU%3B')).statusCode).toBe(400);
  });
});

describe('the admins keep the campuses', () => {
  const NEW = {
    id: 'bdu-test',
    name: 'Bangabandhu Digital University (Test)',
    nameBn: 'বঙ্গবন্ধু ডিজিটাল বিশ্ববিদ্যালয় (পরীক্ষা)',
    short: 'BDU',
    shortBn: 'বিডিইউ',
    city: 'Gazipur',
    cityBn: 'গাজীপুর',
    domains: ['BDU.ac.bd', 'bdu.ac.bd'],
  };

  it('add one, offered to everyone at once, its domain in lower case once', async () => {
    const added = await call(t.app, admin, 'POST', '/api/admin/campuses', NEW);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ id: 'bdu-test', domains: ['bdu.ac.bd'], retired: false });
    const listed = (await visit('/api/campuses')).json() as Campus[];
    expect(listed.map((c) => c.id)).toContain('bdu-test');
    expect((await call(t.app, admin, 'POST', '/api/admin/campuses', NEW)).statusCode).toBe(409);
    const bad = await call(t.app, admin, 'POST', '/api/admin/campuses', {
      ...NEW,
      id: 'other-test',
      name: 'Other',
      domains: ['not a domain'],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('rename and retire one: a retired campus is offered no longer, and comes back', async () => {
    const renamed = await call(t.app, admin, 'PATCH', '/api/admin/campuses/bdu-test', {
      shortBn: 'বডিইউ',
      retired: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ shortBn: 'বডিইউ', retired: true });
    expect(((await visit('/api/campuses')).json() as Campus[]).map((c) => c.id)).not.toContain(
      'bdu-test',
    );
    await call(t.app, admin, 'PATCH', '/api/admin/campuses/bdu-test', { retired: false });
    expect(((await visit('/api/campuses')).json() as Campus[]).map((c) => c.id)).toContain(
      'bdu-test',
    );
    expect(
      (await call(t.app, admin, 'PATCH', '/api/admin/campuses/nowhere', { city: 'X' })).statusCode,
    ).toBe(404);
  });

  it('merge one into another: its people, books, places and domains move there, at once', async () => {
    const student = await signUp(t.app, 'seller', 'Merged Student', { campusId: 'bdu-test' });
    const listed = await addBook(t.app, student, { name: 'Digital Logic Merged' });
    const add = (name: string, campusId: string) =>
      call(t.app, admin, 'POST', '/api/admin/meetup-spots', { name, campusId });
    await add('Main Gate', 'bdu-test');
    await add('Library Steps', 'bdu-test');
    await add('Main Gate', 'buet');
    const merged = await call(t.app, admin, 'POST', '/api/admin/campuses/bdu-test/merge', {
      into: 'buet',
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({ mergedInto: 'buet', retired: true, domains: [] });
    expect((await call(t.app, student, 'GET', '/api/me/settings')).json()).toMatchObject({
      campusId: 'buet',
    });
    expect(((await visit(`/api/books/${listed.id}`)).json() as Book).campus?.id).toBe('buet');
    const spots = (await visit('/api/meetup-spots?campus=buet')).json() as { name: string }[];
    expect(spots.map((spot) => spot.name).sort()).toEqual(['Library Steps', 'Main Gate']);
    const [buet] = (
      (await call(t.app, admin, 'GET', '/api/admin/campuses')).json() as {
        id: string;
        domains: string[];
      }[]
    ).filter((c) => c.id === 'buet');
    expect(buet!.domains).toContain('bdu.ac.bd');
    expect(
      (await call(t.app, admin, 'POST', '/api/admin/campuses/buet/merge', { into: 'buet' }))
        .statusCode,
    ).toBe(400);
  });

  it('are for the admins only', async () => {
    const student = await signUp(t.app, 'buyer', 'Curious Student');
    expect((await call(t.app, student, 'GET', '/api/admin/campuses')).statusCode).toBe(403);
    expect(
      (await call(t.app, student, 'PATCH', '/api/admin/campuses/du', { retired: true })).statusCode,
    ).toBe(403);
  });
});
