// The admins' Contact Inbox: the contact form's messages are read (the first opening marks them
// read), answered by e-mail to the address they came from, and archived; every action an admin
// takes is in the audit log, and nobody else reaches any of it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ContactInboxPage,
  ContactSummary,
  ContactThread,
} from '../../src/shared/schemas/contact';
import { auditEvent, contactReply, mailQueue } from '../../src/server/db/schema/site';
import { call } from '../support/orders';
import { mailsTo } from '../support/outbox';
import { createTestApp, type TestApp } from '../support/test-app';
import { nextAddress, signInAsAdmin, signUp, type TestUser } from '../support/users';

let t: TestApp;
let admin: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAsAdmin(t.app, t.db);
  buyer = await signUp(t.app, 'buyer');
});
afterAll(() => t.close());

let sent = 0;
/** A message through the home page's contact form, from a visitor (or a logged-in `as`). */
async function contactUs(message: string, as?: TestUser) {
  const email = as?.email ?? `visitor${++sent}-${Date.now()}@campus.test`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { firstName: 'Nusrat', lastName: 'Jahan', email, message },
    headers: as ? { cookie: as.cookie } : {},
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().id as string, email };
}

const box = async (which: 'open' | 'archived' = 'open') => {
  const response = await call(t.app, admin, 'GET', `/api/admin/contact-inbox?box=${which}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ContactInboxPage;
};
const inBox = async (id: string, which: 'open' | 'archived' = 'open') =>
  (await box(which)).items.find((item) => item.id === id);
const open = async (id: string) => {
  const response = await call(t.app, admin, 'GET', `/api/admin/contact-inbox/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ContactThread;
};
const reply = (id: string, body: string, as = admin) =>
  call(t.app, as, 'POST', `/api/admin/contact-inbox/${id}/reply`, { body });
const archive = (id: string, archived: boolean, as = admin) =>
  call(t.app, as, 'POST', `/api/admin/contact-inbox/${id}/archive`, { archived });
const auditOf = (id: string) =>
  t.db
    .select({ action: auditEvent.action, actorId: auditEvent.actorId, details: auditEvent.details })
    .from(auditEvent)
    .where(eq(auditEvent.targetId, id))
    .orderBy(auditEvent.createdAt);

describe('the contact inbox', () => {
  it("a visitor's message arrives unread in the open box, newest first, counted as unread", async () => {
    const before = (await box()).unread;
    const { id, email } = await contactUs('Is there a book fair this term?\nAnd where?');
    const page = await box();
    expect(page.items[0]).toEqual<ContactSummary>({
      id,
      firstName: 'Nusrat',
      lastName: 'Jahan',
      email,
      preview: 'Is there a book fair this term? And where?',
      createdAt: expect.any(String),
      read: false,
      archived: false,
      replies: 0,
    });
    expect(page.unread).toBe(before + 1);
    expect(await inBox(id, 'archived')).toBeUndefined();
  });

  it('opening a message shows it whole and marks it read, once', async () => {
    const { id } = await contactUs('Line one\nLine two');
    const unread = (await box()).unread;
    const first = await open(id);
    expect(first).toMatchObject({ id, message: 'Line one\nLine two', account: null, replies: [] });
    expect(first.readAt).not.toBeNull();
    expect(await inBox(id)).toMatchObject({ read: true });
    expect((await box()).unread).toBe(unread - 1);
    // The first opening is the one kept.
    expect((await open(id)).readAt).toBe(first.readAt);
  });

  it('an answer is e-mailed to the sender with their message quoted, and listed under the message', async () => {
    const { id, email } = await contactUs('Can I sell lab manuals here?');
    const answer = 'Yes: list them under University Academic.\nThey sell well in March.';
    const response = await reply(id, answer);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ body: answer, admin: { id: admin.id } });

    await t.app.mail.flush();
    const mails = mailsTo(
      t.config.dataDir,
      email,
      'Our answer to your message to Boipoka',
      'Hello Nusrat Jahan,',
      answer,
      '> Can I sell lab manuals here?',
    );
    expect(mails).toHaveLength(1);

    const thread = await open(id);
    expect(thread.replies).toEqual([
      {
        id: response.json().id,
        body: answer,
        createdAt: expect.any(String),
        admin: { id: admin.id, name: 'Admin' },
      },
    ]);
    // Answering is reading it.
    expect(await inBox(id)).toMatchObject({ read: true, replies: 1 });
  });

  it('answers a sender who wrote while logged in, reading Bangla, in Bangla', async () => {
    const student = await signUp(t.app, 'buyer', 'Tanvir Hasan');
    expect((await call(t.app, student, 'PUT', '/api/locale', { locale: 'bn' })).statusCode).toBe(
      200,
    );
    const { id } = await contactUs('আমার বুকিং কোথায়?', student);
    expect((await open(id)).account).toEqual({ id: student.id, name: 'Tanvir Hasan' });
    expect((await reply(id, 'মাই অর্ডারস পেজে দেখুন।')).statusCode).toBe(201);
    await t.app.mail.flush();
    expect(
      mailsTo(
        t.config.dataDir,
        student.email,
        'বইপোকায় পাঠানো আপনার মেসেজের উত্তর',
        'মাই অর্ডারস পেজে দেখুন।',
        '> আমার বুকিং কোথায়?',
      ),
    ).toHaveLength(1);
  });

  it('archiving moves a message to the archived box, and back to the inbox', async () => {
    const { id } = await contactUs('Thanks for the help!');
    const archived = await archive(id, true);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toEqual({ id, archived: true });
    expect(await inBox(id)).toBeUndefined();
    expect(await inBox(id, 'archived')).toMatchObject({ archived: true });
    expect((await open(id)).archivedAt).not.toBeNull();

    expect((await archive(id, false)).statusCode).toBe(200);
    expect(await inBox(id, 'archived')).toBeUndefined();
    expect(await inBox(id)).toMatchObject({ archived: false });
  });

  it('writes each answer, archiving and moving back in the audit log; asking again for what is so writes nothing', async () => {
    const { id } = await contactUs('Where is the Boipoka desk?');
    const answered = await reply(id, 'In the Student Centre, ground floor.');
    await archive(id, true);
    await archive(id, true);
    await archive(id, false);
    expect(await auditOf(id)).toEqual([
      { action: 'contact.reply', actorId: admin.id, details: { replyId: answered.json().id } },
      { action: 'contact.archive', actorId: admin.id, details: null },
      { action: 'contact.unarchive', actorId: admin.id, details: null },
    ]);
    const log = await call(t.app, admin, 'GET', `/api/admin/audit?target=${id}`);
    expect(log.statusCode).toBe(200);
    expect(
      log
        .json()
        .items.map((entry: { action: string }) => entry.action)
        .sort(),
    ).toEqual(['contact.archive', 'contact.reply', 'contact.unarchive']);
  });

  it('refuses an empty answer with 400 and writes nothing: no answer, no e-mail, no audit', async () => {
    const { id } = await contactUs('Hello?');
    const [answers, mails, events] = [
      await t.db.$count(contactReply),
      await t.db.$count(mailQueue),
      await t.db.$count(auditEvent),
    ];
    for (const body of ['', '   \n ']) {
      const refused = await reply(id, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'VALIDATION',
        fields: { body: 'Please write a message' },
      });
    }
    expect((await reply(id, 'x'.repeat(5001))).json().error.fields).toEqual({
      body: 'Please keep the message under 5000 characters',
    });
    expect(await t.db.$count(contactReply)).toBe(answers);
    expect(await t.db.$count(mailQueue)).toBe(mails);
    expect(await t.db.$count(auditEvent)).toBe(events);
  });

  it('answers 404 for a message that does not exist', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    for (const response of [
      await call(t.app, admin, 'GET', `/api/admin/contact-inbox/${nobody}`),
      await reply(nobody, 'Hello'),
      await archive(nobody, true),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('CONTACT_NOT_FOUND');
    }
    expect(await t.db.$count(contactReply, eq(contactReply.messageId, nobody))).toBe(0);
  });

  it('is for admins only: a buyer is refused with 403, an anonymous caller with 401', async () => {
    const { id } = await contactUs('Private to the admins');
    const routes: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
      { method: 'GET', url: '/api/admin/contact-inbox' },
      { method: 'GET', url: `/api/admin/contact-inbox/${id}` },
      { method: 'POST', url: `/api/admin/contact-inbox/${id}/reply`, payload: { body: 'Hi' } },
      {
        method: 'POST',
        url: `/api/admin/contact-inbox/${id}/archive`,
        payload: { archived: true },
      },
    ];
    for (const route of routes) {
      const asBuyer = await call(t.app, buyer, route.method, route.url, route.payload);
      expect(asBuyer.statusCode, route.url).toBe(403);
      const anonymous = await t.app.inject({ ...route, remoteAddress: nextAddress() });
      expect(anonymous.statusCode, route.url).toBe(401);
    }
    // Nobody but an admin opened, answered or archived it.
    expect(await inBox(id)).toMatchObject({ read: false, replies: 0, archived: false });
  });

  it('pages a box: the next page starts after the last message shown', async () => {
    for (let i = 0; i < 31; i++) await contactUs(`Paged message ${i}`);
    const first = await box();
    expect(first.items).toHaveLength(30);
    expect(first.next).not.toBeNull();
    const second = await call(
      t.app,
      admin,
      'GET',
      `/api/admin/contact-inbox?box=open&cursor=${first.next}`,
    );
    const rest = (second.json() as ContactInboxPage).items;
    expect(rest.length).toBeGreaterThan(0);
    const ids = [...first.items, ...rest].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
