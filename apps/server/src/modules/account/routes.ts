// The signed-in user's account endpoints (`/api/auth/user/`, as the web app and the API clients
// know them): read and edit the profile.
import {
  AUTH_DETAILS,
  exportFileName,
  ZAccountDelete,
  ZEmailChange,
  ZPasswordChange,
  ZPasswordChangeResponse,
  ZProfilePatch,
  ZUser,
} from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBadRequest, ZErrorDetail, ZTokenError } from '../../lib/http-schemas.js';
import { contextOf } from '../../service-context.js';
import { currentUser } from '../../plugins/auth.js';
import { withRetryAfter } from '../../plugins/rate-limit/index.js';
import { clearSessionCookies, setSessionCookies } from '../auth/cookies.js';
import { requestEmailChange } from './change-email.js';
import { changePassword } from './change-password.js';
import { deleteAccount } from './delete-account.js';
import { EXPORT_FORMAT, exportPersonalData } from './export.js';
import * as service from './service.js';

/** The export's envelope; every part is kept as the services give it (docs/privacy.md, "Export"). */
const ZPersonalDataExport = z.looseObject({ format: z.literal(EXPORT_FORMAT), exporte_le: z.string() });

const tags = ['comptes'];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/user/',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'Profil de l’utilisateur connecté', response: { 200: ZUser, 401: ZTokenError } },
    },
    async (request) => service.getProfile(contextOf(request), currentUser(request).id),
  );

  app.patch(
    '/api/auth/user/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Met à jour le profil (nom, e-mail et date d’inscription en lecture seule ; un nouveau SIREN doit être revérifié)',
        body: ZProfilePatch,
        response: { 200: ZUser, 400: ZBadRequest, 401: ZTokenError },
      },
    },
    async (request) => service.updateProfile(contextOf(request), currentUser(request).id, request.body),
  );

  app.get(
    '/api/auth/export/',
    {
      onRequest: app.authenticate,
      config: { rateLimit: app.limits.perIp('dataExport') },
      schema: {
        tags,
        summary: 'Export de mes données : un fichier JSON de tout ce que Fournil conserve sur moi',
        response: { 200: ZPersonalDataExport, 401: ZTokenError, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      const data = await exportPersonalData(contextOf(request), currentUser(request).id);
      reply.header('Content-Disposition', `attachment; filename="${exportFileName(data.exporte_le)}"`).header('Cache-Control', 'no-store');
      return data;
    },
  );

  app.post(
    '/api/auth/delete/',
    {
      onRequest: app.authenticate,
      config: { rateLimit: app.limits.perIp('passwordChange') },
      schema: {
        tags,
        summary:
          'Supprime mon compte (mot de passe requis) : boulangeries, campagnes et images supprimées, abonnements arrêtés, sessions fermées ; paiements et factures conservés',
        body: ZAccountDelete,
        response: { 204: z.null(), 400: ZBadRequest, 401: ZTokenError, 403: ZErrorDetail, 429: ZErrorDetail, 503: ZErrorDetail },
      },
    },
    async (request, reply) => {
      await withRetryAfter(reply, () => deleteAccount(contextOf(request), currentUser(request).id, request.body));
      clearSessionCookies(reply, app.config.appUrl);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/password/change/',
    {
      onRequest: app.authenticate,
      config: { rateLimit: app.limits.perIp('passwordChange') },
      schema: {
        tags,
        summary:
          'Change le mot de passe (mot de passe actuel requis) ; ferme toutes les autres sessions et en ouvre une nouvelle pour cet appareil',
        body: ZPasswordChange,
        response: { 200: ZPasswordChangeResponse, 400: ZBadRequest, 401: ZTokenError, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      const session = await withRetryAfter(reply, () =>
        changePassword(contextOf(request), currentUser(request).id, request.body, request.hasPassedTwoFactor),
      );
      setSessionCookies(reply, app.config.appUrl, session.refresh, session.refreshExpiresAt, request);
      reply.headers({ 'cache-control': 'no-store' });
      return { detail: AUTH_DETAILS.passwordChanged, access: session.access, access_expiration: session.access_expiration };
    },
  );

  app.post(
    '/api/auth/email/change/',
    {
      onRequest: app.authenticate,
      config: { rateLimit: app.limits.perIp('passwordChange') },
      schema: {
        tags,
        summary:
          'Demande un changement d’adresse e-mail (mot de passe requis) : lien à la nouvelle adresse, l’ancienne est prévenue ; le changement se fait au clic',
        body: ZEmailChange,
        response: { 200: ZErrorDetail, 400: ZBadRequest, 401: ZTokenError, 429: ZErrorDetail },
      },
    },
    async (request, reply) => withRetryAfter(reply, () => requestEmailChange(contextOf(request), currentUser(request).id, request.body)),
  );
};
