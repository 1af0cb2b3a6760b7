import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  negotiateLocale,
  type Locale,
} from '../shared/i18n/locales';
import { readCookie } from './cookies';

/**
 * The language a request is answered in: the reader's choice (the cookie the switch sets), else
 * their browser's Accept-Language, else English.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const chosen = readCookie(request, LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : negotiateLocale(request.headers['accept-language']);
}

/** Remembers the reader's language for a year; readable by the page, which falls back to it. */
export function rememberLocale(reply: FastifyReply, locale: Locale, secure: boolean) {
  const cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
  const existing = reply.getHeader('set-cookie');
  reply.header('set-cookie', [
    ...(Array.isArray(existing) ? existing : existing ? [String(existing)] : []),
    cookie,
  ]);
}
