// `npm run sslcommerz:stand-in`: SSLCOMMERZ's stand-in (tests/support/sslcommerz-stand-in.ts) on
// this machine, to try paying by bKash without a store: start it, then the server with the three
// settings it prints. Its page offers bKash success, failure and cancel; its IPN goes to
// PUBLIC_URL. Ctrl-C stops it.
import { startSslcommerzStandIn } from '../tests/support/sslcommerz-stand-in';

const gateway = await startSslcommerzStandIn();
console.log(`SSLCOMMERZ stand-in on ${gateway.url}. Start the server with:

  SSLCOMMERZ_STORE_ID=${gateway.store.id} SSLCOMMERZ_STORE_PASSWORD=${gateway.store.password} \\
  SSLCOMMERZ_URL=${gateway.url} npm start
`);
process.once('SIGINT', () => void gateway.close().then(() => process.exit(0)));
