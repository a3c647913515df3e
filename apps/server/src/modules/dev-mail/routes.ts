// Dev mailbox (never in production): the latest outbox mails with the links they carry, so a
// developer or an e2e journey can follow a confirmation or reset link without a mail server.
import { desc, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema.js';

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
  app.get(
    '/api/dev/mails/',
    {
      schema: {
        tags: ['développement'],
        summary: 'Boîte aux lettres de développement : derniers e-mails de la file (absente en production)',
        querystring: ZDevMailQuery,
        response: { 200: z.array(ZDevMail) },
      },
    },
    async (request, reply) => {
      const { to, limit } = request.query;
      const rows = await app.db.db
        .select()
        .from(mailOutbox)
        .where(to ? sql`lower(${mailOutbox.toAddress}) = lower(${to})` : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(limit);
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
