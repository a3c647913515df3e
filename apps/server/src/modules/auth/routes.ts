import {
  AUTH_DETAILS,
  ZAccessTokenResponse,
  ZEmailConfirmAnswer,
  ZEmailConfirmRequest,
  ZLoginRequest,
  ZPasswordResetConfirm,
  ZPasswordResetRequest,
  ZRegistrationRequest,
  ZResendConfirmationRequest,
  ZTokenRefreshRequest,
  ZTwoFactorChallenge,
  ZTwoFactorLoginRequest,
} from '@fournil/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tokenNotValid } from '../../lib/errors.js';
import { ZBadRequest, ZBadRequestWithCode, ZErrorDetail, ZTokenError } from '../../lib/http-schemas.js';
import { contextOf } from '../../service-context.js';
import { withRetryAfter } from '../../plugins/rate-limit/index.js';
import { SECURITY } from '../../plugins/openapi.js';
import { clearSessionCookies, readRefreshToken, setSessionCookies } from './cookies.js';
import { login, loginWithSecondFactor } from './login.js';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.js';
import { confirmEmail, register, resendConfirmation } from './registration.js';
import { logout, refreshSession } from './sessions.js';

const tags = ['comptes'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const noStore = { 'cache-control': 'no-store' };

  app.post(
    '/api/auth/registration/',
    {
      config: { rateLimit: app.limits.perIp('registration') },
      schema: {
        tags,
        summary: 'Inscription (captcha) ; envoie le lien de confirmation par e-mail',
        body: ZRegistrationRequest,
        response: { 201: ZErrorDetail, 400: ZBadRequest, 429: ZErrorDetail },
      },
    },
    async (request, reply) => reply.status(201).send(await register(contextOf(request), request.body)),
  );

  app.post(
    '/api/auth/registration/resend-email/',
    {
      config: { rateLimit: app.limits.perIp('resendConfirmation') },
      schema: {
        tags,
        summary: 'Renvoie le lien de confirmation d’un compte non confirmé ; même réponse que le compte existe ou non',
        body: ZResendConfirmationRequest,
        response: { 200: ZErrorDetail, 400: ZBadRequest, 429: ZErrorDetail },
      },
    },
    async (request) => resendConfirmation(contextOf(request), request.body),
  );

  app.post(
    '/api/auth/account-confirm-email/',
    {
      config: { rateLimit: app.limits.perIp('confirmEmail') },
      schema: {
        tags,
        summary: 'Confirme l’adresse e-mail (clé du lien, usage unique, 3 jours)',
        body: ZEmailConfirmRequest,
        response: { 200: ZEmailConfirmAnswer, 400: ZBadRequest, 429: ZErrorDetail },
      },
    },
    async (request) => confirmEmail(contextOf(request), request.body.key),
  );

  app.post(
    '/api/auth/login/',
    {
      config: { rateLimit: app.limits.perIp('login') },
      schema: {
        tags,
        summary:
          'Connexion : jeton d’accès (15 min) + cookie httpOnly de rafraîchissement + cookie csrftoken ; après trop d’échecs sur le compte, 400 code captcha_required : renvoyer avec captcha_0 et captcha_1',
        body: ZLoginRequest,
        response: {
          200: z.union([ZAccessTokenResponse, ZTwoFactorChallenge]),
          400: ZBadRequestWithCode,
          403: ZErrorDetail,
          429: ZErrorDetail,
        },
      },
    },
    async (request, reply) => {
      const outcome = await withRetryAfter(reply, () => login(contextOf(request), request.body, request.ip));
      reply.headers(noStore);
      // Two-step verification on: no session yet, a ticket for POST /api/auth/login/2fa/.
      if ('two_factor_token' in outcome) return outcome;
      setSessionCookies(reply, app.config.appUrl, outcome.refresh, outcome.refreshExpiresAt, request);
      return { access: outcome.access, access_expiration: outcome.access_expiration };
    },
  );

  app.post(
    '/api/auth/login/2fa/',
    {
      config: { rateLimit: app.limits.perIp('twoFactor') },
      schema: {
        tags,
        summary:
          'Deuxième étape de la connexion : le ticket reçu (5 min, usage unique) et le code de l’application ou un code de secours ; mêmes jetons et cookies que la connexion. Après 5 codes faux, ou ticket expiré : 400 code two_factor_restart',
        body: ZTwoFactorLoginRequest,
        response: { 200: ZAccessTokenResponse, 400: ZBadRequestWithCode, 403: ZErrorDetail, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      const session = await withRetryAfter(reply, () => loginWithSecondFactor(contextOf(request), request.body));
      setSessionCookies(reply, app.config.appUrl, session.refresh, session.refreshExpiresAt, request);
      reply.headers(noStore);
      return { access: session.access, access_expiration: session.access_expiration };
    },
  );

  app.post(
    '/api/auth/token/refresh/',
    {
      config: { rateLimit: app.limits.perIp('tokenRefresh') },
      schema: {
        tags,
        summary: 'Nouveau jeton d’accès ; le jeton de rafraîchissement (corps {refresh} ou cookie + en-tête X-CSRFToken) est remplacé',
        security: [...SECURITY.refreshCookie],
        body: ZTokenRefreshRequest.nullish(),
        response: { 200: ZAccessTokenResponse, 400: ZBadRequest, 401: ZTokenError, 403: ZErrorDetail, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      const fromBody = !!request.body?.refresh;
      const token = readRefreshToken(request, request.body);
      if (!token) throw tokenNotValid(AUTH_DETAILS.tokenInvalid);
      try {
        const session = await refreshSession(contextOf(request), token);
        setSessionCookies(reply, app.config.appUrl, session.refresh, session.refreshExpiresAt, request);
        reply.headers(noStore);
        return { access: session.access, access_expiration: session.access_expiration };
      } catch (error) {
        if (!fromBody) clearSessionCookies(reply, app.config.appUrl);
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/logout/',
    {
      schema: {
        tags,
        summary: 'Déconnexion : révoque la session (famille de jetons) et efface les cookies',
        security: [...SECURITY.refreshCookie],
        body: ZTokenRefreshRequest.nullish(),
        response: { 200: ZErrorDetail, 400: ZBadRequest, 403: ZErrorDetail },
      },
    },
    async (request, reply) => {
      const token = readRefreshToken(request, request.body);
      const result = await logout(contextOf(request), token);
      clearSessionCookies(reply, app.config.appUrl);
      return result;
    },
  );

  app.post(
    '/api/auth/password/reset/',
    {
      config: { rateLimit: app.limits.perIp('passwordReset') },
      schema: {
        tags,
        summary: 'Demande de réinitialisation (captcha) ; même réponse que l’adresse existe ou non',
        body: ZPasswordResetRequest,
        response: { 200: ZErrorDetail, 400: ZBadRequest, 429: ZErrorDetail },
      },
    },
    async (request, reply) => withRetryAfter(reply, () => requestPasswordReset(contextOf(request), request.body)),
  );

  app.post(
    '/api/auth/password/reset/confirm/',
    {
      config: { rateLimit: app.limits.perIp('passwordResetConfirm') },
      schema: {
        tags,
        summary: 'Nouveau mot de passe (lien à usage unique, 1 heure) ; révoque toutes les sessions',
        body: ZPasswordResetConfirm,
        response: { 200: ZErrorDetail, 400: ZBadRequest, 429: ZErrorDetail },
      },
    },
    async (request) => confirmPasswordReset(contextOf(request), request.body),
  );
};
