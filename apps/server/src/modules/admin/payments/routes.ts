// `/api/admin/payments/…`: the list, the monthly totals and the CSV export. Registered inside the
// staff area (staff-area.ts: one hook, 401/403); the rules are in service.ts.
import { ADMIN_PAYMENT_SORTS, ZAdminPayment, ZAdminPaymentMonth, ZAdminPaymentQuery, adminSort, zAdminList } from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { ADMIN_TAGS as tags, adminErrors } from '../route-schemas.js';
import * as service from './service.js';

const paymentSort = adminSort(ADMIN_PAYMENT_SORTS, '-created_at');
const ZPaymentListQuery = ZAdminPaymentQuery.extend({ sort: paymentSort });
/** The list's filters without paging: the totals and the export cover every matching row. */
const ZPaymentFilterQuery = ZAdminPaymentQuery.omit({ page: true, page_size: true });
const ZPaymentExportQuery = ZPaymentFilterQuery.extend({ sort: paymentSort });

export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/payments/',
    {
      schema: {
        tags,
        summary: 'Paiements : liste paginée (prestataire, statut, objet, dates de création du … au …, jours de Paris)',
        querystring: ZPaymentListQuery,
        response: { 200: zAdminList(ZAdminPayment), ...adminErrors },
      },
    },
    async (request) => service.listPayments(app.db.db, request.query),
  );

  app.get(
    '/api/admin/payments/totals/',
    {
      schema: {
        tags,
        summary: 'Montants payés par mois de Paris (36 mois au plus, les plus récents d’abord), mêmes filtres',
        querystring: ZPaymentFilterQuery,
        response: { 200: z.array(ZAdminPaymentMonth), ...adminErrors },
      },
    },
    async (request) => service.paidTotals(app.db.db, request.query),
  );

  app.get(
    '/api/admin/payments/export.csv',
    {
      schema: {
        tags,
        summary: 'Export CSV des paiements filtrés (UTF-8 avec BOM, séparateur « ; », montants « 15,00 »)',
        description: 'Au plus ADMIN_CSV_MAX_ROWS lignes, sinon 400 : réduire la période. Chaque export est inscrit au journal.',
        querystring: ZPaymentExportQuery,
        produces: ['text/csv'],
        response: { 200: z.string().meta({ description: 'Fichier CSV' }), ...adminErrors },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await service.exportPayments(app.db.db, currentUser(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
