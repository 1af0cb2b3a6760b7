import type { FastifyRequest } from 'fastify';

/** One cookie's value from the Cookie header. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * A cookie's name as browsers should hold it. Over https the name carries its promise: `__Host-`
 * (sent only over https, to this host only, for the whole site) or `__Secure-` (only over https),
 * so a page on plain http or a sibling subdomain cannot plant a cookie of the same name.
 */
export const secureCookieName = (name: string, secure: boolean, path: string) =>
  !secure ? name : path === '/' ? `__Host-${name}` : `__Secure-${name}`;
