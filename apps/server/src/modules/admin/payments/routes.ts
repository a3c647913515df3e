// `/api/admin/payments/…`: the list, the monthly totals and the CSV export; and
// `/api/admin/paiements/{id}/rembourser/`, the refund of a recorded payment (refund-payment.ts). Registered inside the
// staff area (staff-area.ts: one hook, 401/403); the rules are in service.ts.
import {
  ADMIN_PAYMENT_SORTS,
  ZAdminPayment,
  ZAdminPaymentMonth,
  ZAdminPaymentQuery,
  ZAdminRefundRequest,
  ZAdminRefundResponse,
  adminSort,
  zAdminList,
} from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorDetail } from '../../../lib/http-schemas.js';
import { contextOf } from '../../../service-context.js';
import { currentUser } from '../../../plugins/auth.js';
import { ADMIN_TAGS as tags, ZAdminIdParam, adminErrors, adminWriteErrors } from '../route-schemas.js';
import { refundPayment } from './refund-payment.js';
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
        summary:
          'Paiements : sessions et renouvellements d’abonnement, liste paginée (prestataire, statut, objet, dates de création du … au …, jours de Paris)',
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

  app.post(
    '/api/admin/paiements/:id/rembourser/',
    {
      schema: {
        tags,
        summary: 'Rembourse un paiement enregistré (tout ce qui reste, ou amount_cents) chez le prestataire, émet l’avoir',
        description:
          'Remboursé en entier : l’accès payé prend fin, le mois payé ne l’est plus. 409 quand il ne reste rien à rembourser, ou qu’un remboursement de ce paiement est déjà en cours ; 503 quand le prestataire refuse ou ne répond pas (réessayer ne rembourse jamais deux fois). Le prestataire est appelé hors de toute transaction.',
        params: ZAdminIdParam,
        // No body (or an empty one) refunds everything left.
        body: ZAdminRefundRequest.nullish(),
        response: { 200: ZAdminRefundResponse, ...adminWriteErrors, 503: ZErrorDetail },
      },
    },
    async (request) => refundPayment(contextOf(request), currentUser(request), request.params.id, request.body ?? {}),
  );
};
