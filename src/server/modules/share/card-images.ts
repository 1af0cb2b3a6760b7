import type { Sharp } from 'sharp';
import { formatTaka } from '../../../shared/money';
import { CARD_SIZE } from './addresses';
import { loadTypesetter, type Typesetter } from './typesetter';

/*
 * The pictures a shared link shows: 1200×630 JPEGs (the size Facebook, Messenger and WhatsApp
 * show large), drawn as SVG in the site's colours (src/client/styles.css, theme `boipoka`) and
 * turned into a JPEG by sharp.
 */

const { width: WIDTH, height: HEIGHT } = CARD_SIZE;

const COLOURS = {
  paper: '#fbf7f0', // base-100
  shelf: '#f3ecdf', // base-200
  edge: '#e7dccb', // base-300
  ink: '#2b2420', // base-content
  muted: '#6b5e55', // base-content softened: 5.8:1 on paper
  accent: '#b3401a', // primary
};

/** src/client/assets/logo.svg, the bookworm on its open book, drawn in `colour` at (x, y). */
const logo = (x: number, y: number, size: number, colour: string) => `
  <svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 48 48">
    <mask id="logo-${x}-${y}" maskUnits="userSpaceOnUse" x="0" y="0" width="48" height="48">
      <path d="M22 24Q13 17 3 19v18q10-1 19 5zM26 24q9-7 19-5v18q-10-1-19 5z" fill="#fff"/>
      <path d="M2 39q12 0 22 6 10-6 22-6" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>
      <path d="M7 29q5-1 10 2M31 31q5-3 10-2" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round"/>
      <path d="M24 34c0-6-5-8-3-16" fill="none" stroke="#000" stroke-width="12" stroke-linecap="round"/>
      <circle cx="24" cy="13" r="11" fill="#000"/>
      <path d="M24 34c0-6-5-8-3-16" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>
      <circle cx="24" cy="13" r="9" fill="#fff"/>
      <circle cx="20.5" cy="11.5" r="2" fill="#000"/><circle cx="27.5" cy="11.5" r="2" fill="#000"/>
      <path d="M19.8 15.6q4.2 4.4 8.4 0" fill="none" stroke="#000" stroke-width="2.2" stroke-linecap="round"/>
    </mask>
    <rect width="48" height="48" fill="${colour}" mask="url(#logo-${x}-${y})"/>
  </svg>`;

const svg = (body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`,
  );

/** sharp, loaded at the first card rather than at every start. */
const loadSharp = () => import('sharp').then((module) => module.default);

/** The JPEG a preview fetches: small for a phone on 3G, sharp enough for text. */
const toJpeg = (image: Sharp) =>
  image
    .flatten({ background: COLOURS.paper })
    .jpeg({ quality: 82, progressive: true, mozjpeg: true })
    .toBuffer();

export type BookCardText = {
  title: string;
  author: string | null;
  /** Poisha. */
  price: number;
};

// The cover sits on the left at the site's 3:4; the words take the right.
const COVER = { x: 64, y: 59, width: 384, height: 512, radius: 14 };
const TEXT_LEFT = 512;
const TEXT_WIDTH = WIDTH - TEXT_LEFT - 64;
const TITLE_SIZES = [60, 52, 46];
const TITLE_LINES = 3;

/** The title at the largest size that fits in three lines (clipped at the smallest). */
function titleLines(type: Typesetter, title: string) {
  for (const size of TITLE_SIZES) {
    const style = { size, weight: 'bold' as const };
    const lines = type.wrap(title, style, TEXT_WIDTH, TITLE_LINES + 1);
    if (lines.length <= TITLE_LINES) return { style, lines };
  }
  const style = { size: TITLE_SIZES.at(-1)!, weight: 'bold' as const };
  return { style, lines: type.wrap(title, style, TEXT_WIDTH, TITLE_LINES) };
}

/** The words and the frame of a book's card, without its cover photo. */
async function bookCardSvg(book: BookCardText): Promise<Buffer> {
  const type = await loadTypesetter();
  const brand = { size: 30, weight: 'bold' as const };
  const { style, lines } = titleLines(type, book.title);
  const lineHeight = Math.round(style.size * 1.3);
  const titleTop = 168;
  const title = lines.map((line, i) =>
    type.draw(line, style, {
      x: TEXT_LEFT,
      y: titleTop + style.size + i * lineHeight,
      fill: COLOURS.ink,
    }),
  );
  const authorStyle = { size: 30, weight: 'regular' as const };
  const author = book.author
    ? type.draw(type.clip(book.author, authorStyle, TEXT_WIDTH), authorStyle, {
        x: TEXT_LEFT,
        y: titleTop + style.size + (lines.length - 1) * lineHeight + 56,
        fill: COLOURS.muted,
      })
    : '';
  const price = type.draw(
    formatTaka(book.price),
    { size: 64, weight: 'bold' },
    {
      x: TEXT_LEFT,
      y: 540,
      fill: COLOURS.accent,
    },
  );
  return svg(`
    <rect width="${WIDTH}" height="${HEIGHT}" fill="${COLOURS.paper}"/>
    <rect width="${TEXT_LEFT - 32}" height="${HEIGHT}" fill="${COLOURS.shelf}"/>
    ${logo(TEXT_LEFT, 56, 48, COLOURS.accent)}
    ${type.draw('Boipoka', brand, { x: TEXT_LEFT + 60, y: 92, fill: COLOURS.ink })}
    ${title.join('')}
    ${author}
    ${price}
    <rect y="${HEIGHT - 10}" width="${WIDTH}" height="10" fill="${COLOURS.accent}"/>`);
}

const coverShape = (fill: string, inside = '', opacity = 1) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER.width}" height="${COVER.height}"><rect width="${COVER.width}" height="${COVER.height}" rx="${COVER.radius}" fill="${fill}" opacity="${opacity}"/>${inside}</svg>`,
  );

const SHADOW_BLUR = 10;

/**
 * The cover's soft shadow, blurred by sharp (librsvg's blur filter takes a third of a second on a
 * card this size); the same for every card, so made once.
 */
let shadow: Promise<Buffer> | undefined;
const coverShadow = () =>
  (shadow ??= loadSharp().then((sharp) =>
    sharp(coverShape(COLOURS.ink, '', 0.3))
      .extend({
        top: SHADOW_BLUR * 3,
        bottom: SHADOW_BLUR * 3,
        left: SHADOW_BLUR * 3,
        right: SHADOW_BLUR * 3,
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .blur(SHADOW_BLUR)
      .png()
      .toBuffer(),
  ));

/** The cover photo cut to the card's frame with its rounded corners; null if it cannot be read. */
async function framedCover(photo: Buffer): Promise<Buffer | null> {
  const sharp = await loadSharp();
  return sharp(photo, { failOn: 'error', limitInputPixels: 40_000_000 })
    .resize(COVER.width, COVER.height, { fit: 'cover' })
    .composite([{ input: coverShape('#fff'), blend: 'dest-in' }])
    .png()
    .toBuffer()
    .catch(() => null);
}

/** Where a cover that cannot be read would be: the logo on the site's paper. */
const noCover = () =>
  coverShape(COLOURS.edge, logo(COVER.width / 2 - 48, COVER.height / 2 - 48, 96, COLOURS.shelf));

/**
 * A book's card: its cover on the left; its title (at most three lines), author and price in
 * taka on the right, under the Boipoka name. A cover that cannot be read leaves the logo in its
 * place.
 */
export async function drawBookCard(book: BookCardText, cover: Buffer | null): Promise<Buffer> {
  const sharp = await loadSharp();
  const [frame, photo, softShadow] = await Promise.all([
    bookCardSvg(book),
    cover ? framedCover(cover) : null,
    coverShadow(),
  ]);
  const card = sharp(frame).composite([
    { input: softShadow, left: COVER.x - SHADOW_BLUR * 3 + 4, top: COVER.y - SHADOW_BLUR * 3 + 10 },
    { input: photo ?? noCover(), left: COVER.x, top: COVER.y },
  ]);
  return toJpeg(card);
}

/** The site's own card, for pages that have no picture of their own. */
export async function drawBrandCard(): Promise<Buffer> {
  const sharp = await loadSharp();
  const type = await loadTypesetter();
  const centre = WIDTH / 2;
  const frame = svg(`
    <rect width="${WIDTH}" height="${HEIGHT}" fill="${COLOURS.paper}"/>
    <circle cx="${centre}" cy="200" r="118" fill="${COLOURS.shelf}"/>
    ${logo(centre - 88, 112, 176, COLOURS.accent)}
    ${type.draw('Boipoka', { size: 104, weight: 'bold' }, { x: centre, y: 446, fill: COLOURS.ink, align: 'middle' })}
    ${type.draw('second-hand books on campus', { size: 44, weight: 'regular' }, { x: centre, y: 524, fill: COLOURS.muted, align: 'middle' })}
    <rect y="${HEIGHT - 14}" width="${WIDTH}" height="14" fill="${COLOURS.accent}"/>`);
  return toJpeg(sharp(frame));
}
