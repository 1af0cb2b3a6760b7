// A seller's public figures (completed sales, rating, "n ratings from n buyers") count only sales
// between unrelated accounts: not used from one browser, not booked and handed over from one
// address within minutes; and each buyer's rating counts once, their latest (decision 0011). The
// rating itself is kept, and its writer still sees it.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/server/db/schema/auth';
import { booking } from '../../src/server/db/schema/orders';
import { addBook } from '../support/books';
import { bookIt, sellByCard } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  cookieFrom,
  nextAddress,
  PASSWORD,
  signUp,
  uploadPhoto,
  visitorCookie,
  type TestUser,
} from '../support/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A browser: the visitor cookie the app handed it, and the address it is on now. */
type Browser = { visitor: string; address: string };
/** Someone signed in on a browser: every request they make carries both cookies. */
type Person = TestUser & { browser: Browser };

async function newBrowser(address = nextAddress()): Promise<Browser> {
  return { visitor: await visitorCookie(t.app, address), address };
}

let people = 0;
async function signUpOn(browser: Browser, role: 'buyer' | 'seller', name: string): Promise<Person> {
  const email = `trust-${role}-${++people}-${Date.now()}@campus.test`;
  const image = await uploadPhoto(t.app, { cookie: browser.visitor });
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name, email, password: PASSWORD, role, image, campusId: 'ju' },
    headers: { cookie: browser.visitor },
    remoteAddress: browser.address,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const session = cookieFrom(answer.headers);
  return {
    id: answer.json().user.id,
    email,
    name,
    cookie: `${browser.visitor}; ${session}`,
    browser,
  };
}

/** The same account signed in on another browser. */
async function signInOn(browser: Browser, who: Person): Promise<Person> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: who.email, password: PASSWORD },
    headers: { cookie: browser.visitor },
    remoteAddress: browser.address,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return { ...who, cookie: `${browser.visitor}; ${cookieFrom(answer.headers)}`, browser };
}

const act = (
  who: Person | TestUser,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  address = 'browser' in who ? who.browser.address : nextAddress(),
) =>
  t.app.inject({ method, url, payload, headers: { cookie: who.cookie }, remoteAddress: address });

const tomorrow = () => new Date(Date.now() + 24 * 3600_000).toISOString();

/**
 * A sale completed in person: the buyer books (from `bookedFrom`), the seller accepts, the buyer
 * makes a handover code and the seller enters it (from `handedOverFrom`). Answers the booking.
 */
async function inPersonSale(
  seller: Person,
  buyer: Person,
  {
    bookedFrom = buyer.browser.address,
    handedOverFrom = seller.browser.address,
    beforeHandover,
  }: {
    bookedFrom?: string;
    handedOverFrom?: string;
    beforeHandover?: (bookingId: string) => Promise<void>;
  } = {},
) {
  const listed = await addBook(t.app, seller, { name: `Traded ${++people}` });
  const booked = await act(
    buyer,
    'POST',
    '/api/bookings',
    { bookId: listed.id, phone: '01812345678', meetingLocation: 'TSC', meetAt: tomorrow() },
    bookedFrom,
  );
  expect(booked.statusCode, booked.body).toBe(201);
  const bookingId = booked.json().id as string;
  expect((await act(seller, 'POST', `/api/bookings/${bookingId}/accept`)).statusCode).toBe(200);
  const { code } = (await act(buyer, 'POST', `/api/bookings/${bookingId}/pay-in-person`)).json();
  await beforeHandover?.(bookingId);
  const handed = await act(
    seller,
    'POST',
    `/api/bookings/${bookingId}/handover`,
    { code },
    handedOverFrom,
  );
  expect(handed.statusCode, handed.body).toBe(200);
  return bookingId;
}

const rate = async (who: Person | TestUser, bookingId: string, stars: number, comment?: string) => {
  const answer = await act(who, 'PUT', `/api/bookings/${bookingId}/review`, { stars, comment });
  expect(answer.statusCode, answer.body).toBe(201);
};

const profile = async (seller: { id: string }) => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/sellers/${seller.id}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as {
    completedSales: number;
    rating: { average: number | null; count: number };
    ratings: number;
    ratingsFromStudents: number;
    recentReviews: { comment: string | null }[];
  };
};

/** What a book card and a book page say of the seller's rating. */
const cardRating = async (seller: Person) => {
  const listed = await addBook(t.app, seller, { name: `Shown Rating ${++people}` });
  const page = await act(seller, 'GET', `/api/books/${listed.id}`);
  return page.json().seller.rating as { average: number | null; count: number };
};

const nobodyCounted = {
  completedSales: 0,
  rating: { average: null, count: 0 },
  ratings: 0,
  recentReviews: [],
};

describe('public figures count only sales between unrelated accounts', () => {
  it("a seller's own second account does not raise their rating or sales", async () => {
    const laptop = await newBrowser();
    const seller = await signUpOn(laptop, 'seller', 'Selim Self');
    // The same laptop, another account, on the phone's network: a different address.
    const sockPuppet = await signUpOn(
      { ...laptop, address: nextAddress() },
      'buyer',
      'Sock Puppet',
    );
    for (const stars of [5, 5]) {
      const bookingId = await inPersonSale(seller, sockPuppet);
      await rate(sockPuppet, bookingId, stars, 'Best seller on campus');
      // The rating is kept, and its writer still sees it.
      const mine = await act(sockPuppet, 'GET', `/api/bookings/${bookingId}/review`);
      expect(mine.json()).toMatchObject({ stars });
    }
    expect(await profile(seller)).toMatchObject(nobodyCounted);
    expect(await cardRating(seller)).toEqual({ average: null, count: 0 });
    // The seller reading their own page sees them, marked as not counting.
    const own = await act(seller, 'GET', `/api/sellers/${seller.id}`);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.json().recentReviews).toMatchObject([{ counted: false }, { counted: false }]);
    const [judged] = await t.db
      .select({ armsLength: booking.armsLength, reason: booking.relatedReason })
      .from(booking)
      .where(eq(booking.buyerId, sockPuppet.id))
      .limit(1);
    expect(judged).toEqual({ armsLength: false, reason: 'same-browser' });
  });

  it("a verified student's purchase counts, even from the seller's browser; the page says how many raters were students", async () => {
    const laptop = await newBrowser();
    const seller = await signUpOn(laptop, 'seller', 'Flat Seller');
    // A flatmate on the same laptop: related by the browser, but a verified student of JU.
    const flatmate = await signUpOn({ ...laptop, address: nextAddress() }, 'buyer', 'Flatmate');
    await t.db
      .update(user)
      .set({
        campusId: 'ju',
        studentEmail: `flat${people}@juniv.edu`,
        studentVerifiedAt: sql`now()`,
      })
      .where(eq(user.id, flatmate.id));
    const bookingId = await inPersonSale(seller, flatmate);
    await rate(flatmate, bookingId, 4, 'Shared a flat, paid in full');
    const page = await profile(seller);
    expect(page).toMatchObject({
      completedSales: 1,
      rating: { average: 4, count: 1 },
      ratings: 1,
      ratingsFromStudents: 1,
    });
    expect(await cardRating(seller)).toEqual({ average: 4, count: 1 });
    const [judged] = await t.db
      .select({ armsLength: booking.armsLength, student: booking.buyerStudent })
      .from(booking)
      .where(eq(booking.id, bookingId));
    expect(judged).toEqual({ armsLength: false, student: true });
  });

  it("an account signed in on the seller's browser is the seller's own, wherever it signed up", async () => {
    const laptop = await newBrowser();
    const seller = await signUpOn(laptop, 'seller', 'Shirin Signin');
    const elsewhere = await signUpOn(await newBrowser(), 'buyer', 'Other Self');
    // Later, the second account signs in on the seller's laptop too.
    const onLaptop = await signInOn({ ...laptop, address: nextAddress() }, elsewhere);
    const bookingId = await inPersonSale(seller, elsewhere);
    await rate(onLaptop, bookingId, 5);
    expect(await profile(seller)).toMatchObject(nobodyCounted);
  });

  it('the same address at booking and handover within minutes does not count', async () => {
    const seller = await signUpOn(await newBrowser(), 'seller', 'Addressed Seller');
    // Two browsers, two accounts, one network: booked and handed over from one address at once.
    const buyer = await signUpOn(await newBrowser(), 'buyer', 'Same Network');
    const shared = nextAddress();
    const bookingId = await inPersonSale(seller, buyer, {
      bookedFrom: shared,
      handedOverFrom: shared,
    });
    await rate(buyer, bookingId, 5);
    expect(await profile(seller)).toMatchObject(nobodyCounted);
    const [judged] = await t.db
      .select({ armsLength: booking.armsLength, reason: booking.relatedReason })
      .from(booking)
      .where(eq(booking.id, bookingId));
    expect(judged).toEqual({ armsLength: false, reason: 'same-address' });
  });

  it('a buyer rating one seller five times counts once: their latest rating, and every sale', async () => {
    const seller = await signUp(t.app, 'seller', 'Often Bought');
    const fan = await signUp(t.app, 'buyer', 'Faithful Fan');
    for (const [i, stars] of [5, 5, 5, 5, 2].entries()) {
      const listed = await addBook(t.app, seller, { name: `Bought Again ${i}` });
      const bookingId = await bookIt(t.app, fan, listed.id);
      await sellByCard(t.app, fan, seller, bookingId);
      await rate(fan, bookingId, stars, `Sale ${i + 1}`);
    }
    const page = await profile(seller);
    expect(page).toMatchObject({
      completedSales: 5,
      rating: { average: 2, count: 1 },
      ratings: 5,
    });
    expect(page.recentReviews).toHaveLength(5);
  });

  it("an unrelated buyer's rating counts, a campus address shared hours apart included", async () => {
    const seller = await signUpOn(await newBrowser(), 'seller', 'Honest Seller');
    const buyer = await signUpOn(await newBrowser(), 'buyer', 'Real Buyer');
    const first = await inPersonSale(seller, buyer);
    await rate(buyer, first, 4, 'On time, book as described');

    // Another student behind the same campus address, who booked the evening before.
    const neighbour = await signUpOn(await newBrowser(), 'buyer', 'Campus Neighbour');
    const campus = nextAddress();
    const second = await inPersonSale(seller, neighbour, {
      bookedFrom: campus,
      handedOverFrom: campus,
      beforeHandover: async (bookingId) => {
        await t.db
          .update(booking)
          .set({ createdAt: sql`now() - interval '11 minutes'` })
          .where(eq(booking.id, bookingId));
      },
    });
    await rate(neighbour, second, 5);

    const page = await profile(seller);
    expect(page).toMatchObject({
      completedSales: 2,
      rating: { average: 4.5, count: 2 },
      ratings: 2,
    });
    expect(page.recentReviews.map((r) => r.comment)).toContain('On time, book as described');
    expect(await cardRating(seller)).toEqual({ average: 4.5, count: 2 });
  });
});
