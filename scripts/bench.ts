// `npm run bench`: timings of the hot paths on a throw-away embedded database with 2,000 books.
// Figures, not pass/fail: compare them before and after a change on the same machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { user } from '../src/server/db/schema/auth';
import { book } from '../src/server/db/schema/catalog';
import { seedCategories } from '../src/server/db/seed';
import { processImage } from '../src/server/modules/uploads/images';
import { BOOK_CONDITIONS, CATEGORIES } from '../src/shared/constants';

const BOOKS = 2000;
const RUNS = 200;
const WORDS = [
  'Calculus',
  'Physics',
  'Algorithms',
  'Chemistry',
  'Economics',
  'Biology',
  'Novel',
  'Guide',
  'Dune',
  'Foundation',
];

const dataDir = mkdtempSync(join(tmpdir(), 'boipoka-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  AUTH_SECRET: 'bench-secret-that-is-long-enough-000000',
});
const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
await migrateDatabase(database, config.rootDir);
await seedCategories(database.db);
await database.db
  .insert(user)
  .values({ id: 'bench-seller', name: 'Bench Seller', email: 'bench@seller.test', role: 'seller' });
for (let start = 0; start < BOOKS; start += 500) {
  await database.db.insert(book).values(
    Array.from({ length: 500 }, (_, i) => {
      const n = start + i;
      return {
        sellerId: 'bench-seller',
        categoryId: CATEGORIES[n % CATEGORIES.length]!.id,
        name: `${WORDS[n % WORDS.length]} ${WORDS[(n * 7) % WORDS.length]} volume ${n}`,
        condition: BOOK_CONDITIONS[n % 3]!,
        location: 'Dhaka University',
        price: 5000 + (n % 200) * 100,
        originalPrice: 50000,
        sellerPhone: '01712345678',
        description: `A used copy, number ${n}, with notes.`,
        purchaseYear: 2015 + (n % 10),
        image: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp',
        advertised: n % 25 === 0,
      };
    }),
  );
}
const app = await buildApp(config, database);
await app.ready();

async function time(label: string, url: string) {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.floor(q * (samples.length - 1))]!.toFixed(2);
  console.log(
    `${label.padEnd(38)} median ${at(0.5).padStart(6)} ms   p95 ${at(0.95).padStart(6)} ms`,
  );
}

console.log(`${BOOKS} books on PGlite, ${RUNS} requests each through app.inject:`);
await time('home: advertised books', '/api/books?advertised=true&limit=6');
await time('newest, first page', '/api/books');
await time(
  'category + condition + price, by price',
  '/api/books?category=university-academic&condition=Good&minPrice=60&maxPrice=150&sort=price-asc',
);
await time("search with a typo ('calculas')", '/api/books?q=calculas');
await time('categories with counts', '/api/categories');

const photo = await sharp({
  create: {
    width: 4000,
    height: 3000,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 40 },
  },
})
  .jpeg({ quality: 90 })
  .toBuffer();
const runs: number[] = [];
for (let i = 0; i < 5; i++) {
  const started = performance.now();
  await processImage(photo);
  runs.push(performance.now() - started);
}
const memory = process.memoryUsage();
console.log(
  `upload: 12 MP JPEG (${(photo.length / 1048576).toFixed(1)} MB) → WebP + thumbnail  best ${Math.min(...runs).toFixed(0)} ms, worst ${Math.max(...runs).toFixed(0)} ms`,
);
console.log(
  `memory: rss ${(memory.rss / 1048576).toFixed(0)} MB, heap used ${(memory.heapUsed / 1048576).toFixed(0)} MB`,
);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
