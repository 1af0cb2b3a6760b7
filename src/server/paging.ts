import type { z } from 'zod';
import { appError } from './errors';

/**
 * How a list's cursor (where its next page starts) travels: JSON in base64url, and back. A cursor
 * comes back from the client, so it is checked like any other input: anything else is BAD_CURSOR.
 */
export function cursorCodec<T>(schema: z.ZodType<T>) {
  return {
    encode: (cursor: T) => Buffer.from(JSON.stringify(cursor)).toString('base64url'),
    decode: (raw: string | undefined): T | null => {
      if (!raw) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(raw, 'base64url').toString());
      } catch {
        throw appError('BAD_CURSOR');
      }
      const cursor = schema.safeParse(parsed);
      if (!cursor.success) throw appError('BAD_CURSOR');
      return cursor.data;
    },
  };
}
