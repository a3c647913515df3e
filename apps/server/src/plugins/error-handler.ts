// Every error leaves as French JSON — `{detail}` or `{field: [messages]}` — with the right status;
// internals are logged, never sent.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { unknownFieldMessage } from '@fournil/shared';
import { AppError } from '../lib/errors.js';
import { postgresErrorCode } from '../lib/postgres-errors.js';
import { addFieldError } from '../lib/zod-field-errors.js';

const FASTIFY_CODES: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'Requête trop volumineuse.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: 'Corps de requête JSON invalide.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: 'Corps de requête JSON vide.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: 'Type de contenu non pris en charge.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'Longueur de contenu invalide.' },
  FST_ERR_VALIDATION: { status: 400, detail: 'Requête invalide.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, detail: 'Formulaire multipart attendu.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, detail: 'Fichier trop volumineux.' },
  FST_FILES_LIMIT: { status: 413, detail: 'Trop de fichiers envoyés.' },
  FST_PARTS_LIMIT: { status: 413, detail: 'Formulaire trop volumineux.' },
  // Raised by the router before any route runs: answered by frameworkErrorHandler below.
  FST_ERR_BAD_URL: { status: 400, detail: 'Adresse invalide.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, detail: 'Adresse trop longue.' },
};

/**
 * Fastify's `frameworkErrors` option: errors of the router (a malformed escape in the path, a path
 * parameter over maxParamLength) never reach setErrorHandler and would leave in English otherwise.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known = FASTIFY_CODES[error.code] ?? { status: 400, detail: 'Requête invalide.' };
  void reply.status(known.status).send({ detail: known.detail });
}

// PostgreSQL error classes that mean "bad input", not "server broken".
const PG_CODES: Record<string, { status: number; detail: string }> = {
  '23505': { status: 409, detail: 'Cette ressource existe déjà.' },
  '23503': { status: 400, detail: 'Référence invalide.' },
  '23514': { status: 400, detail: 'Valeur refusée par les règles de validation.' },
  '23502': { status: 400, detail: 'Champ obligatoire manquant.' },
  '22001': { status: 400, detail: 'Valeur trop longue.' },
  // e.g. a NUL character (\u0000), which PostgreSQL text cannot hold.
  '22021': { status: 400, detail: 'Caractère invalide dans la requête.' },
  '22P02': { status: 400, detail: 'Valeur de format invalide.' },
  '22003': { status: 400, detail: 'Valeur numérique hors limites.' },
  '22007': { status: 400, detail: 'Date ou heure invalide.' },
  '22008': { status: 400, detail: 'Date ou heure hors limites.' },
};

/** `/lat` → `lat`; a body-level error (empty path) → `non_field_errors`, as Django names it. */
function fieldKey(instancePath: string): string {
  const first = instancePath.split('/').filter(Boolean)[0];
  return first ?? 'non_field_errors';
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A refusal that knows when to come back (HashingBusyError, RateLimitedError) says so.
      const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        // An unknown field is reported on the body itself: name the field (lib/strict-body.ts).
        const unknownKeys = issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: string[] } | undefined)?.keys : undefined;
        if (unknownKeys && fieldKey(issue.instancePath) === 'non_field_errors') {
          for (const key of unknownKeys) addFieldError(fields, key, unknownFieldMessage(key));
          continue;
        }
        addFieldError(fields, fieldKey(issue.instancePath), issue.message ?? 'Valeur invalide.');
      }
      return reply.status(400).send(fields);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema');
      return reply.status(500).send({ detail: 'Erreur interne du serveur.' });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ detail: error.message || 'Trop de requêtes. Réessayez dans quelques instants.' });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send({ detail: known.detail });

    const pgCode = postgresErrorCode(error);
    const pgKnown = pgCode ? PG_CODES[pgCode] : undefined;
    if (pgKnown) {
      request.log.warn({ err: error }, 'database rejected the input');
      return reply.status(pgKnown.status).send({ detail: pgKnown.detail });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ detail: 'Requête invalide.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'Erreur interne du serveur.' });
  });
}
