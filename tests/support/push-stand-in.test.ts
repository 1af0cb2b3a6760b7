import { createPrivateKey, sign } from 'node:crypto';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import webpush, { type PushSubscription, type VapidKeys } from 'web-push';
import { PlainHttpAgent, startPushService, type PushService } from './push-stand-in';

// The stand-in is only worth its tests if it refuses what a real push service refuses: each test
// sends with the web-push package, as an application server would, and changes one thing.

const agent = new PlainHttpAgent();
const appKeys = webpush.generateVAPIDKeys();
const otherKeys = webpush.generateVAPIDKeys();
const message = { title: 'নতুন মেসেজ', body: 'Rahim: is the book still there?' };

const sendOptions = (keys: VapidKeys = appKeys) => ({
  vapidDetails: { subject: 'mailto:admin@boipoka.test', ...keys },
  TTL: 60,
  agent,
});

/** Sends `payload` as web-push does; answers the status, or the status of the refusal. */
const send = (subscription: PushSubscription, payload: string, keys?: VapidKeys) =>
  webpush.sendNotification(subscription, payload, sendOptions(keys)).then(
    (result) => result.statusCode,
    (error: unknown) => {
      if (error instanceof webpush.WebPushError) return error.statusCode;
      throw error;
    },
  );

/** Posts what web-push would send to `subscription`, once `change` has altered its headers. */
async function sendChanged(
  subscription: PushSubscription,
  change: (headers: Record<string, string>) => void,
) {
  const details = webpush.generateRequestDetails(
    subscription,
    JSON.stringify(message),
    sendOptions(),
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    if (name !== 'Content-Length') headers[name] = String(value);
  }
  change(headers);
  const response = await fetch(details.endpoint, {
    method: 'POST',
    headers,
    body: new Uint8Array(details.body),
  });
  return response.status;
}

const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A `vapid t=…, k=…` header whose token carries `claims`, signed by `signer`, naming key `k`. */
function vapidHeader(
  claims: Record<string, unknown>,
  { signer = appKeys, k = appKeys.publicKey, alg = 'ES256' } = {},
) {
  const point = Buffer.from(signer.publicKey, 'base64url');
  const key = createPrivateKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
      d: signer.privateKey,
    },
    format: 'jwk',
  });
  const data = `${segment({ typ: 'JWT', alg })}.${segment(claims)}`;
  const signature = sign('sha256', Buffer.from(data), { key, dsaEncoding: 'ieee-p1363' });
  return `vapid t=${data}.${signature.toString('base64url')}, k=${k}`;
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('the Web Push stand-in', () => {
  let push: PushService;
  beforeEach(async () => {
    push = await startPushService();
  });
  afterEach(() => push.close());
  afterAll(() => agent.destroy());

  it('issues subscriptions shaped as PushSubscription.toJSON() in a browser', () => {
    const subscription = push.subscribe();
    expect(subscription.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/push\/[\w-]+$/);
    expect(subscription.expirationTime).toBeNull();
    const p256dh = Buffer.from(subscription.keys.p256dh, 'base64url');
    expect(p256dh).toHaveLength(65);
    expect(p256dh[0]).toBe(4);
    expect(Buffer.from(subscription.keys.auth, 'base64url')).toHaveLength(16);
    expect(push.subscribe().endpoint).not.toBe(subscription.endpoint);
  });

  it('decrypts a push from web-push to the JSON it carried, with its headers and VAPID claims', async () => {
    const subscription = push.subscribe();
    const result = await webpush.sendNotification(subscription, JSON.stringify(message), {
      ...sendOptions(),
      urgency: 'high',
      topic: 'order-42',
    });
    expect(result.statusCode).toBe(201);
    expect(result.headers.location).toMatch(new RegExp(`^${push.origin}/m/`));
    const [delivery] = await push.waitFor(1);
    expect(delivery).toEqual({
      endpoint: subscription.endpoint,
      payload: message,
      ttl: 60,
      urgency: 'high',
      topic: 'order-42',
      vapid: {
        sub: 'mailto:admin@boipoka.test',
        aud: push.origin,
        exp: expect.any(Number),
        publicKey: appKeys.publicKey,
      },
    });
  });

  it('keeps a payload that is not JSON as its text', async () => {
    const subscription = push.subscribe();
    expect(await send(subscription, 'plain নতুন text')).toBe(201);
    expect(push.received.map((delivery) => delivery.payload)).toEqual(['plain নতুন text']);
  });

  const claims = (origin: string) => ({ aud: origin, exp: inAnHour(), sub: 'mailto:a@b.test' });
  it.each([
    {
      rule: 'no Authorization header',
      reason: /expected an Authorization header/,
      header: () => undefined,
    },
    {
      rule: 'a token signed by another key than its k',
      reason: /not signed by the key k/,
      header: (origin: string) => vapidHeader(claims(origin), { signer: otherKeys }),
    },
    {
      rule: 'a token for another audience',
      reason: /aud must be http:\/\/127\.0\.0\.1:/,
      header: () => vapidHeader(claims('https://fcm.googleapis.com')),
    },
    {
      rule: 'an expired token',
      reason: /exp is missing or past/,
      header: (origin: string) => vapidHeader({ ...claims(origin), exp: inAnHour() - 7200 }),
    },
    {
      rule: 'a token valid for more than 24 hours',
      reason: /more than 24 hours ahead/,
      header: (origin: string) => vapidHeader({ ...claims(origin), exp: inAnHour() + 86400 }),
    },
    {
      rule: 'a token whose subject is neither mailto: nor https:',
      reason: /sub must be a mailto: or https: contact/,
      header: (origin: string) => vapidHeader({ ...claims(origin), sub: 'http://boipoka.test' }),
    },
    {
      rule: 'a token that is not ES256',
      reason: /signed with ES256/,
      header: (origin: string) => vapidHeader(claims(origin), { alg: 'HS256' }),
    },
    {
      rule: 'a k that is not a P-256 public key',
      reason: /k is not/,
      header: (origin: string) => vapidHeader(claims(origin), { k: 'BAAA' }),
    },
  ])('refuses with 401 and does not record $rule', async ({ reason, header }) => {
    const subscription = push.subscribe();
    const status = await sendChanged(subscription, (headers) => {
      const value = header(push.origin);
      if (value === undefined) delete headers.Authorization;
      else headers.Authorization = value;
    });
    expect(status).toBe(401);
    expect(push.refused.map((refusal) => refusal.reason)).toEqual([expect.stringMatching(reason)]);
    expect(push.received).toEqual([]);
  });

  it('accepts a hand-made token that meets every rule', async () => {
    const subscription = push.subscribe();
    const status = await sendChanged(subscription, (headers) => {
      headers.Authorization = vapidHeader({
        aud: push.origin,
        exp: inAnHour(),
        sub: 'https://boipoka.test/contact',
      });
    });
    expect(status).toBe(201);
    expect(push.received).toHaveLength(1);
  });

  it('refuses with 403 a key other than the applicationServerKey the subscription was made with', async () => {
    const subscription = push.subscribe({ applicationServerKey: appKeys.publicKey });
    expect(await send(subscription, JSON.stringify(message), otherKeys)).toBe(403);
    expect(await send(subscription, JSON.stringify(message), appKeys)).toBe(201);
    expect(push.received).toHaveLength(1);
  });

  it('refuses with 400 a push without TTL or in another content encoding', async () => {
    const subscription = push.subscribe();
    expect(await sendChanged(subscription, (headers) => delete headers.TTL)).toBe(400);
    expect(
      await sendChanged(subscription, (headers) => {
        headers['Content-Encoding'] = 'aesgcm';
      }),
    ).toBe(400);
    expect(push.received).toEqual([]);
  });

  it("refuses with 400 a body encrypted for another subscription's keys", async () => {
    const subscription = push.subscribe();
    const another = push.subscribe();
    const misdirected = { endpoint: subscription.endpoint, keys: another.keys };
    expect(await send(misdirected, JSON.stringify(message))).toBe(400);
    expect(push.received).toEqual([]);
    expect(push.refused).toEqual([
      {
        endpoint: subscription.endpoint,
        status: 400,
        reason: "the body does not decrypt with the subscription's keys",
      },
    ]);
  });

  it('answers 404 for an endpoint it never issued', async () => {
    const { keys } = push.subscribe();
    expect(await send({ endpoint: `${push.origin}/push/unknown`, keys }, '{}')).toBe(404);
  });

  it('answers 410 Gone, which web-push reports as statusCode 410, once gone(endpoint)', async () => {
    const subscription = push.subscribe();
    push.gone(subscription.endpoint);
    await expect(
      webpush.sendNotification(subscription, JSON.stringify(message), sendOptions()),
    ).rejects.toMatchObject({ statusCode: 410, endpoint: subscription.endpoint });
    expect(push.received).toEqual([]);
  });

  it('answers fail(endpoint, 500, 1) once, then accepts the retry', async () => {
    const subscription = push.subscribe();
    push.fail(subscription.endpoint, 500, 1);
    expect(await send(subscription, JSON.stringify(message))).toBe(500);
    expect(await send(subscription, JSON.stringify(message))).toBe(201);
    expect(push.received.map((delivery) => delivery.payload)).toEqual([message]);
  });

  it('rejects waitFor with the count it waited for and the refusals it saw', async () => {
    const subscription = push.subscribe();
    push.gone(subscription.endpoint);
    await send(subscription, '{}');
    await expect(push.waitFor(1, 50)).rejects.toThrow(
      /expected 1 push\(es\) within 50 ms, but received 0; refused:\n {2}410 /,
    );
  });
});
