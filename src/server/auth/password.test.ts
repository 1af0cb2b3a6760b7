import { hashPassword, verifyPassword } from '@better-auth/utils/password';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { account } from '../db/schema/auth';
import { createTestApp } from '../../../tests/support/test-app';
import { signUp } from '../../../tests/support/users';
import { DEFAULT_PASSWORD_HASH_COST } from '../config';
import { passwordHashing } from './password';

describe('password hashes', () => {
  it('at the default cost are the hashes Better Auth makes and checks, both ways', async () => {
    const ours = passwordHashing(DEFAULT_PASSWORD_HASH_COST);
    const made = await ours.hash('correct horse');
    expect(made).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword(made, 'correct horse')).toBe(true);
    const theirs = await hashPassword('correct horse');
    expect(await ours.verify({ hash: theirs, password: 'correct horse' })).toBe(true);
    expect(await ours.verify({ hash: theirs, password: 'correct horsE' })).toBe(false);
  });

  it('made at another cost name it, and still open after the setting changes back', async () => {
    const cheap = await passwordHashing(10).hash('correct horse');
    expect(cheap).toMatch(/^s10\$[0-9a-f]{32}:[0-9a-f]{128}$/);
    for (const cost of [10, DEFAULT_PASSWORD_HASH_COST, 12]) {
      const hashing = passwordHashing(cost);
      expect(await hashing.verify({ hash: cheap, password: 'correct horse' })).toBe(true);
      expect(await hashing.verify({ hash: cheap, password: 'wrong horse' })).toBe(false);
    }
  });

  it('refuse a stored value that is not a hash, without throwing', async () => {
    const hashing = passwordHashing(10);
    for (const hash of ['', 'plain-text', 's10$zz:zz', 'abc:'])
      expect(await hashing.verify({ hash, password: 'plain-text' })).toBe(false);
  });

  it('a sign-up stores its hash at the cost the server is set to', async () => {
    const t = await createTestApp({ PASSWORD_HASH_COST: '11' });
    try {
      const who = await signUp(t.app, 'buyer');
      const [row] = await t.db.select().from(account).where(eq(account.userId, who.id));
      expect(row!.password).toMatch(/^s11\$/);
    } finally {
      await t.close();
    }
  });
});
