import {
  NEARBY_CAPPED_HEADER,
  NEARBY_RESULTS_CAP,
  ZBakeryCard,
  ZBakeryIdParam,
  ZCardsQuery,
  ZNearbyBakery,
  ZNearbyQuery,
  ZPublicBakeryDetail,
} from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { ZErrorDetail, ZFieldErrors } from '../../lib/http-schemas.js';
import { sendCompressedJson, sendPrecompressedJson } from '../../lib/compressed-json.js';
import { findMergedTarget } from './merged-listing-repository.js';
import * as service from './service.js';

export const bakeryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/boulangeries/',
    {
      // Compressed by sendCompressedJson, in one synchronous call (lib/compressed-json.ts).
      compress: false,
      // Per client address (docs/reliability.md, "Nearby search rate"): a visitor's list asks a few
      // times a minute; a scraper more.
      config: { rateLimit: app.limits.perIp('nearby') },
      schema: {
        tags: ['boulangeries'],
        summary: 'Boulangeries à moins de `rayon` km (0 < rayon ≤ 50) de (lat, lng), les plus proches d’abord (500 au plus)',
        description:
          'Cartes compactes : ce qu’une carte de la liste et un marqueur affichent. `horaires_ouvertures` y est la semaine compacte ' +
          '(voir le schéma) ; la fiche publique `/api/boulangeries/{id}/public/` garde tous les champs. ' +
          `Quand d’autres boulangeries du rayon ont été laissées de côté, l’en-tête \`${NEARBY_CAPPED_HEADER}: ${NEARBY_RESULTS_CAP}\` le dit.`,
        querystring: ZNearbyQuery,
        response: {
          200: z.array(ZNearbyBakery).meta({
            description: `Cartes ; en-tête \`${NEARBY_CAPPED_HEADER}\` (valeur : le plafond, ${NEARBY_RESULTS_CAP}) quand le plafond a écarté des boulangeries.`,
          }),
          400: ZFieldErrors,
          429: ZErrorDetail,
        },
      },
    },
    async (request, reply) => {
      const { lat, lng, rayon } = request.query;
      // Assembled from cards serialized once per change (card.ts) and sent as bytes: the response
      // schema above only documents it.
      const { json, isCapped } = await service.searchNearby(app.nearbyCards, { lat, lng, rayonKm: rayon });
      // Never drop bakeries silently (docs/nearby-search.md, "Cap").
      if (isCapped) reply.header(NEARBY_CAPPED_HEADER, String(NEARBY_RESULTS_CAP));
      return sendCompressedJson(request, reply, json);
    },
  );

  app.get(
    '/api/boulangeries/cartes/',
    {
      compress: false,
      // Per client address, with the nearby search's allowance (docs/favourites.md, "Cards by id").
      config: { rateLimit: app.limits.perIp('nearby') },
      schema: {
        tags: ['boulangeries'],
        summary: 'Cartes de boulangeries données par leurs identifiants (50 au plus), dans l’ordre demandé : les favoris hors du rayon',
        description:
          'Une boulangerie inconnue, non publiée ou sans position est omise. `distance_km` vaut null sauf si `lat` et `lng` sont donnés tous les deux.',
        querystring: ZCardsQuery,
        response: { 200: z.array(ZBakeryCard), 400: ZFieldErrors, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      const { ids, lat, lng } = request.query;
      const centre = lat !== undefined && lng !== undefined ? { lat, lng } : null;
      return sendCompressedJson(request, reply, await service.cardsByIds(app.nearbyCards, ids, centre));
    },
  );

  app.get(
    '/api/boulangeries/:id/public/',
    {
      // Sent as the bytes kept in memory, compressed once per change (docs/public-details.md).
      compress: false,
      schema: {
        tags: ['boulangeries'],
        summary: 'Fiche publique d’une boulangerie',
        params: ZBakeryIdParam,
        response: {
          200: ZPublicBakeryDetail,
          301: z.null().meta({ description: 'Fiche fusionnée dans une autre : l’en-tête Location mène à la boulangerie gardée.' }),
          400: ZFieldErrors,
          404: ZErrorDetail,
        },
      },
    },
    async (request, reply) => {
      // A listing staff merged into another answers 301 to the kept bakery's detail: the browser's fetch follows
      // it, and the app sees the kept bakery's id (docs/open-data.md, "The staff's review queue").
      // Looked up only when the bakery is not public: a shown bakery costs no extra query.
      const detail = await app.publicDetails.freshOne(request.params.id);
      if (detail !== null) return sendPrecompressedJson(request, reply, detail);
      const target = await findMergedTarget(app.db.db, request.params.id);
      if (target === null) throw notFound(service.BAKERY_NOT_FOUND);
      return reply.redirect(`/api/boulangeries/${target}/public/`, 301);
    },
  );
};
