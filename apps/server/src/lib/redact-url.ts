// What a request line may say (docs/privacy.md, "Positions and addresses in the logs"). Links that
// carry a secret (invitation, e-mail confirmation, password reset) must not reach the request log:
// whoever reads the log could use them; their token is replaced by `[secret]`. Positions are
// rounded to two decimals (about 1 km), and what a visitor typed to find an address is not kept.
import type { FastifyRequest } from 'fastify';

const SECRET_PATHS = [
  /^(\/invite\/accepter\/)[^/?#]+/,
  /^(\/api\/invitations\/)[^/?#]+/,
  /^(\/email-confirmation\/)[^/?#]+/,
  /^(\/reset-password\/[^/?#]+\/)[^/?#]+/,
  /^(\/activation\/[^/?#]+\/)[^/?#]+/,
];

/** Query parameters that hold a latitude or a longitude: nearby, sponsored, reverse geocoding, route. */
const COORDINATE = /^(?:from_|to_)?(?:lat|lng|lon)$/;
/** Query parameters that hold an address as typed (geocoding, suggestions). */
const TYPED_ADDRESS = new Set(['q']);
const DECIMAL = /^-?\d{1,3}(?:\.\d+)?$/;

/** Two decimals of a degree: 1.1 km of latitude, less of longitude. Anything else is not a coordinate and not kept. */
function roundCoordinate(value: string): string {
  return DECIMAL.test(value) ? Number(value).toFixed(2) : '[masqué]';
}

function minimiseQuery(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = new URLSearchParams(url.slice(mark + 1));
  let changed = false;
  for (const [key, value] of [...query]) {
    const kept = COORDINATE.test(key) ? roundCoordinate(value) : TYPED_ADDRESS.has(key) ? '[masqué]' : value;
    if (kept !== value) {
      query.set(key, kept);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, mark)}?${query.toString()}` : url;
}

export function redactUrl(url: string): string {
  for (const pattern of SECRET_PATHS) {
    if (pattern.test(url)) return url.replace(pattern, '$1[secret]');
  }
  return minimiseQuery(url);
}

/** Fastify's request serializer (fastify/lib/logger-pino.js) with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
