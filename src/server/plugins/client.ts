import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other page so the client router can show it (or its own 404).
 * Unknown /api paths answer a JSON 404 instead.
 */
export async function registerClient(app: FastifyInstance, rootDir: string) {
  const clientDir = join(rootDir, 'dist/client');
  const hasClient = existsSync(join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        const hashed = path.includes(`${join('dist', 'client', 'assets')}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const wantsPage =
      hasClient &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/uploads/') &&
      !path.startsWith('/assets/');
    if (!wantsPage)
      throw new AppError('NOT_FOUND', 404, `No such resource: ${request.method} ${path}`);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
