/**
 * `npx tsx scripts/make-icons.ts`: the web app's icons in public/icons/, drawn from
 * src/client/assets/logo.svg in the site's colours (src/client/styles.css, theme `boipoka`) and
 * turned into small palette PNGs by sharp. Run it again whenever the logo or the colours change.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const OUT = new URL('../public/icons/', import.meta.url);
const LOGO_FILE = new URL('../src/client/assets/logo.svg', import.meta.url);

const COLOURS = {
  paper: '#fbf7f0', // base-100, the page background
  brand: '#b3401a', // primary, also index.html's theme-color
  onBrand: '#ffffff', // primary-content
};

/** The logo's drawing: its viewBox size and the mask that cuts its shape out of a filled square. */
type Logo = { size: number; maskId: string; mask: string };

/** Where the logo's ink lies inside its viewBox, in viewBox units. */
type Extent = { left: number; top: number; right: number; bottom: number; radius: number };

/** The logo file taken apart, so every icon follows the logo as it is today. */
async function readLogo(): Promise<Logo> {
  const text = await readFile(LOGO_FILE, 'utf8');
  const viewBox = /viewBox="0 0 (\d+) \1"/.exec(text);
  const mask = /<mask\b[^>]*\bid="([^"]+)"[\s\S]*?<\/mask>/.exec(text);
  const maskId = mask?.[1];
  if (!viewBox || !mask || !maskId) {
    throw new Error('logo.svg no longer has a square viewBox and a <mask> with an id.');
  }
  return { size: Number(viewBox[1]), maskId, mask: mask[0] };
}

/** The logo drawn in `colour`, `scale` pixels to one viewBox unit, its corner at (x, y). */
const drawLogo = (logo: Logo, x: number, y: number, scale: number, colour: string) => `
  <svg x="${x}" y="${y}" width="${logo.size * scale}" height="${logo.size * scale}" viewBox="0 0 ${logo.size} ${logo.size}">
    ${logo.mask}
    <rect width="${logo.size}" height="${logo.size}" fill="${colour}" mask="url(#${logo.maskId})"/>
  </svg>`;

/** A square picture `size` pixels wide holding `body`. */
const canvas = (size: number, body: string, viewBox = `0 0 ${size} ${size}`) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${viewBox}">${body}</svg>`,
  );

/**
 * The box and the reach of the logo's ink, measured on a large rendering: the viewBox has empty
 * space round the drawing (more above than below), so icons centre the ink, not the viewBox.
 * `radius` is how far the farthest ink lies from the box's centre, for the maskable icons' circle.
 */
async function measure(logo: Logo): Promise<Extent> {
  const scale = 20;
  const side = logo.size * scale;
  const { data } = await sharp(canvas(side, drawLogo(logo, 0, 0, scale, '#000')))
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const inked = (x: number, y: number) => (data[y * side + x] ?? 0) > 0;
  let [left, top, right, bottom] = [side, side, 0, 0];
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++)
      if (inked(x, y)) {
        left = Math.min(left, x);
        top = Math.min(top, y);
        right = Math.max(right, x + 1);
        bottom = Math.max(bottom, y + 1);
      }
  const [cx, cy] = [(left + right) / 2, (top + bottom) / 2];
  // Measured to a pixel's centre, then out by half its diagonal, so the reach is never short.
  let reach = 0;
  for (let y = top; y < bottom; y++)
    for (let x = left; x < right; x++)
      if (inked(x, y)) reach = Math.max(reach, Math.hypot(x + 0.5 - cx, y + 0.5 - cy));
  return {
    left: left / scale,
    top: top / scale,
    right: right / scale,
    bottom: bottom / scale,
    radius: (reach + Math.SQRT1_2) / scale,
  };
}

/** How large the logo is drawn: its ink box across a share of the width, or its ink in a circle. */
type Fit = { box: number } | { circle: number };

/** The logo in `colour`, as large as `fit` allows, its ink centred in a `size`-pixel icon. */
function centredLogo(logo: Logo, extent: Extent, size: number, fit: Fit, colour: string) {
  const width = extent.right - extent.left;
  const height = extent.bottom - extent.top;
  const scale =
    'box' in fit
      ? (fit.box * size) / Math.max(width, height)
      : ((fit.circle / 2) * size) / extent.radius;
  const x = size / 2 - ((extent.left + extent.right) / 2) * scale;
  const y = size / 2 - ((extent.top + extent.bottom) / 2) * scale;
  return drawLogo(logo, x, y, scale, colour);
}

/**
 * The two shortcut pictures, on a 24-unit grid with at least two units of margin. Each is a
 * filled shape with its details cut out by a mask, so it reads as one colour at any size.
 */
const SHORTCUTS = {
  /** Messages: a speech bubble with three dots. */
  messages: `
    <mask id="cut" maskUnits="userSpaceOnUse" x="0" y="0" width="24" height="24">
      <path d="M6 2.5h12a4 4 0 0 1 4 4v7a4 4 0 0 1-4 4h-8l-4.5 4v-4H6a4 4 0 0 1-4-4v-7a4 4 0 0 1 4-4z" fill="#fff"/>
      <circle cx="7.5" cy="10" r="1.6" fill="#000"/>
      <circle cx="12" cy="10" r="1.6" fill="#000"/>
      <circle cx="16.5" cy="10" r="1.6" fill="#000"/>
    </mask>`,
  /** Sell a book: a hardback with its page edges showing and a plus on the cover. */
  sell: `
    <mask id="cut" maskUnits="userSpaceOnUse" x="0" y="0" width="24" height="24">
      <path d="M7.5 2h11a1.5 1.5 0 0 1 1.5 1.5V18H7.75a1.25 1.25 0 0 0 0 2.5H20v.25a1.25 1.25 0 0 1-1.25 1.25H7.5A3.5 3.5 0 0 1 4 18.5v-13A3.5 3.5 0 0 1 7.5 2z" fill="#fff"/>
      <path d="M12.5 6v8M8.5 10h8" stroke="#000" stroke-width="2.4" stroke-linecap="round"/>
    </mask>`,
};

/** A shortcut picture in `colour`, filling a `size`-pixel icon. */
const shortcut = (size: number, picture: string, colour: string) =>
  canvas(
    size,
    `${picture}<rect width="24" height="24" fill="${colour}" mask="url(#cut)"/>`,
    '0 0 24 24',
  );

/**
 * A small PNG: quantised to a palette (the icons hold one or two colours and their edges, which a
 * palette keeps without visible loss) and compressed as far as zlib goes.
 */
const png = (svg: Buffer) =>
  sharp(svg).png({ compressionLevel: 9, palette: true, effort: 10, dither: 0 }).toBuffer();

const logo = await readLogo();
const extent = await measure(logo);

/** The light icon the browser shows as it is ("any"): the logo on the page's paper colour. */
const plain = (size: number) =>
  canvas(
    size,
    `<rect width="${size}" height="${size}" fill="${COLOURS.paper}"/>${centredLogo(logo, extent, size, { box: 0.8 }, COLOURS.brand)}`,
  );

/**
 * The brand-coloured square, edge to edge, with the logo in white inside a centred circle
 * `circle` of the width across: Android's maskable icons keep only the central 80% circle.
 */
const onBrand = (size: number, circle: number) =>
  canvas(
    size,
    `<rect width="${size}" height="${size}" fill="${COLOURS.brand}"/>${centredLogo(logo, extent, size, { circle }, COLOURS.onBrand)}`,
  );

/** Every icon, by file name. */
const ICONS: Record<string, Buffer> = {
  'icon-192.png': plain(192),
  'icon-512.png': plain(512),
  // A little inside the 80% circle, so the crop never touches the ink.
  'maskable-192.png': onBrand(192, 0.76),
  'maskable-512.png': onBrand(512, 0.76),
  // iOS rounds the corners itself and fills any transparency with black, so this one is opaque.
  'apple-touch-icon.png': onBrand(180, 0.72),
  // Android's notification badge uses only the alpha channel: the logo in white on nothing.
  'badge-96.png': canvas(96, centredLogo(logo, extent, 96, { box: 0.92 }, '#ffffff')),
  'shortcut-messages-96.png': shortcut(96, SHORTCUTS.messages, COLOURS.brand),
  'shortcut-sell-96.png': shortcut(96, SHORTCUTS.sell, COLOURS.brand),
};

await mkdir(OUT, { recursive: true });
for (const [name, svg] of Object.entries(ICONS)) {
  const data = await png(svg);
  await writeFile(new URL(name, OUT), data);
  const { width, height } = await sharp(data).metadata();
  console.log(`public/icons/${name}: ${width}×${height}, ${data.length} bytes`);
}
