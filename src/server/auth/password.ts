import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { DEFAULT_PASSWORD_HASH_COST } from '../config';

/**
 * Password hashes: scrypt, r 16, p 1, a 64-byte key and a 16-byte salt, as Better Auth makes them
 * ("salt:key" in hex, at N = 2^14). A hash made at another cost (PASSWORD_HASH_COST) names it first,
 * "s<log2 N>$salt:key", so changing the setting never locks anyone out: each hash is checked at the
 * cost it was made with.
 */
const KEY_BYTES = 64;
const BLOCK_SIZE = 16;

function derive(password: string, salt: string, cost: number): Promise<Buffer> {
  const N = 2 ** cost;
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_BYTES,
      { N, r: BLOCK_SIZE, p: 1, maxmem: 256 * N * BLOCK_SIZE },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** Better Auth's `emailAndPassword.password`, at 2^cost. */
export function passwordHashing(cost: number) {
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16).toString('hex');
      const key = (await derive(password, salt, cost)).toString('hex');
      return cost === DEFAULT_PASSWORD_HASH_COST ? `${salt}:${key}` : `s${cost}$${salt}:${key}`;
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const match = /^(?:s(\d{1,2})\$)?([0-9a-f]+):([0-9a-f]+)$/.exec(hash);
      if (!match) return false;
      const [, madeAt, salt, key] = match;
      const expected = Buffer.from(key!, 'hex');
      const actual = await derive(
        password,
        salt!,
        madeAt ? Number(madeAt) : DEFAULT_PASSWORD_HASH_COST,
      );
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
