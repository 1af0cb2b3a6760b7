import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { book } from '../../db/schema/catalog';
import { mailQueue } from '../../db/schema/site';
import { notification } from '../../db/schema/notifications';
import { mailComposer } from '../../mail/composers';
import { notifies, type NotifySettings } from '../../../shared/schemas/notifications';
import { letter, wordsIn, type Recipient } from '../../mail/letter';

type WantedMailData = {
  to: Recipient & { notify: NotifySettings };
  books: { id: string; name: string; price: number }[];
};

/** Books listed that these saved searches matched since each one's last e-mail, in one read. */
async function readWantedMatches(db: Database, savedSearchIds: string[]) {
  const found = new Map<string, WantedMailData>();
  if (savedSearchIds.length === 0) return found;
  const rows = await db
    .select({
      savedSearchId: notification.savedSearchId,
      to: { name: user.name, email: user.email, locale: user.locale, notify: user.notify },
      bookId: book.id,
      bookName: book.name,
      price: book.price,
    })
    .from(notification)
    .innerJoin(user, eq(user.id, notification.userId))
    .innerJoin(book, eq(book.id, notification.bookId))
    .where(
      and(
        inArray(notification.savedSearchId, savedSearchIds),
        // Since the search's last e-mail: each match is e-mailed once, seen in the app or not.
        sql`${notification.createdAt} > coalesce((select max(${mailQueue.sentAt}) from ${mailQueue}
          where ${mailQueue.kind} = 'wanted-match' and ${mailQueue.aboutId} = ${notification.savedSearchId}),
          '-infinity')`,
        isNull(book.deletedAt),
        eq(book.status, 'available'),
      ),
    )
    .orderBy(desc(notification.createdAt));
  for (const row of rows) {
    const id = row.savedSearchId!;
    const entry = found.get(id) ?? { to: row.to, books: [] };
    entry.books.push({ id: row.bookId, name: row.bookName, price: row.price });
    found.set(id, entry);
  }
  return found;
}

/** New books a saved search matched, in one e-mail; none when none is still for sale. */
export const WANTED_MAILS = mailComposer(
  ['wanted-match'],
  readWantedMatches,
  (_kind, row, publicUrl) => {
    if (!row || row.books.length === 0 || !notifies(row.to.notify, 'wanted', 'email')) return null;
    const shown = row.books.slice(0, 10);
    const more = row.books.length - shown.length;
    const { t, taka, count } = wordsIn(row.to.locale);
    const subject =
      row.books.length === 1
        ? t('mail.wanted.subjectOne', { book: row.books[0]!.name })
        : t('mail.wanted.subjectMany', { count: count(row.books.length) });
    return letter(row.to, subject, [
      t('mail.wanted.intro'),
      '',
      ...shown.map((b) => `- ${b.name}, ${taka(b.price)}: ${publicUrl}/book/${b.id}`),
      ...(more > 0 ? [t('mail.wanted.more', { count: count(more) })] : []),
      '',
      t('mail.wanted.list', { url: `${publicUrl}/dashboard/wanted` }),
      t('mail.wanted.often'),
    ]);
  },
);
