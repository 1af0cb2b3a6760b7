import { brotliDecompressSync } from 'node:zlib';

/*
 * WOFF2 to a plain OpenType font, as HarfBuzz reads fonts (it reads no WOFF2): the tables
 * unpacked, and the glyph outlines, which WOFF2 stores in streams of its own, written back as a
 * `glyf` table with its `loca` (WOFF2 spec, section 5). Made for our own fonts from
 * @fontsource-variable, once at a server's first card; a font it cannot read is an error.
 */

/** The tags a WOFF2 table entry names by number (WOFF2 spec, table 3.4). */
const KNOWN_TAGS = [
  'cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca',
  'prep', 'CFF ', 'VORG', 'EBDT', 'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea',
  'vmtx', 'BASE', 'GDEF', 'GPOS', 'GSUB', 'EBSC', 'JSTF', 'MATH', 'CBDT', 'CBLC', 'COLR', 'CPAL',
  'SVG ', 'sbix', 'acnt', 'avar', 'bdat', 'bloc', 'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar',
  'gvar', 'hsty', 'just', 'lcar', 'mort', 'morx', 'opbd', 'prop', 'trak', 'Zapf', 'Silf', 'Glat',
  'Gloc', 'Feat', 'Sill',
]; // prettier-ignore

const SIGNATURE = 0x774f4632; // 'wOF2'
const COLLECTION = 0x74746366; // 'ttcf'

// Composite glyph component flags (OpenType glyf table).
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;
const WE_HAVE_INSTRUCTIONS = 0x0100;

// Simple glyph point flags.
const ON_CURVE = 0x01;
const X_SHORT = 0x02;
const Y_SHORT = 0x04;
const X_SAME_OR_POSITIVE = 0x10;
const Y_SAME_OR_POSITIVE = 0x20;
const OVERLAP_SIMPLE = 0x40;

const unreadable = (why: string) => new Error(`Cannot read this WOFF2 font: ${why}`);

/** Reads big-endian numbers, and WOFF2's own two variable-length encodings, from a buffer. */
class Reader {
  constructor(
    readonly data: Buffer,
    public pos = 0,
  ) {}
  private take(bytes: number) {
    if (this.pos + bytes > this.data.length) throw unreadable('a stream ends early');
    const at = this.pos;
    this.pos += bytes;
    return at;
  }
  u8 = () => this.data.readUInt8(this.take(1));
  u16 = () => this.data.readUInt16BE(this.take(2));
  i16 = () => this.data.readInt16BE(this.take(2));
  u32 = () => this.data.readUInt32BE(this.take(4));
  bytes = (length: number) => this.data.subarray(this.take(length), this.pos);
  /** UIntBase128: 7 bits a byte, at most 5 bytes. */
  base128() {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = this.u8();
      if (i === 0 && byte === 0x80) throw unreadable('a number has a leading zero');
      value = value * 128 + (byte & 0x7f);
      if (value > 0xffffffff) throw unreadable('a number is too large');
      if (!(byte & 0x80)) return value;
    }
    throw unreadable('a number is too long');
  }
  /** 255UInt16: one byte for 0–252, more for larger values. */
  uint255() {
    const code = this.u8();
    if (code === 253) return this.u16();
    if (code === 255) return this.u8() + 253;
    if (code === 254) return this.u8() + 253 * 2;
    return code;
  }
}

type Entry = { tag: string; length: number; stored: number; transformed: boolean };

/** A point's step from the previous one, as WOFF2 packs it in a flag byte and 1–4 data bytes. */
function readTriplet(flag: number, glyphs: Reader): { dx: number; dy: number } {
  const sign = (bit: number, value: number) => (bit & 1 ? value : -value);
  if (flag < 10) return { dx: 0, dy: sign(flag, ((flag & 14) << 7) + glyphs.u8()) };
  if (flag < 20) return { dx: sign(flag, (((flag - 10) & 14) << 7) + glyphs.u8()), dy: 0 };
  if (flag < 84) {
    const b0 = flag - 20;
    const b1 = glyphs.u8();
    return {
      dx: sign(flag, 1 + (b0 & 0x30) + (b1 >> 4)),
      dy: sign(flag >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f)),
    };
  }
  if (flag < 120) {
    const b0 = flag - 84;
    const [x, y] = [glyphs.u8(), glyphs.u8()];
    return {
      dx: sign(flag, 1 + (Math.floor(b0 / 12) << 8) + x),
      dy: sign(flag >> 1, 1 + (((b0 % 12) >> 2) << 8) + y),
    };
  }
  if (flag < 124) {
    const [b0, b1, b2] = [glyphs.u8(), glyphs.u8(), glyphs.u8()];
    return { dx: sign(flag, (b0 << 4) + (b1 >> 4)), dy: sign(flag >> 1, ((b1 & 0x0f) << 8) + b2) };
  }
  return { dx: sign(flag, glyphs.u16()), dy: sign(flag >> 1, glyphs.u16()) };
}

/** Writes a simple glyph in the glyf table's own form: flags, then x steps, then y steps. */
function writeSimpleGlyph(
  endPoints: number[],
  points: { dx: number; dy: number; onCurve: boolean }[],
  box: number[],
  instructions: Buffer,
  overlap: boolean,
): Buffer {
  const flags: number[] = [];
  const xBytes: number[] = [];
  const yBytes: number[] = [];
  // A step of 0 takes no byte, one under 256 takes one (its sign in the flag), any other two.
  const step = (delta: number, short: number, sameOrPositive: number, out: number[]) => {
    if (delta === 0) return sameOrPositive;
    if (Math.abs(delta) < 256) {
      out.push(Math.abs(delta));
      return short | (delta > 0 ? sameOrPositive : 0);
    }
    out.push((delta >> 8) & 0xff, delta & 0xff);
    return 0;
  };
  for (const [i, point] of points.entries()) {
    let flag = point.onCurve ? ON_CURVE : 0;
    if (i === 0 && overlap) flag |= OVERLAP_SIMPLE;
    flag |= step(point.dx, X_SHORT, X_SAME_OR_POSITIVE, xBytes);
    flag |= step(point.dy, Y_SHORT, Y_SAME_OR_POSITIVE, yBytes);
    flags.push(flag);
  }
  const head = Buffer.alloc(10 + endPoints.length * 2 + 2);
  head.writeInt16BE(endPoints.length, 0);
  box.forEach((value, i) => head.writeInt16BE(value, 2 + i * 2));
  endPoints.forEach((value, i) => head.writeUInt16BE(value, 10 + i * 2));
  head.writeUInt16BE(instructions.length, 10 + endPoints.length * 2);
  return Buffer.concat([
    head,
    instructions,
    Buffer.from(flags),
    Buffer.from(xBytes),
    Buffer.from(yBytes),
  ]);
}

/** The `glyf` and `loca` tables back from WOFF2's transformed glyf (WOFF2 spec, section 5.1). */
function rebuildGlyphs(table: Buffer): { glyf: Buffer; loca: Buffer } {
  const header = new Reader(table);
  header.u16(); // reserved
  const options = header.u16();
  const glyphCount = header.u16();
  header.u16(); // indexFormat: we always write long offsets, and say so in `head`
  const sizes = Array.from({ length: 7 }, () => header.u32());
  let at = header.pos;
  const streams = sizes.map((size) => {
    const stream = new Reader(table.subarray(at, at + size));
    at += size;
    return stream;
  });
  const [contours, pointCounts, flagStream, glyphStream, composites, boxStream, instructionStream] =
    streams as [Reader, Reader, Reader, Reader, Reader, Reader, Reader];
  const overlapBitmap = options & 1 ? table.subarray(at, at + ((glyphCount + 7) >> 3)) : null;
  const boxBitmap = boxStream.bytes(((glyphCount + 31) >> 5) * 4);
  const hasBit = (bitmap: Buffer | null, i: number) =>
    bitmap !== null && (bitmap[i >> 3]! & (0x80 >> (i & 7))) !== 0;

  const glyphs: Buffer[] = [];
  const offsets = [0];
  let total = 0;
  for (let i = 0; i < glyphCount; i++) {
    const contourCount = contours.i16();
    let glyph: Buffer = Buffer.alloc(0);
    const explicitBox = hasBit(boxBitmap, i)
      ? [boxStream.i16(), boxStream.i16(), boxStream.i16(), boxStream.i16()]
      : null;
    if (contourCount > 0) {
      const endPoints: number[] = [];
      let pointCount = 0;
      for (let c = 0; c < contourCount; c++) {
        pointCount += pointCounts.uint255();
        endPoints.push(pointCount - 1);
      }
      const points = [];
      let [x, y] = [0, 0];
      let [xMin, yMin, xMax, yMax] = [Infinity, Infinity, -Infinity, -Infinity];
      for (let p = 0; p < pointCount; p++) {
        const flag = flagStream.u8();
        const { dx, dy } = readTriplet(flag & 0x7f, glyphStream);
        x += dx;
        y += dy;
        [xMin, yMin, xMax, yMax] = [
          Math.min(xMin, x),
          Math.min(yMin, y),
          Math.max(xMax, x),
          Math.max(yMax, y),
        ];
        points.push({ dx, dy, onCurve: !(flag & 0x80) });
      }
      const instructions = instructionStream.bytes(glyphStream.uint255());
      const box = explicitBox ?? [xMin, yMin, xMax, yMax];
      glyph = writeSimpleGlyph(endPoints, points, box, instructions, hasBit(overlapBitmap, i));
    } else if (contourCount < 0) {
      if (!explicitBox) throw unreadable(`composite glyph ${i} has no bounding box`);
      const start = composites.pos;
      let flags = MORE_COMPONENTS;
      let hasInstructions = false;
      while (flags & MORE_COMPONENTS) {
        flags = composites.u16();
        hasInstructions ||= (flags & WE_HAVE_INSTRUCTIONS) !== 0;
        const scaleBytes =
          flags & WE_HAVE_A_SCALE
            ? 2
            : flags & WE_HAVE_AN_X_AND_Y_SCALE
              ? 4
              : flags & WE_HAVE_A_TWO_BY_TWO
                ? 8
                : 0;
        composites.bytes(2 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2) + scaleBytes);
      }
      const components = composites.data.subarray(start, composites.pos);
      const instructions = hasInstructions ? instructionStream.bytes(glyphStream.uint255()) : null;
      const head = Buffer.alloc(10);
      head.writeInt16BE(-1, 0);
      explicitBox.forEach((value, k) => head.writeInt16BE(value, 2 + k * 2));
      const tail = instructions ? Buffer.alloc(2) : Buffer.alloc(0);
      if (instructions) tail.writeUInt16BE(instructions.length, 0);
      glyph = Buffer.concat([head, components, tail, instructions ?? Buffer.alloc(0)]);
    }
    const padded = Buffer.concat([glyph, Buffer.alloc((4 - (glyph.length % 4)) % 4)]);
    glyphs.push(padded);
    total += padded.length;
    offsets.push(total);
  }
  const loca = Buffer.alloc(offsets.length * 4);
  offsets.forEach((offset, i) => loca.writeUInt32BE(offset, i * 4));
  return { glyf: Buffer.concat(glyphs), loca };
}

/** The font in `data` (WOFF2) as an OpenType font file's bytes. */
export function woff2ToSfnt(data: Buffer): Buffer {
  const header = new Reader(data);
  if (header.u32() !== SIGNATURE) throw unreadable('not a WOFF2 file');
  const flavor = header.u32();
  if (flavor === COLLECTION) throw unreadable('font collections are not supported');
  header.u32(); // length
  const tableCount = header.u16();
  header.u16(); // reserved
  header.u32(); // totalSfntSize
  const compressedSize = header.u32();
  header.pos = 48;
  const entries: Entry[] = [];
  for (let i = 0; i < tableCount; i++) {
    const flags = header.u8();
    const known = flags & 0x3f;
    const tag = known === 0x3f ? header.bytes(4).toString('latin1') : KNOWN_TAGS[known];
    if (!tag) throw unreadable(`unknown table number ${known}`);
    const version = flags >> 6;
    const length = header.base128();
    // glyf and loca are transformed unless their version is 3; any other table unless it is 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0;
    const stored = transformed ? header.base128() : length;
    if (transformed && tag !== 'glyf' && tag !== 'loca')
      throw unreadable(`the ${tag} table is transformed`);
    entries.push({ tag, length, stored, transformed });
  }
  const stream = brotliDecompressSync(header.bytes(compressedSize));
  const tables = new Map<string, Buffer>();
  let offset = 0;
  for (const entry of entries) {
    tables.set(entry.tag, stream.subarray(offset, offset + entry.stored));
    offset += entry.stored;
  }
  if (entries.some((entry) => entry.tag === 'glyf' && entry.transformed)) {
    const { glyf, loca } = rebuildGlyphs(tables.get('glyf')!);
    tables.set('glyf', glyf).set('loca', loca);
    const head = Buffer.from(tables.get('head')!);
    head.writeInt16BE(1, 50); // indexToLocFormat: long offsets, as `loca` is written
    tables.set('head', head);
  }
  return writeSfnt(flavor, tables);
}

/** An OpenType font file of `tables`: its table directory, then each table 4-byte aligned. */
function writeSfnt(flavor: number, tables: Map<string, Buffer>): Buffer {
  const tags = [...tables.keys()].sort();
  const power = 2 ** Math.floor(Math.log2(tags.length));
  const directory = Buffer.alloc(12 + tags.length * 16);
  directory.writeUInt32BE(flavor, 0);
  directory.writeUInt16BE(tags.length, 4);
  directory.writeUInt16BE(power * 16, 6);
  directory.writeUInt16BE(Math.log2(power), 8);
  directory.writeUInt16BE(tags.length * 16 - power * 16, 10);
  const parts: Buffer[] = [directory];
  let offset = directory.length;
  for (const [i, tag] of tags.entries()) {
    const table = tables.get(tag)!;
    const record = 12 + i * 16;
    directory.write(tag, record, 4, 'latin1');
    // Checksums left at 0: HarfBuzz does not read them, and this font never leaves the process.
    directory.writeUInt32BE(offset, record + 8);
    directory.writeUInt32BE(table.length, record + 12);
    const padding = (4 - (table.length % 4)) % 4;
    parts.push(table, Buffer.alloc(padding));
    offset += table.length + padding;
  }
  return Buffer.concat(parts);
}
