// The owner's invoices and credit notes (docs/invoices.md), inside the professional area (app.ts):
// signed in is enough — no advertising access needed, a lapsed owner still downloads them.
import { ZInvoiceListItem, ZInvoiceNumberParam } from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBadRequest, ZErrorDetail, ZTokenError } from '../../lib/http-schemas.js';
import { contextOf } from '../../service-context.js';
import { currentUser } from '../../plugins/auth.js';
import { listInvoices, ownInvoicePdf } from './service.js';

const errors = { 400: ZBadRequest, 401: ZTokenError, 404: ZErrorDetail };

export const invoiceOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/regiepub/factures/',
    {
      schema: {
        tags: ['factures'],
        summary: 'Mes factures et avoirs, du plus récent au plus ancien',
        response: { 200: z.array(ZInvoiceListItem), ...errors },
      },
    },
    async (request) => listInvoices(contextOf(request), currentUser(request).id),
  );

  app.get(
    '/api/regiepub/factures/:numero/pdf/',
    {
      schema: {
        tags: ['factures'],
        summary: 'Le PDF d’une de mes factures ou d’un de mes avoirs',
        params: ZInvoiceNumberParam,
        produces: ['application/pdf'],
        response: { 200: z.unknown().meta({ description: 'Fichier PDF' }), ...errors },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await ownInvoicePdf(contextOf(request), currentUser(request).id, request.params.numero);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
