// The manager invitation endpoints: the owner's list and invitation, the invitee's acceptance, and
// the public preview of an invitation link.
import {
  MAX_SERIAL_ID,
  ZBakeryIdParam,
  ZInvitationAccepted,
  ZInvitationPreview,
  ZInviteManagerRequest,
  ZManagerCandidate,
  ZPendingInvitation,
} from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBadRequest, ZErrorDetail, ZTokenError } from '../../lib/http-schemas.js';
import { contextOf } from '../../service-context.js';
import { currentUser } from '../../plugins/auth.js';
import { requireVerifiedOwner } from '../pro-area/guard.js';
import * as service from './service.js';

const tags = ['responsables'];
/** Any string: a token of the wrong shape is answered 404 like an unknown one (service.ts). */
const ZTokenParam = z.object({ token: z.string() });
/** A serial id in the path; a malformed one is 404 like an unknown one. */
const serialParam = (message: string) =>
  z.object({ id: z.coerce.number({ error: message }).int(message).positive(message).max(MAX_SERIAL_ID, message) });
const ZInvitationIdParam = serialParam('Invitation introuvable.');
const ZCandidateIdParam = serialParam('Responsable introuvable.');

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

  app.delete(
    '/api/utilisateurs/responsables/:id/',
    {
      preHandler: requireVerifiedOwner,
      schema: {
        tags,
        summary: 'Retire un ancien responsable de la liste de ce propriétaire (il y revient s’il accepte une nouvelle invitation)',
        params: ZCandidateIdParam,
        response: { 200: ZErrorDetail, 400: ZBadRequest, 401: ZTokenError, 403: ZErrorDetail, 404: ZErrorDetail, 409: ZErrorDetail },
      },
    },
    async (request) => service.removeCandidate(contextOf(request), currentUser(request).id, request.params.id),
  );

  app.get(
    '/api/boulangeries/invitations/',
    {
      preHandler: requireVerifiedOwner,
      schema: {
        tags,
        summary: 'Invitations en attente des boulangeries de ce propriétaire (ni utilisées, ni expirées, ni annulées)',
        response: { 200: z.array(ZPendingInvitation), 401: ZTokenError, 403: ZErrorDetail },
      },
    },
    async (request) => service.listPendingInvitations(contextOf(request), currentUser(request).id),
  );

  app.post(
    '/api/boulangeries/invitations/:id/annuler/',
    {
      preHandler: requireVerifiedOwner,
      schema: {
        tags,
        summary: 'Annule une invitation en attente : son lien ne sert plus',
        params: ZInvitationIdParam,
        response: {
          200: ZErrorDetail,
          400: ZBadRequest,
          401: ZTokenError,
          403: ZErrorDetail,
          404: ZErrorDetail,
          409: ZErrorDetail,
          410: ZErrorDetail,
        },
      },
    },
    async (request) => service.cancelInvitation(contextOf(request), currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/cotepro/ma-boulangerie-responsable/:id/quitter/',
    {
      schema: {
        tags,
        summary: 'Le responsable quitte la boulangerie : elle n’a plus de responsable, son propriétaire est prévenu par e-mail',
        params: ZBakeryIdParam,
        response: { 200: ZErrorDetail, 400: ZBadRequest, 401: ZTokenError, 403: ZErrorDetail, 404: ZErrorDetail },
      },
    },
    async (request) => service.leaveBakery(contextOf(request), currentUser(request), request.params.id),
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
