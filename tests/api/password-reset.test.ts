// 'Forgot password?': a link by e-mail that works once, for an hour, for the account's owner only,
// and a request that tells nobody which e-mails have accounts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/server/plugins/limits';
import { account, verification } from '../../src/server/db/schema/auth';
import { mailsTo } from '../support/outbox';
import { createTestApp, type TestApp } from '../support/test-app';
import { cookieFrom, nextAddress, PASSWORD, signIn, signUp, visitorCookie } from '../support/users';

const NEW_PASSWORD = 'Fresh#456';
const NEUTRAL_ANSWER =
  "If an account exists for that e-mail, we've sent a link to reset the password. It expires in 1 hour.";
const LINK_INVALID = 'This link to reset your password has expired or has already been used.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const askForLink = (email: string, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email },
    remoteAddress,
  });

const resetPassword = (token: string, newPassword = NEW_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, newPassword },
    remoteAddress: nextAddress(),
  });

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

/** The reset e-mails sent to `email` so far, once every mail on its way has been written. */
async function resetMails(email: string) {
  await t.app.auth.settleBackgroundTasks();
  return mailsTo(t.config.dataDir, email, 'Subject: Reset your Boipoka password');
}

/** Asks for a link for `email` and answers the token of the link the e-mail brings. */
async function tokenFromMail(email: string): Promise<string> {
  const before = (await resetMails(email)).length;
  expect((await askForLink(email)).statusCode).toBe(200);
  const mails = await resetMails(email);
  expect(mails).toHaveLength(before + 1);
  const link = /http:\/\/localhost:\d+\/reset-password\?token=([\w-]+)/.exec(mails.at(-1)!);
  expect(link, 'the e-mail holds a link to the reset page').not.toBeNull();
  return link![1]!;
}

describe('asking for a reset link', () => {
  it('an existing account gets the neutral answer and an e-mail with a link to the reset page', async () => {
    const buyer = await signUp(t.app);
    const response = await askForLink(buyer.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: NEUTRAL_ANSWER });
    const [mail] = await resetMails(buyer.email);
    expect(mail).toContain(`${t.config.publicUrl}/reset-password?token=`);
    expect(mail).toContain('It works once, for 1 hour');
  });

  it('an unknown e-mail gets the same answer, and no e-mail is sent', async () => {
    const email = 'nobody-here@campus.test';
    const response = await askForLink(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: NEUTRAL_ANSWER });
    await t.app.auth.settleBackgroundTasks();
    expect(mailsTo(t.config.dataDir, email)).toEqual([]);
  });

  it('the e-mail is matched whatever its capitals', async () => {
    const buyer = await signUp(t.app);
    expect((await askForLink(buyer.email.toUpperCase())).statusCode).toBe(200);
    expect(await resetMails(buyer.email)).toHaveLength(1);
  });

  it('an account made with Google only gets the same answer and an e-mail saying to use Google, with no link', async () => {
    const context = await t.app.auth.$context;
    const email = 'google-only@campus.test';
    const made = await context.internalAdapter.createUser(
      { name: 'Google Only', email, emailVerified: true },
      { method: 'oauth', oauth: { providerId: 'google' } },
    );
    await context.internalAdapter.createAccount({
      userId: made.id,
      providerId: 'google',
      accountId: 'google-sub-1',
    });
    const response = await askForLink(email);
    expect(response.json()).toEqual({ message: NEUTRAL_ANSWER });
    await t.app.auth.settleBackgroundTasks();
    const [mail, ...more] = mailsTo(t.config.dataDir, email);
    expect(more).toEqual([]);
    expect(mail).toContain("Log in with 'Continue with Google'");
    expect(mail).not.toContain('reset-password?token=');
    // Nor is a token left behind that could give the account a password.
    expect(await t.db.select().from(verification).where(eq(verification.value, made.id))).toEqual(
      [],
    );
    const accounts = await t.db.select().from(account).where(eq(account.userId, made.id));
    expect(accounts.map((a) => a.providerId)).toEqual(['google']);
  });

  it('the token is kept in the database only as a hash', async () => {
    const buyer = await signUp(t.app);
    const token = await tokenFromMail(buyer.email);
    const rows = await t.db.select().from(verification).where(eq(verification.value, buyer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.identifier).not.toContain(token);
  });

  it('a missing or malformed e-mail is a 400 with the field message, not a 500', async () => {
    for (const [payload, message] of [
      [{}, 'Email is Required'],
      [{ email: '' }, 'Email is Required'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ email: 42 }, 'Email is Required'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload,
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION',
        fields: { email: message },
      });
    }
  });
});

describe('setting the new password', () => {
  it('the old password no longer signs in, and the new one does', async () => {
    const buyer = await signUp(t.app);
    const token = await tokenFromMail(buyer.email);
    const response = await resetPassword(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true });
    expect((await signIn(t.app, buyer.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t.app, buyer.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a reset link works once only', async () => {
    const buyer = await signUp(t.app);
    const token = await tokenFromMail(buyer.email);
    expect((await resetPassword(token)).statusCode).toBe(200);
    const again = await resetPassword(token, 'Another#789');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: { code: 'RESET_LINK_INVALID', message: LINK_INVALID, key: 'linkInvalid' },
    });
    expect((await signIn(t.app, buyer.email, 'Another#789')).statusCode).toBe(401);
    expect((await signIn(t.app, buyer.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('an older reset link stops working once a newer one was used', async () => {
    const buyer = await signUp(t.app);
    const older = await tokenFromMail(buyer.email);
    const newer = await tokenFromMail(buyer.email);
    expect((await resetPassword(newer)).statusCode).toBe(200);
    const late = await resetPassword(older, 'Attacker#789');
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('RESET_LINK_INVALID');
    expect((await signIn(t.app, buyer.email, 'Attacker#789')).statusCode).toBe(401);
    expect((await signIn(t.app, buyer.email, NEW_PASSWORD)).statusCode).toBe(200);
    const left = await t.db
      .select({ id: verification.id })
      .from(verification)
      .where(eq(verification.value, buyer.id));
    expect(left, 'no reset link of the account is left in the database').toEqual([]);
  });

  it('a reset link is refused once its hour is over, and the password stays', async () => {
    const buyer = await signUp(t.app);
    const token = await tokenFromMail(buyer.email);
    const [row] = await t.db.select().from(verification).where(eq(verification.value, buyer.id));
    // The link was made an hour ago: 60 minutes and a second.
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.id, row!.id));
    const response = await resetPassword(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'RESET_LINK_INVALID',
      message: LINK_INVALID,
      key: 'linkInvalid',
    });
    expect((await signIn(t.app, buyer.email, PASSWORD)).statusCode).toBe(200);
  });

  it('a token nobody was sent is refused with the same message', async () => {
    const response = await resetPassword('A'.repeat(24));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'RESET_LINK_INVALID',
      message: LINK_INVALID,
      key: 'linkInvalid',
    });
  });

  it('a reset signs out every session the account had', async () => {
    const buyer = await signUp(t.app);
    const phone = cookieFrom((await signIn(t.app, buyer.email)).headers);
    expect((await me(buyer.cookie)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(200);
    await resetPassword(await tokenFromMail(buyer.email));
    expect((await me(buyer.cookie)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
  });

  it.each([
    ['', 'Password is required'],
    ['Ab#1', 'Password must be 6 characters long'],
    ['abcdef1#', 'Password must have uppercase, number and special characters'],
  ])(
    'the new password %j follows the sign-up rules: 400 with %j, and the link still works',
    async (weak, message) => {
      const buyer = await signUp(t.app);
      const token = await tokenFromMail(buyer.email);
      const response = await resetPassword(token, weak);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ newPassword: message });
      expect((await resetPassword(token)).statusCode).toBe(200);
    },
  );

  it('a missing or malformed token is a 400 naming the link, not a 500', async () => {
    for (const token of [undefined, '', 'short', 'x'.repeat(500), '../../admin', 7]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: NEW_PASSWORD },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, String(token)).toBe(400);
      expect(response.json().error.fields).toEqual({ token: LINK_INVALID });
    }
  });
});

describe('the reset-link request is rate limited', () => {
  const limitPer = (per: string) =>
    LIMITS.passwordResetRequest.find((limit) => limit.per === per)!.max;
  const [perEmail, perDevice, perAddress] = [
    limitPer('email'),
    limitPer('device'),
    limitPer('address'),
  ];

  it(`one e-mail gets at most ${perEmail} links a window, whoever asks, then 429 saying when to retry`, async () => {
    const buyer = await signUp(t.app);
    for (let i = 0; i < perEmail; i++) expect((await askForLink(buyer.email)).statusCode).toBe(200);
    const refused = await askForLink(buyer.email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests. Please try again later. Try again in 15 minutes.',
      key: 'tooManyRequests',
      detail: { key: 'tryAgainInMinutes', params: { minutes: 15 } },
    });
    expect(await resetMails(buyer.email)).toHaveLength(perEmail);
  });

  it('an unknown e-mail is limited the same way, so a refusal tells nothing', async () => {
    for (let i = 0; i < perEmail; i++)
      expect((await askForLink('ghost@campus.test')).statusCode).toBe(200);
    expect((await askForLink('ghost@campus.test')).statusCode).toBe(429);
  });

  it(`one browser gets at most ${perDevice} answers a window, whatever the e-mails; browsers without a visitor cookie share their address's`, async () => {
    const address = nextAddress();
    for (let i = 0; i < perDevice; i++)
      expect((await askForLink(`someone${i}@campus.test`, address)).statusCode).toBe(200);
    const refused = await askForLink('someone-else@campus.test', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect((await askForLink('someone-else@campus.test')).statusCode).toBe(200);
  });

  it(`one address shared by a campus gets ${perAddress} answers a window, each browser its own ${perDevice}`, async () => {
    const address = nextAddress();
    const browsers = await Promise.all(
      Array.from({ length: perAddress / perDevice + 1 }, () => visitorCookie(t.app, address)),
    );
    const asks = browsers.flatMap((cookie, b) =>
      Array.from({ length: perDevice }, (_, i) => ({
        cookie,
        email: `campus${b}-${i}@campus.test`,
      })),
    );
    const statuses: number[] = [];
    for (const { cookie, email } of asks) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email },
        headers: { cookie },
        remoteAddress: address,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, perAddress).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(perAddress).every((status) => status === 429)).toBe(true);
  });
});
