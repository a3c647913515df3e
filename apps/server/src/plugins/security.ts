// Security headers. The content security policy allows exactly what the product loads: its own
// assets and live feed, the map style's origin (style, tiles, glyphs, sprites) and MapLibre's blob workers.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/index.js';

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export function contentSecurityDirectives(config: Config): Record<string, string[] | null> {
  const mapOrigin = originOf(config.mapStyleUrl);
  const mapSources = mapOrigin ? [mapOrigin] : [];
  const isHttps = config.appUrl.startsWith('https:');
  // The live feed's socket: this site's own host only. `'self'` covers ws(s) to the same host in
  // current browsers; the explicit origin is for those that read `'self'` as http(s) only.
  const liveFeedOrigin = config.appUrl.replace(/^http/, 'ws').replace(/^(wss?:\/\/[^/]+).*$/, '$1');
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    // MapLibre and React position elements with inline style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...mapSources],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", liveFeedOrigin, ...mapSources],
    workerSrc: ["'self'", 'blob:'],
    childSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    manifestSrc: ["'self'"],
    upgradeInsecureRequests: isHttps ? [] : null,
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    // Geolocation is the product's core: allow it for our own origin only.
    permittedCrossDomainPolicies: false,
    crossOriginEmbedderPolicy: false,
    // The legacy twin of `frame-ancestors 'none'` (browsers without CSP level 2): no framing at all.
    frameguard: { action: 'deny' },
    hsts: config.appUrl.startsWith('https:') ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Permissions-Policy', 'geolocation=(self), camera=(), microphone=(), payment=()');
    return payload;
  });
}
