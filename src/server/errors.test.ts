import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { appError, registerErrorHandler, tooManyRequests } from './errors';

it('logs a failed query with its statement and reason but none of its parameters', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'error', stream } });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    throw new DrizzleQueryError(
      'insert into contact_message (email, message) values ($1, $2)',
      ['student@campus.test', 'my phone is 01712345678'],
      cause,
    );
  });
  const response = await app.inject({ method: 'GET', url: '/boom' });
  expect(response.statusCode).toBe(500);
  const log = lines.join('');
  expect(log).toContain('insert into contact_message');
  expect(log).toContain('22021');
  expect(log).not.toContain('student@campus.test');
  expect(log).not.toContain('01712345678');
  await app.close();
});

it('takes an error’s status and text from the catalogue, by code', () => {
  const error = appError('BOOK_SOLD');
  expect([error.code, error.status, error.message]).toEqual([
    'BOOK_SOLD',
    409,
    'This book has already been sold',
  ]);
  expect(appError('BOOK_SOLD', { message: 'bookSoldCannotAdvertise' }).message).toBe(
    'A sold book cannot be advertised',
  );
});

it('fills a text’s placeholders, adds a worked-out sentence, and says a provider’s reason as given', () => {
  expect(appError('WRONG_HANDOVER_CODE', { params: { tries: 1 } }).message).toBe(
    'That is not the code the buyer has. 1 try left.',
  );
  expect(tooManyRequests(61).message).toBe(
    'Too many requests. Please try again later. Try again in 2 minutes.',
  );
  expect(appError('PAYMENT_INCOMPLETE', { reason: 'Your card was declined.' }).message).toBe(
    'Your card was declined.',
  );
  expect(appError('PAYMENT_INCOMPLETE', { reason: null }).message).toBe(
    'The payment has not gone through yet',
  );
});
