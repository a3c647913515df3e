// `/api/admin/factures/…`: the month's invoices and credit notes as CSV for the accountant, and
// any document's PDF. Registered inside the staff area (staff-area.ts: one hook, 401/403); the rules
// are in service.ts.
import { ZAdminInvoiceExportQuery, ZInvoiceNumberParam } from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../../service-context.js';
import { currentUser } from '../../../plugins/auth.js';
import { ADMIN_TAGS as tags, adminErrors } from '../route-schemas.js';
import * as service from './service.js';

export const adminInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/factures/export.csv',
    {
      schema: {
        tags,
        summary: 'Export CSV des factures et avoirs émis un mois de Paris (?mois=AAAA-MM), pour la comptabilité',
        description: 'UTF-8 avec BOM, séparateur « ; », virgule décimale, avoirs en négatif. Chaque export est inscrit au journal.',
        querystring: ZAdminInvoiceExportQuery,
        produces: ['text/csv'],
        response: { 200: z.string().meta({ description: 'Fichier CSV' }), ...adminErrors },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await service.exportMonthInvoices(app.db.db, currentUser(request), request.query.mois);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/admin/factures/:numero/pdf/',
    {
      schema: {
        tags,
        summary: 'Le PDF de n’importe quelle facture ou avoir (personnel seulement)',
        params: ZInvoiceNumberParam,
        produces: ['application/pdf'],
        response: { 200: z.unknown().meta({ description: 'Fichier PDF' }), ...adminErrors },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await service.staffInvoicePdf(contextOf(request), request.params.numero);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
