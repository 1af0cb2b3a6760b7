import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
  type KeyObject,
} from 'node:crypto';
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent, type RequestOptions } from 'node:https';
import { createConnection, type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

// A Web Push service (what FCM and Mozilla's autopush are to Chrome and Firefox) on 127.0.0.1:
// it checks each push's VAPID token (RFC 8292), its headers (RFC 8030) and its aes128gcm body
// (RFC 8291, RFC 8188), and decrypts it as the phone would, so tests can read what it would show.

/** What `PushSubscription.toJSON()` gives in a browser, which the app stores and sends to. */
export type Subscription = {
  endpoint: string;
  expirationTime: null;
  keys: {
    /** The browser's P-256 public key, uncompressed (65 bytes), base64url. */
    p256dh: string;
    /** The 16-byte auth secret, base64url. */
    auth: string;
  };
};

/** A push the service accepted, decrypted as the browser would hand it to the service worker. */
export type Delivery = {
  endpoint: string;
  /** The decrypted text parsed as JSON, or the text itself when it is not JSON. */
  payload: unknown;
  ttl: number;
  urgency?: string;
  topic?: string;
  /** The VAPID token's claims, and the key (`k`) that signed it. */
  vapid: { sub: string; aud: string; exp: number; publicKey: string };
};

/** A push the service answered with something other than 201, and why. */
export type Refusal = { endpoint: string; status: number; reason: string };

export type PushService = {
  /** `http://127.0.0.1:<port>`: the audience a VAPID token for this service must name. */
  origin: string;
  /**
   * A new subscription, as `pushManager.subscribe()` makes one. With `applicationServerKey` (the
   * VAPID public key, base64url) the service refuses pushes signed by any other key with 403.
   */
  subscribe: (options?: { applicationServerKey?: string }) => Subscription;
  /** Every accepted push, in order of arrival. */
  received: Delivery[];
  /** Every refused push, in order of arrival. */
  refused: Refusal[];
  /** From now on the endpoint answers 410 Gone, as for a subscription the browser dropped. */
  gone: (endpoint: string) => void;
  /** The endpoint's next `times` pushes are answered with `status` (e.g. 500 or 429). */
  fail: (endpoint: string, status: number, times: number) => void;
  /** Resolves with the pushes received once there are at least `count` of them. */
  waitFor: (count: number, timeoutMs?: number) => Promise<Delivery[]>;
  close: () => Promise<void>;
};

/**
 * An agent for senders that use `https.request` whatever the endpoint's scheme, as the web-push
 * package does: its connections are plain TCP, so such a sender can reach the stand-in's
 * `http://` endpoints (pass it as web-push's `agent` option).
 */
export class PlainHttpAgent extends HttpsAgent {
  override createConnection(options: RequestOptions): Duplex {
    return createConnection({ host: options.host ?? '127.0.0.1', port: Number(options.port) });
  }
}

/** The largest body a push service must accept (RFC 8030, section 7.2); FCM's limit too. */
const MAX_BODY = 4096;
/** The longest a VAPID token may be valid for (RFC 8292, section 2). */
const MAX_TOKEN_LIFE_SECONDS = 24 * 60 * 60;
const URGENCIES = ['very-low', 'low', 'normal', 'high'];
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** What the service keeps about one subscription. */
type Entry = {
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
  applicationServerKey: Buffer | undefined;
  gone: boolean;
  failures: { status: number; times: number };
};

/** A push the service will not take: the status it answers and the reason it gives. */
class Refused extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason);
  }
}

/** Starts the service on a free port of 127.0.0.1. */
export async function startPushService(): Promise<PushService> {
  const subscriptions = new Map<string, Entry>();
  const received: Delivery[] = [];
  const refused: Refusal[] = [];
  const listeners = new Set<() => void>();
  let origin = '';

  const entryOf = (endpoint: string) => {
    const entry = subscriptions.get(endpoint);
    if (!entry) throw new Error(`the push service never issued ${endpoint}`);
    return entry;
  };

  /** Checks one push to `endpoint` and records it, or throws why it is refused. */
  const accept = (endpoint: string, request: IncomingMessage, body: Buffer): Delivery => {
    const entry = subscriptions.get(endpoint);
    if (!entry) throw new Refused(404, 'no such subscription');
    if (entry.gone) throw new Refused(410, 'the subscription has expired or been unsubscribed');
    if (entry.failures.times > 0) {
      entry.failures.times--;
      throw new Refused(entry.failures.status, 'a failure the test asked for');
    }
    const vapid = checkVapid(request.headers.authorization, origin, entry.applicationServerKey);
    const ttl = header(request, 'ttl');
    if (ttl === undefined || !/^\d+$/.test(ttl)) {
      throw new Refused(400, 'the TTL header is missing or not a number of seconds');
    }
    if (header(request, 'content-encoding') !== 'aes128gcm') {
      throw new Refused(400, 'the Content-Encoding header must be aes128gcm');
    }
    const urgency = header(request, 'urgency');
    if (urgency !== undefined && !URGENCIES.includes(urgency)) {
      throw new Refused(400, `the Urgency header must be one of ${URGENCIES.join(', ')}`);
    }
    const topic = header(request, 'topic');
    if (topic !== undefined && !/^[A-Za-z0-9_-]{1,32}$/.test(topic)) {
      throw new Refused(400, 'the Topic header must be 1 to 32 base64url characters');
    }
    if (body.length > MAX_BODY) {
      throw new Refused(413, `the body is longer than ${MAX_BODY} bytes`);
    }
    const text = decrypt(body, entry).toString('utf8');
    return {
      endpoint,
      payload: parseOrKeep(text),
      ttl: Number(ttl),
      ...(urgency === undefined ? {} : { urgency }),
      ...(topic === undefined ? {} : { topic }),
      vapid,
    };
  };

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = new URL(request.url ?? '/', origin).pathname;
    if (request.method !== 'POST' || !path.startsWith('/push/')) {
      response.writeHead(404).end();
      return;
    }
    const endpoint = origin + path;
    try {
      const delivery = accept(endpoint, request, Buffer.concat(chunks));
      received.push(delivery);
      for (const listener of listeners) listener();
      const message = randomBytes(12).toString('base64url');
      response
        .writeHead(201, { location: `${origin}/m/${message}`, ttl: String(delivery.ttl) })
        .end();
    } catch (error) {
      const status = error instanceof Refused ? error.status : 500;
      const reason = error instanceof Error ? error.message : String(error);
      refused.push({ endpoint, status, reason });
      // Autopush's shape of error body.
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ code: status, error: STATUS_CODES[status], message: reason }));
    }
  };

  const server = createServer((request, response) => {
    answer(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    subscribe: (options = {}) => {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(16).toString('base64url')}`;
      const { applicationServerKey } = options;
      subscriptions.set(endpoint, {
        ecdh,
        publicKey,
        auth,
        applicationServerKey:
          applicationServerKey === undefined
            ? undefined
            : Buffer.from(applicationServerKey, 'base64url'),
        gone: false,
        failures: { status: 0, times: 0 },
      });
      return {
        endpoint,
        expirationTime: null,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    gone: (endpoint) => {
      entryOf(endpoint).gone = true;
    },
    fail: (endpoint, status, times) => {
      entryOf(endpoint).failures = { status, times };
    },
    waitFor: (count, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve([...received]);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          const refusals = refused.map((r) => `\n  ${r.status} ${r.endpoint}: ${r.reason}`);
          reject(
            new Error(
              `expected ${count} push(es) within ${timeoutMs} ms, but received ${received.length}` +
                (refusals.length ? `; refused:${refusals.join('')}` : ''),
            ),
          );
        }, timeoutMs);
        listeners.add(check);
        check();
      }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** A header sent once, or undefined. */
function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function parseOrKeep(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The JSON object a base64url JWT segment holds, or undefined. */
function jsonSegment(segment: string): Record<string, unknown> | undefined {
  if (!BASE64URL.test(segment)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks an `Authorization: vapid t=<JWT>, k=<key>` header (RFC 8292): an ES256 token signed by
 * `k`, for this service's origin, valid now and for at most 24 hours, naming a contact. Answers the
 * token's claims, or throws 401 (no valid token) or 403 (a valid token from a key other than the
 * one the subscription was made with).
 */
function checkVapid(
  authorization: string | undefined,
  audience: string,
  applicationServerKey: Buffer | undefined,
): Delivery['vapid'] {
  const scheme = /^vapid\s+(.*)$/i.exec(authorization ?? '');
  if (!scheme) throw new Refused(401, 'expected an Authorization header "vapid t=<JWT>, k=<key>"');
  const params = new Map(
    scheme[1]!.split(',').map((param) => {
      const at = param.indexOf('=');
      return [param.slice(0, at).trim().toLowerCase(), param.slice(at + 1).trim()] as const;
    }),
  );
  const token = params.get('t');
  const k = params.get('k');
  if (!token || !k) throw new Refused(401, 'the vapid header lacks t= or k=');

  const raw = BASE64URL.test(k) ? Buffer.from(k, 'base64url') : Buffer.alloc(0);
  if (raw.length !== 65 || raw[0] !== 4) {
    throw new Refused(401, 'k is not an uncompressed P-256 public key in base64url');
  }
  let key: KeyObject;
  try {
    key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
  } catch {
    throw new Refused(401, 'k is not a point on P-256');
  }

  const [head, body, signature, ...rest] = token.split('.');
  const jose = jsonSegment(head ?? '');
  const claims = jsonSegment(body ?? '');
  if (!jose || !claims || signature === undefined || rest.length > 0) {
    throw new Refused(401, 'the token is not a JWT');
  }
  if (jose.alg !== 'ES256' || (jose.typ !== undefined && jose.typ !== 'JWT')) {
    throw new Refused(401, 'the token must be a JWT signed with ES256');
  }
  // A JWS carries an ES256 signature as r and s, 32 bytes each (RFC 7518, section 3.4).
  const signed =
    BASE64URL.test(signature) &&
    Buffer.from(signature, 'base64url').length === 64 &&
    verify(
      'sha256',
      Buffer.from(`${head}.${body}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
  if (!signed) throw new Refused(401, 'the token is not signed by the key k');

  const { sub, aud, exp } = claims;
  const now = Math.floor(Date.now() / 1000);
  if (aud !== audience) throw new Refused(401, `the token's aud must be ${audience}`);
  if (typeof exp !== 'number' || !Number.isInteger(exp) || exp <= now) {
    throw new Refused(401, "the token's exp is missing or past");
  }
  if (exp > now + MAX_TOKEN_LIFE_SECONDS) {
    throw new Refused(401, "the token's exp is more than 24 hours ahead");
  }
  if (typeof sub !== 'string' || !/^(mailto|https):/.test(sub)) {
    throw new Refused(401, "the token's sub must be a mailto: or https: contact");
  }
  if (applicationServerKey && !applicationServerKey.equals(raw)) {
    throw new Refused(403, 'k is not the applicationServerKey the subscription was made with');
  }
  return { sub, aud, exp, publicKey: k };
}

/**
 * Decrypts an aes128gcm body (RFC 8188) with the keys a push message derives from the
 * subscription's (RFC 8291): the header names the salt, record size and the sender's public key;
 * a push message is one record, its plaintext ending in the delimiter 2 and zero padding.
 */
function decrypt(body: Buffer, entry: Entry): Buffer {
  if (body.length < 21) throw new Refused(400, 'the body is too short for an aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  if (body[20] !== 65) {
    throw new Refused(400, "the aes128gcm keyid must be the sender's 65-byte public key");
  }
  const senderKey = body.subarray(21, 86);
  const record = body.subarray(86);
  if (recordSize < 18) throw new Refused(400, 'the aes128gcm record size is below 18');
  if (record.length > recordSize) throw new Refused(400, 'a push message is one record');
  if (record.length < 17) throw new Refused(400, 'the aes128gcm record is too short');

  let secret: Buffer;
  try {
    secret = entry.ecdh.computeSecret(senderKey);
  } catch {
    throw new Refused(400, "the sender's key is not a point on P-256");
  }
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), entry.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, entry.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));

  let plaintext: Buffer;
  try {
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(-16));
    plaintext = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  } catch {
    throw new Refused(400, "the body does not decrypt with the subscription's keys");
  }
  let end = plaintext.length - 1;
  while (end >= 0 && plaintext[end] === 0) end--;
  if (plaintext[end] !== 2) throw new Refused(400, 'the last record does not end in delimiter 2');
  return plaintext.subarray(0, end);
}
