import { createHash, randomBytes } from 'node:crypto';
import { and, eq, like, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { user, verification } from '../../db/schema/auth';
import { appError } from '../../errors';
import { letter, wordsIn } from '../../mail/letter';
import type { Mailer } from '../../mail/mailer';

/**
 * Changing the sign-in e-mail: a link to the new address, which works once, for an hour, and only
 * the last one asked for. Opened (signed in or not, on any device), it makes that address the
 * account's; the old address is told. Only the token's hash is kept, as for a reset link.
 */

/** Where a change's token is kept in the verification table, by its hash. */
const PREFIX = 'change-email:';
const EXPIRES_MINUTES = 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The page that confirms the change, with the token from the e-mail. */
export const confirmEmailUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;

async function refuseTaken(db: Database, email: string, userId: string) {
  const [taken] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, email), ne(user.id, userId)));
  if (taken) throw appError('CONFLICT', { message: 'userExists' });
}

/** Asks to change `userId`'s sign-in e-mail to `email`: the link goes to the new address. */
export async function requestEmailChange(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  userId: string,
  email: string,
): Promise<void> {
  const address = email.toLowerCase();
  const [person] = await db
    .select({ name: user.name, email: user.email, locale: user.locale })
    .from(user)
    .where(eq(user.id, userId));
  if (!person) throw appError('USER_NOT_FOUND');
  if (person.email === address) throw appError('EMAIL_UNCHANGED');
  await refuseTaken(db, address, userId);
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    // Only the last link asked for works.
    await tx
      .delete(verification)
      .where(
        and(like(verification.identifier, `${PREFIX}%`), like(verification.value, `${userId} %`)),
      );
    await tx.insert(verification).values({
      id: crypto.randomUUID(),
      identifier: PREFIX + hashOf(token),
      value: `${userId} ${address}`,
      expiresAt: new Date(Date.now() + EXPIRES_MINUTES * 60_000),
    });
  });
  const { t, count } = wordsIn(person.locale);
  await mailer.send(
    letter({ ...person, email: address }, t('mail.emailChange.subject'), [
      t('mail.emailChange.body', { minutes: count(EXPIRES_MINUTES) }),
      confirmEmailUrl(publicUrl, token),
      '',
      t('mail.emailChange.ignore'),
    ]),
  );
}

/** Confirms a change from its link: the account's sign-in e-mail becomes the new address. */
export async function confirmEmailChange(
  db: Database,
  mailer: Mailer,
  token: string,
): Promise<{ email: string }> {
  const changed = await db
    .transaction(async (tx) => {
      const [found] = await tx
        .delete(verification)
        .where(
          and(
            eq(verification.identifier, PREFIX + hashOf(token)),
            sql`${verification.expiresAt} > now()`,
          ),
        )
        .returning({ value: verification.value });
      if (!found) throw appError('EMAIL_LINK_INVALID');
      const [userId, email] = found.value.split(' ') as [string, string];
      const [before] = await tx
        .select({ name: user.name, email: user.email, locale: user.locale })
        .from(user)
        .where(and(eq(user.id, userId), sql`${user.deletedAt} is null`))
        .for('update');
      if (!before) throw appError('EMAIL_LINK_INVALID');
      await tx
        .update(user)
        .set({ email, emailVerified: true, updatedAt: new Date() })
        .where(eq(user.id, userId));
      return { before, email };
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? appError('CONFLICT', { message: 'userExists' }) : error;
    });
  // The old address hears of it: someone who did not ask can tell the admins.
  const { t } = wordsIn(changed.before.locale);
  await mailer.send(
    letter(changed.before, t('mail.emailChanged.subject'), [
      t('mail.emailChanged.body', { email: changed.email }),
    ]),
  );
  return { email: changed.email };
}
