import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/server/db/schema/auth';
import { auditEvent } from '../../src/server/db/schema/site';
import { removeAdmin } from '../../src/server/modules/users/service';
import { createTestApp, type TestApp } from '../support/test-app';
import { nextAddress, signInAsAdmin, signUp, type TestUser } from '../support/users';

type App = TestApp['app'];

/** A request from `caller`, or from a visitor when null. */
const call = (
  app: App,
  caller: TestUser | null,
  method: 'GET' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    payload,
    headers: caller ? { cookie: caller.cookie } : {},
    remoteAddress: nextAddress(),
  });
const makeAdmin = (app: App, admin: TestUser, target: TestUser) =>
  call(app, admin, 'PATCH', `/api/admin/users/${target.id}`, { role: 'admin' });
const removeAdminRole = (app: App, caller: TestUser | null, target: { id: string }) =>
  call(app, caller, 'DELETE', `/api/admin/users/${target.id}/admin`);
const liveAdminIds = async (t: TestApp) =>
  (
    await t.db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.role, 'admin'), isNull(user.deletedAt)))
  ).map((row) => row.id);
const roleOf = async (t: TestApp, id: string) =>
  (await t.db.select({ role: user.role }).from(user).where(eq(user.id, id)))[0]?.role;

describe('taking the admin role back', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAsAdmin(t.app, t.db);
  });
  afterAll(() => t.close());

  it('an admin takes the admin role from another admin, who goes back to the role they had before', async () => {
    const seller = await signUp(t.app, 'seller', 'Promoted Seller');
    const buyer = await signUp(t.app, 'buyer', 'Promoted Buyer');
    for (const person of [seller, buyer])
      expect((await makeAdmin(t.app, admin, person)).statusCode).toBe(200);
    expect((await call(t.app, seller, 'GET', '/api/admin/users?role=buyer')).statusCode).toBe(200);

    const removed = await removeAdminRole(t.app, admin, seller);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ id: seller.id, role: 'seller' });
    expect((await removeAdminRole(t.app, admin, buyer)).json().role).toBe('buyer');

    // Their next request is judged by the role they have now.
    expect((await call(t.app, seller, 'GET', '/api/admin/users?role=buyer')).statusCode).toBe(403);
    const events = await t.db.select().from(auditEvent).where(eq(auditEvent.targetId, seller.id));
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actorId: admin.id,
          action: 'user.remove_admin',
          details: { to: 'seller' },
        }),
      ]),
    );
  });

  it('the admins list names every admin, with since when if known and the role they would go back to', async () => {
    const seller = await signUp(t.app, 'seller', 'Listed Seller');
    await makeAdmin(t.app, admin, seller);
    const response = await call(t.app, admin, 'GET', '/api/admin/users?role=admin');
    expect(response.statusCode).toBe(200);
    const admins = response.json() as { id: string; adminSince: string | null }[];
    expect(admins.map((a) => a.id).sort()).toEqual((await liveAdminIds(t)).sort());
    // The bootstrap admin was never made admin by anyone, so when is not known.
    expect(admins.find((a) => a.id === admin.id)).toMatchObject({
      role: 'admin',
      adminSince: null,
      roleBeforeAdmin: 'buyer',
    });
    const promoted = admins.find((a) => a.id === seller.id);
    expect(promoted).toMatchObject({ name: 'Listed Seller', roleBeforeAdmin: 'seller' });
    expect(Date.now() - Date.parse(promoted!.adminSince!)).toBeLessThan(60_000);
  });

  it('an admin cannot remove their own admin role', async () => {
    const response = await removeAdminRole(t.app, admin, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'CANNOT_CHANGE_SELF',
      message: 'You cannot delete or demote your own account.',
    });
    expect(await roleOf(t, admin.id)).toBe('admin');
  });

  it('only admins may take the admin role: buyers and sellers get 403, visitors 401', async () => {
    const target = await signUp(t.app);
    await makeAdmin(t.app, admin, target);
    for (const role of ['buyer', 'seller'] as const) {
      const response = await removeAdminRole(t.app, await signUp(t.app, role), target);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    expect((await removeAdminRole(t.app, null, target)).statusCode).toBe(401);
    expect(await roleOf(t, target.id)).toBe('admin');
  });

  it('an unknown or deleted user is 404, and a user who is not an admin is 409', async () => {
    expect((await removeAdminRole(t.app, admin, { id: 'no-such-user' })).statusCode).toBe(404);
    const deleted = await signUp(t.app);
    await makeAdmin(t.app, admin, deleted);
    await call(t.app, admin, 'DELETE', `/api/admin/users/${deleted.id}`);
    expect((await removeAdminRole(t.app, admin, deleted)).statusCode).toBe(404);

    const buyer = await signUp(t.app);
    const response = await removeAdminRole(t.app, admin, buyer);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'NOT_AN_ADMIN',
      message: 'This user is not an admin.',
    });
    expect(await roleOf(t, buyer.id)).toBe('buyer');
  });
});

describe('the last admin', () => {
  it('the last admin cannot lose the admin role, even to a caller who was an admin a moment ago', async () => {
    const t = await createTestApp();
    try {
      const only = await signInAsAdmin(t.app, t.db);
      const former = await signUp(t.app);
      await makeAdmin(t.app, only, former);
      expect((await removeAdminRole(t.app, only, former)).statusCode).toBe(200);
      // `former`'s request got past the role check just before their role went: the service decides.
      await expect(removeAdmin(t.db, former.id, only.id)).rejects.toMatchObject({
        code: 'LAST_ADMIN',
        status: 409,
        message: 'The last admin cannot be removed.',
      });
      expect(await liveAdminIds(t)).toEqual([only.id]);
    } finally {
      await t.close();
    }
  });

  // On PGlite the two requests queue for its one connection; on PostgreSQL (CI runs this suite
  // there with TEST_DATABASE_URL) they truly overlap, and the row locks make them queue.
  it('two admins removing each other at the same moment leave exactly one admin', async () => {
    const t = await createTestApp();
    try {
      let survivor = await signInAsAdmin(t.app, t.db);
      for (let round = 0; round < 5; round++) {
        const challenger = await signUp(t.app);
        expect((await makeAdmin(t.app, survivor, challenger)).statusCode).toBe(200);
        expect((await liveAdminIds(t)).sort()).toEqual([survivor.id, challenger.id].sort());

        const [first, second] = await Promise.all([
          removeAdminRole(t.app, survivor, challenger),
          removeAdminRole(t.app, challenger, survivor),
        ]);
        const statuses = [first!.statusCode, second!.statusCode];
        expect(
          statuses.filter((s) => s === 200),
          `${first!.body} ${second!.body}`,
        ).toHaveLength(1);
        // The loser hears that the other is the last admin, or, if it came in after its own role
        // was gone, that it is no longer allowed.
        expect([409, 403]).toContain(statuses.find((s) => s !== 200));
        const admins = await liveAdminIds(t);
        expect(admins).toHaveLength(1);
        survivor = admins[0] === survivor.id ? survivor : challenger;
      }
    } finally {
      await t.close();
    }
  });
});
