import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { multipart, photo } from '../../../tests/support/images';
import {
  cookieFrom,
  nextAddress,
  PASSWORD,
  signIn,
  signInAsAdmin,
  signUp,
  uploadPhoto,
  visitorCookie,
} from '../../../tests/support/users';
import { user } from '../db/schema/auth';
import { SIGN_IN_LIMITS } from './sign-in-throttle';
import { bootstrapAdmin } from './bootstrap-admin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The sign-up form's fields; its campus is JU unless said. */
const signUpWith = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { campusId: 'ju', ...payload },
    remoteAddress: nextAddress(),
  });
const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} });
const SOME_PHOTO = '/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp';

describe('sign-up', () => {
  it('refuses a sign-up asking for the admin role and creates nobody', async () => {
    const email = 'sneaky@campus.test';
    const image = await uploadPhoto(t.app);
    const response = await signUpWith({
      name: 'Sneaky',
      email,
      password: PASSWORD,
      role: 'admin',
      image,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ role: 'Choose buyer or seller' });
    expect(await t.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it.each([
    ['', 'Password is required'],
    ['Ab#1', 'Password must be 6 characters long'],
    ['abcdef1#', 'Password must have uppercase, number and special characters'],
    ['Abcdefg#', 'Password must have uppercase, number and special characters'],
    ['Abcdef12', 'Password must have uppercase, number and special characters'],
  ])('refuses the password %j with the spec message %j', async (password, message) => {
    const response = await signUpWith({
      name: 'Weak',
      email: 'weak@campus.test',
      password,
      image: SOME_PHOTO,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.password).toBe(message);
  });

  it('names each missing field with the spec message', async () => {
    const response = await signUpWith({});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'Name is Required',
      email: 'Email is Required',
      password: 'Password is required',
      image: 'Photo is Required',
    });
  });

  it('makes a buyer by default, with the uploaded photo, signed in by an HttpOnly cookie only', async () => {
    const image = await uploadPhoto(t.app);
    const response = await signUpWith({
      name: 'Nadia',
      email: 'nadia@campus.test',
      password: PASSWORD,
      image,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toBeUndefined();
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const profile = await me(cookieFrom(response.headers));
    expect(profile.json()).toMatchObject({
      name: 'Nadia',
      email: 'nadia@campus.test',
      role: 'buyer',
      verified: false,
      image,
    });
  });

  it('makes a seller when the seller role is chosen', async () => {
    const seller = await signUp(t.app, 'seller');
    expect((await me(seller.cookie)).json().role).toBe('seller');
  });

  it("refuses a photo that is already someone else's, or that was never uploaded", async () => {
    const taken = (await me((await signUp(t.app)).cookie)).json().image;
    for (const image of [taken, SOME_PHOTO]) {
      const response = await signUpWith({
        name: 'Copycat',
        email: `copy${Math.random()}@campus.test`,
        password: PASSWORD,
        image,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(
        'This photo has expired or is already in use. Please upload it again.',
      );
    }
  });

  it('refuses a second account with the same e-mail', async () => {
    const image = await uploadPhoto(t.app);
    const response = await signUpWith({
      name: 'Again',
      email: 'nadia@campus.test',
      password: PASSWORD,
      image,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toMatch(/already exists/i);
  });
});

describe('sign-in', () => {
  it('answers 401 to /api/me without a session', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('signs in with the right password only, and signs out', async () => {
    const buyer = await signUp(t.app);
    const wrong = await signIn(t.app, buyer.email, 'Wrong#123');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toMatch(/invalid email or password/i);
    const right = await signIn(t.app, buyer.email);
    const cookie = cookieFrom(right.headers);
    expect(right.json().token).toBeUndefined();
    expect((await me(cookie)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie },
      payload: {},
    });
    expect((await me(cookie)).statusCode).toBe(401);
  });

  const signInFrom = (remoteAddress: string, email: string, password = PASSWORD, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });

  it('answers 429 to an address after five failed sign-ins to one account, even with the right password, saying when to retry', async () => {
    const victim = await signUp(t.app);
    const guesser = nextAddress();
    for (let i = 0; i < 5; i++)
      expect((await signInFrom(guesser, victim.email, 'Guess#' + i)).statusCode).toBe(401);
    const blocked = await signInFrom(guesser, victim.email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(
      /^Too many failed sign-in attempts\. Try again in 15 minutes\.$/,
    );
  });

  it('five wrong passwords from anywhere do not lock the owner out of their account', async () => {
    const owner = await signUp(t.app);
    const guesser = nextAddress();
    for (let i = 0; i < 6; i++) await signInFrom(guesser, owner.email, 'Guess#' + i);
    expect((await signInFrom(nextAddress(), owner.email)).statusCode).toBe(200);
  });

  it('thirty parallel wrong passwords on one account get at most five password checks', async () => {
    const victim = await signUp(t.app);
    const guesser = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signInFrom(guesser, victim.email, `Guess#${i}x`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    // Each guess counts on several counters at once (this browser's five on the account, twenty
    // from strangers): which guesses land first on each is a race, so a guess within the five may
    // still meet a full strangers' counter. No more than five are ever checked.
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - checked);
  });

  it('guesses from many addresses slow down strangers but never the browser the owner signed in with', async () => {
    const owner = await signUp(t.app);
    const ownBrowser = cookieFrom((await signInFrom(nextAddress(), owner.email)).headers)
      .split('; ')
      .filter((c) => c.startsWith('boipoka.device='))
      .join('; ');
    expect(ownBrowser).toMatch(/^boipoka\.device=[\w-]{22}$/);
    // At once, as a botnet would: each guess is counted before its password is checked.
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signInFrom(nextAddress(), owner.email, 'Guess#' + i)),
    );
    for (const guess of guesses) expect(guess.statusCode).toBe(401);
    expect((await signInFrom(nextAddress(), owner.email)).statusCode).toBe(429);
    expect((await signInFrom(nextAddress(), owner.email, PASSWORD, ownBrowser)).statusCode).toBe(
      200,
    );
    // A device token is bound to its account: it does not open the way to another one.
    const other = await signUp(t.app);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => signInFrom(nextAddress(), other.email, 'Guess#' + i)),
    );
    expect((await signInFrom(nextAddress(), other.email, PASSWORD, ownBrowser)).statusCode).toBe(
      429,
    );
  });

  // 200 password hashes: seconds on an idle machine, more on a busy one (hence its own time-out).
  it('a campus address held by 200 failed sign-ins slows unknown browsers but never a browser that signed in to the account before', async () => {
    const campus = nextAddress();
    const owner = await signUp(t.app);
    const ownSignIn = await signInFrom(campus, owner.email, PASSWORD, await visitorCookie(t.app));
    const ownBrowser = cookieFrom(ownSignIn.headers);
    expect(ownBrowser).toMatch(/boipoka\.device=/);
    // Ten browsers behind the campus's address, twenty wrong guesses each (their own limit), all
    // at once.
    const browsers = SIGN_IN_LIMITS.address / SIGN_IN_LIMITS.device;
    const cookies = await Promise.all(
      Array.from({ length: browsers }, () => visitorCookie(t.app, campus)),
    );
    const guesses = cookies.flatMap((cookie, browser) =>
      Array.from({ length: SIGN_IN_LIMITS.device }, (_, i) =>
        signInFrom(campus, `nobody${browser}-${i}@campus.test`, 'Guess#123', cookie),
      ),
    );
    for (const answer of await Promise.all(guesses)) expect(answer.statusCode).toBe(401);
    const stranger = await signInFrom(campus, owner.email, PASSWORD, await visitorCookie(t.app));
    expect(stranger.statusCode, 'an unknown browser at the address is slowed').toBe(429);
    const usual = await signInFrom(campus, owner.email, PASSWORD, ownBrowser);
    expect(usual.statusCode, "the owner's usual browser signs in").toBe(200);
  }, 120_000);

  it('answers 429 to an address after twenty failed sign-ins across accounts', async () => {
    const attempt = (email: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password },
        remoteAddress: '10.200.0.1',
      });
    for (let i = 0; i < 20; i++)
      expect((await attempt(`nobody${i}@campus.test`, 'Guess#123')).statusCode).toBe(401);
    const someone = await signUp(t.app);
    expect((await attempt(someone.email, PASSWORD)).statusCode).toBe(429);
    expect((await signIn(t.app, someone.email)).statusCode).toBe(200);
  });

  it('lets nobody sign in to a deleted account', async () => {
    const admin = await signInAsAdmin(t.app, t.db);
    const buyer = await signUp(t.app);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${buyer.id}`,
      headers: { cookie: admin.cookie },
    });
    const response = await signIn(t.app, buyer.email);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('This account has been deleted.');
  });
});

describe('the session token', () => {
  it('is in no JSON answer: sign-up, sign-in or get-session', async () => {
    const buyer = await signUp(t.app);
    const token = /better-auth\.session_token=([^.;]+)/.exec(buyer.cookie)![1]!;
    const signedIn = await signIn(t.app, buyer.email);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookieFrom(signedIn.headers) },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ user: { id: buyer.id }, session: { userId: buyer.id } });
    const newToken = /better-auth\.session_token=([^.;]+)/.exec(cookieFrom(signedIn.headers))![1]!;
    for (const body of [signedIn.body, session.body]) {
      expect(body).not.toMatch(/"token"/);
      expect(body).not.toContain(token);
      expect(body).not.toContain(newToken);
    }
  });
});

describe('admin bootstrap', () => {
  it('creates the admin once and leaves it alone after', async () => {
    const admin = { email: 'boss@campus.test', password: PASSWORD };
    expect(await bootstrapAdmin(t.app.auth, t.db, admin)).toBe('created');
    expect(await bootstrapAdmin(t.app.auth, t.db, admin)).toBe('unchanged');
    const rows = await t.db.select().from(user).where(eq(user.email, admin.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.role).toBe('admin');
  });

  it('promotes an existing account to admin', async () => {
    const buyer = await signUp(t.app);
    expect(await bootstrapAdmin(t.app.auth, t.db, { email: buyer.email, password: PASSWORD })).toBe(
      'promoted',
    );
    expect((await me(buyer.cookie)).json().role).toBe('admin');
  });
});

describe("Better Auth's own endpoints", () => {
  it('do not let a user make themselves admin or change their photo outside the upload pipeline', async () => {
    const buyer = await signUp(t.app);
    for (const url of [
      '/api/auth/update-user',
      '/api/auth/change-email',
      '/api/auth/delete-user',
      '/api/auth/list-sessions',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: buyer.cookie, origin: t.config.publicUrl },
        payload: { role: 'admin', image: 'https://evil.example/x.png', newEmail: 'x@y.test' },
      });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await me(buyer.cookie)).json()).toMatchObject({ role: 'buyer' });
    expect((await me(buyer.cookie)).json().image).toMatch(/^\/uploads\//);
  });

  it("do not include Better Auth's reset-link redirect: the e-mail links to our own page", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/reset-password/AAAAAAAAAAAAAAAAAAAAAAAA?callbackURL=https://evil.example/',
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });

  it('refuse a role change made through Better Auth itself', async () => {
    const buyer = await signUp(t.app);
    await expect(
      t.app.auth.api.updateUser({
        body: { role: 'admin' } as never,
        headers: new Headers({ cookie: buyer.cookie }),
      }),
    ).rejects.toThrow();
    expect((await me(buyer.cookie)).json().role).toBe('buyer');
  });
});

describe("a user's photo", () => {
  it('is never set to a script URL or another site, even by Better Auth itself', async () => {
    const buyer = await signUp(t.app);
    for (const image of [
      'javascript:alert(5)',
      'https://evil.example/x.png',
      '/uploads/../x',
      // An upload is a photo by its id (image_upload_id), never by its address.
      SOME_PHOTO,
    ]) {
      await expect(
        t.app.auth.api.updateUser({
          body: { image },
          headers: new Headers({ cookie: buyer.cookie }),
        }),
      ).rejects.toThrow();
    }
    expect((await me(buyer.cookie)).json().image).toMatch(/^\/uploads\/[\w-]{22}\.webp$/);
  });

  it('is kept as its upload’s id, and shown at the address built from it', async () => {
    const form = multipart('image', 'me.jpg', 'image/jpeg', await photo());
    const uploaded = (
      await t.app.inject({
        method: 'POST',
        url: '/api/uploads/avatar',
        headers: form.headers,
        payload: form.payload,
        remoteAddress: nextAddress(),
      })
    ).json();
    // A client may name the photo by the upload's id as well as by its address.
    const response = await signUpWith({
      name: 'Id Photo',
      email: `id-photo-${Math.random().toString(36).slice(2)}@campus.test`,
      password: PASSWORD,
      image: uploaded.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.image).toBe(uploaded.url);
    const [row] = await t.db
      .select({ image: user.image, imageUploadId: user.imageUploadId })
      .from(user)
      .where(eq(user.id, response.json().user.id));
    expect(row).toEqual({ image: null, imageUploadId: uploaded.id });
    expect((await me(cookieFrom(response.headers))).json().image).toBe(uploaded.url);
  });

  it("from a sign-in provider is kept only when it is Google's own https picture", async () => {
    const context = await t.app.auth.$context;
    const made = async (image: string) =>
      (
        await context.internalAdapter.createUser(
          {
            name: 'Provider User',
            email: `provider-${Math.random().toString(36).slice(2)}@campus.test`,
            emailVerified: true,
            image,
          },
          { method: 'oauth', oauth: { providerId: 'google' } },
        )
      ).image;
    expect(await made('javascript:alert(1)')).toBeNull();
    expect(await made('http://lh3.googleusercontent.com/a/x')).toBeNull();
    expect(await made('https://evil.example/a.png')).toBeNull();
    expect(await made(SOME_PHOTO)).toBeNull();
    expect(await made('https://lh3.googleusercontent.com/a/ACg8oc=s96-c')).toBe(
      'https://lh3.googleusercontent.com/a/ACg8oc=s96-c',
    );
  });
});

describe('two sign-ups racing for one photo', () => {
  it('end with one account; the other gets a clear 400 and no session', async () => {
    const image = await uploadPhoto(t.app);
    const attempt = (n: number) =>
      signUpWith({
        name: `Racer ${n}`,
        email: `photo-racer-${n}@campus.test`,
        password: PASSWORD,
        image,
      });
    const [a, b] = await Promise.all([attempt(1), attempt(2)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 400]);
    const loser = a.statusCode === 400 ? a : b;
    expect(loser.headers['set-cookie']).toBeUndefined();
    const accounts = await t.db
      .select()
      .from(user)
      .where(inArray(user.email, ['photo-racer-1@campus.test', 'photo-racer-2@campus.test']));
    expect(accounts).toHaveLength(1);
  });
});
