// A link pasted into Facebook, Messenger or WhatsApp shows a preview made from the page's Open
// Graph tags, read by a crawler that runs no JavaScript. A book's preview is its own 1200×630 JPEG
// card (cover, title, author, price); every other public page says what it says itself, in its
// language, with the site's card. Nothing private is ever in a tag.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { ShareCards } from '../../src/server/modules/share/share-cards';
import { localStorage } from '../../src/server/storage/local';
import type { ImageStorage } from '../../src/server/storage/storage';
import { addBook } from '../support/books';
import { call } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { nextAddress, signUp, type TestUser } from '../support/users';

let t: TestApp;
let seller: TestUser;
let root: string;
let site: FastifyInstance;

const page = (lang: string, title: string, description: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="UTF-8" /><title>${title}</title>` +
  `<meta name="description" content="${description}"/></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, 'seller', 'Shapla Seller');
  // The built client, as small as the server needs it: a shell, the home page in both languages.
  root = mkdtempSync(join(tmpdir(), 'boipoka-share-'));
  mkdirSync(join(root, 'dist/client'), { recursive: true });
  mkdirSync(join(root, 'dist/pages/bn'), { recursive: true });
  writeFileSync(join(root, 'dist/client/index.html'), page('en', 'Boipoka', ''));
  writeFileSync(join(root, 'dist/pages/bn/shell.html'), page('bn', 'বইপোকা', ''));
  writeFileSync(join(root, 'dist/pages/404.html'), page('en', 'Not found', ''));
  writeFileSync(join(root, 'dist/pages/bn/404.html'), page('bn', 'পাওয়া যায়নি', ''));
  writeFileSync(
    join(root, 'dist/pages/index.html'),
    page('en', 'Boipoka — second-hand books on campus', 'Buy &amp; sell second-hand books.'),
  );
  writeFileSync(
    join(root, 'dist/pages/bn/index.html'),
    page('bn', 'বইপোকা — ক্যাম্পাসের পুরোনো বই', 'নিজের ক্যাম্পাসেই পুরোনো বই কিনুন ও বিক্রি করুন।'),
  );
  writeFileSync(
    join(root, 'dist/pages/pages.json'),
    JSON.stringify({
      pages: { '/': 'index.html' },
      withGoogle: {},
      notFound: '404.html',
      shell: 'shell.html',
      clientRoutes: ['/book/:id', '/category/:id', '/seller/:id'],
    }),
  );
  site = await buildApp({ ...t.config, rootDir: root }, t.database);
  await site.ready();
});
afterAll(async () => {
  await site?.close();
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

/** The page at `path` as a crawler reads it, after this server has heard every change. */
async function crawl(path: string, headers: Record<string, string> = {}) {
  await site.cache.sync();
  return site.inject({ method: 'GET', url: path, headers, remoteAddress: nextAddress() });
}

const decode = (text: string) =>
  text.replace(/&#(\d+);/g, (_whole, code: string) => String.fromCodePoint(Number(code)));

/** Every share tag of a page: Open Graph, product and Twitter. */
const shareTags = (html: string) =>
  Object.fromEntries(
    [
      ...html.matchAll(
        /<meta (?:property|name)="((?:og|product|twitter):[^"]+)" content="([^"]*)"/g,
      ),
    ].map((match) => [match[1]!, decode(match[2]!)]),
  );

async function tagsOf(path: string, headers?: Record<string, string>) {
  const response = await crawl(path, headers);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return shareTags(response.body);
}

const fetchCard = async (url: string) => {
  await site.cache.sync();
  return site.inject({ method: 'GET', url: new URL(url).pathname, remoteAddress: nextAddress() });
};

describe('a book’s share card', () => {
  it('is named on its page at an absolute address, as a 1200×630 JPEG', async () => {
    const book = await addBook(t.app, seller, {
      name: 'Padma Nadir Majhi',
      author: 'Manik Bandopadhyay',
    });
    const tags = await tagsOf(`/book/${book.id}`);
    const base = t.config.publicUrl;
    expect(tags['og:image']).toMatch(
      new RegExp(`^${base}/share/book/${book.id}/[\\w-]{16}\\.jpg$`),
    );
    expect(tags).toMatchObject({
      'og:url': `${base}/book/${book.id}`,
      'og:image:type': 'image/jpeg',
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
      'twitter:image': tags['og:image'],
    });
    expect(tags['og:image:alt']).toContain('Padma Nadir Majhi');
  });

  it('answers a JPEG of 1200×630, cached for a year', async () => {
    const book = await addBook(t.app, seller, { name: 'Calculus: Early Transcendentals' });
    const card = await fetchCard((await tagsOf(`/book/${book.id}`))['og:image']!);
    expect(card.statusCode, card.body).toBe(200);
    expect(card.headers['content-type']).toBe('image/jpeg');
    expect(card.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
  });

  it('is drawn once, however many crawlers ask for it at the same moment', async () => {
    const book = await addBook(t.app, seller, { name: 'পদ্মা নদীর মাঝি' });
    const url = (await tagsOf(`/book/${book.id}`))['og:image']!;
    const key = url.slice(-'AAAAAAAAAAAAAAAA.jpg'.length, -'.jpg'.length);
    // The server's own storage, counting what is stored and read.
    const disk = localStorage(join(t.config.dataDir, 'uploads'));
    const stored: string[] = [];
    const read: string[] = [];
    const storage: ImageStorage = {
      put: (name, data, type) => (stored.push(name), disk.put(name, data, type)),
      get: (name) => (read.push(name), disk.get(name)),
      delete: (name) => disk.delete(name),
    };
    const cards = new ShareCards({ db: t.db, cache: t.app.cache, storage, log: t.app.log });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => cards.bookCard(book.id, key)),
    );
    const images = answers.map((answer) => ('image' in answer ? answer.image : null));
    expect(new Set(images).size, 'one picture for all six').toBe(1);
    expect(stored).toEqual([`share-${book.id}-${key}.jpg`]);
    // Looked for once, and its cover read once to draw it.
    expect(read).toHaveLength(2);
    // Kept: the route answers the stored picture.
    const served = await fetchCard(url);
    expect(served.rawPayload.equals(images[0]!)).toBe(true);
  });

  it('moves to a new address when the price changes, and the old address leads to it', async () => {
    const book = await addBook(t.app, seller, { name: 'Edited Price Book', price: 450 });
    const before = (await tagsOf(`/book/${book.id}`))['og:image']!;
    const edited = await call(t.app, seller, 'PATCH', `/api/books/${book.id}`, { price: 380 });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await tagsOf(`/book/${book.id}`))['og:image']!;
    expect(after).not.toBe(before);
    const old = await fetchCard(before);
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(new URL(after).pathname);
    expect((await fetchCard(after)).statusCode).toBe(200);
  });

  it('is not served once its book is taken down, nor for a book that never was', async () => {
    const book = await addBook(t.app, seller, { name: 'Withdrawn Title' });
    const url = (await tagsOf(`/book/${book.id}`))['og:image']!;
    const removed = await call(t.app, seller, 'DELETE', `/api/books/${book.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const gone = await fetchCard(url);
    expect(gone.statusCode).toBe(410);
    expect(gone.headers['content-type']).not.toContain('image');
    const never = await fetchCard(
      `${t.config.publicUrl}/share/book/00000000-0000-4000-8000-000000000000/AAAAAAAAAAAAAAAA.jpg`,
    );
    expect(never.statusCode).toBe(404);
  });
});

describe('the home page’s share tags', () => {
  it('say in English what the page says, with the site’s card, and keep its own title', async () => {
    const response = await crawl('/', { 'accept-language': 'en' });
    expect(response.body).toContain('<title>Boipoka — second-hand books on campus</title>');
    const tags = shareTags(response.body);
    expect(tags).toMatchObject({
      'og:title': 'Boipoka — second-hand books on campus',
      'og:description': 'Buy & sell second-hand books.',
      'og:url': `${t.config.publicUrl}/`,
      'og:locale': 'en_GB',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:type': 'image/jpeg',
      'twitter:card': 'summary_large_image',
    });
    const card = await fetchCard(tags['og:image']!);
    expect(card.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('say it in Bangla on the Bangla page', async () => {
    const response = await crawl('/', { cookie: 'boipoka-lang=bn' });
    expect(response.body).toContain('<title>বইপোকা — ক্যাম্পাসের পুরোনো বই</title>');
    const tags = shareTags(response.body);
    expect(tags).toMatchObject({
      'og:title': 'বইপোকা — ক্যাম্পাসের পুরোনো বই',
      'og:description': 'নিজের ক্যাম্পাসেই পুরোনো বই কিনুন ও বিক্রি করুন।',
      'og:site_name': 'বইপোকা',
      'og:locale': 'bn_BD',
      'og:image:alt': 'বইপোকা — ক্যাম্পাসের পুরোনো বই',
    });
    expect(tags['og:image']).toMatch(new RegExp(`^${t.config.publicUrl}/share/.+\\.jpg$`));
  });
});

it('a category shows the site’s card, as it has no picture of its own', async () => {
  const home = await tagsOf('/');
  const tags = await tagsOf('/category/university-academic');
  expect(tags['og:title']).toBe('Book List for University Academic');
  expect(tags['og:image']).toBe(home['og:image']);
});

it('no share tag carries a seller’s phone number or e-mail address', async () => {
  const book = await addBook(t.app, seller, {
    name: 'Private Details Book',
    sellerPhone: '01812345678',
  });
  for (const path of [
    `/book/${book.id}`,
    `/seller/${seller.id}`,
    '/category/university-academic',
    '/',
  ]) {
    const tags = JSON.stringify(await tagsOf(path));
    expect(tags, path).not.toContain('01812345678');
    expect(tags, path).not.toContain(seller.email);
    expect(tags, path).not.toMatch(/@campus\.test/);
  }
});
