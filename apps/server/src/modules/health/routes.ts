// Liveness and readiness (docs/operations.md, "Health and shutdown"). `/api/health`: the process and
// its database answer (liveness: restart it when this fails). `/api/ready`: this instance should get
// traffic — database and media storage answer, and it is not draining before a stop (a load
// balancer takes it out of rotation on 503). Redis is checked and reported, but its failure only
// degrades: the limits count in memory meanwhile, and since every instance shares one Redis,
// answering 503 for it would take the whole site out at once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from './repository.js';

/** A check slower than this counts as failed: a probe must answer before the balancer's own timeout. */
const CHECK_TIMEOUT_MS = 2_000;

type CheckOutcome = 'ok' | 'absent' | 'error';

async function within(check: () => Promise<CheckOutcome | void>): Promise<CheckOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckOutcome>((resolve) => {
    timer = setTimeout(() => resolve('error'), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      check().then(
        (outcome) => outcome ?? 'ok',
        () => 'error' as const,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const ZChecks = z.object({ database: z.enum(['ok', 'error']), redis: z.enum(['ok', 'absent', 'error']), storage: z.enum(['ok', 'error']) });
const ZReady = z.object({ status: z.enum(['ok', 'degraded', 'draining', 'unavailable']), detail: z.string(), checks: ZChecks });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['système'],
        summary: 'Vivacité : le processus et sa base de données répondent',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => {
      await pingDatabase(app.db.db);
      return { status: 'ok' as const, database: app.db.kind };
    },
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['système'],
        summary:
          'Disponibilité : la base et le stockage des images répondent et l’instance ne s’arrête pas (503 sinon) ; Redis en panne donne « degraded » sans 503',
        response: { 200: ZReady, 503: ZReady },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const [database, redis, storage] = await Promise.all([
        within(() => pingDatabase(app.db.db)),
        within(() => app.limits.sharedStore()),
        within(() => app.providers.storage.check()),
      ]);
      const checks = { database: database === 'ok' ? 'ok' : 'error', redis, storage: storage === 'ok' ? 'ok' : 'error' } as const;
      if (app.lifecycle.isDraining)
        return reply
          .status(503)
          .send({ status: 'draining', detail: 'Arrêt en cours : cette instance ne prend plus de nouvelles requêtes.', checks });
      if (checks.database === 'error' || checks.storage === 'error') {
        return reply
          .status(503)
          .send({ status: 'unavailable', detail: 'La base de données ou le stockage des images ne répond pas.', checks });
      }
      if (checks.redis === 'error')
        return { status: 'degraded' as const, detail: 'Prête, mais Redis ne répond pas : les limites comptent en mémoire.', checks };
      return { status: 'ok' as const, detail: 'Prête.', checks };
    },
  );
};
