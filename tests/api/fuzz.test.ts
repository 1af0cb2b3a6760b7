// Every endpoint, fuzzed: requests generated from its own zod schema (as published in
// /api/openapi.json) and from deliberately wrong shapes — other types, 1 MB strings, NUL and RTL
// characters, deep JSON, SQL and HTML fragments, prototype keys, wrong content types — sent as each
// kind of caller. No answer may be a 5xx, and no error may show a stack, a file or SQL.
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook } from '../support/books';
import {
  nearValue,
  ONE_MEGABYTE_TEXT,
  validValue,
  wrongValue,
  type FieldHints,
  type JsonSchema,
} from '../support/fuzz';
import { multipart, photo } from '../support/images';
import { bookIt, CARDS } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  nextAddress,
  PASSWORD,
  signInAsAdmin,
  signUp,
  uploadPhoto,
  type TestUser,
} from '../support/users';
import { CATEGORIES } from '../../src/shared/constants';

/**
 * Requests sent to each endpoint: the suite sends the first 50 of the fixed-seed sequence, and
 * `npm run test:fuzz` (FUZZ_PER_ENDPOINT=1000), run before a release, the full thousand.
 */
const PER_ENDPOINT = Number(process.env.FUZZ_PER_ENDPOINT || 50);
const ROLES = ['anonymous', 'buyer', 'seller', 'admin'] as const;
type Role = (typeof ROLES)[number];

type Parameter = { name: string; in: 'path' | 'query'; required?: boolean; schema: JsonSchema };
type Endpoint = {
  method: string;
  /** The OpenAPI path, `{id}` for a parameter. */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  multipart: boolean;
};

/** Routes left out of the published description, described here as their schemas say. */
const HIDDEN: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/auth/callback/{provider}',
    parameters: [
      { name: 'provider', in: 'path', required: true, schema: { type: 'string', maxLength: 40 } },
      { name: 'code', in: 'query', schema: { type: 'string' } },
      { name: 'state', in: 'query', schema: { type: 'string' } },
    ],
    multipart: false,
  },
  {
    method: 'GET',
    path: '/api/auth/error',
    parameters: [{ name: 'error', in: 'query', schema: { type: 'string' } }],
    multipart: false,
  },
  {
    method: 'GET',
    path: '/api/openapi.json',
    parameters: [],
    multipart: false,
  },
  {
    method: 'GET',
    path: '/uploads/{name}',
    parameters: [
      {
        name: 'name',
        in: 'path',
        required: true,
        schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{22}(-thumb)?\\.webp$' },
      },
    ],
    multipart: false,
  },
];

/** The answer gives nothing of the server away. */
const INSIDES =
  /\bat [\w.<>]+ \(|node_modules|\/work\/|\.[cm]?[jt]s:\d+|\bselect\b[^"]{0,80}\bfrom\b|\binsert into\b|violates|syntax error|duplicate key|pglite|drizzle|ZodError|TypeError|ReferenceError|Cannot read propert/i;

let t: TestApp;
let callers: Record<Exclude<Role, 'anonymous'>, TestUser>;
let endpoints: Endpoint[];
let defs: Record<string, JsonSchema>;
/** Real identifiers, so some requests reach rows that exist. */
let realIds: string[];
let picture: Buffer;
let hints: FieldHints;
const tally = new Map<string, Map<number, number>>();

beforeAll(async () => {
  t = await createTestApp();
  callers = {
    buyer: await signUp(t.app, 'buyer'),
    seller: await signUp(t.app, 'seller'),
    admin: await signInAsAdmin(t.app, t.db),
  };
  const book = await addBook(t.app, callers.seller);
  const otherSeller = await signUp(t.app, 'seller');
  const otherBook = await addBook(t.app, otherSeller);
  const booking = await bookIt(t.app, callers.buyer, otherBook.id);
  const target = await signUp(t.app, 'buyer');
  realIds = [
    book.id,
    otherBook.id,
    booking,
    target.id,
    otherSeller.id,
    'novel-and-story',
    'google',
  ];
  picture = await photo();
  const unusedPhotos = await Promise.all(Array.from({ length: 3 }, () => uploadPhoto(t.app)));
  hints = {
    email: fc.oneof(
      fc.constantFrom(callers.buyer.email, callers.seller.email, target.email),
      fc.emailAddress().filter((e) => /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(e)),
    ),
    password: fc.constantFrom(PASSWORD, 'Wrong#123', 'Abc#1234'),
    newPassword: fc.constantFrom('Fresh#456', 'short'),
    name: fc.constantFrom('Ayesha Rahman', 'Tanvir Hasan'),
    firstName: fc.constantFrom('Ayesha', 'Tanvir'),
    lastName: fc.constantFrom('Rahman', 'Hasan'),
    role: fc.constantFrom('buyer', 'seller'),
    image: fc.constantFrom(...unusedPhotos),
    phone: fc.constantFrom('01812345678', '+8801712345678'),
    meetingLocation: fc.constantFrom('TSC', 'Curzon Hall'),
    bookId: fc.constantFrom(book.id, otherBook.id),
    category: fc.constantFrom(...CATEGORIES.map((c) => c.id)),
    condition: fc.constantFrom('Excellent', 'Good', 'Fair'),
    price: fc.integer({ min: 1, max: 5000 }),
    minPrice: fc.integer({ min: 0, max: 500 }),
    maxPrice: fc.integer({ min: 500, max: 5000 }),
    advertised: fc.constantFrom('true', 'false'),
    cursor: fc.constant(undefined),
    cardNumber: fc.constantFrom(...Object.values(CARDS)),
    expiry: fc.constantFrom('12/34', '01/20'),
    cvc: fc.constantFrom('123', '1234'),
    paymentIntentId: fc.constantFrom('pi_test_unknown'),
    token: fc.constantFrom('not-a-real-token-000000000000'),
    provider: fc.constantFrom('google'),
    callbackURL: fc.constantFrom('/dashboard', '//evil.test'),
  };

  const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  defs = spec.components?.schemas ?? {};
  endpoints = [...HIDDEN];
  for (const [path, operations] of Object.entries<Record<string, Operation>>(spec.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const content = operation.requestBody?.content ?? {};
      endpoints.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: content['application/json']?.schema,
        // A file upload's body is a file, which the description names but gives no schema.
        multipart: 'multipart/form-data' in content || path.startsWith('/api/uploads/'),
      });
    }
  }
  // Deleting removes what later requests could reach, and sign-out ends the callers' sessions:
  // they go last.
  const lateness = (e: Endpoint) =>
    e.path.endsWith('/sign-out') ? 2 : e.method === 'DELETE' ? 1 : 0;
  endpoints.sort((a, b) => lateness(a) - lateness(b));
}, 120_000);

afterAll(async () => {
  const lines = [...tally].map(([route, statuses]) => {
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    const counts = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    return `${route}: ${total} (${counts.join(' ')})`;
  });
  const total = [...tally.values()].flatMap((m) => [...m.values()]).reduce((a, b) => a + b, 0);
  console.info(`fuzzed ${tally.size} endpoints with ${total} requests\n${lines.join('\n')}`);
  await t.close();
});

type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

const asText = (value: unknown): string =>
  (typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value)) ?? '';

/** A path segment; a lone surrogate, which no URL can carry, goes as the bytes UTF-8 forbids. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const segment = (value: unknown) =>
  encodeURIComponent(asText(value).replace(LONE_SURROGATE, '\ufffd')).replace(
    /%EF%BF%BD/g,
    '%ED%A0%80',
  );

/** A query string from generated values: arrays repeat their key, objects go as JSON. */
function queryString(values: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) value.forEach((v) => query.append(key, asText(v)));
    else if (value !== undefined) query.append(key, asText(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** What goes in the body, and as which content type. */
const bodyKinds = (
  endpoint: Endpoint,
): fc.Arbitrary<Pick<InjectOptions, 'payload' | 'headers'>> => {
  const json = (value: unknown) => ({
    payload: JSON.stringify(value) ?? 'null',
    headers: { 'content-type': 'application/json' },
  });
  const schema = endpoint.body ?? { type: 'object' };
  const raw = (contentType: string | undefined, payload: string | Buffer) => ({
    payload,
    headers: contentType ? { 'content-type': contentType } : {},
  });
  const wrongContent = fc.oneof(
    fc.constantFrom(
      raw('application/json', '{"a":'),
      raw('application/json', '['.repeat(100_000) + ']'.repeat(100_000)),
      raw('application/json', '\u0000'),
      raw('application/json', JSON.stringify({ text: ONE_MEGABYTE_TEXT })),
      raw('application/json; charset=utf-16', '{}'),
      raw('text/plain', 'hello'),
      raw('application/x-www-form-urlencoded', 'role=admin&price=0'),
      raw('multipart/form-data', 'no boundary'),
      raw(
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="image"\r\n\r\nabc',
      ),
      raw('application/xml', '<a/>'),
      raw(undefined, '{"a":1}'),
    ),
  );
  const files = fc
    .tuple(
      fc.constantFrom('image', 'file', 'image[]', ''),
      fc.constantFrom(
        'me.jpg',
        '../../etc/passwd',
        'a\u0000.png',
        'x.svg',
        '..\\..\\x.webp',
        'photo.jpg.php',
      ),
      fc.constantFrom('image/jpeg', 'image/svg+xml', 'text/html', 'application/octet-stream'),
      fc.oneof(
        fc.constant(picture),
        fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
        fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
        fc.constant(Buffer.alloc(0)),
      ),
    )
    .map(([field, name, type, data]) => {
      const form = multipart(field, name, type, data);
      return { payload: form.payload, headers: form.headers };
    });
  if (endpoint.multipart) return fc.oneof({ arbitrary: files, weight: 4 }, wrongContent);
  return fc.oneof(
    { arbitrary: validValue(schema, defs, hints).map(json), weight: 3 },
    { arbitrary: nearValue(schema, defs, hints).map(json), weight: 4 },
    { arbitrary: wrongContent, weight: 1 },
  );
};

/** One generated request to `endpoint`, as one of the four kinds of caller. */
function requests(endpoint: Endpoint): fc.Arbitrary<{ role: Role; options: InjectOptions }> {
  const params = endpoint.parameters.filter((p) => p.in === 'path');
  const query = endpoint.parameters.filter((p) => p.in === 'query');
  const paramValue = (p: Parameter) =>
    fc.oneof(
      { arbitrary: fc.constantFrom(...realIds), weight: 3 },
      { arbitrary: validValue(p.schema, defs, hints), weight: 2 },
      { arbitrary: wrongValue, weight: 2 },
    );
  const queryValues = fc.oneof(
    fc.record(Object.fromEntries(query.map((p) => [p.name, hinted(p)])), {
      requiredKeys: query.filter((p) => p.required).map((p) => p.name),
    }),
    fc.record(Object.fromEntries(query.map((p) => [p.name, fc.oneof(hinted(p), wrongValue)])), {
      requiredKeys: [],
    }),
  );
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(endpoint.method);
  function hinted(p: Parameter) {
    const hint = hints[p.name];
    const own = validValue(p.schema, defs, hints);
    return hint ? fc.oneof({ arbitrary: hint, weight: 4 }, own) : own;
  }
  return fc
    .record({
      role: fc.constantFrom(...ROLES),
      params: fc.tuple(...params.map(paramValue)),
      query: queryValues,
      body: hasBody
        ? bodyKinds(endpoint)
        : fc.constant<Pick<InjectOptions, 'payload' | 'headers'>>({}),
    })
    .map(({ role, params: values, query: q, body }) => {
      let url = endpoint.path;
      params.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, segment(values[i]));
      });
      const cookie = role === 'anonymous' ? {} : { cookie: callers[role].cookie };
      const payload = body.payload === undefined ? '' : String(body.payload);
      return {
        role,
        // A failing request is reported short: a 1 MB body would bury the report.
        [fc.toStringMethod]: () =>
          `${role} ${endpoint.method} ${url}${queryString(q)} ${JSON.stringify(body.headers ?? {})} ${payload.slice(0, 400)}${payload.length > 400 ? `… (${payload.length} characters)` : ''}`,
        options: {
          method: endpoint.method as InjectOptions['method'],
          url: url + queryString(q),
          ...body,
          headers: { ...(body.headers ?? {}), ...cookie },
          remoteAddress: nextAddress(),
          // An event stream stays open: the request hangs up soon, as a browser closing its tab.
          ...(endpoint.path === '/api/events' && { signal: AbortSignal.timeout(20) }),
        },
      };
    });
}

function count(route: string, response: LightMyRequestResponse) {
  const statuses = tally.get(route) ?? new Map<number, number>();
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  tally.set(route, statuses);
}

describe('every endpoint fuzzed from its schema and with wrong shapes', () => {
  it('covers every API route the app serves', () => {
    const fuzzed = new Set(
      endpoints.map((e) => `${e.method} ${e.path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const missing = t.app.apiRoutes
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !fuzzed.has(route));
    expect(missing).toEqual([]);
  });

  it(`sends ${PER_ENDPOINT} requests to each endpoint: never a 5xx, never the server's insides`, async () => {
    for (const endpoint of endpoints) {
      const route = `${endpoint.method} ${endpoint.path}`;
      await fc.assert(
        fc.asyncProperty(requests(endpoint), async ({ role, options }) => {
          const response = await t.app.inject(options);
          count(route, response);
          const what = `${role} ${options.method} ${options.url} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, what).toBeLessThan(500);
          if (
            response.statusCode >= 400 &&
            response.headers['content-type']?.toString().startsWith('application/json')
          ) {
            const error = response.json().error;
            expect(typeof error?.code, what).toBe('string');
            expect(typeof error?.message, what).toBe('string');
            expect(response.body, what).not.toMatch(INSIDES);
          }
        }),
        { numRuns: PER_ENDPOINT, seed: 20261124, endOnFailure: true },
      );
    }
  }, 1_800_000);
});
