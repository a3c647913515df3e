// Links that carry a secret (invitation, e-mail confirmation, password reset) must not reach the
// request log: whoever reads the log could use them. Their token is replaced by `[secret]`.
import type { FastifyRequest } from 'fastify';

const SECRET_PATHS = [
  /^(\/invite\/accepter\/)[^/?#]+/,
  /^(\/api\/invitations\/)[^/?#]+/,
  /^(\/email-confirmation\/)[^/?#]+/,
  /^(\/reset-password\/[^/?#]+\/)[^/?#]+/,
  /^(\/activation\/[^/?#]+\/)[^/?#]+/,
];

export function redactUrl(url: string): string {
  for (const pattern of SECRET_PATHS) {
    if (pattern.test(url)) return url.replace(pattern, '$1[secret]');
  }
  return url;
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
