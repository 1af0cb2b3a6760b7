import { appError } from '../../errors';

const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const DISPLAY_SIZE = 1200;
const THUMBNAIL_SIZE = 400;

export type ProcessedImage = { display: Buffer; thumbnail: Buffer; width: number; height: number };

const notAnImage = () => appError('NOT_AN_IMAGE');

/** sharp, loaded at the first upload rather than at every start. */
const loadSharp = () => import('sharp').then((module) => module.default);

/**
 * Markup a browser or a server would run, hidden in an image's comment or after its end (an
 * image/HTML or image/PHP polyglot). No photo carries it, and each marker is long enough that
 * compressed pixels never spell it by chance.
 */
const MARKUP = /<(script|html|svg|iframe|object|embed|body|\?php)[\s>/]|<!doctype|javascript:/i;

/**
 * Decodes an upload whatever it claims to be, and re-encodes it as WebP at display size plus a
 * thumbnail. Re-encoding drops every metadata block (EXIF GPS included) and anything hidden in the file.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (MARKUP.test(input.toString('latin1'))) throw notAnImage();
  const sharp = await loadSharp();
  // Inside the catch: sharp throws some refusals synchronously (an empty buffer, for one).
  const metadata = await Promise.resolve()
    .then(() => sharp(input, { limitInputPixels: false }).metadata())
    .catch(() => {
      throw notAnImage();
    });
  // SVG and PDF are refused: they are documents that can reference other files, not photos.
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw appError('IMAGE_TOO_LARGE');
  }
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const resize = (size: number) =>
      source.clone().resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true });
    const display = await resize(DISPLAY_SIZE)
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await resize(THUMBNAIL_SIZE).webp({ quality: 75 }).toBuffer();
    return {
      display: display.data,
      thumbnail,
      width: display.info.width,
      height: display.info.height,
    };
  } catch {
    throw notAnImage();
  }
}
