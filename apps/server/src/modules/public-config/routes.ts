// The explicit public subset of the configuration that reaches the browser.
import { PRODUCT_NAME } from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const ZPublicConfig = z.object({
  product_name: z.string(),
  map_style_url: z.string(),
  payment_provider_name: z.string(),
  /** Whether the simulated checkout page exists (never in production: docs/production.md). */
  simulated_checkout: z.boolean(),
});

export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/config/',
    { schema: { tags: ['système'], summary: 'Configuration publique du client web', response: { 200: ZPublicConfig } } },
    async () => ({
      product_name: PRODUCT_NAME,
      map_style_url: app.config.mapStyleUrl,
      payment_provider_name: app.config.payments.provider === 'stripe' ? 'Stripe' : 'Simulation',
      simulated_checkout: app.providers.payments.name === 'simulated',
    }),
  );
};
