import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as HarfBuzz from 'harfbuzzjs';
import { woff2ToSfnt } from './woff2';

/*
 * Text for the share cards, drawn as SVG paths: no system font is asked for (a server, like CI,
 * may have no Bengali one), so the picture is the same everywhere. HarfBuzz shapes each run, as a
 * browser does, so Bangla's conjuncts and vowel signs come out whole; the fonts are the site's
 * own, Inter for Latin and Noto Sans Bengali for Bangla.
 */

export type Weight = 'regular' | 'bold';
export type TextStyle = { size: number; weight: Weight };

const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 };

/** The site's fonts, in the order a character looks for itself in them. */
const FONT_FILES = [
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2',
];

/** Marks and joiners belong to the letter before them: they are shaped with its font. */
const JOINS_PREVIOUS = /[\p{M}\u200c\u200d]/u;
const ELLIPSIS = '…';

type Typeface = {
  upem: number;
  covers: Set<number>;
  fonts: Record<Weight, HarfBuzz.Font>;
  paths: Record<Weight, Map<number, string>>;
};
type Run = { text: string; typeface: Typeface };
type Glyph = { typeface: Typeface; id: number; x: number; y: number };

const graphemes = new Intl.Segmenter('bn', { granularity: 'grapheme' });
const format = (value: number) => Number(value.toFixed(2));

/** Lays out and draws text in the site's fonts; `loadTypesetter` makes the one a process uses. */
export class Typesetter {
  private readonly measured = new Map<string, number>();

  constructor(
    private readonly harfbuzz: typeof HarfBuzz,
    private readonly typefaces: Typeface[],
  ) {}

  /**
   * The text as it can be drawn: one line, spaces collapsed, and without the characters none of
   * the fonts has (an emoji, another script), which would otherwise show as empty boxes.
   */
  printable(text: string): string {
    let kept = '';
    let previous: Typeface | undefined;
    for (const char of text.replace(/\s+/g, ' ').trim()) {
      const typeface = this.typefaceFor(char, previous);
      if (typeface) kept += char;
      previous = typeface;
    }
    return kept.replace(/\s+/g, ' ').trim();
  }

  /** How wide `text` is drawn in `style`, in pixels. */
  measure(text: string, style: TextStyle): number {
    const key = `${style.size}/${style.weight}/${text}`;
    let width = this.measured.get(key);
    if (width === undefined) {
      // Kept while one card is laid out (its lines are measured again and again), not forever.
      if (this.measured.size > 5000) this.measured.clear();
      width = this.shape(text, style).width;
      this.measured.set(key, width);
    }
    return width;
  }

  /**
   * `text` in lines at most `width` wide, broken between words (within a word only when it alone
   * is wider than a line, and then never inside a letter's cluster); past `maxLines`, the last
   * line ends in an ellipsis.
   */
  wrap(text: string, style: TextStyle, width: number, maxLines: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.printable(text).split(' ').filter(Boolean)) {
      const longer = line ? `${line} ${word}` : word;
      if (this.measure(longer, style) <= width) {
        line = longer;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (this.measure(line, style) > width) {
        const head = this.longestFitting(line, style, width, '');
        lines.push(head);
        line = line.slice(head.length);
      }
    }
    if (line) lines.push(line);
    if (lines.length <= maxLines) return lines;
    const kept = lines.slice(0, maxLines - 1);
    return [...kept, this.clip(lines.slice(maxLines - 1).join(' '), style, width, true)];
  }

  /** `text` on one line at most `width` wide, ending in an ellipsis if it was cut (or `cut`). */
  clip(text: string, style: TextStyle, width: number, cut = false): string {
    const whole = this.printable(text);
    if (!cut && this.measure(whole, style) <= width) return whole;
    // Whole words first; letters only when the first word alone is too wide.
    const words = whole.split(' ');
    for (let count = words.length - (cut ? 0 : 1); count > 0; count--) {
      const shorter = words.slice(0, count).join(' ');
      if (this.measure(shorter + ELLIPSIS, style) <= width) return shorter + ELLIPSIS;
    }
    return this.longestFitting(whole, style, width, ELLIPSIS) + ELLIPSIS;
  }

  /**
   * `text` drawn with its baseline starting at (x, y), as an SVG group of paths in `fill`; `align`
   * 'middle' centres it on x.
   */
  draw(
    text: string,
    style: TextStyle,
    {
      x,
      y,
      fill,
      align = 'start',
    }: { x: number; y: number; fill: string; align?: 'start' | 'middle' },
  ): string {
    const { glyphs, width } = this.shape(this.printable(text), style);
    const left = align === 'middle' ? x - width / 2 : x;
    const paths = glyphs.map((glyph) => {
      const scale = style.size / glyph.typeface.upem;
      const outline = this.outline(glyph.typeface, style.weight, glyph.id);
      if (!outline) return '';
      const at = `${format(left + glyph.x)} ${format(y - glyph.y)}`;
      return `<path transform="translate(${at}) scale(${scale.toFixed(6)} ${(-scale).toFixed(6)})" d="${outline}"/>`;
    });
    return `<g fill="${fill}">${paths.join('')}</g>`;
  }

  /** The longest start of `text`, in whole clusters, that fits in `width` with `suffix` after it. */
  private longestFitting(text: string, style: TextStyle, width: number, suffix: string): string {
    let fitting = '';
    for (const { segment } of graphemes.segment(text)) {
      const longer = fitting + segment;
      if (this.measure(longer.trimEnd() + suffix, style) > width) break;
      fitting = longer;
    }
    // A line holds at least one cluster, or the text would never end.
    return fitting.trimEnd() || [...graphemes.segment(text)][0]!.segment;
  }

  private typefaceFor(char: string, previous: Typeface | undefined): Typeface | undefined {
    const code = char.codePointAt(0)!;
    if (previous && JOINS_PREVIOUS.test(char)) return previous;
    return this.typefaces.find((typeface) => typeface.covers.has(code));
  }

  /** The text in runs of one font each. */
  private runs(text: string): Run[] {
    const runs: Run[] = [];
    let previous: Typeface | undefined;
    for (const char of text) {
      const typeface = this.typefaceFor(char, previous);
      if (!typeface) continue;
      const last = runs.at(-1);
      if (last?.typeface === typeface) last.text += char;
      else runs.push({ text: char, typeface });
      previous = typeface;
    }
    return runs;
  }

  /** The glyphs of `text` and where each goes, in pixels from the start of its baseline. */
  private shape(text: string, style: TextStyle): { glyphs: Glyph[]; width: number } {
    const hb = this.harfbuzz;
    const glyphs: Glyph[] = [];
    let pen = 0;
    for (const run of this.runs(text)) {
      const scale = style.size / run.typeface.upem;
      const buffer = new hb.Buffer();
      buffer.addText(run.text);
      buffer.guessSegmentProperties();
      hb.shape(run.typeface.fonts[style.weight], buffer);
      const positions = buffer.getGlyphPositions();
      for (const [i, info] of buffer.getGlyphInfos().entries()) {
        const position = positions[i]!;
        glyphs.push({
          typeface: run.typeface,
          id: info.codepoint,
          x: pen + position.xOffset * scale,
          y: position.yOffset * scale,
        });
        pen += position.xAdvance * scale;
      }
    }
    return { glyphs, width: pen };
  }

  private outline(typeface: Typeface, weight: Weight, id: number): string {
    let path = typeface.paths[weight].get(id);
    if (path === undefined) {
      path = typeface.fonts[weight].glyphToPath(id);
      typeface.paths[weight].set(id, path);
    }
    return path;
  }
}

async function load(): Promise<Typesetter> {
  // Loaded here: a server that is never asked for a card never compiles HarfBuzz.
  const hb = await import('harfbuzzjs');
  const resolve = createRequire(import.meta.url).resolve;
  const typefaces = FONT_FILES.map((file): Typeface => {
    const face = new hb.Face(new hb.Blob(woff2ToSfnt(readFileSync(resolve(file)))));
    const font = (weight: Weight) => {
      const instance = new hb.Font(face);
      instance.setVariations([new hb.Variation('wght', WEIGHTS[weight])]);
      return instance;
    };
    return {
      upem: face.upem,
      covers: new Set(face.collectUnicodes()),
      fonts: { regular: font('regular'), bold: font('bold') },
      paths: { regular: new Map(), bold: new Map() },
    };
  });
  return new Typesetter(hb, typefaces);
}

let loading: Promise<Typesetter> | undefined;

/** The process's typesetter, its fonts read at the first call. */
export function loadTypesetter(): Promise<Typesetter> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
