// Payment endpoints (docs/payments.md; their paths and error shapes: docs/api-conventions.md).
// Three scopes: public (status of an unguessable session id), the provider's webhook (raw body,
// signature checked), and the signed-in owner's routes behind one authentication hook.
import {
  ZAdAccess,
  ZBillingPortalResponse,
  ZCreateCheckoutSessionRequest,
  ZCreateCheckoutSessionResponse,
  ZCreatePaymentSessionRequest,
  ZCreatePaymentSessionResponse,
  ZPaymentRow,
  ZPaymentStatusQuery,
  ZPaymentStatusResponse,
  ZPromoCheckRequest,
  ZPromoCheckResponse,
  ZSimulationResult,
  ZSimulationSession,
  ZSubscriptionCancelResponse,
  PAYMENT_MESSAGES,
} from '@fournil/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { ZBadRequest, ZErrorDetail, ZTokenError } from '../../lib/http-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { WebhookSignatureError } from '../../providers/payments/index.js';
import { assertBakeryRole, requireVerifiedOwner } from '../pro-area/guard.js';
import { contextOf } from '../../service-context.js';
import { cancelSubscription, readAccess } from './access.js';
import { cancelBakerySubscription } from './bakery-subscription.js';
import { checkPromo, createBakeryMonthSession, createCheckoutSession } from './checkout.js';
import { listPayments } from './history.js';
import { ownerVisiblePayments } from './owner-payments.js';
import { openBillingPortal } from './portal.js';
import { applyProviderEvent } from './provider-events.js';
import { getSessionStatus } from './session-status.js';
import { cancelSimulation, getSimulation, paySimulation } from './simulation.js';

const errors = {
  400: ZBadRequest,
  401: ZTokenError,
  403: ZErrorDetail,
  404: ZErrorDetail,
  409: ZErrorDetail,
  429: ZErrorDetail,
  503: ZErrorDetail,
};
const ZSessionParam = z.object({ sessionId: z.string().min(1).max(255) });
const ZBakeryParam = z.object({ id: z.coerce.number().int().positive() });

/** `GET /api/payments/paiements/status/` (/success) and `GET /api/payments/status/` (/paiement/success). */
const paymentStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = (summary: string) => ({
    tags: ['paiements'],
    summary,
    querystring: ZPaymentStatusQuery,
    response: { 200: ZPaymentStatusResponse, 400: ZBadRequest, 404: ZErrorDetail },
  });
  const config = { rateLimit: app.limits.perIp('paymentStatus') };
  app.get(
    '/api/payments/paiements/status/',
    { config, schema: schema('Statut d’une session de paiement (écran /success)') },
    async (request) => getSessionStatus(contextOf(request), request.query.session_id),
  );
  app.get(
    '/api/payments/status/',
    { config, schema: schema('Statut d’une session de paiement (écran /paiement/success)') },
    async (request) => {
      const result = await getSessionStatus(contextOf(request), request.query.session_id);
      return { ...result, status: result.status === 'paid' ? ('success' as const) : result.status };
    },
  );
};

/** The provider's signed events: the body is kept raw in this scope only (signature over the bytes). */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
  app.post(
    '/api/payments/webhook/',
    {
      schema: {
        tags: ['paiements'],
        summary: 'Webhook du prestataire de paiement (signature vérifiée sur le corps brut)',
        response: { 200: z.object({ received: z.boolean() }), 400: ZErrorDetail, 409: ZErrorDetail },
      },
    },
    async (request) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) throw new AppError('bad_request', PAYMENT_MESSAGES.webhookSignature);
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = app.providers.payments.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new AppError('bad_request', PAYMENT_MESSAGES.webhookSignature);
        throw error;
      }
      const outcome = await applyProviderEvent(contextOf(request), event);
      // Ignored events keep their provider type as label (a bounded set of names).
      app.metrics.paymentEvents.inc({ type: event.type === 'ignored' ? event.providerType : event.type, outcome });
      return { received: true };
    },
  );
};

/** The signed-in user's payment routes: registered inside the professional area (app.ts), whose hook authenticates every call. */
export const paymentOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per address (route config) and per account (preHandler): docs/sessions-and-limits.md, "Payments".
  const accountKey = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : undefined);
  const promoChecksByAccount = app.limits.perAccount('promoCheckAccount', accountKey);
  const checkoutsByAccount = app.limits.perAccount('checkoutAccount', accountKey);
  const checkoutsByAddress = { rateLimit: app.limits.perIp('checkout') };

  app.post(
    '/api/promo/check/',
    {
      config: { rateLimit: app.limits.perIp('promoCheck') },
      preHandler: promoChecksByAccount,
      schema: {
        tags: ['paiements'],
        summary: 'Vérifie un code promo',
        body: ZPromoCheckRequest,
        response: { 200: ZPromoCheckResponse, ...errors },
      },
    },
    async (request) => checkPromo(contextOf(request), currentUser(request).id, request.body.code),
  );

  app.post(
    '/api/payments/create-checkout-session/',
    {
      config: checkoutsByAddress,
      preHandler: [checkoutsByAccount, requireVerifiedOwner],
      schema: {
        tags: ['paiements'],
        summary: 'Débloque la Régie Publicitaire : paiement unique ou abonnement (montant calculé par le serveur)',
        body: ZCreateCheckoutSessionRequest,
        response: { 200: ZCreateCheckoutSessionResponse, ...errors },
      },
    },
    async (request) => createCheckoutSession(contextOf(request), currentUser(request), request.body),
  );

  app.post(
    '/api/payments/create-payment-session/',
    {
      config: checkoutsByAddress,
      // A verified owner of the bakery pays its month without the advertising access (docs/payments.md, "Who may do what").
      preHandler: [checkoutsByAccount, requireVerifiedOwner],
      schema: {
        tags: ['paiements'],
        summary: 'Paie la publication du mois en cours (Europe/Paris) pour une boulangerie, une fois ou chaque mois (abonnement)',
        body: ZCreatePaymentSessionRequest,
        response: { 200: ZCreatePaymentSessionResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await assertBakeryRole(app.db.db, user.id, request.body.boulangerie_id, ['owner']);
      return createBakeryMonthSession(contextOf(request), user, request.body);
    },
  );

  app.get(
    '/api/payments/access/',
    { schema: { tags: ['paiements'], summary: 'Accès à la Régie Publicitaire et jusqu’à quand', response: { 200: ZAdAccess, ...errors } } },
    async (request) => {
      const user = currentUser(request);
      if (!user.sirenVerified) return { has_access: false, until: null, subscription_active: false, can_cancel: false };
      return readAccess(contextOf(request), user.id);
    },
  );

  app.post(
    '/api/payments/subscription/cancel/',
    {
      preHandler: requireVerifiedOwner,
      schema: {
        tags: ['paiements'],
        summary: 'Résilie l’abonnement (l’accès court jusqu’à la fin de la période payée)',
        response: { 200: ZSubscriptionCancelResponse, ...errors },
      },
    },
    async (request) => cancelSubscription(contextOf(request), currentUser(request).id),
  );

  app.post(
    '/api/payments/bakeries/:id/subscription/cancel/',
    {
      schema: {
        tags: ['paiements'],
        summary: 'Résilie l’abonnement mensuel de publication d’une boulangerie (aucun autre mois prélevé)',
        params: ZBakeryParam,
        response: { 200: ZSubscriptionCancelResponse, ...errors },
      },
    },
    async (request) => {
      await assertBakeryRole(app.db.db, currentUser(request).id, request.params.id, ['owner']);
      return cancelBakerySubscription(contextOf(request), request.params.id);
    },
  );

  app.post(
    '/api/payments/portal/',
    {
      schema: {
        tags: ['paiements'],
        summary: 'Portail du prestataire pour mettre à jour la carte d’un abonnement',
        response: { 200: ZBillingPortalResponse, ...errors },
      },
    },
    async (request) => openBillingPortal(contextOf(request), currentUser(request).id),
  );

  app.get(
    '/api/regiepub/paiements/',
    {
      preHandler: requireVerifiedOwner,
      schema: {
        tags: ['paiements'],
        summary: 'Mes paiements (aussi après la fin de l’accès)',
        response: { 200: z.array(ZPaymentRow), ...errors },
      },
    },
    async (request) => ownerVisiblePayments(await listPayments(contextOf(request), currentUser(request).id)),
  );

  // The simulated checkout exists only with the simulated provider: with Stripe (always in
  // production, docs/production.md) these routes are not registered and answer 404 to anyone.
  if (app.providers.payments.name !== 'simulated') return;
  app.get(
    '/api/payments/simulation/:sessionId/',
    {
      schema: {
        tags: ['paiements'],
        summary: 'Session du paiement simulé',
        params: ZSessionParam,
        response: { 200: ZSimulationSession, ...errors },
      },
    },
    async (request) => getSimulation(contextOf(request), currentUser(request).id, request.params.sessionId),
  );
  app.post(
    '/api/payments/simulation/:sessionId/payer/',
    {
      schema: {
        tags: ['paiements'],
        summary: 'Paiement simulé : Payer',
        params: ZSessionParam,
        response: { 200: ZSimulationResult, ...errors },
      },
    },
    async (request) => paySimulation(contextOf(request), currentUser(request).id, request.params.sessionId),
  );
  app.post(
    '/api/payments/simulation/:sessionId/annuler/',
    {
      schema: {
        tags: ['paiements'],
        summary: 'Paiement simulé : Annuler',
        params: ZSessionParam,
        response: { 200: ZSimulationResult, ...errors },
      },
    },
    async (request) => cancelSimulation(contextOf(request), currentUser(request).id, request.params.sessionId),
  );
};

/** The public payment routes: a session's status and the provider's webhook. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(paymentStatusRoutes);
  await app.register(webhookRoutes);
};
