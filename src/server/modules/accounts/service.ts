import { eq } from 'drizzle-orm';
import type { Locale } from '../../../shared/i18n/locales';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { claimUpload } from '../uploads/service';

/**
 * What follows Better Auth's creating an account: its e-mails in the language it signed up in,
 * and its photo claimed. A photo another sign-up took first undoes the account, and throws.
 */
export async function startAccount(
  db: Database,
  userId: string,
  { image, locale }: { image: string; locale: Locale },
): Promise<void> {
  if (locale !== 'en') await db.update(user).set({ locale }).where(eq(user.id, userId));
  try {
    await claimUpload(db, image, userId);
  } catch (error) {
    await db.delete(user).where(eq(user.id, userId));
    throw error;
  }
}
