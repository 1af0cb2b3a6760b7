import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

type Encoding = 'br' | 'gzip';

/**
 * Answers sent compressed lately, by their JSON: the same answer (a page of books, a person's
 * orders until they change) is compressed once, not for each browser that asks. The least
 * recently sent go first past this many.
 */
const compressed = new Map<string, Partial<Record<Encoding, Buffer>>>();
const COMPRESSED_KEPT = 1000;
/** The compression plugin's own threshold: a smaller answer goes as it is. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Each answer is checked against its route's response schema (Zod) and written as JSON. An answer
 * kept in memory (src/server/cache) is the same object every time it is sent, so its JSON is kept
 * beside it, per route, and made once; kept answers are never changed in place.
 */
export const keptJsonSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  const serialize = serializerCompiler(route);
  const written = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    let json = written.get(data);
    if (json === undefined) written.set(data, (json = serialize(data)));
    return json;
  };
};

const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'], cache: new Map() });

const compress = (encoding: Encoding, json: string) =>
  encoding === 'br'
    ? brotliCompressSync(json, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          // The compression plugin's: an answer read once costs no more than it did.
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
        },
      })
    : gzipSync(json);

const varyOnEncoding = (reply: FastifyReply) => {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary))
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
};

/**
 * Sends a JSON answer compressed as it was the last time the same answer was sent, if it was:
 * every browser asks for compressed answers, and most answers are the same for a while (a page of
 * books until the catalog changes, a person's orders until theirs do). A category's page is some
 * 25 KB of JSON, 4 KB compressed. Registered before the compression plugin, which passes an answer
 * that already says its encoding and still compresses whatever else it meets (streams, files).
 */
export function registerKeptCompression(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      typeof payload !== 'string' ||
      payload.length < COMPRESS_THRESHOLD ||
      reply.hasHeader('content-encoding') ||
      !String(reply.getHeader('content-type') ?? '').startsWith('application/json')
    )
      return done(null, payload);
    const encoding = encodings.negotiate(String(request.headers['accept-encoding'] ?? ''));
    if (encoding !== 'br' && encoding !== 'gzip') return done(null, payload);
    let forms = compressed.get(payload);
    // Sent again: last in the map, so last to be pushed out.
    if (forms) compressed.delete(payload);
    compressed.set(payload, (forms ??= {}));
    if (compressed.size > COMPRESSED_KEPT) compressed.delete(compressed.keys().next().value!);
    const body = (forms[encoding] ??= compress(encoding, payload));
    varyOnEncoding(reply);
    reply.header('content-encoding', encoding).header('content-length', body.length);
    done(null, body);
  });
}
