import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

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
