import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, type ErrorCode, type MessageKey } from '../shared/errors';
import { EN } from '../shared/i18n/en';
import { translate } from './i18n';

/** Every catalogue's English texts by key. */
const TEXTS: Record<MessageKey, string> = EN;

/**
 * The names in a text's placeholders: 'You can keep at most {max} searches' → 'max';
 * '{tries, plural, one {# try} other {# tries}}' → 'tries' (a plural's cases name nothing).
 */
type Placeholders<Text> = Text extends `${string}{${infer Body}}${infer Rest}`
  ? | (Body extends `${infer Name},${string}`
        ? Name
        : Body extends `${string} ${string}`
          ? never
          : Body)
    | Placeholders<Rest>
  : never;

type Params<Text> = [Placeholders<Text>] extends [never]
  ? never
  : Record<Placeholders<Text>, string | number>;

type AppErrorOptions<Key extends MessageKey> = {
  /** The catalogue text to say, when the code's own is not the one for this place. */
  message?: Key;
  /** The values for the text's placeholders; a text without any takes none. */
  params?: Params<(typeof EN)[Key]>;
  /** A sentence worked out at the time, said after the text: 'Try again in 3 minutes.' */
  detail?: Detail;
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
    /** The catalogue's key for the text, and its values: the client words it in the reader's language. */
    readonly text?: KeyedText,
    readonly detail?: KeyedText,
  ) {
    super(message);
    this.status = ERRORS[code].status;
  }
}

/** A catalogue text by its key, with the values of its placeholders. */
export type KeyedText = { key: MessageKey; params?: Record<string, string | number> };

/** A sentence added to a refusal: in English, and by key for the client. */
export type Detail = KeyedText & { english: string };

/** A key's English text with its placeholders filled ('{max}' → 20). */
const english = (key: MessageKey, values?: Record<string, string | number>) =>
  translate('en', key, values);

/** The refusal a code stands for, with its status and text from the catalogue (shared/errors.ts). */
export function appError<
  Code extends ErrorCode,
  Key extends MessageKey = (typeof ERRORS)[Code]['message'],
>(code: Code, { message, params, detail, reason }: AppErrorOptions<Key> = {}): AppError {
  const key: MessageKey = message ?? ERRORS[code].message;
  const values: Record<string, string | number> | undefined = params;
  // Another party's own words have no key: the client shows them as they are.
  const keyed = reason ? undefined : { key, ...(values && { params: values }) };
  const text = reason ?? english(key, values);
  return new AppError(
    code,
    detail ? `${text} ${detail.english}` : text,
    keyed,
    detail && { key: detail.key, params: detail.params },
  );
}

/** 'Try again in 3 minutes.': when a refused caller may try again, to the minute. */
export const tryAgainIn = (seconds: number): Detail => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return {
    key: 'tryAgainInMinutes',
    params: { minutes },
    english: english('tryAgainInMinutes', { minutes }),
  };
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

/** Each failed field's English text, and the key of that text when it is the catalogue's. */
type FieldErrors = { fields: Record<string, string>; fieldKeys: Record<string, MessageKey> };

/**
 * The body every refusal is answered with: its code and English message, the catalogue key and
 * values the client words it with, and for a request that failed validation, each field's.
 */
const bodyOf = (error: AppError, fieldErrors?: FieldErrors) => ({
  error: {
    code: error.code,
    message: error.message,
    ...error.text,
    ...(error.detail && { detail: error.detail }),
    ...fieldErrors,
  },
});

const isMessageKey = (text: string): text is MessageKey => Object.hasOwn(TEXTS, text);

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
      // The shared schemas name their messages by key; zod's own messages are plain English.
      const failed: FieldErrors = { fields: {}, fieldKeys: {} };
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        if (!path || path in failed.fields) continue;
        const message = issue.message ?? 'invalidValue';
        failed.fields[path] = isMessageKey(message) ? TEXTS[message] : message;
        if (isMessageKey(message)) failed.fieldKeys[path] = message;
      }
      const first = error.validation[0]?.message;
      const refusal =
        first && isMessageKey(first)
          ? appError('VALIDATION', { message: first })
          : appError('VALIDATION', { reason: first });
      return reply.status(refusal.status).send(bodyOf(refusal, failed));
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
