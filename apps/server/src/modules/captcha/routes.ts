import { ZCaptcha, ZCaptchaPowChallenge } from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorDetail } from '../../lib/http-schemas.js';
import { contextOf } from '../../service-context.js';
import * as service from './service.js';

const ZCaptchaKeyParams = z.object({
  key: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Clé de captcha invalide.'),
});

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/captcha/',
    {
      config: { rateLimit: app.limits.perIp('captcha') },
      schema: {
        tags: ['captcha'],
        summary: 'Nouveau captcha : clé (captcha_0) et URL de son image',
        response: { 200: ZCaptcha, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.createCaptcha(contextOf(request));
    },
  );

  app.get(
    '/api/captcha/image/:key/',
    {
      config: { rateLimit: app.limits.perIp('captchaImage') },
      schema: {
        tags: ['captcha'],
        summary: 'Image PNG du captcha, déformée et bruitée (5 minutes, tant qu’il n’a pas servi)',
        produces: ['image/png'],
        params: ZCaptchaKeyParams,
        response: { 200: z.any().describe('Image PNG (image/png)'), 404: ZErrorDetail, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      const png = await service.captchaImage(contextOf(request), request.params.key);
      return reply.header('Cache-Control', 'no-store').type('image/png').send(png);
    },
  );

  app.get(
    '/api/captcha/:key/pow/',
    {
      config: { rateLimit: app.limits.perIp('captchaImage') },
      schema: {
        tags: ['captcha'],
        summary: 'Alternative accessible : défi de preuve de travail (ALTCHA) pour cette clé ; réponse captcha_1 = « pow:<compteur> »',
        params: ZCaptchaKeyParams,
        response: { 200: ZCaptchaPowChallenge, 404: ZErrorDetail, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.powChallenge(contextOf(request), request.params.key);
    },
  );
};
