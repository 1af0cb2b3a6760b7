import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Intent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: null | { message: string };
};

/**
 * A small local stand-in for Stripe's PaymentIntents and Refunds endpoints, speaking their wire
 * format (form-encoded requests, JSON answers, Idempotency-Key), so the real SDK can be tested offline.
 */
export async function startStripeStandIn() {
  const intents = new Map<string, Intent>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds: { paymentIntent: string; idempotencyKey: string | undefined }[] = [];
  let failures = 0;
  const requests: {
    method: string;
    path: string;
    idempotencyKey: string | undefined;
    form: URLSearchParams;
  }[] = [];

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const key = req.headers['idempotency-key'] as string | undefined;
      const path = (req.url ?? '').split('?')[0]!;
      requests.push({ method: req.method!, path, idempotencyKey: key, form });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(4).toString('hex')}`,
        });
        res.end(JSON.stringify(json));
      };
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const known = key && byIdempotencyKey.get(key);
        if (known) return send(200, intents.get(known));
        const id = `pi_${randomBytes(8).toString('hex')}`;
        const metadata = Object.fromEntries(
          [...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]),
        );
        const intent: Intent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(6).toString('hex')}`,
          metadata,
          last_payment_error: null,
        };
        intents.set(id, intent);
        if (key) byIdempotencyKey.set(key, id);
        return send(200, intent);
      }
      const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
      if (failures > 0) {
        failures--;
        return send(500, {
          error: { type: 'api_error', message: 'Something went wrong on our end.' },
        });
      }
      if (req.method === 'GET' && match) {
        const intent = intents.get(match[1]!);
        return intent
          ? send(200, intent)
          : send(404, {
              error: {
                type: 'invalid_request_error',
                message: `No such payment_intent: '${match[1]}'`,
              },
            });
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        refunds.push({ paymentIntent: form.get('payment_intent')!, idempotencyKey: key });
        return send(200, {
          id: `re_${randomBytes(6).toString('hex')}`,
          object: 'refund',
          payment_intent: form.get('payment_intent'),
          status: 'succeeded',
        });
      }
      send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${path})`,
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    requests,
    /** What Stripe.js does when the buyer's card goes through. */
    succeed: (id: string) => Object.assign(intents.get(id)!, { status: 'succeeded' }),
    /** The next requests fail as Stripe's own outages do. */
    failNext: (count: number) => {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
