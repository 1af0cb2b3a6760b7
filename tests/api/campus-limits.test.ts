// A whole campus often reaches us through one address. Limits hold one person (their account, the
// e-mail they type, their browser's visitor cookie) and only a campus-sized number per address
// (decision 0008): 200 students signing up within the hour from one network all get in, while one
// abuser is slowed, with cookies or without.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/server/plugins/limits';
import { SIGN_IN_LIMITS } from '../../src/server/auth/sign-in-throttle';
import { multipart, photo } from '../support/images';
import { createTestApp, type TestApp } from '../support/test-app';
import { cookieFrom, nextAddress, PASSWORD, signUp, visitorCookie } from '../support/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const maxOf = (limits: readonly { per: string; max: number }[], per: string) =>
  limits.find((limit) => limit.per === per)!.max;

let picture: Buffer;
let emails = 0;
const freshEmail = () => `student${++emails}-${Date.now()}@campus.test`;

/** Uploads a sign-up photo and signs up, as one browser (its cookie, or none) at one address. */
async function signUpFrom(address: string, cookie: string | null, email = freshEmail()) {
  picture ??= await photo();
  const form = multipart('image', 'me.jpg', 'image/jpeg', picture);
  const headers = cookie ? { cookie } : {};
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/avatar',
    headers: { ...form.headers, ...headers },
    payload: form.payload,
    remoteAddress: address,
  });
  if (upload.statusCode !== 201) return upload.statusCode;
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: {
      name: 'A Student',
      email,
      password: PASSWORD,
      role: 'buyer',
      image: upload.json().url,
      campusId: 'ju',
    },
    headers,
    remoteAddress: address,
  });
  return answer.statusCode;
}

/** A sign-up that fails on its photo (never uploaded) but is counted all the same. */
const signUpAttempt = (address: string, cookie: string | null, email = freshEmail()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: {
      name: 'A Student',
      email,
      password: PASSWORD,
      role: 'buyer',
      image: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp',
      campusId: 'ju',
    },
    headers: cookie ? { cookie } : {},
    remoteAddress: address,
  });

describe('limits that fit a campus behind one address', () => {
  it('200 students signing up within the hour from one network, each in their own browser, all get accounts', async () => {
    const campus = nextAddress();
    const statuses: number[] = [];
    // Twenty at a time, as a lecture hall signs up: the photos and password hashes share the cores.
    for (let i = 0; i < 200; i += 20)
      statuses.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, async () =>
            signUpFrom(campus, await visitorCookie(t.app, campus)),
          ),
        )),
      );
    expect(statuses).toHaveLength(200);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 300_000);

  it(`one browser gets ${maxOf(LIMITS.signUp, 'device')} sign-ups an hour; its neighbours on the same network are not held`, async () => {
    const campus = nextAddress();
    const abuser = await visitorCookie(t.app, campus);
    const perBrowser = maxOf(LIMITS.signUp, 'device');
    for (let i = 0; i < perBrowser; i++) expect(await signUpFrom(campus, abuser)).toBe(200);
    const refused = await signUpAttempt(campus, abuser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await signUpFrom(campus, await visitorCookie(t.app, campus))).toBe(200);
  });

  it('a script that throws its cookies away shares one allowance with every cookie-less client at its address', async () => {
    const address = nextAddress();
    const perBrowser = maxOf(LIMITS.signUp, 'device');
    for (let i = 0; i < perBrowser; i++) expect(await signUpFrom(address, null)).toBe(200);
    expect((await signUpAttempt(address, null)).statusCode).toBe(429);
  });

  it(`one e-mail is tried at most ${maxOf(LIMITS.signUp, 'email')} times an hour, from any browser anywhere`, async () => {
    const email = freshEmail();
    const perEmail = maxOf(LIMITS.signUp, 'email');
    const statuses: number[] = [];
    for (let i = 0; i <= perEmail; i++)
      statuses.push((await signUpAttempt(nextAddress(), null, email)).statusCode);
    expect(statuses.slice(0, perEmail).every((status) => status === 400)).toBe(true);
    expect(statuses[perEmail]).toBe(429);
  });

  it(`one address is held past ${maxOf(LIMITS.signUp, 'address')} sign-ups an hour, however many fresh cookies it brings`, async () => {
    const address = nextAddress();
    const perAddress = maxOf(LIMITS.signUp, 'address');
    const perBrowser = maxOf(LIMITS.signUp, 'device');
    const statuses: number[] = [];
    let cookie = '';
    for (let i = 0; i <= perAddress; i++) {
      if (i % perBrowser === 0) cookie = await visitorCookie(t.app, address);
      statuses.push((await signUpAttempt(address, cookie)).statusCode);
    }
    expect(statuses.slice(0, perAddress).filter((status) => status === 429)).toEqual([]);
    expect(statuses[perAddress]).toBe(429);
  });

  it('a visitor cookie not signed by the server counts as none', async () => {
    const address = nextAddress();
    const real = await visitorCookie(t.app, address);
    const forged = real.replace(/=([\w-]{22})\./, '=AAAAAAAAAAAAAAAAAAAAAA.');
    const perBrowser = maxOf(LIMITS.signUp, 'device');
    for (let i = 0; i < perBrowser; i++)
      expect((await signUpAttempt(address, null)).statusCode).toBe(400);
    expect((await signUpAttempt(address, forged)).statusCode).toBe(429);
    expect((await signUpAttempt(address, real)).statusCode).toBe(400);
  });
});

describe('sign-in on a shared network', () => {
  const signInFrom = (address: string, cookie: string | null, email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
      headers: cookie ? { cookie } : {},
      remoteAddress: address,
    });

  it('a guesser on the campus network does not lock a classmate out of their own account from their own browser', async () => {
    const campus = nextAddress();
    const owner = await signUp(t.app);
    for (let i = 0; i < SIGN_IN_LIMITS.pair; i++)
      expect((await signInFrom(campus, null, owner.email, `Guess#${i}`)).statusCode).toBe(401);
    expect((await signInFrom(campus, null, owner.email, PASSWORD)).statusCode).toBe(429);
    const ownBrowser = await visitorCookie(t.app, campus);
    expect((await signInFrom(campus, ownBrowser, owner.email, PASSWORD)).statusCode).toBe(200);
  });

  it(`one browser failing ${SIGN_IN_LIMITS.device} sign-ins across accounts is slowed; the rest of its network is not`, async () => {
    const campus = nextAddress();
    const guesser = await visitorCookie(t.app, campus);
    for (let i = 0; i < SIGN_IN_LIMITS.device; i++)
      expect(
        (await signInFrom(campus, guesser, `nobody${i}@campus.test`, 'Guess#1')).statusCode,
      ).toBe(401);
    const someone = await signUp(t.app);
    expect((await signInFrom(campus, guesser, someone.email, PASSWORD)).statusCode).toBe(429);
    const neighbour = await visitorCookie(t.app, campus);
    const signedIn = await signInFrom(campus, neighbour, someone.email, PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(cookieFrom(signedIn.headers)).toContain('better-auth.session_token=');
  });
});
