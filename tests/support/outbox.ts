import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const decodeQuotedPrintable = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));

/** The .eml files written to DATA_DIR/outbox so far, with quoted-printable bodies decoded. */
export function outbox(dataDir: string): string[] {
  const dir = join(dataDir, 'outbox');
  try {
    return readdirSync(dir).map((f) => decodeQuotedPrintable(readFileSync(join(dir, f), 'utf8')));
  } catch {
    return [];
  }
}

/** The e-mails to `email` that contain every one of `words`. */
export const mailsTo = (dataDir: string, email: string, ...words: string[]) =>
  outbox(dataDir).filter((m) => m.includes(`To: ${email}`) && words.every((w) => m.includes(w)));
