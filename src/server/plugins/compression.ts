import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/** An answer smaller than this goes as it is. */
const THRESHOLD = 1024;

const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'], cache: new Map() });

/** The encoding the request accepts that we send: brotli, else gzip, else none. */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const encoding = encodings.negotiate(String(request.headers['accept-encoding'] ?? ''));
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
}

/**
 * A text compressed as the compression plugin does by default (brotli at quality 4: a 25 KB
 * answer in a fraction of a millisecond).
 */
export const compressText = (encoding: Encoding, text: string) =>
  encoding === 'br'
    ? brotliCompressSync(text, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
        },
      })
    : gzipSync(text);

/**
 * Answers sent compressed lately, by their JSON: the same answer (a page of books, a person's
 * orders until they change) is compressed once, not for each browser that asks. The least
 * recently sent go first past this many.
 */
const compressed = new Map<string, Partial<Record<Encoding, Buffer>>>();
const COMPRESSED_KEPT = 1000;

const varyOnEncoding = (reply: FastifyReply) => {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary))
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
};

/**
 * Compression of the routes' answers. A JSON answer goes compressed as it was the last time the
 * same answer was sent, if it was: every browser asks for compressed answers, and most answers
 * are the same for a while (a page of books until the catalog changes, a person's orders until
 * theirs do). A category's page is some 25 KB of JSON, 4 KB compressed. That hook comes before
 * the compression plugin, which passes an answer that already says its encoding and compresses
 * whatever else it meets (streams, files).
 */
export async function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      typeof payload !== 'string' ||
      payload.length < THRESHOLD ||
      reply.hasHeader('content-encoding') ||
      !String(reply.getHeader('content-type') ?? '').startsWith('application/json')
    )
      return done(null, payload);
    const encoding = acceptedEncoding(request);
    if (!encoding) return done(null, payload);
    let forms = compressed.get(payload);
    // Sent again: last in the map, so last to be pushed out.
    if (forms) compressed.delete(payload);
    compressed.set(payload, (forms ??= {}));
    if (compressed.size > COMPRESSED_KEPT) compressed.delete(compressed.keys().next().value!);
    const body = (forms[encoding] ??= compressText(encoding, payload));
    varyOnEncoding(reply);
    reply.header('content-encoding', encoding).header('content-length', body.length);
    done(null, body);
  });
  await app.register(fastifyCompress, { threshold: THRESHOLD });
}
