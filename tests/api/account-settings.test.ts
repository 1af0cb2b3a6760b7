// My Profile's account: a new name and photo, a new password (the current one asked), and
// deleting one's own account: its details go, the other side keeps its sales (decision 0021).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/server/db/schema/auth';
import { addBook } from '../support/books';
import { bookIt, call, sellByCard } from '../support/orders';
import { mailsTo } from '../support/outbox';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  cookieFrom,
  nextAddress,
  PASSWORD,
  signIn,
  signInAsAdmin,
  signUp,
  uploadPhoto,
} from '../support/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Another#2027';

describe('name and photo', () => {
  it('change in My Profile and show at once; a photo must be an upload of one’s own', async () => {
    const who = await signUp(t.app, 'seller', 'Old Name');
    const before = (await call(t.app, who, 'GET', '/api/me')).json();
    const photo = await uploadPhoto(t.app, { cookie: who.cookie });
    const saved = await call(t.app, who, 'PATCH', '/api/me/profile', {
      name: '  Nusrat Jahan ',
      image: photo,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await call(t.app, who, 'GET', '/api/me')).json();
    expect(after.name).toBe('Nusrat Jahan');
    expect(after.image).not.toBe(before.image);
    expect(after.image).toBe(photo);

    const other = await signUp(t.app, 'buyer');
    const theirs = await uploadPhoto(t.app, { cookie: other.cookie });
    const refused = await call(t.app, who, 'PATCH', '/api/me/profile', { image: theirs });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect((await call(t.app, who, 'GET', '/api/me')).json().image).toBe(photo);
    expect((await call(t.app, who, 'PATCH', '/api/me/profile', { name: ' ' })).statusCode).toBe(
      400,
    );
  });
});

describe('a new password', () => {
  it('needs the current one, then signs in alone, and signs the other devices out', async () => {
    const who = await signUp(t.app, 'buyer');
    const second = await signIn(t.app, who.email);
    const elsewhere = { ...who, cookie: cookieFrom(second.headers) };
    const wrong = await call(t.app, who, 'POST', '/api/me/password', {
      currentPassword: 'Not#The1Password',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('CURRENT_PASSWORD_WRONG');
    const weak = await call(t.app, who, 'POST', '/api/me/password', {
      currentPassword: PASSWORD,
      newPassword: 'short',
    });
    expect(weak.statusCode).toBe(400);

    const changed = await call(t.app, who, 'POST', '/api/me/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await signIn(t.app, who.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t.app, who.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await call(t.app, elsewhere, 'GET', '/api/me')).statusCode).toBe(401);
  });
});

describe('a new sign-in e-mail', () => {
  const linkIn = (email: string) => {
    const [mail] = mailsTo(
      t.config.dataDir,
      email,
      'Confirm your new Boipoka sign-in e-mail',
    ).slice(-1);
    const token = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];
    expect(token, `a link mailed to ${email}`).toBeDefined();
    return token!;
  };
  const confirmWith = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/me/email/confirm',
      payload: { token },
      remoteAddress: nextAddress(),
    });

  it('is confirmed by the link sent to it, on any device; the old address is told; a link works once', async () => {
    const who = await signUp(t.app, 'buyer', 'Mover');
    const other = await signUp(t.app, 'buyer');
    const fresh = `moved-${Date.now()}@campus.test`;
    const wrong = await call(t.app, who, 'POST', '/api/me/email', {
      email: fresh,
      password: 'Wrong#Pass1',
    });
    expect(wrong.json().error.code).toBe('CURRENT_PASSWORD_WRONG');
    const taken = await call(t.app, who, 'POST', '/api/me/email', {
      email: other.email,
      password: PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(mailsTo(t.config.dataDir, other.email, 'Confirm your new')).toEqual([]);

    const first = await call(t.app, who, 'POST', '/api/me/email', {
      email: fresh,
      password: PASSWORD,
    });
    expect(first.statusCode, first.body).toBe(200);
    const stale = linkIn(fresh);
    await call(t.app, who, 'POST', '/api/me/email', { email: fresh, password: PASSWORD });
    const token = linkIn(fresh);
    // Until the link is opened nothing changes; only the last link asked for works.
    expect((await signIn(t.app, who.email)).statusCode).toBe(200);
    expect((await confirmWith(stale)).json().error.code).toBe('EMAIL_LINK_INVALID');

    const confirmed = await confirmWith(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ email: fresh });
    expect((await signIn(t.app, fresh)).statusCode).toBe(200);
    expect((await signIn(t.app, who.email)).statusCode).toBe(401);
    expect(
      mailsTo(t.config.dataDir, who.email, 'Your Boipoka sign-in e-mail has changed', fresh),
    ).toHaveLength(1);
    expect((await confirmWith(token)).json().error.code).toBe('EMAIL_LINK_INVALID');
  });
});

describe('a mobile number kept in My Profile', () => {
  it('is a Bangladeshi one, typed in either script and kept in Latin digits; null forgets it', async () => {
    const who = await signUp(t.app, 'seller', 'Phone Keeper');
    expect((await call(t.app, who, 'GET', '/api/me/settings')).json().phone).toBeNull();
    const saved = await call(t.app, who, 'PUT', '/api/me/settings', { phone: '০১৭১২৩৪৫৬৭৮' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ phone: '01712345678', phonePrivate: false });

    for (const phone of ['12345', '02-9661920', '', 'call me']) {
      const refused = await call(t.app, who, 'PUT', '/api/me/settings', { phone });
      expect(refused.statusCode, phone).toBe(400);
    }
    // The other settings stay as they were, and so does the number.
    const kept = await call(t.app, who, 'PUT', '/api/me/settings', { phonePrivate: true });
    expect(kept.json()).toMatchObject({ phone: '01712345678', phonePrivate: true });
    const forgotten = await call(t.app, who, 'PUT', '/api/me/settings', { phone: null });
    expect(forgotten.json().phone).toBeNull();
  });

  it('is nobody else’s to read or change', async () => {
    const who = await signUp(t.app, 'buyer', 'Private Number');
    await call(t.app, who, 'PUT', '/api/me/settings', { phone: '01812345678' });
    const other = await signUp(t.app, 'seller');
    expect((await call(t.app, other, 'GET', '/api/me/settings')).json().phone).toBeNull();
    const seller = (await t.app.inject({ method: 'GET', url: `/api/sellers/${who.id}` })).body;
    expect(seller).not.toContain('01812345678');
  });
});

describe('deleting one’s own account', () => {
  it('asks for the password; then the person is gone, their open bookings told, their past sales kept without them', async () => {
    const seller = await signUp(t.app, 'seller', 'Leaving Seller');
    await call(t.app, seller, 'PUT', '/api/me/settings', { phone: '01912345678' });
    const buyer = await signUp(t.app, 'buyer', 'Staying Buyer');
    const sold = await addBook(t.app, seller, { name: 'Sold Before Leaving' });
    const saleId = await bookIt(t.app, buyer, sold.id);
    await sellByCard(t.app, buyer, seller, saleId);
    const open = await addBook(t.app, seller, { name: 'Booked When Leaving' });
    const openId = await bookIt(t.app, buyer, open.id);

    const refused = await call(t.app, seller, 'DELETE', '/api/me', { password: 'Wrong#123x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('CURRENT_PASSWORD_WRONG');
    expect((await call(t.app, seller, 'DELETE', '/api/me', {})).json().error.code).toBe(
      'DELETION_UNCONFIRMED',
    );

    const deleted = await call(t.app, seller, 'DELETE', '/api/me', { password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call(t.app, seller, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await signIn(t.app, seller.email)).statusCode).toBe(401);
    const visit = (url: string) =>
      t.app.inject({ method: 'GET', url, remoteAddress: nextAddress() });
    expect((await visit(`/api/sellers/${seller.id}`)).statusCode).toBe(404);
    expect((await visit(`/api/books/${open.id}`)).statusCode).toBe(410);

    const [row] = await t.db.select().from(user).where(eq(user.id, seller.id));
    expect(row).toMatchObject({
      name: 'Deleted user',
      imageUploadId: null,
      campusId: null,
      phone: null,
    });
    expect(row!.email).not.toContain('campus.test');

    // The buyer's open booking was cancelled; the completed sale is still theirs to see.
    const orders = (await call(t.app, buyer, 'GET', '/api/me/bookings')).json() as {
      id: string;
      status: string;
    }[];
    expect(orders.find((o) => o.id === openId)?.status).toBe('cancelled');
    expect(orders.find((o) => o.id === saleId)?.status).toBe('paid');

    // The address is free for a new account.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: 'Back Again',
        email: seller.email,
        password: PASSWORD,
        role: 'buyer',
        image: await uploadPhoto(t.app),
        campusId: 'ju',
      },
      remoteAddress: nextAddress(),
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('keeps the last admin, who may leave once another admin is there', async () => {
    const own = await createTestApp();
    try {
      const admin = await signInAsAdmin(own.app, own.db);
      const refused = await call(own.app, admin, 'DELETE', '/api/me', { password: PASSWORD });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('LAST_ADMIN');
      await signInAsAdmin(own.app, own.db);
      expect(
        (await call(own.app, admin, 'DELETE', '/api/me', { password: PASSWORD })).statusCode,
      ).toBe(200);
    } finally {
      await own.close();
    }
  });
});
