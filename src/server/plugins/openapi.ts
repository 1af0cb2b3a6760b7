import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { APP_NAME } from '../../shared/constants';

/** OpenAPI 3.1 generated from the routes' zod schemas; JSON at /api/openapi.json, UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${APP_NAME} API`,
        description:
          'The campus second-hand book marketplace. Sessions are HttpOnly cookies set by /api/auth.',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { deepLinking: true },
  });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () =>
    app.swagger(),
  );
}
