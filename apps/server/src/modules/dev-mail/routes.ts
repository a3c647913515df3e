// Dev mailbox (DEV_MAILBOX=1, never in production): the latest outbox mails with the links they
// carry, so a developer or an e2e journey can follow a confirmation or reset link without a mail
// server. Those links open any account: only a client on this very machine may read them.
import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLoopbackHost } from '../../config/index.js';
import { forbidden } from '../../lib/errors.js';
import { ZErrorDetail } from '../../lib/http-schemas.js';
import { findLatestMails } from './repository.js';

export const DEV_MAILBOX_LOOPBACK_ONLY = 'La boîte aux lettres de développement ne répond qu’aux requêtes de cette machine.';

/** 127.0.0.0/8, ::1 and their IPv4-mapped form. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const unmapped = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (net.isIPv4(unmapped)) return unmapped.startsWith('127.');
  return net.isIPv6(address) && (address === '::1' || address === '0:0:0:0:0:0:0:1');
}

/** The raw `Host` header without its port: `localhost:3000` → `localhost`, `[::1]:3000` → `[::1]`. */
function hostNameOf(header: string | undefined): string {
  if (!header) return '';
  return header.startsWith('[') ? header.slice(0, header.indexOf(']') + 1) : header.replace(/:\d*$/, '');
}

/**
 * Loopback peer, loopback client and a loopback `Host`: a request relayed by a proxy on this machine
 * (it names another client in X-Forwarded-For or Forwarded) is not from this machine, trusted proxy
 * or not; and a page of another site whose name was rebound to 127.0.0.1 (DNS rebinding) sends its
 * own name in `Host`, so it cannot read the links either (docs/production.md).
 */
function isFromThisMachine(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  if (!isLoopbackHost(hostNameOf(request.headers.host))) return false;
  return isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip);
}

export const ZDevMail = z.object({
  id: z.number().int(),
  to: z.string(),
  reply_to: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  links: z.array(z.string()),
});

const ZDevMailQuery = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}

export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!isFromThisMachine(request)) throw forbidden(DEV_MAILBOX_LOOPBACK_ONLY);
  });

  app.get(
    '/api/dev/mails/',
    {
      schema: {
        tags: ['développement'],
        summary: 'Boîte aux lettres de développement (DEV_MAILBOX=1, clients locaux seulement, absente en production)',
        querystring: ZDevMailQuery,
        response: { 200: z.array(ZDevMail), 403: ZErrorDetail },
      },
    },
    async (request, reply) => {
      const { to, limit } = request.query;
      const rows = await findLatestMails(app.db.db, { to, limit });
      reply.header('Cache-Control', 'no-store');
      return rows.map((row) => ({
        id: row.id,
        to: row.toAddress,
        reply_to: row.replyTo,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        status: row.status,
        attempts: row.attempts,
        last_error: row.lastError,
        created_at: row.createdAt.toISOString(),
        sent_at: row.sentAt ? row.sentAt.toISOString() : null,
        links: extractLinks(row.textBody),
      }));
    },
  );
};
