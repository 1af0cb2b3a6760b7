import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_TEXTS } from '../../../shared/error-texts';
import type { MessageKey } from '../../../shared/errors';
import { EN } from '../../../shared/i18n/en';
import { toWebHeaders } from '../../auth/access';
import { CLIENT_IP_HEADER } from '../../auth/auth';
import { codeForStatus } from '../../errors';

/** Better Auth's answer: its status, and its body parsed. */
export type AuthAnswer = { status: number; body: unknown };

/** The request's headers for Better Auth, with the client address the server worked out. */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = toWebHeaders(request);
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** Copies Better Auth's status and headers onto the reply; answers its parsed body. */
export async function relay(response: Response, reply: FastifyReply): Promise<AuthAnswer> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (!['set-cookie', 'content-length', 'content-type', 'content-encoding'].includes(name))
      reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  let body: unknown = text || null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* a redirect or a page: pass it on as text */
  }
  return { status: response.status, body };
}

/** The catalogue's keys for Better Auth's own refusals, by its codes: the client words them. */
const BETTER_AUTH_KEYS: Record<string, MessageKey> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalidCredentials',
  USER_ALREADY_EXISTS: 'userExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'userExists',
};
/** A refusal of ours raised inside Better Auth (a deleted account) keeps its text's key. */
const KEYS_BY_TEXT = new Map<string, MessageKey>(
  Object.entries(EN).map(([key, text]) => [text, key as MessageKey]),
);

/**
 * Better Auth answers {code,message}; callers of this API always get {error:{code,message}}, with
 * the message key the client words it by in the reader's language when there is one.
 */
export function send(reply: FastifyReply, { status, body }: AuthAnswer) {
  if (status >= 400) {
    const error = (body ?? {}) as {
      code?: string;
      message?: string;
      key?: string;
      params?: Record<string, string>;
    };
    // A refusal of ours that names its key and values (a suspension: until when, why) keeps them.
    const key =
      error.key ||
      (error.code && BETTER_AUTH_KEYS[error.code]) ||
      (error.message ? KEYS_BY_TEXT.get(error.message) : 'requestFailed');
    return reply.send({
      error: {
        code: error.code ?? codeForStatus(status),
        message: error.message ?? ERROR_TEXTS.requestFailed,
        ...(key && { key }),
        ...(error.params && { params: error.params }),
      },
    });
  }
  return reply.send(body);
}

/** Sends Better Auth's answer as the reply, in this API's shape. */
export const sendAuthAnswer = async (reply: FastifyReply, response: Promise<Response>) =>
  send(reply, await relay(await response, reply));
