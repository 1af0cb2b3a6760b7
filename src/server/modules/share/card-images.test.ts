// A share card's words are drawn by us, in the site's own fonts: no system font is asked for, so
// a server without a Bengali font draws Bangla titles whole, with their conjuncts and vowel signs.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { drawBookCard, drawBrandCard } from './card-images';
import { loadTypesetter, type Typesetter } from './typesetter';

let type: Typesetter;
beforeAll(async () => {
  type = await loadTypesetter();
});

const bold = { size: 60, weight: 'bold' as const };

describe('Bangla text', () => {
  it('joins consonants into their conjuncts instead of spelling them out with a hasanta', () => {
    for (const [conjunct, letters] of [
      ['ন্দ্র', ['ন্', 'দ্', 'র']],
      ['ক্ষ', ['ক্', 'ষ']],
      ['দ্ম', ['দ্', 'ম']],
    ] as const) {
      const apart = letters.reduce((sum, letter) => sum + type.measure(letter, bold), 0);
      expect(type.measure(conjunct, bold), conjunct).toBeLessThan(apart * 0.8);
    }
  });

  it('puts a vowel sign on a letter with a nukta without a dotted circle', () => {
    // য + ় + ূ, as some keyboards type হুমায়ূন, is drawn as the single letter য় takes it.
    const typed = 'হুমা\u09af\u09bc\u09c2ন';
    const composed = 'হুমা\u09df\u09c2ন';
    expect(type.measure(typed, bold)).toBeCloseTo(type.measure(composed, bold), 1);
  });

  it('breaks a word too long for a line between letters, never inside a conjunct', () => {
    const word = 'রবীন্দ্রনাথঠাকুরেরগল্পগুচ্ছসমগ্রউচ্চতরগণিত';
    const lines = type.wrap(word, bold, 260, 10);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(word);
    for (const line of lines) {
      expect(type.measure(line, bold)).toBeLessThanOrEqual(260);
      expect(line, 'a line starts with a vowel sign or a hasanta').not.toMatch(/^[\p{M}]/u);
      expect(line, 'a line ends inside a conjunct').not.toMatch(/\u09cd$/);
    }
  });
});

describe('a title', () => {
  it('wraps to at most three lines, the last cut with an ellipsis', () => {
    const title =
      'Introduction to Algorithms, Third Edition: The Complete Reference for Students of Computer Science';
    const lines = type.wrap(title, bold, 624, 3);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/…$/);
    for (const line of lines) expect(type.measure(line, bold)).toBeLessThanOrEqual(624);
    expect(type.wrap('Padma Nadir Majhi', bold, 624, 3)).toEqual(['Padma Nadir Majhi']);
  });

  it('leaves out characters none of the fonts has, rather than drawing empty boxes', () => {
    expect(type.printable('Book 📚  中文 of  পদ্মা')).toBe('Book of পদ্মা');
  });
});

describe('a book card', () => {
  const cover = () =>
    sharp({ create: { width: 300, height: 400, channels: 3, background: '#1f4e5f' } })
      .webp()
      .toBuffer();
  // Where the title goes: right of the cover, under the Boipoka name.
  const titleArea = { left: 512, top: 168, width: 624, height: 240 };
  const pixels = async (jpeg: Buffer) =>
    sharp(jpeg).extract(titleArea).raw().toBuffer({ resolveWithObject: true });
  const differing = (a: Buffer, b: Buffer) => {
    let count = 0;
    for (let i = 0; i < a.length; i += 3)
      if (
        Math.abs(a[i]! - b[i]!) +
          Math.abs(a[i + 1]! - b[i + 1]!) +
          Math.abs(a[i + 2]! - b[i + 2]!) >
        96
      )
        count++;
    return count;
  };

  it('is a 1200×630 progressive JPEG', async () => {
    const card = await drawBookCard(
      { title: 'পদ্মা নদীর মাঝি', author: 'মানিক বন্দ্যোপাধ্যায়', price: 45000 },
      await cover(),
    );
    const metadata = await sharp(card).metadata();
    expect(metadata).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
      isProgressive: true,
    });
    expect(card.length).toBeLessThan(150_000);
  });

  it('draws a Bangla title, and differently from a Latin one', async () => {
    const photo = await cover();
    const draw = (title: string) => drawBookCard({ title, author: null, price: 45000 }, photo);
    const [none, bangla, latin] = await Promise.all(
      ['', 'পদ্মা নদীর মাঝি', 'Padma Nadir Majhi'].map(async (title) => pixels(await draw(title))),
    );
    expect(differing(none!.data, bangla!.data)).toBeGreaterThan(3000);
    expect(differing(none!.data, latin!.data)).toBeGreaterThan(3000);
    expect(differing(bangla!.data, latin!.data)).toBeGreaterThan(3000);
  });

  it('still has a card when its cover cannot be read', async () => {
    const card = await drawBookCard(
      { title: 'No Photo', author: null, price: 100 },
      Buffer.from('not an image'),
    );
    expect(await sharp(card).metadata()).toMatchObject({ width: 1200, height: 630 });
  });
});

it('the site’s own card is a 1200×630 JPEG', async () => {
  expect(await sharp(await drawBrandCard()).metadata()).toMatchObject({
    format: 'jpeg',
    width: 1200,
    height: 630,
  });
});
