import {
  ZGeoSuggestQuery,
  ZGeoSuggestions,
  ZGeocodeQuery,
  ZGeocodeResult,
  ZReverseGeocodeQuery,
  ZRouteQuery,
  ZRouteSummary,
} from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorDetail, ZFieldErrors } from '../../lib/http-schemas.js';
import * as service from './service.js';

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { geocoder, directions: router } = app.providers;

  app.get(
    '/api/geo/geocode/',
    {
      config: { rateLimit: app.limits.perIp('geocode') },
      schema: {
        tags: ['géo'],
        summary: 'Adresse ou ville → position (France, meilleur résultat)',
        querystring: ZGeocodeQuery,
        response: { 200: ZGeocodeResult, 400: ZFieldErrors, 404: ZErrorDetail, 503: ZErrorDetail },
      },
    },
    async (request) => service.geocode(geocoder, request.query.q),
  );

  app.get(
    '/api/geo/reverse/',
    {
      config: { rateLimit: app.limits.perIp('geocode') },
      schema: {
        tags: ['géo'],
        summary: 'Position → adresse (France)',
        querystring: ZReverseGeocodeQuery,
        response: { 200: ZGeocodeResult, 400: ZFieldErrors, 404: ZErrorDetail },
      },
    },
    async (request) => service.reverseGeocode(geocoder, request.query.lat, request.query.lng),
  );

  app.get(
    '/api/geo/suggest/',
    {
      config: { rateLimit: app.limits.perIp('geoSuggest') },
      schema: {
        tags: ['géo'],
        summary:
          'Suggestions pendant la saisie : adresses et villes (France), noms de boulangeries ; autour de lat/lng, ce qui est dans le rayon d’abord',
        querystring: ZGeoSuggestQuery,
        response: { 200: ZGeoSuggestions, 400: ZFieldErrors },
      },
    },
    async (request) => {
      const { q, lat, lng, rayon } = request.query;
      const around = lat !== undefined && lng !== undefined ? { lat, lng, rayonKm: rayon ?? service.SUGGEST_DEFAULT_RAYON_KM } : undefined;
      return service.suggest(app.db.db, geocoder, q, around);
    },
  );

  app.get(
    '/api/geo/route/',
    {
      config: { rateLimit: app.limits.perIp('route') },
      schema: {
        tags: ['géo'],
        summary: 'Itinéraire le plus court pour un mode (voiture, piéton, vélo), ou available: false',
        querystring: ZRouteQuery,
        response: { 200: ZRouteSummary, 400: ZFieldErrors, 503: ZErrorDetail },
      },
    },
    async (request) => {
      const { mode, from_lat, from_lng, to_lat, to_lng } = request.query;
      return service.shortestRoute(router, mode, { lat: from_lat, lng: from_lng }, { lat: to_lat, lng: to_lng });
    },
  );
};
