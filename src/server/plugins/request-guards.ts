import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasControlCharacter, hasUnsafeText, isSafeText } from '../../shared/schemas/text';
import { appError } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Encoded dots, slashes, backslashes and percent signs, a literal backslash, a NUL, or a `.`/`..`
 * segment. No path of ours needs any of them, and each is a way to make one layer read a path
 * differently from the next (the router keeps `%2e%2e\x` in one segment, a URL parser reads `../x`).
 */
const TRICKY_PATH = /%2e|%2f|%5c|%25|%00|\\|\/\.\.?(\/|$)/i;

const MAX_JSON_DEPTH = 32;

/** Whether JSON text nests arrays and objects more than `max` levels (strings are skipped). */
function nestingDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

/**
 * Whether a path is one no page, API route or file of ours can have: a tricky one, one that does
 * not decode as UTF-8 (`%E0%A4%A`, `%ff`), or one that decodes to a control character or a NUL.
 */
function isBadPath(path: string): boolean {
  if (TRICKY_PATH.test(path)) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return !isSafeText(decoded) || hasControlCharacter(decoded);
}

const mediaType = (header: string | undefined) => header?.split(';')[0]!.trim().toLowerCase();

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A payment gateway's return or notification, posted from another site (routes that use no session). */
    gatewayReturn?: true;
  }
}

/** Where a browser says the request came from: Origin, else the Referer's origin. */
function originOf(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * Checks every request before any route sees it:
 * - every path, pages included, is plain (no encoded dot-segments or backslashes) and decodes to
 *   text without control characters;
 * - a state-changing /api request made with a cookie comes from our own pages (Origin, or the
 *   Referer, equals PUBLIC_URL's origin; Fetch Metadata is not cross-site), so another site, a
 *   sibling subdomain included, cannot act with a visitor's session;
 * - a body comes only in a content type its route declares (JSON unless it says otherwise);
 * - no text anywhere in the query, the params or a JSON body holds a NUL or a lone surrogate.
 */
export function registerRequestGuards(app: FastifyInstance, publicUrl: string): void {
  const ownOrigin = new URL(publicUrl).origin;
  // Fastify parses text/plain by default: a cross-site form can send that without asking first.
  app.removeContentTypeParser('text/plain');
  // JSON nested deeper than any body of ours is refused before parsing, which would recurse once
  // a level and, 100,000 levels down, run out of stack.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (nestingDeeperThan(text, MAX_JSON_DEPTH)) return done(appError('TOO_DEEP'), undefined);
    return parseJson(request, text, done);
  });

  app.addHook('onRequest', async (request) => {
    const raw = request.raw.url ?? '/';
    const query = raw.indexOf('?');
    const path = query === -1 ? raw : raw.slice(0, query);
    if (isBadPath(path)) throw appError('BAD_PATH');
    if (!path.startsWith('/api/') || !STATE_CHANGING.has(request.method)) return;

    const site = request.headers['sec-fetch-site'];
    const origin = originOf(request);
    const crossSite =
      (site !== undefined && site !== 'same-origin') ||
      (origin !== null && origin !== ownOrigin) ||
      (origin === null && request.headers.cookie !== undefined);
    // A gateway sends its buyer back by a form posted from its own site: such a route acts on
    // what it checks with the gateway, never on a session (none comes with a cross-site post).
    if (crossSite && !request.routeOptions.config.gatewayReturn) throw appError('CROSS_SITE');

    const type = mediaType(request.headers['content-type']);
    if (type !== undefined) {
      const declared = (request.routeOptions.schema?.consumes as string[] | undefined) ?? [
        'application/json',
      ];
      if (!declared.includes(type)) {
        throw appError('UNSUPPORTED_MEDIA_TYPE');
      }
    }
  });

  app.addHook('preValidation', async (request) => {
    if (
      hasUnsafeText(request.query) ||
      hasUnsafeText(request.params) ||
      hasUnsafeText(request.body)
    ) {
      request.log.info(
        { url: request.routeOptions.url },
        'refused text with a NUL or lone surrogate',
      );
      throw appError('BAD_TEXT');
    }
  });
}
