import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../../shared/i18n/locales';
import type { Database, Executor } from '../../db/client';
import { account, user } from '../../db/schema/auth';
import { claimUpload } from '../uploads/service';

/**
 * What follows Better Auth's creating an account: its e-mails in the language it signed up in,
 * and its photo (the upload `uploadId`) claimed and kept. A photo another sign-up took first
 * undoes the account, and throws.
 */
export async function startAccount(
  db: Database,
  userId: string,
  {
    uploadId,
    campusId = null,
    locale,
  }: { uploadId: string; campusId?: string | null; locale: Locale },
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await claimUpload(tx, uploadId, userId);
      await tx
        .update(user)
        .set({ locale, imageUploadId: uploadId, campusId })
        .where(eq(user.id, userId));
    });
  } catch (error) {
    await db.delete(user).where(eq(user.id, userId));
    throw error;
  }
}

/** Whether the account signs in with a password (not only with Google). */
export async function hasPassword(db: Executor, userId: string): Promise<boolean> {
  const [credential] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return credential !== undefined;
}
