import { OPEN_DATA_BAKERIES_PATH, ZOpenDataBakeries } from '@fournil/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chooseEncoding } from '../../../lib/compressed-json.js';
import { PublishedBakeries } from './published-file.js';

const GEOJSON = 'application/geo+json; charset=utf-8';
/** Reusers download it now and then; a cache may keep it five minutes, then asks again with If-None-Match. */
const CACHE = 'public, max-age=300';

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Sends the file's bytes as they are: the schema above documents them, the serializer never sees them. */
function sendBytes(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.send(bytes);
}

/** The merged listings under the ODbL (docs/open-data.md, "Publishing the merged listings (ODbL)"). */
export const openDataPublicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const published = await PublishedBakeries.start(app.db, app.log);
  app.addHook('onClose', async () => published.close());

  app.get(
    OPEN_DATA_BAKERIES_PATH,
    {
      // Compressed once per version of the file (published-file.ts), not on every answer by the plugin.
      compress: false,
      config: { rateLimit: app.limits.perIp('openDataFile') },
      schema: {
        tags: ['données ouvertes'],
        summary: 'Les boulangeries issues des données ouvertes, fusionnées : le fichier GeoJSON sous licence ODbL',
        produces: ['application/geo+json'],
        response: {
          200: ZOpenDataBakeries,
          304: z.null().meta({ description: 'Inchangé depuis l’ETag donné dans If-None-Match' }),
        },
      },
    },
    async (request, reply) => {
      const file = await published.file();
      reply.header('ETag', file.etag).header('Cache-Control', CACHE).header('Vary', 'Accept-Encoding');
      if (matches(request.headers['if-none-match'], file.etag)) return sendBytes(reply.code(304), Buffer.alloc(0));
      reply.type(GEOJSON);
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (encoding === 'identity') return sendBytes(reply, file.body);
      return sendBytes(reply.header('Content-Encoding', encoding), await published.encoded(file, encoding));
    },
  );
};
