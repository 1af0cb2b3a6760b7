import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '../shared/messages';

/** An error meant for the caller: its code, status and message leave the server as they are. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', 404, message);
export const conflict = (code: string, message: string) => new AppError(code, 409, message);

/** 'Try again in 3 minutes.': when a refused caller may try again, to the minute. */
export const tryAgainIn = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/** A limit of ours is used up for `seconds` more. */
export const tooManyRequests = (seconds: number) =>
  new AppError('TOO_MANY_REQUESTS', 429, `${MESSAGES.tooManyRequests} ${tryAgainIn(seconds)}`);

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY_REQUESTS',
};
export const codeForStatus = (status: number) => STATUS_CODES[status] ?? 'ERROR';

/**
 * A failed query's error carries every parameter (e-mails, phone numbers, what a user typed);
 * the log gets the statement and the database's reason instead.
 */
function withoutParameters(error: Error): Error | Record<string, unknown> {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return { type: error.name, query: error.query, code: cause?.code, reason: cause?.message };
}

/** A refusal by the router itself: its status, in our shape, without echoing the address back. */
export function sendFrameworkError(error: FastifyError, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  const message = status === 414 ? MESSAGES.addressTooLong : MESSAGES.badPath;
  return reply.status(status).send({ error: { code: codeForStatus(status), message } });
}

/** One handler turns every failure into `{error:{code,message}}`; 5xx never show their insides. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ error: { code: error.code, message: error.message } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        if (path && !(path in fields)) fields[path] = issue.message ?? 'Invalid value';
      }
      const first = error.validation[0];
      return reply.status(400).send({
        error: { code: 'VALIDATION', message: first?.message ?? 'Invalid request', fields },
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: withoutParameters(error) }, 'request failed');
      return reply
        .status(status)
        .send({ error: { code: 'INTERNAL', message: MESSAGES.serverError } });
    }
    const message = status === 429 ? MESSAGES.tooManyRequests : error.message;
    return reply.status(status).send({ error: { code: codeForStatus(status), message } });
  });
}
