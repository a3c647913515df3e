// Alerts by Web Push, public and without an account (docs/alerts.md): `/api/alertes/…`. The
// subscription's endpoint and `auth` secret, in the body, are the credential; no cookie is read, so
// a cross-site form can do nothing a stranger could not. A bearer token, when sent with a creation,
// only links the subscription to that account.
import { ALERT_MESSAGES, MAX_SERIAL_ID, ZAlert, ZAlertCreate, ZAlertsConfig, ZSubscriptionProof } from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBadRequest, ZErrorDetail } from '../../lib/http-schemas.js';
import { SECURITY } from '../../plugins/openapi.js';
import { contextOf } from '../../service-context.js';
import * as service from './service.js';

const tags = ['alertes'];
const invalidId = ALERT_MESSAGES.notFound;
const ZAlertIdParam = z.object({
  id: z.coerce.number({ error: invalidId }).int(invalidId).positive(invalidId).max(MAX_SERIAL_ID, invalidId),
});

export const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/alertes/config/',
    {
      schema: {
        tags,
        summary: 'Les alertes sont-elles actives, et la clé publique VAPID pour s’abonner',
        response: { 200: ZAlertsConfig },
      },
    },
    async (request) => service.alertsConfig(contextOf(request)),
  );

  app.post(
    '/api/alertes/',
    {
      // Per client address (IPv4, or IPv6 /64): docs/alerts.md, "Limits".
      config: { rateLimit: app.limits.perIp('alertCreate') },
      schema: {
        tags,
        summary:
          'Crée une alerte (pain de retour, ouverture) pour cet abonnement du navigateur ; 200 si elle existait (la_nuit mis à jour)',
        description:
          'L’adresse du service de notification doit être celle d’un service connu (Chrome, Firefox, Safari, Edge). ' +
          'Un abonnement déjà connu n’est accepté qu’avec le même secret `auth`.',
        security: [...SECURITY.optionalBearer],
        body: ZAlertCreate,
        response: {
          200: ZAlert,
          201: ZAlert,
          400: ZBadRequest,
          403: ZErrorDetail,
          404: ZErrorDetail,
          429: ZErrorDetail,
          503: ZErrorDetail,
        },
      },
    },
    async (request, reply) => {
      // Anonymous by default; a valid bearer token makes the subscription that account's (its deletion takes it).
      const user = await app.optionalUser(request);
      const { alert, isNew } = await service.createAlert(contextOf(request), request.body, { ip: request.ip, userId: user?.id ?? null });
      return reply.code(isNew ? 201 : 200).send(alert);
    },
  );

  app.post(
    '/api/alertes/liste/',
    {
      config: { rateLimit: app.limits.perIp('alertRead') },
      schema: {
        tags,
        summary: 'Les alertes de cet abonnement (liste vide si l’abonnement est inconnu ou le secret faux)',
        body: ZSubscriptionProof,
        response: { 200: z.array(ZAlert), 400: ZBadRequest, 429: ZErrorDetail },
      },
    },
    async (request) => service.listAlerts(contextOf(request), request.body),
  );

  app.post(
    '/api/alertes/:id/retrait/',
    {
      config: { rateLimit: app.limits.perIp('alertRead') },
      schema: {
        tags,
        summary: 'Supprime une alerte de cet abonnement (« Ne plus me prévenir »)',
        params: ZAlertIdParam,
        body: ZSubscriptionProof,
        response: { 204: z.null(), 400: ZBadRequest, 404: ZErrorDetail, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      await service.removeAlert(contextOf(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );
};
