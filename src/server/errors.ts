import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { BOOK_DETAIL_MESSAGES } from '../shared/book-details';
import { CARD_MESSAGES } from '../shared/card';
import { ERROR_TEXTS } from '../shared/error-texts';
import { ERRORS, type ErrorCode, type MessageKey } from '../shared/errors';
import { MEETUP_MESSAGES } from '../shared/meetup-messages';
import { MESSAGES } from '../shared/messages';
import { PASSWORD_RESET_MESSAGES } from '../shared/schemas/auth';
import { ADMIN_ROLE_TEXTS } from '../shared/schemas/users';

/** Every catalogue's texts by key, as the error catalogue names them. */
const TEXTS = {
  ...MESSAGES,
  ...ERROR_TEXTS,
  ...MEETUP_MESSAGES,
  ...BOOK_DETAIL_MESSAGES,
  ...CARD_MESSAGES,
  ...PASSWORD_RESET_MESSAGES,
  ...ADMIN_ROLE_TEXTS,
} satisfies Record<MessageKey, string>;

/** The names in a text's placeholders: 'You can keep at most {max} searches' → 'max'. */
type Placeholders<Text> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

type Params<Text> = [Placeholders<Text>] extends [never]
  ? never
  : Record<Placeholders<Text>, string | number>;

type AppErrorOptions<Key extends MessageKey> = {
  /** The catalogue text to say, when the code's own is not the one for this place. */
  message?: Key;
  /** The values for the text's placeholders; a text without any takes none. */
  params?: Params<(typeof TEXTS)[Key]>;
  /** A sentence worked out at the time, said after the text: 'Try again in 3 minutes.' */
  detail?: string;
  /** Another party's own words for the failure (a payment provider's), said instead of the text. */
  reason?: string | null;
};

/**
 * An error meant for the caller: its code, status and message leave the server as they are.
 * Made only by `appError`, so its status and text are always the catalogue's.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.status = ERRORS[code].status;
  }
}

/** The refusal a code stands for, with its status and text from the catalogue (shared/errors.ts). */
export function appError<
  Code extends ErrorCode,
  Key extends MessageKey = (typeof ERRORS)[Code]['message'],
>(code: Code, { message, params, detail, reason }: AppErrorOptions<Key> = {}): AppError {
  const key: MessageKey = message ?? ERRORS[code].message;
  const values: Record<string, string | number> = params ?? {};
  const text =
    reason ??
    TEXTS[key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      String(values[name] ?? placeholder),
    );
  return new AppError(code, detail ? `${text} ${detail}` : text);
}

/** 'Try again in 3 minutes.': when a refused caller may try again, to the minute. */
export const tryAgainIn = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/** A limit of ours is used up for `seconds` more. */
export const tooManyRequests = (seconds: number) =>
  appError('TOO_MANY_REQUESTS', { detail: tryAgainIn(seconds) });

const STATUS_CODES: Record<number, ErrorCode> = {
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
export const codeForStatus = (status: number): ErrorCode => STATUS_CODES[status] ?? 'ERROR';

/**
 * A failed query's error carries every parameter (e-mails, phone numbers, what a user typed);
 * the log gets the statement and the database's reason instead.
 */
function withoutParameters(error: Error): Error | Record<string, unknown> {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return { type: error.name, query: error.query, code: cause?.code, reason: cause?.message };
}

/** The body every refusal is answered with; `fields` only for a request that failed validation. */
const bodyOf = (error: AppError, fields?: Record<string, string>) => ({
  error: { code: error.code, message: error.message, ...(fields && { fields }) },
});

/** A refusal by the router itself: its status, in our shape, without echoing the address back. */
export function sendFrameworkError(error: FastifyError, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  const refusal = appError(codeForStatus(status), {
    message: status === 414 ? 'addressTooLong' : 'badPath',
  });
  return reply.status(status).send(bodyOf(refusal));
}

/** One handler turns every failure into `{error:{code,message}}`; 5xx never show their insides. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.status).send(bodyOf(error));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        if (path && !(path in fields)) fields[path] = issue.message ?? ERROR_TEXTS.invalidValue;
      }
      const refusal = appError('VALIDATION', { reason: error.validation[0]?.message });
      return reply.status(refusal.status).send(bodyOf(refusal, fields));
    }
    // The framework's own refusals keep their status, which may be one the catalogue has no code for.
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: withoutParameters(error) }, 'request failed');
      return reply.status(status).send(bodyOf(appError('INTERNAL')));
    }
    const code = codeForStatus(status);
    const refusal = appError(code, { reason: code === 'TOO_MANY_REQUESTS' ? null : error.message });
    return reply.status(status).send(bodyOf(refusal));
  });
}
