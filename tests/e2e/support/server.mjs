// Starts the built server for one end-to-end run: a fresh data directory, and a real OpenID Connect
// provider on 127.0.0.1 standing in for Google (its accounts page is the network edge we cannot reach),
// and stand-ins for Open Library and SSLCOMMERZ. Run with tsx's loader (the gateway's stand-in is
// TypeScript, shared with the API tests).
// With TEST_DATABASE_URL (CI) the server runs on a fresh database of that PostgreSQL server, as in
// production; without it, on PGlite in the data directory, as `npm start` does.
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';
import sharp from 'sharp';
import { OAuth2Server } from 'oauth2-mock-server';

export const GOOGLE_USER = {
  sub: 'google-108',
  email: 'google.tester@gmail.test',
  name: 'Google Tester',
  email_verified: true,
};

rmSync(process.env.DATA_DIR ?? '.tmp/e2e-data', { recursive: true, force: true });

if (process.env.TEST_DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query('drop database if exists boipoka_e2e with (force)');
  await admin.query('create database boipoka_e2e');
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = '/boipoka_e2e';
  process.env.DATABASE_URL = url.toString();
  // On PostgreSQL production asks for a secret from the environment (DATA_DIR keeps PGlite's).
  process.env.AUTH_SECRET ??= 'e2e-secret-that-is-long-enough-0123456789';
}

const oidc = new OAuth2Server();
await oidc.issuer.keys.generate('RS256');
await oidc.start(Number(process.env.OIDC_PORT ?? 3101), '127.0.0.1');
oidc.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, GOOGLE_USER));
oidc.service.on('beforeUserinfo', (response) => {
  response.body = GOOGLE_USER;
});

// Open Library stands beyond the network edge too: a stand-in speaks its JSON for one known
// ISBN, with an author and a cover, and answers 404 for any other (as Open Library does).
export const OPEN_LIBRARY_BOOK = {
  isbn: '9780306406157',
  title: 'Signals and Systems',
  author: 'Alan V. Oppenheim',
};
const cover = await sharp({
  create: { width: 300, height: 400, channels: 3, background: '#2f5d8a' },
})
  .jpeg()
  .toBuffer();
const openLibrary = createServer((request, response) => {
  const send = (status, type, body) =>
    response.writeHead(status, { 'content-type': type }).end(body);
  if (request.url === `/isbn/${OPEN_LIBRARY_BOOK.isbn}.json`)
    return send(
      200,
      'application/json',
      JSON.stringify({
        title: OPEN_LIBRARY_BOOK.title,
        authors: [{ key: '/authors/OL1A' }],
        covers: [8128],
      }),
    );
  if (request.url === '/authors/OL1A.json')
    return send(200, 'application/json', JSON.stringify({ name: OPEN_LIBRARY_BOOK.author }));
  if (request.url === '/b/id/8128-L.jpg') return send(200, 'image/jpeg', cover);
  return send(404, 'application/json', '{"error":"notfound"}');
});
await new Promise((resolve) => openLibrary.listen(0, '127.0.0.1', resolve));
const openLibraryUrl = `http://127.0.0.1:${openLibrary.address().port}`;
process.env.OPEN_LIBRARY_URL = openLibraryUrl;
process.env.OPEN_LIBRARY_COVERS_URL = openLibraryUrl;

// SSLCOMMERZ too: its stand-in's hosted page offers bKash success, failure and cancel, posts the
// buyer back across sites and sends the IPN to the server (tests/support/sslcommerz-stand-in.ts).
const { startSslcommerzStandIn } = await import('../../support/sslcommerz-stand-in.ts');
const gateway = await startSslcommerzStandIn();
process.env.SSLCOMMERZ_STORE_ID = gateway.store.id;
process.env.SSLCOMMERZ_STORE_PASSWORD = gateway.store.password;
process.env.SSLCOMMERZ_URL = gateway.url;

process.env.GOOGLE_ISSUER = oidc.issuer.url;
process.env.GOOGLE_CLIENT_ID = 'boipoka-e2e';
process.env.GOOGLE_CLIENT_SECRET = 'boipoka-e2e-secret';
process.env.NODE_ENV ??= 'production';
await import('../../../dist/server/main.js');
