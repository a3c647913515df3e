// `/api/auth/2fa/…`: the signed-in person's two-step verification (docs/two-factor.md). The
// login's second step, `POST /api/auth/login/2fa/`, opens a session and so lives with the login
// (modules/auth/routes.ts).
import {
  ZRecoveryCodesResponse,
  ZTwoFactorConfirmRequest,
  ZTwoFactorConfirmResponse,
  ZTwoFactorProofRequest,
  ZTwoFactorSetup,
  ZTwoFactorSetupRequest,
  ZTwoFactorStatus,
} from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBadRequest, ZErrorDetail, ZTokenError } from '../../lib/http-schemas.js';
import { contextOf } from '../../service-context.js';
import { currentUser } from '../../plugins/auth.js';
import { withRetryAfter } from '../../plugins/rate-limit/index.js';
import { setSessionCookies } from '../auth/cookies.js';
import * as service from './service.js';

const tags = ['comptes'];
const noStore = { 'cache-control': 'no-store' };

export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/2fa/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Validation en deux étapes du compte : activée, exigée (équipe), codes de secours restants',
        response: { 200: ZTwoFactorStatus, 401: ZTokenError },
      },
    },
    async (request) => service.twoFactorStatus(contextOf(request), currentUser(request)),
  );

  app.post(
    '/api/auth/2fa/setup/',
    {
      onRequest: app.authenticate,
      config: { rateLimit: app.limits.perIp('twoFactor') },
      schema: {
        tags,
        summary: 'Nouveau secret à scanner (mot de passe requis) ; il ne sert qu’après confirmation par un code',
        body: ZTwoFactorSetupRequest,
        response: { 200: ZTwoFactorSetup, 400: ZBadRequest, 401: ZTokenError, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return withRetryAfter(reply, () => service.startSetup(contextOf(request), currentUser(request), request.body));
    },
  );

  app.post(
    '/api/auth/2fa/confirm/',
    {
      onRequest: app.authenticate,
      config: { rateLimit: app.limits.perIp('twoFactor') },
      schema: {
        tags,
        summary:
          'Active la validation en deux étapes (ou change d’application) avec un code du nouveau secret ; dix codes de secours, montrés une fois. À l’activation, ferme les autres sessions et en ouvre une nouvelle pour cet appareil (jeton d’accès et cookie)',
        body: ZTwoFactorConfirmRequest,
        response: { 200: ZTwoFactorConfirmResponse, 400: ZBadRequest, 401: ZTokenError, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const { session, ...answer } = await withRetryAfter(reply, () =>
        service.confirmSetup(contextOf(request), currentUser(request), request.body),
      );
      if (!session) return answer;
      // Turned on: the other sessions ended, this device's new one passed the second factor.
      setSessionCookies(reply, app.config.appUrl, session.refresh, session.refreshExpiresAt, request);
      return { ...answer, access: session.access, access_expiration: session.access_expiration };
    },
  );

  app.post(
    '/api/auth/2fa/recovery-codes/',
    {
      onRequest: app.authenticate,
      config: { rateLimit: app.limits.perIp('twoFactor') },
      schema: {
        tags,
        summary: 'Dix nouveaux codes de secours (mot de passe et code requis) ; les anciens ne fonctionnent plus',
        body: ZTwoFactorProofRequest,
        response: { 200: ZRecoveryCodesResponse, 400: ZBadRequest, 401: ZTokenError, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return withRetryAfter(reply, () => service.renewRecoveryCodes(contextOf(request), currentUser(request), request.body));
    },
  );

  app.post(
    '/api/auth/2fa/disable/',
    {
      onRequest: app.authenticate,
      config: { rateLimit: app.limits.perIp('twoFactor') },
      schema: {
        tags,
        summary: 'Désactive la validation en deux étapes (mot de passe et code requis) ; refusé aux comptes de l’équipe',
        body: ZTwoFactorProofRequest,
        response: { 200: ZErrorDetail, 400: ZBadRequest, 401: ZTokenError, 403: ZErrorDetail, 429: ZErrorDetail },
      },
    },
    async (request, reply) => withRetryAfter(reply, () => service.disable(contextOf(request), currentUser(request), request.body)),
  );
};
