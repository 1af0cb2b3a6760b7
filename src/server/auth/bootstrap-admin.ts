import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { user } from '../db/schema/auth';
import type { Auth } from './auth';

/** Makes sure ADMIN_EMAIL is an admin: creates the account when missing, promotes it otherwise. */
export async function bootstrapAdmin(
  auth: Auth,
  db: Database,
  admin: { email: string; password: string },
): Promise<'created' | 'promoted' | 'unchanged'> {
  const [existing] = await db.select().from(user).where(eq(user.email, admin.email));
  if (existing?.role === 'admin' && !existing.deletedAt) return 'unchanged';
  if (!existing) {
    await auth.api.signUpEmail({
      body: { name: 'Admin', email: admin.email, password: admin.password },
    });
  }
  await db.update(user).set({ role: 'admin', deletedAt: null }).where(eq(user.email, admin.email));
  return existing ? 'promoted' : 'created';
}
