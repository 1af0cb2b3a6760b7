import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signInAsAdmin, signUp, type TestUser } from '../../../../tests/support/users';
import { session, user } from '../../db/schema/auth';
import { auditEvent } from '../../db/schema/site';
import { deleteUser } from './service';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAsAdmin(t.app, t.db);
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
const auditFor = (targetId: string) =>
  t.db.select().from(auditEvent).where(eq(auditEvent.targetId, targetId));

describe('admin user management', () => {
  it('lists sellers and buyers separately, without deleted users', async () => {
    const seller = await signUp(t.app, 'seller', 'Shopkeeper Sakib');
    const buyer = await signUp(t.app, 'buyer', 'Reader Rumana');
    const sellers = (await asAdmin('GET', '/api/admin/users?role=seller')).json();
    const buyers = (await asAdmin('GET', '/api/admin/users?role=buyer')).json();
    expect(sellers.map((u: { id: string }) => u.id)).toContain(seller.id);
    expect(sellers.map((u: { id: string }) => u.id)).not.toContain(buyer.id);
    expect(buyers.find((u: { id: string }) => u.id === buyer.id)).toMatchObject({
      name: 'Reader Rumana',
      role: 'buyer',
      verified: false,
    });
    await asAdmin('DELETE', `/api/admin/users/${buyer.id}`);
    expect(
      (await asAdmin('GET', '/api/admin/users?role=buyer')).json().map((u: { id: string }) => u.id),
    ).not.toContain(buyer.id);
  });

  it('verifies a seller, which the seller then sees, and writes it to the audit log', async () => {
    const seller = await signUp(t.app, 'seller');
    const response = await asAdmin('PATCH', `/api/admin/users/${seller.id}`, { verified: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ verified: true, role: 'seller' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: seller.cookie },
    });
    expect(me.json().verified).toBe(true);
    expect(await auditFor(seller.id)).toEqual([
      expect.objectContaining({ actorId: admin.id, action: 'user.verify' }),
    ]);
  });

  it('verifies only sellers', async () => {
    const buyer = await signUp(t.app);
    expect(
      (await asAdmin('PATCH', `/api/admin/users/${buyer.id}`, { verified: true })).statusCode,
    ).toBe(409);
  });

  it('makes a buyer admin, who then reaches admin pages', async () => {
    const buyer = await signUp(t.app);
    expect(
      (await asAdmin('PATCH', `/api/admin/users/${buyer.id}`, { role: 'admin' })).json().role,
    ).toBe('admin');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?role=seller',
      headers: { cookie: buyer.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(await auditFor(buyer.id)).toEqual([
      expect.objectContaining({ action: 'user.make_admin', details: { from: 'buyer' } }),
    ]);
  });

  it('accepts no other change: no demotion, no unverifying, no made-up role', async () => {
    const seller = await signUp(t.app, 'seller');
    for (const body of [{ role: 'buyer' }, { verified: false }, { role: 'superuser' }, {}]) {
      expect((await asAdmin('PATCH', `/api/admin/users/${seller.id}`, body)).statusCode).toBe(400);
    }
  });

  it('deletes a user: their sessions end and the row stays for history', async () => {
    const buyer = await signUp(t.app);
    const response = await asAdmin('DELETE', `/api/admin/users/${buyer.id}`);
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(session).where(eq(session.userId, buyer.id))).toEqual([]);
    const [row] = await t.db.select().from(user).where(eq(user.id, buyer.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: buyer.cookie } }))
        .statusCode,
    ).toBe(401);
    expect(await auditFor(buyer.id)).toEqual([expect.objectContaining({ action: 'user.delete' })]);
    expect((await asAdmin('DELETE', `/api/admin/users/${buyer.id}`)).statusCode).toBe(404);
  });

  it('does not let an admin delete themselves', async () => {
    const response = await asAdmin('DELETE', `/api/admin/users/${admin.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('You cannot delete or demote your own account.');
    const [row] = await t.db
      .select()
      .from(user)
      .where(and(eq(user.id, admin.id)));
    expect(row!.deletedAt).toBeNull();
  });

  it('lets one admin delete another while another admin remains', async () => {
    const other = await signUp(t.app);
    await asAdmin('PATCH', `/api/admin/users/${other.id}`, { role: 'admin' });
    expect((await asAdmin('DELETE', `/api/admin/users/${other.id}`)).statusCode).toBe(200);
  });
});

describe('who is signed in', () => {
  const session = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/session', headers });

  it('a visitor asking who is signed in gets 200 and no user, while /api/me stays 401', async () => {
    const response = await session();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });

  it('a signed-in user gets themselves, as /api/me describes them', async () => {
    const buyer = await signUp(t.app, 'buyer', 'Session Sumaiya');
    const response = await session({ cookie: buyer.cookie });
    expect(response.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: buyer.cookie },
    });
    expect(response.json()).toEqual({ user: me.json() });
    expect(response.json().user).toMatchObject({
      id: buyer.id,
      name: 'Session Sumaiya',
      role: 'buyer',
    });
  });
});

describe('profile card counts', () => {
  it('shows each role its own counts', async () => {
    const stats = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/me/stats', headers: { cookie } }))
        .json()
        .map((s: { label: string }) => s.label);
    expect(await stats((await signUp(t.app, 'seller')).cookie)).toEqual([
      'Books for sale',
      'Books sold',
    ]);
    expect(await stats((await signUp(t.app, 'buyer')).cookie)).toEqual(['Orders', 'Paid']);
    expect(await stats(admin.cookie)).toEqual(['Sellers', 'Buyers']);
  });
});

describe('the last admin', () => {
  it('cannot be removed', async () => {
    const fresh = await createTestApp();
    try {
      const only = await signInAsAdmin(fresh.app, fresh.db);
      const someone = await signUp(fresh.app);
      await expect(deleteUser(fresh.db, someone.id, only.id)).rejects.toMatchObject({
        code: 'LAST_ADMIN',
        status: 409,
      });
    } finally {
      await fresh.close();
    }
  });
});
