// Starts the built server for one end-to-end run: a fresh data directory, and a real OpenID Connect
// provider on 127.0.0.1 standing in for Google (its accounts page is the network edge we cannot reach).
import { rmSync } from 'node:fs';
import { OAuth2Server } from 'oauth2-mock-server';

export const GOOGLE_USER = {
  sub: 'google-108',
  email: 'google.tester@gmail.test',
  name: 'Google Tester',
  email_verified: true,
};

rmSync(process.env.DATA_DIR ?? '.tmp/e2e-data', { recursive: true, force: true });

const oidc = new OAuth2Server();
await oidc.issuer.keys.generate('RS256');
await oidc.start(Number(process.env.OIDC_PORT ?? 3101), '127.0.0.1');
oidc.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, GOOGLE_USER));
oidc.service.on('beforeUserinfo', (response) => {
  response.body = GOOGLE_USER;
});

process.env.GOOGLE_ISSUER = oidc.issuer.url;
process.env.GOOGLE_CLIENT_ID = 'boipoka-e2e';
process.env.GOOGLE_CLIENT_SECRET = 'boipoka-e2e-secret';
process.env.NODE_ENV ??= 'production';
await import('../../../dist/server/main.js');
