// Uploaded images under /media/<key>, read from the configured storage, local disk or bucket
// (docs/media-storage.md): through this server, so the site keeps one origin (CSP `img-src 'self'`)
// and cached pages never hold an expiring signed address. Keys are random and never reused: a year
// of immutable caching, and a 304 to a browser that still has it.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors.js';
import { MEDIA_CACHE_CONTROL } from '../providers/storage/cache.js';
import type { MediaStorage } from '../providers/storage/index.js';

export async function registerMediaRoutes(app: FastifyInstance, storage: MediaStorage): Promise<void> {
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const media = await storage.read(key);
    if (!media) throw notFound();
    reply.header('Cache-Control', MEDIA_CACHE_CONTROL);
    reply.header('X-Content-Type-Options', 'nosniff');
    // Never rendered as a page of the site, whatever a file turns out to hold.
    reply.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    if (media.etag) {
      reply.header('ETag', media.etag);
      if (request.headers['if-none-match'] === media.etag) {
        media.body.destroy();
        return reply.status(304).send();
      }
    }
    reply.type(media.contentType);
    if (media.size > 0) reply.header('Content-Length', media.size);
    return reply.send(media.body);
  });
}
