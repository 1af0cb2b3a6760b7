import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook, bookInput } from '../../../../tests/support/books';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signInAsAdmin, signUp, uploadPhoto, type TestUser } from '../../../../tests/support/users';
import { book, bookPhoto } from '../../db/schema/catalog';
import { upload } from '../../db/schema/site';
import { booking } from '../../db/schema/orders';

let t: TestApp;
let seller: TestUser;
let rival: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, 'seller', 'Sakib Seller');
  rival = await signUp(t.app, 'seller', 'Rival Seller');
  buyer = await signUp(t.app, 'buyer');
});
afterAll(() => t.close());

const as = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} });
const list = async (query: string, user: TestUser | null = null) =>
  (await as(user, 'GET', `/api/books?${query}`)).json();
const names = (page: { items: { name: string }[] }) => page.items.map((b) => b.name);

describe('selling a book', () => {
  it('stores the price in poisha from taka, with its photo, seller and category', async () => {
    const created = await addBook(t.app, seller, {
      name: 'Campbell Biology',
      price: 349.5,
      originalPrice: 2000,
    });
    const response = await as(buyer, 'GET', `/api/books/${created.id}`);
    expect(response.json()).toMatchObject({
      name: 'Campbell Biology',
      price: 34950,
      originalPrice: 200000,
      status: 'available',
      advertised: false,
      category: { id: 'university-academic', name: 'University Academic' },
      seller: { id: seller.id, name: 'Sakib Seller', verified: false },
    });
    const { photos, image, thumbnail } = response.json();
    expect(photos).toEqual([{ id: expect.any(String), url: image, thumbnail }]);
    expect((await t.app.inject({ method: 'GET', url: thumbnail })).statusCode).toBe(200);
  });

  it.each([
    [{ price: 0 }, 'price', 'Price must be more than TK 0'],
    [{ price: -20 }, 'price', 'Price must be more than TK 0'],
    [{ price: 100001 }, 'price', 'Price must be at most TK 100,000'],
    [{ price: 10.555 }, 'price', 'Use at most two decimals (poisha)'],
    [{ originalPrice: 'lots' }, 'originalPrice', 'Write it in digits, like 450'],
    [{ purchaseYear: 1899 }, 'purchaseYear', 'Year of purchase must be between 1900 and this year'],
    [
      { purchaseYear: new Date().getFullYear() + 1 },
      'purchaseYear',
      'Year of purchase must be between 1900 and this year',
    ],
    [{ name: '  ' }, 'name', 'Book Name is Required'],
    [
      { sellerPhone: '12345' },
      'sellerPhone',
      'Enter a Bangladeshi mobile number, like 01712345678',
    ],
    [{ categoryId: 'cooking' }, 'categoryId', 'Choose a category'],
  ])(
    'refuses %j with the message for %s, and stores nothing',
    async (overrides, field, message) => {
      const before = await t.db.$count(book);
      const image = await uploadPhoto(t.app, { cookie: seller.cookie, purpose: 'book' });
      const response = await as(seller, 'POST', '/api/books', {
        ...bookInput(overrides as object),
        image,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
      expect(await t.db.$count(book)).toBe(before);
    },
  );

  it('a JSON price of true, "4e2", [450] or {} is refused, never coerced', async () => {
    const before = await t.db.$count(book);
    const image = await uploadPhoto(t.app, { cookie: seller.cookie, purpose: 'book' });
    for (const price of [true, '4e2', [450], {}]) {
      const response = await as(seller, 'POST', '/api/books', {
        ...bookInput(),
        price,
        originalPrice: price,
        image,
      });
      expect(response.statusCode, JSON.stringify(price)).toBe(400);
      // Text that is no number asks for digits; any other shape is no price at all.
      const typed = typeof price === 'string';
      expect(response.json().error.fields).toEqual({
        price: typed ? 'Write it in digits, like 450' : 'Resale price is required',
        originalPrice: typed ? 'Write it in digits, like 450' : 'Original price is required',
      });
    }
    expect(await t.db.$count(book)).toBe(before);
  });

  it('a purchase year sent as an array, or as text that is not a number, is refused', async () => {
    const before = await t.db.$count(book);
    const image = await uploadPhoto(t.app, { cookie: seller.cookie, purpose: 'book' });
    for (const purchaseYear of [[2020], '2020 AD']) {
      const response = await as(seller, 'POST', '/api/books', {
        ...bookInput(),
        purchaseYear,
        image,
      });
      expect(response.statusCode, JSON.stringify(purchaseYear)).toBe(400);
      expect(response.json().error.fields).toEqual({
        purchaseYear:
          typeof purchaseYear === 'string'
            ? 'Write it in digits, like 450'
            : 'Year of purchase is required',
      });
    }
    expect(await t.db.$count(book)).toBe(before);
  });

  it('asks for the photo with the spec message', async () => {
    const response = await as(seller, 'POST', '/api/books', bookInput());
    expect(response.json().error.fields.image).toBe('Photo is Required');
  });

  it("refuses another seller's photo", async () => {
    const image = await uploadPhoto(t.app, { cookie: rival.cookie, purpose: 'book' });
    const response = await as(seller, 'POST', '/api/books', { ...bookInput(), image });
    expect(response.statusCode).toBe(400);
  });

  it('does not let a buyer sell', async () => {
    expect((await as(buyer, 'POST', '/api/books', bookInput())).statusCode).toBe(403);
  });

  it('defaults the condition to Good', async () => {
    const image = await uploadPhoto(t.app, { cookie: seller.cookie, purpose: 'book' });
    const { condition, ...rest } = bookInput();
    void condition;
    const response = await as(seller, 'POST', '/api/books', { ...rest, image });
    expect(response.json().condition).toBe('Good');
  });
});

describe("a seller's own books", () => {
  it("cannot advertise, edit or delete another seller's book", async () => {
    const theirs = await addBook(t.app, rival, { name: 'Rival Book' });
    expect((await as(seller, 'POST', `/api/books/${theirs.id}/advertise`)).statusCode).toBe(403);
    expect((await as(seller, 'PATCH', `/api/books/${theirs.id}`, { price: 1 })).statusCode).toBe(
      403,
    );
    expect((await as(seller, 'DELETE', `/api/books/${theirs.id}`)).statusCode).toBe(403);
    const [row] = await t.db.select().from(book).where(eq(book.id, theirs.id));
    expect(row).toMatchObject({ advertised: false, price: 45000, deletedAt: null });
  });

  it('advertises an available book once, which then shows on the home list', async () => {
    const mine = await addBook(t.app, seller, { name: 'Advertised Anton Calculus' });
    expect((await as(seller, 'POST', `/api/books/${mine.id}/advertise`)).json().advertised).toBe(
      true,
    );
    expect((await as(seller, 'POST', `/api/books/${mine.id}/advertise`)).statusCode).toBe(200);
    expect(names(await list('advertised=true'))).toContain('Advertised Anton Calculus');
  });

  it('cannot advertise a sold book (409)', async () => {
    const sold = await addBook(t.app, seller, { name: 'Sold Already' });
    await t.db.update(book).set({ status: 'sold' }).where(eq(book.id, sold.id));
    const response = await as(seller, 'POST', `/api/books/${sold.id}/advertise`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('A sold book cannot be advertised');
  });

  it('edits its own unsold book', async () => {
    const mine = await addBook(t.app, seller, { name: 'Typo Titel' });
    const response = await as(seller, 'PATCH', `/api/books/${mine.id}`, {
      name: 'Fixed Title',
      price: 300,
    });
    expect(response.json()).toMatchObject({ name: 'Fixed Title', price: 30000 });
  });

  it('an edit with a price of true, a price in words or a year in an array is refused, and the book stays as it was', async () => {
    const mine = await addBook(t.app, seller, { name: 'Coercion Proof', price: 450 });
    for (const patch of [{ price: true }, { price: 'one' }, { purchaseYear: [2020] }]) {
      const response = await as(seller, 'PATCH', `/api/books/${mine.id}`, patch);
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
    }
    const [row] = await t.db.select().from(book).where(eq(book.id, mine.id));
    expect(row).toMatchObject({ price: 45000, purchaseYear: 2021 });
  });

  it('deletes its own book: it leaves every list and its open bookings are cancelled', async () => {
    const mine = await addBook(t.app, seller, { name: 'Soon Gone' });
    const [open] = await t.db
      .insert(booking)
      .values({
        bookId: mine.id,
        buyerId: buyer.id,
        buyerPhone: '01812345678',
        meetingLocation: 'TSC',
        price: mine.price,
      })
      .returning();
    expect((await as(seller, 'DELETE', `/api/books/${mine.id}`)).statusCode).toBe(200);
    expect(names(await list('q=Soon Gone'))).not.toContain('Soon Gone');
    expect(
      (await as(seller, 'GET', '/api/me/books')).json().map((b: { name: string }) => b.name),
    ).not.toContain('Soon Gone');
    expect((await as(buyer, 'GET', `/api/books/${mine.id}`)).statusCode).toBe(410);
    const [after] = await t.db.select().from(booking).where(eq(booking.id, open!.id));
    expect(after!.status).toBe('cancelled');
  });

  it('cannot delete a book that has been paid for; its history stays', async () => {
    const paid = await addBook(t.app, seller, { name: 'Paid For' });
    await t.db.update(book).set({ status: 'sold' }).where(eq(book.id, paid.id));
    const response = await as(seller, 'DELETE', `/api/books/${paid.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('This book has been paid for, so its record stays');
  });

  it('lists its own books with their sales status', async () => {
    const mine = (await as(seller, 'GET', '/api/me/books')).json();
    expect(mine.find((b: { name: string }) => b.name === 'Paid For')).toMatchObject({
      status: 'sold',
      hasPaidBooking: true,
    });
    expect(mine.every((b: { name: string }) => b.name !== 'Rival Book')).toBe(true);
  });
});

describe('reports', () => {
  it('reporting twice is harmless, and the report stays after a reload', async () => {
    const target = await addBook(t.app, rival, { name: 'Suspicious Copy' });
    expect(
      (
        await as(buyer, 'POST', `/api/books/${target.id}/report`, {
          reason: 'Photocopy sold as original',
        })
      ).statusCode,
    ).toBe(200);
    expect((await as(buyer, 'POST', `/api/books/${target.id}/report`, {})).statusCode).toBe(200);
    expect((await as(buyer, 'GET', `/api/books/${target.id}`)).json().reportedByMe).toBe(true);
    const admin = await signInAsAdmin(t.app, t.db);
    const reported = (await as(admin, 'GET', '/api/admin/reported-books')).json();
    expect(reported.find((b: { id: string }) => b.id === target.id)).toMatchObject({
      reports: 1,
      reasons: ['Photocopy sold as original'],
      seller: { email: rival.email },
    });
  });

  it('an admin deletes a reported book, but not one nobody reported', async () => {
    const admin = await signInAsAdmin(t.app, t.db);
    const clean = await addBook(t.app, rival, { name: 'Clean Copy' });
    expect((await as(admin, 'DELETE', `/api/books/${clean.id}`)).statusCode).toBe(403);
    const bad = await addBook(t.app, rival, { name: 'Bad Copy' });
    await as(buyer, 'POST', `/api/books/${bad.id}/report`, {});
    expect((await as(admin, 'DELETE', `/api/books/${bad.id}`)).statusCode).toBe(200);
    expect(
      (await as(admin, 'GET', '/api/admin/reported-books')).json().map((b: { id: string }) => b.id),
    ).not.toContain(bad.id);
  });

  it('a report made again after a dismissal opens again', async () => {
    const admin = await signInAsAdmin(t.app, t.db);
    const again = await addBook(t.app, rival, { name: 'Reported Twice Over' });
    await as(buyer, 'POST', `/api/books/${again.id}/report`, { reason: 'Torn pages' });
    await as(admin, 'POST', `/api/admin/reported-books/${again.id}/dismiss`);
    await as(buyer, 'POST', `/api/books/${again.id}/report`, { reason: 'Still torn' });
    const reported = (await as(admin, 'GET', '/api/admin/reported-books')).json();
    expect(reported.find((b: { id: string }) => b.id === again.id)).toMatchObject({
      reports: 1,
      reasons: ['Still torn'],
    });
  });

  it('an admin dismisses a report and the book stays for sale', async () => {
    const admin = await signInAsAdmin(t.app, t.db);
    const fine = await addBook(t.app, rival, { name: 'Actually Fine' });
    await as(buyer, 'POST', `/api/books/${fine.id}/report`, {});
    expect(
      (await as(admin, 'POST', `/api/admin/reported-books/${fine.id}/dismiss`)).statusCode,
    ).toBe(200);
    expect(
      (await as(admin, 'GET', '/api/admin/reported-books')).json().map((b: { id: string }) => b.id),
    ).not.toContain(fine.id);
    expect(names(await list('q=Actually Fine'))).toContain('Actually Fine');
  });
});

describe('search and browse', () => {
  beforeAll(async () => {
    for (const [name, price, condition, categoryId] of [
      ['Calculus: Early Transcendentals', 900, 'Excellent', 'university-academic'],
      ['Calculus Made Easy', 250, 'Fair', 'university-academic'],
      ['Thomas Calculus Solutions Manual', 600, 'Good', 'university-academic'],
      ['The Martian', 300, 'Good', 'science-fiction'],
    ] as const) {
      await addBook(t.app, seller, {
        name,
        price,
        condition,
        categoryId,
        description: `${name} in decent shape.`,
      });
    }
  });

  it("finds 'Calculus' when someone types 'calculas'", async () => {
    expect(names(await list('q=calculas'))).toEqual(
      expect.arrayContaining(['Calculus: Early Transcendentals', 'Calculus Made Easy']),
    );
  });

  it('puts an exact title match first', async () => {
    expect(names(await list('q=Calculus Made Easy'))[0]).toBe('Calculus Made Easy');
    expect(names(await list(`q=${encodeURIComponent('Calculus: Early Transcendentals')}`))[0]).toBe(
      'Calculus: Early Transcendentals',
    );
  });

  it('filters by category, condition and price range in taka', async () => {
    const page = await list(
      'category=university-academic&condition=Fair&minPrice=100&maxPrice=300',
    );
    expect(names(page)).toEqual(['Calculus Made Easy']);
    expect(names(await list('category=science-fiction'))).toEqual(['The Martian']);
  });

  it('sorts by price both ways', async () => {
    const up = (await list('q=calculus&sort=price-asc')).items.map(
      (b: { price: number }) => b.price,
    );
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await list('q=calculus&sort=price-desc')).items.map(
      (b: { price: number }) => b.price,
    );
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('pages through every book once, 24 at a time, in every sort', async () => {
    for (let i = 0; i < 26; i++)
      await addBook(t.app, rival, {
        name: `Page Filler ${i}`,
        price: 100 + (i % 5),
        categoryId: 'others',
      });
    for (const sort of ['newest', 'price-asc', 'price-desc']) {
      const seen: string[] = [];
      let cursor: string | null = '';
      do {
        const page = await list(`category=others&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.items.length).toBeLessThanOrEqual(24);
        seen.push(...page.items.map((b: { id: string }) => b.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen.length).toBe(26);
      expect(new Set(seen).size).toBe(26);
    }
  });

  it('never lists sold books', async () => {
    const sold = await addBook(t.app, seller, { name: 'Sold Calculus Notes' });
    await t.db.update(book).set({ status: 'sold' }).where(eq(book.id, sold.id));
    expect(names(await list('q=Sold Calculus Notes'))).not.toContain('Sold Calculus Notes');
  });

  it("shows a category's books to signed-in users only, with the category's name", async () => {
    expect((await as(null, 'GET', '/api/categories/science-fiction/books')).statusCode).toBe(401);
    const page = (await as(buyer, 'GET', '/api/categories/science-fiction/books')).json();
    expect(page.category).toEqual({ id: 'science-fiction', name: 'Science Fiction' });
    expect(names(page)).toEqual(['The Martian']);
    expect((await as(buyer, 'GET', '/api/categories/admission-test/books')).json().items).toEqual(
      [],
    );
    expect((await as(buyer, 'GET', '/api/categories/cooking/books')).statusCode).toBe(404);
  });

  it('counts the books for sale in each category', async () => {
    const categories = (await as(null, 'GET', '/api/categories')).json();
    expect(categories.find((c: { id: string }) => c.id === 'science-fiction').availableBooks).toBe(
      1,
    );
  });
});

describe('wishlist', () => {
  it('saves, lists with the current status (sold shows as sold), and removes', async () => {
    const first = await addBook(t.app, seller, { name: 'Wished One' });
    const second = await addBook(t.app, seller, { name: 'Wished Two' });
    await as(buyer, 'PUT', `/api/me/wishlist/${first.id}`);
    await as(buyer, 'PUT', `/api/me/wishlist/${second.id}`);
    await as(buyer, 'PUT', `/api/me/wishlist/${second.id}`);
    await t.db.update(book).set({ status: 'sold' }).where(eq(book.id, first.id));
    const saved = (await as(buyer, 'GET', '/api/me/wishlist')).json();
    expect(
      saved.map((i: { book: { name: string; status: string } }) => [i.book.name, i.book.status]),
    ).toEqual([
      ['Wished Two', 'available'],
      ['Wished One', 'sold'],
    ]);
    await as(buyer, 'DELETE', `/api/me/wishlist/${second.id}`);
    expect((await as(buyer, 'GET', '/api/me/wishlist')).json()).toHaveLength(1);
    expect((await as(seller, 'GET', '/api/me/wishlist')).statusCode).toBe(403);
  });
});

describe('what lists do not give away, and what they refuse', () => {
  it("never shows a seller's phone in a list, nor on the book page to a buyer the seller has not accepted", async () => {
    const listed = await addBook(t.app, seller, {
      name: 'Phone Privacy',
      sellerPhone: '01711112222',
    });
    const anonymous = (await list('q=Phone Privacy')).items[0];
    expect(anonymous.name).toBe('Phone Privacy');
    expect(anonymous.sellerPhone).toBeNull();
    expect(JSON.stringify(await list('q=Phone Privacy', buyer))).not.toContain('01711112222');
    expect((await as(buyer, 'GET', `/api/books/${listed.id}`)).json().sellerPhone).toBeNull();
  });

  it.each([
    ['a number', Buffer.from('1').toString('base64url')],
    [
      'a made-up value and id',
      Buffer.from(JSON.stringify({ value: 'x', id: 'y' })).toString('base64url'),
    ],
    ['a negative offset', Buffer.from(JSON.stringify({ offset: -1 })).toString('base64url')],
    ['not base64 JSON at all', '%%%'],
  ])('answers a cursor that is %s with 400, not 500', async (_what, cursor) => {
    for (const query of [
      `cursor=${cursor}`,
      `sort=price-asc&cursor=${cursor}`,
      `q=calculus&cursor=${cursor}`,
    ]) {
      const response = await as(null, 'GET', `/api/books?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('a cursor of one sort used with another is refused, not a 500', async () => {
    const page = await list('category=others&sort=price-asc&limit=1');
    const response = await as(
      null,
      'GET',
      `/api/books?category=others&sort=newest&cursor=${page.nextCursor}`,
    );
    expect(response.statusCode).toBe(400);
  });

  it('an edit that leaves out the condition keeps it', async () => {
    const listed = await addBook(t.app, seller, { condition: 'Excellent' });
    const response = await as(seller, 'PATCH', `/api/books/${listed.id}`, { price: 500 });
    expect(response.json()).toMatchObject({ condition: 'Excellent', price: 50000 });
    expect((await as(seller, 'PATCH', `/api/books/${listed.id}`, {})).statusCode).toBe(400);
  });
});

describe('counts, and a category page that filters and sorts', () => {
  const inJobs = '/api/categories/job-preparation/books';
  const prices = (page: { items: { price: number }[] }) => page.items.map((b) => b.price);
  beforeAll(async () => {
    for (const [name, price, condition] of [
      ['BCS Guide', 300, 'Good'],
      ['Bank Job Solutions', 150, 'Good'],
      ['Model Tests', 450, 'Fair'],
      ['Written Math', 220, 'Good'],
      ['General Knowledge', 600, 'Excellent'],
    ] as const) {
      await addBook(t.app, seller, { name, price, condition, categoryId: 'job-preparation' });
    }
  });

  it('the first page counts the books a filter matches; the pages after it carry no count', async () => {
    const query = 'category=job-preparation&condition=Good';
    expect((await list(query)).total).toEqual({ count: 3, exact: true });
    // Counted by the database, not by the first page, when there is more than a page.
    const first = await list(`${query}&limit=2`);
    expect(first.total).toEqual({ count: 3, exact: true });
    const second = await list(`${query}&limit=2&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(1);
    expect(second.total).toBeUndefined();
    expect((await list('q=Bank Job Solutions&condition=Excellent')).total).toEqual({
      count: 0,
      exact: true,
    });
  });

  it('a ranked search counts its matches as it ranks them, page size or not', async () => {
    const all = await list('q=calculas');
    expect(all.nextCursor).toBeNull();
    expect((await list('q=calculas&limit=1')).total).toEqual({
      count: all.items.length,
      exact: true,
    });
  });

  it('an unfiltered category counts every book it has for sale, as the category list does', async () => {
    const page = (await as(buyer, 'GET', `${inJobs}?limit=2`)).json();
    const listed = (await as(null, 'GET', '/api/categories'))
      .json()
      .find((c: { id: string }) => c.id === 'job-preparation');
    expect(page.total).toEqual({ count: 5, exact: true });
    expect(listed.availableBooks).toBe(5);
    const everything = (await list('limit=1')).total;
    expect(everything.exact).toBe(true);
    expect(everything.count).toBe(
      (await as(null, 'GET', '/api/categories'))
        .json()
        .reduce((sum: number, c: { availableBooks: number }) => sum + c.availableBooks, 0),
    );
  });

  it('a category page sorts by price both ways and filters by condition and price, with its count', async () => {
    const up = (await as(buyer, 'GET', `${inJobs}?sort=price-asc`)).json();
    expect(prices(up)).toEqual([15000, 22000, 30000, 45000, 60000]);
    expect(up.category).toEqual({ id: 'job-preparation', name: 'Job Preparation' });
    const down = (await as(buyer, 'GET', `${inJobs}?sort=price-desc&limit=3`)).json();
    expect(prices(down)).toEqual([60000, 45000, 30000]);
    const rest = (
      await as(buyer, 'GET', `${inJobs}?sort=price-desc&limit=3&cursor=${down.nextCursor}`)
    ).json();
    expect(prices(rest)).toEqual([22000, 15000]);
    const filtered = (
      await as(buyer, 'GET', `${inJobs}?condition=Good&minPrice=200&maxPrice=300&sort=price-asc`)
    ).json();
    expect(names(filtered)).toEqual(['Written Math', 'BCS Guide']);
    expect(filtered.total).toEqual({ count: 2, exact: true });
  });

  it.each([
    ['a price that is not a number', 'minPrice=cheap'],
    ['a negative price', 'maxPrice=-5'],
    ['a price above the highest there is', 'maxPrice=100001'],
    ['a lowest price above the highest', 'minPrice=500&maxPrice=100'],
    ['a condition nobody sells in', 'condition=Mint'],
    ['a sort there is not', 'sort=cheapest'],
    ['a page size of nothing', 'limit=0'],
  ])('refuses %s with 400 and an error code, on search and on a category', async (_what, query) => {
    for (const url of [`/api/books?${query}`, `${inJobs}?${query}`]) {
      const response = await as(buyer, 'GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
      });
    }
  });

  it('a category page has no best match to sort by, having no words', async () => {
    expect((await as(buyer, 'GET', `${inJobs}?sort=relevance`)).statusCode).toBe(400);
  });

  it('the count stops at 1,000 past which it reads 1,000+; the kept count of the category does not', async () => {
    const many = 1003;
    const shelfPhoto = 'ShelfStockShelfStock00';
    await t.db
      .insert(upload)
      .values({ id: shelfPhoto, ownerId: rival.id, width: 900, height: 1200, bytes: 1 });
    const stocked = await t.db
      .insert(book)
      .values(
        Array.from({ length: many }, (_, i) => ({
          sellerId: rival.id,
          categoryId: 'novel-and-story',
          name: `Shelf Stock ${i}`,
          condition: 'Fair' as const,
          location: 'Dhaka University, TSC',
          price: 10000 + i,
          originalPrice: 30000,
          sellerPhone: '01712345678',
          description: 'A copy from a stall clearing its shelves.',
          purchaseYear: 2020,
        })),
      )
      .returning({ id: book.id });
    await t.db
      .insert(bookPhoto)
      .values(stocked.map(({ id }) => ({ bookId: id, uploadId: shelfPhoto, position: 0 })));
    const capped = { count: 1000, exact: false };
    expect((await list('category=novel-and-story&condition=Fair')).total).toEqual(capped);
    expect((await list('q=Shelf Stock')).total).toEqual(capped);
    const inNovels = '/api/categories/novel-and-story/books';
    expect((await as(buyer, 'GET', `${inNovels}?condition=Fair`)).json().total).toEqual(capped);
    expect(
      (await as(buyer, 'GET', `${inNovels}?maxPrice=${(10000 + 9) / 100}`)).json().total,
    ).toEqual({ count: 10, exact: true });
    expect((await as(buyer, 'GET', inNovels)).json().total).toEqual({ count: many, exact: true });
  });
});
