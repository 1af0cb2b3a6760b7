import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const decodeQuotedPrintable = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));

/** A mail with its body decoded: base64 (mostly non-Latin text, as Bangla is) or quoted-printable. */
function decode(eml: string): string {
  const blank = /\r?\n\r?\n/.exec(eml);
  const head = blank ? eml.slice(0, blank.index + blank[0].length) : eml;
  if (!blank || !/^Content-Transfer-Encoding: base64$/im.test(head))
    return decodeQuotedPrintable(eml);
  const body = eml.slice(head.length).replace(/\s/g, '');
  return head + Buffer.from(body, 'base64').toString('utf8');
}

/** The .eml files written to DATA_DIR/outbox so far, with their bodies decoded. */
export function outbox(dataDir: string): string[] {
  const dir = join(dataDir, 'outbox');
  try {
    return readdirSync(dir).map((f) => decode(readFileSync(join(dir, f), 'utf8')));
  } catch {
    return [];
  }
}

/** The e-mails to `email` that contain every one of `words`. */
export const mailsTo = (dataDir: string, email: string, ...words: string[]) =>
  outbox(dataDir).filter((m) => m.includes(`To: ${email}`) && words.every((w) => m.includes(w)));
