// A search that thousands of books match ('calculus' at a million books) ranks the newest of its
// matches, not every one of them: ranking all of them read each from the table, a third of a
// second for a search nobody made before. The list says '1,000+' as it does for any list that
// long, and its pages go on through the same books.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../src/shared/schemas/books';
import { addBook } from '../support/books';
import { createTestApp, type TestApp } from '../support/test-app';
import { nextAddress, signUp, type TestUser } from '../support/users';

let t: TestApp;
let seller: TestUser;
const BOOKS = 5000;

type Page = {
  items: { id: string; name: string; createdAt: string }[];
  nextCursor: string | null;
  total?: { count: number; exact: boolean };
};
async function search(params: Record<string, string>): Promise<Page> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/books?${new URLSearchParams(params)}`,
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}

beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, 'seller');
  // Two subjects, a book of each every hour, the newest first. The older half of one names it
  // twice, and so matches a search for it better by the text rank alone.
  await t.db.execute(
    sql`insert into book (seller_id, category_id, name, condition, location, price, original_price,
                          seller_phone, description, purchase_year, status, created_at, updated_at)
        select ${seller.id}, 'university-academic', subject.name || g,
               'Good', 'TSC', 20000, 30000, '01711111111', 'A used copy.', 2022, 'available',
               now() - g * interval '1 hour' - subject.later, now()
        from generate_series(1, ${BOOKS}) g,
             lateral (values
               (case when g > ${BOOKS / 2} then 'Dynamics of Fluid Dynamics ' else 'Fluid Dynamics ' end,
                interval '0 minutes'),
               ('Solid Mechanics ', interval '30 minutes')) subject(name, later)`,
  );
  await t.db.execute(
    sql`insert into upload (id, owner_id, width, height, bytes, attached_at)
        select substr(md5(id::text), 1, 22), seller_id, 900, 1200, 90000, now() from book`,
  );
  await t.db.execute(
    sql`insert into book_photo (book_id, upload_id, position)
        select id, substr(md5(id::text), 1, 22), 0 from book`,
  );
  // What a running database's autovacuum does: the planner's statistics, listing times included.
  await t.db.execute(sql`analyze book`);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('a search thousands of books match', () => {
  it('ranks the newest of its matches, and says there are more than a thousand', async () => {
    const page = await search({ q: 'dynamics' });
    expect(page.total).toEqual({ count: 1000, exact: false });
    expect(page.items).toHaveLength(PAGE_SIZE);
    // Ranked among the newest books: none of the older half, though each names it twice.
    for (const item of page.items) expect(item.name).toMatch(/^Fluid Dynamics \d+$/);
  });

  it('so does a misspelling that is still the word once stemmed, counted as its correction', async () => {
    // 'dynamic' is no title's word, but searches as 'dynamics' does.
    const page = await search({ q: 'dynamic' });
    expect(page.total).toEqual({ count: 1000, exact: false });
    for (const item of page.items) expect(item.name).toMatch(/^Fluid Dynamics \d+$/);
  });

  it('pages through the same newest books, none of them twice, to the end of them', async () => {
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page = await search({ q: 'dynamics', ...(cursor && { cursor }) });
      for (const item of page.items) {
        expect(seen.has(item.id)).toBe(false);
        seen.add(item.id);
        expect(item.name).toMatch(/^Fluid Dynamics \d+$/);
      }
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 200);
    // About the 2,000 newest (the share of the books that should hold 2,000 of the matches).
    expect(seen.size).toBeGreaterThan(1500);
    expect(seen.size).toBeLessThan(2500);
  });

  it('a search its words say is broad but whose newest books hold few matches ranks them all', async () => {
    // 'solid' and 'fluid' are each in thousands of titles, together only in an old one: the
    // newest books hold none of the matches, and the one old book is found.
    const old = await addBook(t.app, seller, { name: 'Solid and Fluid Mechanics' });
    await t.db.execute(
      sql`update book set created_at = now() - interval '5 years' where id = ${old.id}`,
    );
    const page = await search({ q: 'solid fluid' });
    expect(page.items.map((item) => item.id)).toEqual([old.id]);
    expect(page.total).toEqual({ count: 1, exact: true });
  });

  it('a search few books match ranks every one of them, however old', async () => {
    const page = await search({ q: 'dynamics 4999' });
    expect(page.items.map((item) => item.name)).toEqual(['Dynamics of Fluid Dynamics 4999']);
  });
});
