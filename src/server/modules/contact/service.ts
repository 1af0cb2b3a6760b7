import { desc } from 'drizzle-orm';
import type { ContactMessage, ContactMessageInput } from '../../../shared/schemas/contact';
import type { Database } from '../../db/client';
import { contactMessage } from '../../db/schema/site';

export async function createContactMessage(
  db: Database,
  input: ContactMessageInput,
  userId: string | null,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactMessage)
    .values({ ...input, email: input.email.toLowerCase(), userId })
    .returning({ id: contactMessage.id });
  return row!;
}

export async function listContactMessages(db: Database, limit = 100): Promise<ContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessage)
    .orderBy(desc(contactMessage.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
  }));
}
