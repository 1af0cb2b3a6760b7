// Search finds what students type on a phone: a title in the other script (পদ্মা finds Padma
// Nadir Majhi, humayun finds হুমায়ূন আহমেদ), a course code however it is written, and a word
// misspelt in a way nobody searched before, corrected to the catalogue's own word and said so.
// On PGlite and on PostgreSQL alike (`TEST_DATABASE_URL`).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book } from '../../src/server/db/schema/catalog';
import { addBook } from '../support/books';
import { createTestApp, type TestApp } from '../support/test-app';
import { nextAddress, signUp, type TestUser } from '../support/users';

let t: TestApp;
let seller: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, 'seller', 'Nusrat Jahan');
});
afterAll(async () => {
  await t?.close();
});

type Page = {
  items: { id: string; name: string }[];
  nextCursor: string | null;
  total?: { count: number };
  correctedQuery?: string;
};
async function search(query: string | Record<string, string>): Promise<Page> {
  const params = new URLSearchParams(typeof query === 'string' ? { q: query } : query);
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/books?${params}`,
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}
const ids = async (query: string | Record<string, string>) =>
  (await search(query)).items.map((item) => item.id).sort();
const list = (name: string, details: Parameters<typeof addBook>[2] = {}) =>
  addBook(t.app, seller, { name, ...details });

describe('a search in either script', () => {
  const listed = {} as Record<'padma' | 'himu' | 'pather', { id: string }>;
  beforeAll(async () => {
    listed.padma = await list('Padma Nadir Majhi', { author: 'Manik Bandopadhyay' });
    listed.himu = await list('হিমু সমগ্র', { author: 'হুমায়ূন আহমেদ' });
    listed.pather = await list('পথের পাঁচালী', { author: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়' });
  });

  it('a title typed in Bangla finds the book listed in English letters', async () => {
    expect(await ids('পদ্মা')).toEqual([listed.padma.id]);
    expect(await ids('পদ্মা নদীর মাঝি')).toEqual([listed.padma.id]);
  });

  it('an author or a title typed in English letters finds the book listed in Bangla', async () => {
    expect(await ids('humayun')).toEqual([listed.himu.id]);
    expect(await ids('Humayun Ahmed')).toEqual([listed.himu.id]);
    expect(await ids('pather panchali')).toEqual([listed.pather.id]);
    expect(await ids('bibhutibhushan')).toEqual([listed.pather.id]);
  });

  it('the whole title in the other script comes first', async () => {
    await list('Himu Samagra Companion');
    expect((await search('himu samagra')).items[0]!.id).toBe(listed.himu.id);
  });

  it('an edited title is found by its new spelling and no longer by its old one', async () => {
    const renamed = await list('Shesher Kobita Notes');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/books/${renamed.id}`,
      headers: { cookie: seller.cookie },
      payload: { name: 'দেবদাস' },
    });
    expect(response.statusCode).toBe(200);
    expect(await ids('debdas')).toEqual([renamed.id]);
    expect(await ids('kobita')).not.toContain(renamed.id);
  });

  it('books listed before Latin spellings were kept are spelt when a server starts', async () => {
    const older = await list('শেষের কবিতা', { author: 'রবীন্দ্রনাথ ঠাকুর' });
    await t.db.execute(
      sql`update ${book} set name_latin = null, author_latin = null where ${book.id} = ${older.id}`,
    );
    expect(await ids('rabindranath')).toEqual([]);
    const restarted = await t.anotherServer();
    const response = await restarted.inject({ method: 'GET', url: '/api/books?q=rabindranath' });
    expect(response.json().items.map((item: { id: string }) => item.id)).toEqual([older.id]);
    await restarted.close();
  });
});

describe('a course code in any spelling', () => {
  const listed = {} as Record<'tagged' | 'inTitle' | 'inDescription' | 'math', { id: string }>;
  beforeAll(async () => {
    listed.tagged = await list('Financial Accounting', { courseCodes: ['act 201'] });
    listed.inTitle = await list('ACT-201 Lecture Sheets');
    listed.inDescription = await list('Accounting Principles', {
      description: 'Read for act201 at NSU, a few notes in pencil.',
    });
    listed.math = await list('Calculus with Analytic Geometry', {
      description: 'Bought in 2019 for MAT 101; answers pencilled in.',
    });
    // Books that share the letters or the number of MAT 101, but not the course.
    await list('MAT 120 Linear Algebra', { courseCodes: ['MAT 120'] });
    await list('Economics 101', { courseCodes: ['ECO 101'] });
    await list('MATLAB for Engineers', { description: 'Chapter 101 exercises solved.' });
  });

  it.each(['ACT201', 'act 201', 'ACT-201', 'act-201', ' Act 201 ', 'ACT ২০১'])(
    '%j finds the books whose tags, title or description carry ACT 201',
    async (typed) => {
      expect(await ids(typed)).toEqual(
        [listed.tagged.id, listed.inTitle.id, listed.inDescription.id].sort(),
      );
    },
  );

  it('MAT101 finds the book for MAT 101 and none that only shares its letters or its number', async () => {
    expect(await ids('MAT101')).toEqual([listed.math.id]);
    expect(await ids('mat-101')).toEqual([listed.math.id]);
  });

  it('a year written in a description is no course: "in 2019" is searched as words', async () => {
    expect(await ids('in 2019')).toEqual([listed.math.id]);
  });

  it('the course filter finds a code written in a description too', async () => {
    expect(await ids({ course: 'ACT-201' })).toEqual(
      [listed.tagged.id, listed.inTitle.id, listed.inDescription.id].sort(),
    );
  });

  it('a code with other words finds the books with both', async () => {
    expect(await ids('ACT201 lecture')).toEqual([listed.inTitle.id]);
  });
});

describe("typos corrected to the catalogue's words", () => {
  const listed = {} as Record<
    'engineers' | 'easy' | 'zoology' | 'novel' | 'habits' | 'studies',
    { id: string }
  >;
  beforeAll(async () => {
    listed.engineers = await list('Thermodynamics for Engineers', { author: 'Yunus Cengel' });
    listed.easy = await list('Thermodynamics Made Easy');
    listed.zoology = await list('Invertebrate Zoology Primer');
    listed.novel = await list('হিমু রিমান্ডে', { author: 'হুমায়ূন আহমেদ' });
    listed.habits = await list('Atomic Habits', { author: 'James Clear' });
    listed.studies = await list('Bangladesh Studies');
    await list('Student Workbook');
  });

  it('a typo nobody made before finds the books, and the answer says what it searched', async () => {
    const page = await search('Thermodynamcis');
    expect(page.correctedQuery).toBe('Thermodynamics');
    expect(page.items.map((item) => item.id).sort()).toEqual(
      [listed.engineers.id, listed.easy.id].sort(),
    );
    expect(page.total).toEqual({ count: 2, exact: true });
    const twoWords = await search('thermodynamics cengle');
    expect(twoWords.correctedQuery).toBe('thermodynamics cengel');
    expect(twoWords.items.map((item) => item.id)).toEqual([listed.engineers.id]);
  });

  it('a word the titles lack but the books match as typed is no typo, and searches at once are each counted for their own words', async () => {
    // 'thermodynamic' is no title's word, but shares its stem with 'Thermodynamics'.
    const [stem, typo, swapped] = await Promise.all([
      search('thermodynamic'),
      search('Thermodynamcis'),
      search('atmoic habist'),
    ]);
    expect(stem.correctedQuery).toBeUndefined();
    expect(stem.items.map((item) => item.id).sort()).toEqual(
      [listed.engineers.id, listed.easy.id].sort(),
    );
    expect(typo.correctedQuery).toBe('Thermodynamics');
    expect(swapped.correctedQuery).toBe('atomic habits');
  });

  it('corrects a Latin spelling of a Bangla name, and a Bangla word missing its vowel sign', async () => {
    const latin = await search('humayon');
    expect(latin.correctedQuery).toBe('humayun');
    expect(latin.items.map((item) => item.id)).toContain(listed.novel.id);
    const bangla = await search('রিমান্ড');
    expect(bangla.correctedQuery).toBe('রিমান্ডে');
    expect(bangla.items.map((item) => item.id)).toEqual([listed.novel.id]);
  });

  it('two letters swapped, or one too many, are put right: the word fewest edits away wins', async () => {
    const swapped = await search('atmoic habist');
    expect(swapped.correctedQuery).toBe('atomic habits');
    expect(swapped.items.map((item) => item.id)).toEqual([listed.habits.id]);
    expect((await search('Habbits')).correctedQuery).toBe('Habits');
    // 'studes' is as like 'student' as 'studies' by trigrams, but one edit from 'studies'.
    const studies = await search('bangladesh studes');
    expect(studies.correctedQuery).toBe('bangladesh studies');
    expect(studies.items.map((item) => item.id)).toEqual([listed.studies.id]);
  });

  it('a typo beside a word many books share is still corrected: the words are all asked for', async () => {
    for (const kind of ['Organic', 'Inorganic', 'Physical']) await list(`${kind} Chemistry Guide`);
    const sheet = await list('Chemistry Formula Sheet');
    const page = await search('chemistry formla');
    expect(page.correctedQuery).toBe('chemistry formula');
    expect(page.items.map((item) => item.id)).toEqual([sheet.id]);
  });

  it('the next page of a corrected search goes on with the corrected words', async () => {
    const first = await search({ q: 'thermodinamics', limit: '1' });
    expect(first.correctedQuery).toBe('thermodynamics');
    const second = await search({ q: 'thermodinamics', limit: '1', cursor: first.nextCursor! });
    expect([...first.items, ...second.items].map((item) => item.id).sort()).toEqual(
      [listed.engineers.id, listed.easy.id].sort(),
    );
  });

  it('a search in quotes is taken as typed, and known words are never corrected', async () => {
    const quoted = await search('"thermodynamcis"');
    expect(quoted.items).toEqual([]);
    expect(quoted.correctedQuery).toBeUndefined();
    // Found nothing for its filters, not for its words.
    const filtered = await search({ q: 'Thermodynamics', condition: 'Fair' });
    expect(filtered.items).toEqual([]);
    expect(filtered.correctedQuery).toBeUndefined();
  });

  it("a removed book's words are no longer suggested", async () => {
    expect((await search('zoologyy')).correctedQuery).toBe('zoology');
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/books/${listed.zoology.id}`,
      headers: { cookie: seller.cookie },
    });
    expect(response.statusCode).toBeLessThan(300);
    const after = await search('zoologi');
    expect(after.correctedQuery).toBeUndefined();
    expect(after.items).toEqual([]);
  });

  it("a sold book's words are no longer suggested; a title's old words go with an edit", async () => {
    const sold = await list('Ornithology Field Guide');
    expect((await search('ornithologyy')).correctedQuery).toBe('ornithology');
    await t.db.execute(sql`update ${book} set status = 'sold' where ${book.id} = ${sold.id}`);
    expect((await search('ornitholgy')).correctedQuery).toBeUndefined();

    const edited = await list('Paleontology Basics');
    expect((await search('paleontolgoy')).correctedQuery).toBe('paleontology');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/books/${edited.id}`,
      headers: { cookie: seller.cookie },
      payload: { name: 'Geology Basics' },
    });
    expect((await search('paleontolgy')).correctedQuery).toBeUndefined();
    expect((await search('geolgy')).correctedQuery).toBe('geology');
  });
});
