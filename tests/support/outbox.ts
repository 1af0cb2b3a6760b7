import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const decodeQuotedPrintable = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));

/** Headers with their encoded words (RFC 2047: a subject with ’ or Bangla in it) read as text. */
const decodeHeaders = (head: string) =>
  head
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

/**
 * A mail as its reader reads it: headers unfolded with their encoded words decoded, and the body
 * decoded from base64 (mostly non-Latin text, as Bangla is) or quoted-printable.
 */
function decode(eml: string): string {
  const blank = /\r?\n\r?\n/.exec(eml);
  if (!blank) return decodeQuotedPrintable(eml);
  const rawHead = eml.slice(0, blank.index + blank[0].length);
  const head = decodeHeaders(rawHead);
  const body = eml.slice(rawHead.length);
  if (!/^Content-Transfer-Encoding: base64$/im.test(head))
    return head + decodeQuotedPrintable(body);
  return head + Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
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
