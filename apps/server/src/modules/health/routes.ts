// The health check: the server and its database answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from './repository.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['système'],
        summary: 'État du serveur et de sa base de données',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => {
      await pingDatabase(app.db.db);
      return { status: 'ok' as const, database: app.db.kind };
    },
  );
};
