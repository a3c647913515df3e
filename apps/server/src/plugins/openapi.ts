// OpenAPI document generated from the route schemas (zod), browsable at /api/docs. In production the
// document and its page answer staff only (docs/api-conventions.md): the map of every route is for
// the people who run the site, not for anyone probing it.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import { notFound } from '../lib/errors.js';

async function staffOnly(request: FastifyRequest): Promise<void> {
  const user = await request.server.optionalUser(request);
  if (!user?.isStaff) throw notFound();
}

export async function registerOpenApi(app: FastifyInstance, config: Pick<Config, 'isProduction'>): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Fournil API', description: 'API de Fournil : boulangeries, comptes, régie publicitaire.', version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, ...(config.isProduction ? { uiHooks: { onRequest: staffOnly } } : {}) });
}
