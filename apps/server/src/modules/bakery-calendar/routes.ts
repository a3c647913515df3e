// A bakery's calendar beyond its week, for its owner and its manager (docs/opening-calendar.md):
// closures, special hours of a date. Every route runs behind the professional area's authentication
// hook (modules/pro-area/plugin.ts) and the role guard (modules/pro-area/guard.ts); the holiday rule
// is set through the bakery's PATCH (modules/pro-bakeries/routes.ts).
import {
  ZBakeryIdParam,
  ZCalendarDate,
  ZCalendarResponse,
  ZClosure,
  ZClosureIdParam,
  ZClosureRequest,
  ZSpecialHours,
  ZSpecialHoursRequest,
} from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBadRequest, ZErrorDetail, ZTokenError } from '../../lib/http-schemas.js';
import { contextOf } from '../../service-context.js';
import { requireBakeryRole } from '../pro-area/guard.js';
import * as service from './service.js';

const errors = { 400: ZBadRequest, 401: ZTokenError, 403: ZErrorDetail, 404: ZErrorDetail };
const ZClosurePathParams = ZBakeryIdParam.extend(ZClosureIdParam.shape);
const ZSpecialHoursPathParams = ZBakeryIdParam.extend({ date: ZCalendarDate.meta({ description: 'AAAA-MM-JJ', example: '2026-12-24' }) });

const closures = (id = ':id') => `/api/cotepro/ma-boulangerie/${id}/fermetures/`;
const specialHours = '/api/cotepro/ma-boulangerie/:id/horaires-speciaux/:date/';

export const bakeryCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  // The owner or the bakery's manager (who runs the shop day to day); anyone else: 403 'Non autorisé'.
  const ownerOrManager = requireBakeryRole(['manager', 'owner']);

  app.get(
    closures(),
    {
      preHandler: ownerOrManager,
      schema: {
        tags: ['cotepro'],
        summary: 'Fermetures et horaires exceptionnels à venir, règle des jours fériés',
        params: ZBakeryIdParam,
        response: { 200: ZCalendarResponse, ...errors },
      },
    },
    async (request) => service.getCalendar(contextOf(request), request.params.id),
  );

  app.post(
    closures(),
    {
      preHandler: ownerOrManager,
      schema: {
        tags: ['cotepro'],
        summary: 'Ajoute une fermeture exceptionnelle (premier et dernier jour inclus)',
        params: ZBakeryIdParam,
        body: ZClosureRequest,
        response: { 201: ZClosure, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.addClosure(contextOf(request), request.params.id, request.body)),
  );

  app.delete(
    `${closures()}:fermetureId/`,
    {
      preHandler: ownerOrManager,
      schema: {
        tags: ['cotepro'],
        summary: 'Supprime une fermeture exceptionnelle',
        params: ZClosurePathParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.removeClosure(contextOf(request), request.params.id, request.params.fermetureId);
      return reply.code(204).send(null);
    },
  );

  app.put(
    specialHours,
    {
      preHandler: ownerOrManager,
      schema: {
        tags: ['cotepro'],
        summary: 'Horaires exceptionnels d’une date (aucune plage : fermé ce jour-là)',
        params: ZSpecialHoursPathParams,
        body: ZSpecialHoursRequest,
        response: { 200: ZSpecialHours, ...errors },
      },
    },
    async (request) => service.setSpecialHours(contextOf(request), request.params.id, request.params.date, request.body),
  );

  app.delete(
    specialHours,
    {
      preHandler: ownerOrManager,
      schema: {
        tags: ['cotepro'],
        summary: 'Supprime les horaires exceptionnels d’une date',
        params: ZSpecialHoursPathParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.removeSpecialHours(contextOf(request), request.params.id, request.params.date);
      return reply.code(204).send(null);
    },
  );
};
