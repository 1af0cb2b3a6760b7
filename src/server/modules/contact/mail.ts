import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { contactMessage, contactReply } from '../../db/schema/site';
import { mailComposer } from '../../mail/composers';
import { letter, wordsIn } from '../../mail/letter';

const admin = alias(user, 'admin');
const sender = alias(user, 'sender');

/** What the answers to these contact messages say, and to whom, in one read. */
async function readContactReplies(db: Database, replyIds: string[]) {
  const rows = await db
    .select({
      id: contactReply.id,
      body: contactReply.body,
      adminName: admin.name,
      firstName: contactMessage.firstName,
      lastName: contactMessage.lastName,
      email: contactMessage.email,
      message: contactMessage.message,
      sentAt: contactMessage.createdAt,
      senderLocale: sender.locale,
    })
    .from(contactReply)
    .innerJoin(contactMessage, eq(contactMessage.id, contactReply.messageId))
    .innerJoin(admin, eq(admin.id, contactReply.adminId))
    .leftJoin(sender, eq(sender.id, contactMessage.userId))
    .where(inArray(contactReply.id, replyIds));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * An admin's answer to a message sent through the contact form, to the address it came from, with
 * the message quoted below. A sender without an account reads English; one who wrote while logged
 * in reads the language they chose.
 */
export const CONTACT_MAILS = mailComposer(
  ['contact-reply'],
  readContactReplies,
  (_kind, row, publicUrl) => {
    if (!row) return null;
    const to = {
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      locale: row.senderLocale ?? 'en',
    };
    const { t, date } = wordsIn(to.locale);
    return letter(to, t('inbox.mail.subject'), [
      row.body,
      '',
      t('inbox.mail.signed', { name: row.adminName }),
      '',
      t('inbox.mail.wrote', { date: date(row.sentAt) }),
      ...row.message.split('\n').map((line) => `> ${line}`),
      '',
      t('inbox.mail.again', { url: `${publicUrl}/#contact` }),
    ]);
  },
);
