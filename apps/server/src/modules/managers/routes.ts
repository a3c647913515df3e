// The manager invitation endpoints: the owner's list and invitation, the invitee's acceptance, and
// the public preview of an invitation link.
import {
  ZInvitationAccepted,
  ZInvitationPreview,
  ZInviteManagerRequest,
  ZManagerCandidate,
} from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBadRequest, ZErrorDetail, ZTokenError } from '../../lib/http-schemas.js';
import { contextOf } from '../../lib/service-context.js';
import { currentUser } from '../../plugins/auth.js';
import { requireVerifiedOwner } from '../pro-area/guard.js';
import * as service from './service.js';

const tags = ['responsables'];
/** Any string: a token of the wrong shape is answered 404 like an unknown one (service.ts). */
const ZTokenParam = z.object({ token: z.string() });

/**
 * Owner and manager endpoints of the manager invitations. Registered inside the professional
 * area (app.ts, modules/pro-area/plugin.ts), whose one onRequest hook authenticates every call.
 */
export const managerRoutes: FastifyPluginAsyncZod = async (app) => {
  const byAccount = app.limits.perAccount('inviteManagerAccount', (request) => (request.user ? `user:${request.user.id}` : undefined));

  app.get(
    '/api/utilisateurs/responsables/',
    {
      preHandler: requireVerifiedOwner,
      schema: {
        tags,
        summary: 'Responsables de ce propriétaire (ceux qui ont accepté une de ses invitations), à assigner à une boulangerie',
        response: { 200: z.array(ZManagerCandidate), 401: ZTokenError, 403: ZErrorDetail },
      },
    },
    async (request) => service.listCandidates(contextOf(request), currentUser(request).id),
  );

  app.post(
    '/api/boulangeries/inviter-responsable/',
    {
      preHandler: [requireVerifiedOwner, byAccount],
      schema: {
        tags,
        summary: 'Invite une adresse e-mail à devenir responsable d’une boulangerie (lien à usage unique, 7 jours)',
        body: ZInviteManagerRequest,
        response: { 200: ZErrorDetail, 400: ZBadRequest, 401: ZTokenError, 403: ZErrorDetail, 404: ZErrorDetail, 429: ZErrorDetail },
      },
    },
    async (request) => service.inviteManager(contextOf(request), currentUser(request), request.body),
  );

  app.post(
    '/api/invitations/:token/accepter/',
    {
      config: { rateLimit: app.limits.perIp('invitation') },
      schema: {
        tags,
        summary: 'Accepte une invitation, connecté avec l’adresse invitée (aucun SIREN requis)',
        params: ZTokenParam,
        response: {
          200: ZInvitationAccepted,
          400: ZBadRequest,
          401: ZTokenError,
          403: ZErrorDetail,
          404: ZErrorDetail,
          409: ZErrorDetail,
          410: ZErrorDetail,
          429: ZErrorDetail,
        },
      },
    },
    async (request) => service.acceptInvitation(contextOf(request), currentUser(request), request.params.token),
  );
};

/** The public preview of an invitation, for the acceptance screen before signing in. */
export const invitationPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/invitations/:token/',
    {
      config: { rateLimit: app.limits.perIp('invitation') },
      schema: {
        tags,
        summary: 'Aperçu public d’une invitation : boulangerie, adresse masquée, échéance, statut',
        params: ZTokenParam,
        response: { 200: ZInvitationPreview, 404: ZErrorDetail, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.previewInvitation(contextOf(request), request.params.token);
    },
  );
};
