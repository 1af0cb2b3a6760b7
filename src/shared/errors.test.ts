import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERRORS } from './errors';
import { EN_AREAS } from './i18n/en';

const CATALOGUES = EN_AREAS;

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** The source files of one room of the package, tests left out: what they say, by path. */
function sourcesOf(room: string): Map<string, string> {
  const dir = join(SRC, room);
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file),
  );
  return new Map(files.map((file) => [join(room, file), readFileSync(join(dir, file), 'utf8')]));
}

/** The booking process refuses steps by code on the server's behalf (`requireStep`). */
const bookingProcess = readFileSync(join(SRC, 'shared', 'booking-process.ts'), 'utf8');
const server = new Map([
  ...sourcesOf('server'),
  [join('shared', 'booking-process.ts'), bookingProcess],
]);
const client = sourcesOf('client');
const codes = Object.keys(ERRORS);

describe('the error catalogue', () => {
  it('names only texts that exist in the message catalogues', () => {
    const keys = new Set(Object.values(CATALOGUES).flatMap((catalogue) => Object.keys(catalogue)));
    const missing = Object.entries(ERRORS)
      .filter(([, { message }]) => !keys.has(message))
      .map(([code, { message }]) => `${code} → ${message}`);
    expect(missing).toEqual([]);
  });

  it('finds each text under one key only, so a key never means two texts', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [name, catalogue] of Object.entries(CATALOGUES)) {
      for (const key of Object.keys(catalogue)) {
        if (seen.has(key)) twice.push(`${key} in ${seen.get(key)} and ${name}`);
        seen.set(key, name);
      }
    }
    expect(twice).toEqual([]);
  });

  it('gives every code a client or server error status (400–599)', () => {
    const invalid = Object.entries(ERRORS)
      .filter(([, { status }]) => !Number.isInteger(status) || status < 400 || status > 599)
      .map(([code, { status }]) => `${code}: ${status}`);
    expect(invalid).toEqual([]);
  });

  it('holds every code the server throws', () => {
    const thrown = [...server.values()].flatMap((text) =>
      [...text.matchAll(/(?:appError\(\s*'([^']+)'|code: '([A-Z_]+)')/g)].map(
        (match) => (match[1] ?? match[2])!,
      ),
    );
    expect(thrown.length).toBeGreaterThan(0);
    expect([...new Set(thrown)].filter((code) => !(code in ERRORS))).toEqual([]);
  });

  it('holds no code that neither the server sends nor the client reads', () => {
    const sources = [...server.values(), ...client.values()].join('\n');
    expect(codes.filter((code) => !sources.includes(`'${code}'`))).toEqual([]);
  });

  it('is the only way the server makes an error for the caller: by code, never by status and text', () => {
    const byHand = [...server]
      .filter(([path, text]) => path !== join('server', 'errors.ts') && /new AppError\(/.test(text))
      .map(([path]) => path);
    expect(byHand).toEqual([]);
  });
});
