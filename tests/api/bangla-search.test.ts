// Books listed in Bangla are stored as typed and found the ways students look for them: the whole
// title, a word of it, an author spelt with a long vowel or a short one, and a misspelt word; on
// PGlite and on PostgreSQL alike (`TEST_DATABASE_URL`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook } from '../support/books';
import { createTestApp, type TestApp } from '../support/test-app';
import { nextAddress, signUp } from '../support/users';

let t: TestApp;
const listed: Record<'novel' | 'guide' | 'english', { id: string }> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  const seller = await signUp(t.app, 'seller', 'সাবরিনা সুলতানা');
  listed.novel = await addBook(t.app, seller, {
    name: 'হিমু সমগ্র',
    author: 'হুমায়ূন আহমেদ',
    categoryId: 'novel-and-story',
    description: 'হিমুর সব উপন্যাস এক মলাটে, প্রায় নতুন।',
  });
  listed.guide = await addBook(t.app, seller, {
    name: 'বিসিএস প্রিলিমিনারি গাইড',
    author: 'প্রফেসর’স প্রকাশন',
    categoryId: 'job-preparation',
    description: 'সাধারণ জ্ঞান ও গণিত অংশ দাগানো।',
  });
  listed.english = await addBook(t.app, seller, { name: 'Introduction to Algorithms' });
});
afterAll(async () => {
  await t?.close();
});

type Listed = { id: string; name: string; author: string | null; seller: { name: string } };
async function search(q: string): Promise<Listed[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/books?${new URLSearchParams({ q })}`,
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode).toBe(200);
  return response.json().items as Listed[];
}
const ids = async (q: string) => (await search(q)).map((item) => item.id);

describe('a search in Bangla', () => {
  it('finds a book by its whole Bangla title, and shows the title, author and seller as they were typed', async () => {
    const [found, ...rest] = await search('হিমু সমগ্র');
    expect(found).toMatchObject({
      id: listed.novel.id,
      name: 'হিমু সমগ্র',
      author: 'হুমায়ূন আহমেদ',
      seller: { name: 'সাবরিনা সুলতানা' },
    });
    expect(rest.map((item) => item.id)).not.toContain(listed.guide.id);
  });

  it('finds a book by one word of its title or its description', async () => {
    expect(await ids('বিসিএস')).toEqual([listed.guide.id]);
    expect(await ids('প্রিলিমিনারি')).toEqual([listed.guide.id]);
    expect(await ids('উপন্যাস')).toEqual([listed.novel.id]);
  });

  it('finds হুমায়ূন আহমেদ typed with a short u (হুমায়ুন), as most keyboards give it', async () => {
    expect(await ids('হুমায়ুন')).toEqual([listed.novel.id]);
    expect(await ids('হুমায়ুন আহমেদ')).toEqual([listed.novel.id]);
  });

  it('forgives a misspelt word: a letter left out or swapped', async () => {
    expect(await ids('প্রিলিমনারি')).toEqual([listed.guide.id]);
    expect(await ids('হিমূ সমগ্র')).toContain(listed.novel.id);
  });

  it('a Bangla search does not find English books, nor an English one Bangla books', async () => {
    expect(await ids('হুমায়ুন')).not.toContain(listed.english.id);
    const english = await ids('Algorithms');
    expect(english).toEqual([listed.english.id]);
  });
});
