// A book's details students search by (author, edition, ISBN, course codes, department): stored
// checked and normalised, found by typo-forgiving author search, by course and by exact ISBN; and
// a seller's ISBN look-up against a local stand-in for Open Library, with its cover turned into
// the seller's own upload, its failures answered as 404 or 503 in time, and its answers kept.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book } from '../../src/server/db/schema/catalog';
import { BOOK_DETAIL_MESSAGES } from '../../src/shared/book-details';
import { addBook, bookInput } from '../support/books';
import { photo } from '../support/images';
import { createTestApp, type TestApp } from '../support/test-app';
import { nextAddress, signUp, uploadPhoto, type TestUser } from '../support/users';

/** ISBN-13s the stand-in answers, each its own way. */
const ISBN = {
  found: '9780306406157',
  missing: '9780131103627',
  html: '9780262033848',
  broken: '9780201633610',
  silent: '9780596517748',
  stalled: '9781402894626',
  badCover: '9780132350884',
  bare: '9781593279509',
  unasked: '9780134685991',
} as const;

const FOUND_TITLE = 'Measurement and Units in Practice';
const FOUND_AUTHOR = 'Jahanara Imam';

/**
 * A local stand-in for Open Library's JSON API and its covers server, on a free port: editions by
 * ISBN-13, authors by key, covers by id. It counts the paths it is asked for; a silent edition
 * holds its response until the stand-in closes.
 */
async function startOpenLibraryStandIn(cover: Buffer) {
  const asked: string[] = [];
  const held: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    asked.push(path);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const edition = /^\/isbn\/(\d{13})\.json$/.exec(path)?.[1];
    switch (edition) {
      case ISBN.found:
        return json(200, {
          title: FOUND_TITLE,
          authors: [{ key: '/authors/OL1A' }],
          covers: [123],
        });
      case ISBN.badCover:
        return json(200, { title: 'A Cover That Is Not A Picture', covers: [456] });
      case ISBN.bare:
        return json(200, { title: 'No Cover, No Author' });
      case ISBN.html:
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<!doctype html><html><body>Maintenance</body></html>');
      case ISBN.broken:
        // A failure whose body even reads like an edition: the status alone says it failed.
        return json(500, { title: 'Half-written Page' });
      case ISBN.silent:
        held.push(res);
        return;
      case ISBN.stalled:
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"title":');
        held.push(res);
        return;
    }
    if (path === '/authors/OL1A.json') return json(200, { name: FOUND_AUTHOR });
    if (path === '/b/id/123-L.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      return res.end(cover);
    }
    if (path === '/b/id/456-L.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      return res.end('<html>not a picture</html>');
    }
    json(404, { error: 'notfound', key: path });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** How many times `path` was asked for. */
    times: (path: string) => asked.filter((p) => p === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let standIn: Awaited<ReturnType<typeof startOpenLibraryStandIn>>;
let t: TestApp;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  standIn = await startOpenLibraryStandIn(await photo({ width: 120, height: 180 }));
  t = await createTestApp({
    OPEN_LIBRARY_URL: standIn.url,
    OPEN_LIBRARY_COVERS_URL: standIn.url,
  });
  seller = await signUp(t.app, 'seller', 'Selina Seller');
  otherSeller = await signUp(t.app, 'seller', 'Omar Seller');
  buyer = await signUp(t.app, 'buyer', 'Bithi Buyer');
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const as = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: user ? { cookie: user.cookie } : {},
    remoteAddress: nextAddress(),
  });

/** Posts a book with a fresh photo, the way the Add A Book page does, and answers the response. */
async function postBook(user: TestUser, overrides: object) {
  const image = await uploadPhoto(t.app, { cookie: user.cookie, purpose: 'book' });
  return as(user, 'POST', '/api/books', { ...bookInput(), image, ...overrides });
}

type Listed = { id: string; author: string | null; courseCodes: string[] };
const search = async (query: Record<string, string>) => {
  const response = await as(null, 'GET', `/api/books?${new URLSearchParams(query)}`);
  expect(response.statusCode).toBe(200);
  return response.json().items as Listed[];
};
const ids = (items: Listed[]) => items.map((item) => item.id);

describe('a book’s details', () => {
  it('are stored normalised: an ISBN-10 with hyphens as its ISBN-13, course codes typed as text as "CSE 101"; the book page shows them', async () => {
    const created = await postBook(seller, {
      name: 'Physical Measurements',
      author: '  Thomas H. Cormen ',
      edition: '3rd',
      isbn: '0-306-40615-2',
      courseCodes: 'cse101, MAT-102',
      department: 'Computer Science and Engineering',
    });
    expect(created.statusCode).toBe(201);
    const details = {
      author: 'Thomas H. Cormen',
      edition: '3rd',
      isbn: '9780306406157',
      courseCodes: ['CSE 101', 'MAT 102'],
      department: 'Computer Science and Engineering',
    };
    expect(created.json()).toMatchObject(details);

    const [row] = await t.db.select().from(book).where(eq(book.id, created.json().id));
    expect(row).toMatchObject(details);
    const page = await as(buyer, 'GET', `/api/books/${created.json().id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject(details);
  });

  it('take course codes as a list too, each written as "EEE 201" and kept once, in order; a book without details has none', async () => {
    const listed = await postBook(seller, { courseCodes: ['eee 201', 'EEE-201', 'phy101'] });
    expect(listed.statusCode).toBe(201);
    expect(listed.json().courseCodes).toEqual(['EEE 201', 'PHY 101']);

    const plain = await addBook(t.app, seller, { name: 'No Details At All' });
    expect((await as(buyer, 'GET', `/api/books/${plain.id}`)).json()).toMatchObject({
      author: null,
      edition: null,
      isbn: null,
      courseCodes: [],
      department: null,
    });
  });

  it.each([
    ['an ISBN-10 with a wrong check digit', { isbn: '0-306-40615-3' }, 'isbnInvalid'],
    ['an ISBN-13 with a wrong check digit', { isbn: '978-0-306-40615-8' }, 'isbnInvalid'],
    ['an ISBN of the wrong length', { isbn: '12345' }, 'isbnInvalid'],
    ['a course that is not a code', { courseCodes: 'Calculus' }, 'courseCodeInvalid'],
    ['a list with a non-code', { courseCodes: ['CSE 101', 'Calculus'] }, 'courseCodeInvalid'],
    [
      'more than 5 course codes',
      { courseCodes: 'CSE 101, CSE 102, CSE 103, CSE 104, CSE 105, CSE 106' },
      'courseCodeInvalid',
    ],
    ['an author over 120 characters', { author: 'a'.repeat(121) }, 'authorTooLong'],
    ['an edition over 60 characters', { edition: 'e'.repeat(61) }, 'editionTooLong'],
    ['a department over 100 characters', { department: 'd'.repeat(101) }, 'departmentTooLong'],
  ] as const)(
    '%s is refused with its message, and no book is written',
    async (_, overrides, key) => {
      const message = BOOK_DETAIL_MESSAGES[key];
      const field = Object.keys(overrides)[0]!;
      const before = await t.db.$count(book);
      const refused = await postBook(seller, overrides);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 'VALIDATION', message });
      expect(refused.json().error.fields[field]).toBe(message);
      expect(await t.db.$count(book)).toBe(before);
    },
  );

  it('an edit changes them, leaves them alone when it changes something else, and clears them with a blank', async () => {
    const created = await postBook(seller, {
      name: 'Edited Details',
      author: 'First Author',
      edition: '1st',
      isbn: '9780306406157',
      courseCodes: 'CSE 101',
      department: 'Physics',
    });
    const id = created.json().id as string;
    const patch = (body: object) => as(seller, 'PATCH', `/api/books/${id}`, body);
    const shown = async () => (await as(buyer, 'GET', `/api/books/${id}`)).json();

    const changed = await patch({
      author: 'Second Author',
      edition: '2nd',
      isbn: '0-201-63361-2',
      courseCodes: ['mat 201', 'PHY-102'],
      department: 'Mathematics',
    });
    expect(changed.statusCode).toBe(200);
    const second = {
      author: 'Second Author',
      edition: '2nd',
      isbn: '9780201633610',
      courseCodes: ['MAT 201', 'PHY 102'],
      department: 'Mathematics',
    };
    expect(changed.json()).toMatchObject(second);
    expect(await shown()).toMatchObject(second);

    expect((await patch({ price: 300 })).statusCode).toBe(200);
    expect(await shown()).toMatchObject({ ...second, price: 30000 });

    const wrong = await patch({ isbn: '0-201-63361-3' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(BOOK_DETAIL_MESSAGES.isbnInvalid);
    expect(await shown()).toMatchObject(second);

    const cleared = await patch({
      author: '',
      edition: '  ',
      isbn: '',
      courseCodes: '',
      department: '',
    });
    expect(cleared.statusCode).toBe(200);
    const none = { author: null, edition: null, isbn: null, courseCodes: [], department: null };
    expect(cleared.json()).toMatchObject(none);
    expect(await shown()).toMatchObject(none);
    const [row] = await t.db.select().from(book).where(eq(book.id, id));
    expect(row).toMatchObject(none);
  });
});

describe('searching by the details', () => {
  let novels: { id: string };
  let dataStructures: { id: string };
  let discrete: { id: string };
  beforeAll(async () => {
    novels = await addBook(t.app, seller, {
      name: 'Collected Novels',
      author: 'Humayun Ahmed',
      courseCodes: 'BNG 201',
      department: 'Bangla',
    });
    dataStructures = await addBook(t.app, seller, {
      name: 'Data Structures in C',
      author: 'Seymour Lipschutz',
      isbn: '978-0-13-110362-7',
      courseCodes: 'CSE 101, CSE 203',
    });
    discrete = await addBook(t.app, otherSeller, {
      name: 'Discrete Mathematics',
      author: 'Kenneth Rosen',
      courseCodes: 'CSE 102, MAT 101',
    });
  });

  it('a search with the author’s name misspelt finds the book by its author', async () => {
    const found = ids(await search({ q: 'Humayn Ahmed' }));
    expect(found).toContain(novels.id);
    expect(found).not.toContain(dataStructures.id);
    expect(found).not.toContain(discrete.id);
  });

  it('the author filter forgives typos and finds only that author’s books', async () => {
    const items = await search({ author: 'Humayn Ahmd' });
    expect(ids(items)).toContain(novels.id);
    expect(ids(items)).not.toContain(dataStructures.id);
    expect(ids(items)).not.toContain(discrete.id);
    expect(await search({ author: 'Lipschutz' })).toEqual([
      expect.objectContaining({ id: dataStructures.id }),
    ]);
  });

  it('the course filter finds the books read for that course however it is typed, and no others', async () => {
    for (const course of ['cse 101', 'CSE-101', 'cse101', 'CSE 101']) {
      const items = await search({ course });
      expect(ids(items)).toContain(dataStructures.id);
      expect(ids(items)).not.toContain(discrete.id);
      expect(ids(items)).not.toContain(novels.id);
      expect(items.every((item) => item.courseCodes.includes('CSE 101'))).toBe(true);
    }
    expect(ids(await search({ course: 'MAT 101' }))).toEqual([discrete.id]);
    expect(await search({ course: 'Calculus' })).toEqual([]);
  });

  it('a search for a course code as words finds the books read for it', async () => {
    const found = ids(await search({ q: 'CSE 101' }));
    expect(found).toContain(dataStructures.id);
    expect(found).not.toContain(novels.id);
    expect(ids(await search({ q: 'BNG 201' }))).toContain(novels.id);
  });

  it('the ISBN filter finds exactly the book, an ISBN-10 or hyphens finding the one stored as ISBN-13', async () => {
    for (const isbn of ['0131103628', '0-13-110362-8', '9780131103627', '978-0-13-110362-7'])
      expect(ids(await search({ isbn }))).toEqual([dataStructures.id]);
    expect(await search({ isbn: '9780134685991' })).toEqual([]);
  });

  it('an invalid ISBN finds nothing: an empty list, never an error', async () => {
    for (const isbn of ['0131103629', '12345', 'not-an-isbn', "' OR '1'='1", '%', '97801311036270'])
      expect(await search({ isbn })).toEqual([]);
  });
});

describe('looking an ISBN up in Open Library', () => {
  const lookUp = (user: TestUser | null, isbn: string) => as(user, 'GET', `/api/isbn/${isbn}`);
  const editionPath = (isbn: string) => `/isbn/${isbn}.json`;

  it('answers a seller the title, author and a cover that is their own upload, served and usable as the book’s photo', async () => {
    const response = await lookUp(seller, '0-306-40615-2');
    expect(response.statusCode).toBe(200);
    const found = response.json();
    expect(found).toMatchObject({
      isbn: ISBN.found,
      title: FOUND_TITLE,
      author: FOUND_AUTHOR,
      cover: {
        url: expect.stringMatching(/^\/uploads\/.+\.webp$/),
        thumbnailUrl: expect.stringMatching(/^\/uploads\/.+\.webp$/),
        width: expect.any(Number),
        height: expect.any(Number),
      },
    });
    expect(standIn.times('/b/id/123-L.jpg')).toBeGreaterThanOrEqual(1);

    const served = await t.app.inject({ method: 'GET', url: found.cover.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/webp/);

    // The cover is the seller's: another seller cannot put it on their book.
    const taken = await postBook(otherSeller, { image: found.cover.url, name: found.title });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.code).toBe('PHOTO_UNAVAILABLE');

    const listed = await postBook(seller, {
      image: found.cover.url,
      name: found.title,
      author: found.author,
      isbn: found.isbn,
    });
    expect(listed.statusCode).toBe(201);
    expect(listed.json()).toMatchObject({
      image: found.cover.url,
      name: FOUND_TITLE,
      author: FOUND_AUTHOR,
      isbn: ISBN.found,
    });
  });

  it('a second look-up of the same ISBN, by any seller, is answered from what was kept: Open Library is asked once', async () => {
    const first = await lookUp(seller, ISBN.found);
    expect(first.statusCode).toBe(200);
    const editions = standIn.times(editionPath(ISBN.found));
    const authors = standIn.times('/authors/OL1A.json');
    expect(editions).toBe(1);
    expect(authors).toBe(1);

    const again = await lookUp(otherSeller, '978-0-306-40615-7');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      isbn: ISBN.found,
      title: FOUND_TITLE,
      author: FOUND_AUTHOR,
    });
    expect(standIn.times(editionPath(ISBN.found))).toBe(1);
    expect(standIn.times('/authors/OL1A.json')).toBe(1);
  });

  it('is for sellers only: a buyer is refused with 403, a visitor with 401, and Open Library is not asked', async () => {
    const asBuyer = await lookUp(buyer, ISBN.unasked);
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json().error.code).toBe('FORBIDDEN');
    const anonymous = await lookUp(null, ISBN.unasked);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
    expect(standIn.times(editionPath(ISBN.unasked))).toBe(0);
  });

  it('an invalid ISBN is refused with 400 ISBN_INVALID before Open Library is asked', async () => {
    for (const isbn of ['0-306-40615-3', '9780306406158', 'abc']) {
      const refused = await lookUp(seller, isbn);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'ISBN_INVALID',
        message: BOOK_DETAIL_MESSAGES.isbnInvalid,
      });
    }
    expect(standIn.times(editionPath('9780306406158'))).toBe(0);
  });

  it('an ISBN Open Library does not know is 404 ISBN_NOT_FOUND', async () => {
    const missing = await lookUp(seller, ISBN.missing);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({
      code: 'ISBN_NOT_FOUND',
      message: BOOK_DETAIL_MESSAGES.isbnNotFound,
    });
    expect(standIn.times(editionPath(ISBN.missing))).toBe(1);
  });

  it('an answer that is not Open Library’s JSON, or a 500, is 503 ISBN_LOOKUP_UNAVAILABLE, and is not kept: the next look-up asks again', async () => {
    for (const isbn of [ISBN.html, ISBN.broken]) {
      for (const [attempt, user] of [seller, otherSeller].entries()) {
        const failed = await lookUp(user, isbn);
        expect(failed.statusCode).toBe(503);
        expect(failed.json().error).toMatchObject({
          code: 'ISBN_LOOKUP_UNAVAILABLE',
          message: BOOK_DETAIL_MESSAGES.isbnUnavailable,
        });
        expect(standIn.times(editionPath(isbn))).toBe(attempt + 1);
      }
    }
  });

  it('an Open Library that never answers, or stops halfway through its answer, is given up on in about 3 seconds: 503 ISBN_LOOKUP_UNAVAILABLE', async () => {
    const timed = async (isbn: string) => {
      const started = performance.now();
      const response = await lookUp(otherSeller, isbn);
      return { response, waited: performance.now() - started };
    };
    const answers = await Promise.all([timed(ISBN.silent), timed(ISBN.stalled)]);
    for (const [i, { response, waited }] of answers.entries()) {
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('ISBN_LOOKUP_UNAVAILABLE');
      expect(standIn.times(editionPath([ISBN.silent, ISBN.stalled][i]!))).toBe(1);
      expect(waited).toBeGreaterThan(2500);
      expect(waited).toBeLessThan(3500);
    }
  }, 10_000);

  it('an edition without an author or a usable cover is still found: those are null and the seller adds a photo', async () => {
    const before = await t.db.$count(book);
    const badCover = await lookUp(otherSeller, ISBN.badCover);
    expect(badCover.statusCode).toBe(200);
    expect(badCover.json()).toEqual({
      isbn: ISBN.badCover,
      title: 'A Cover That Is Not A Picture',
      author: null,
      cover: null,
    });
    expect(standIn.times('/b/id/456-L.jpg')).toBe(1);

    const bare = await lookUp(otherSeller, ISBN.bare);
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toEqual({
      isbn: ISBN.bare,
      title: 'No Cover, No Author',
      author: null,
      cover: null,
    });
    expect(await t.db.$count(book)).toBe(before);
  });
});
