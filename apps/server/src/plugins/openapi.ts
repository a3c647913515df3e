// OpenAPI document generated from the route schemas (zod), browsable at /api/docs, and completed here
// into a contract clients can generate from (docs/api-conventions.md, "The generated reference"):
// security schemes, an operationId on each operation, the server, every status the framework itself
// answers (400, 413, 414, 415, 429), binary and CSV answers with JSON errors, and multipart and JSON
// bodies told apart. In production the document and its page answer staff only.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config/index.js';
import { notFound } from '../lib/errors.js';
import type { AuthSession } from '../lib/auth-user.js';

type Schema = Record<string, unknown>;
type Media = { schema?: Schema };
type Response = { description?: string; content?: Record<string, Media>; headers?: Record<string, unknown> };
type Operation = {
  operationId?: string;
  security?: unknown[];
  parameters?: { in: string }[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, Response>;
};
type Document = { paths?: Record<string, Record<string, Operation>>; components?: Schema; servers?: unknown[]; info?: Schema };

/** Which credentials an operation takes (docs/sessions-and-limits.md). */
export const SECURITY = {
  /** `Authorization: Bearer <access token>`. */
  bearer: [{ bearerAuth: [] }],
  /** Anonymous, or signed in for a richer answer. */
  optionalBearer: [{}, { bearerAuth: [] }],
  /** The refresh token: in the body, or the httpOnly cookie with the CSRF header (double submit). */
  refreshCookie: [{}, { refreshCookie: [], csrfToken: [] }],
  none: [],
} as const;

const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Jeton d’accès (15 minutes) donné par POST /api/auth/login/.',
  },
  refreshCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'fournil_refresh',
    description: 'Cookie httpOnly de rafraîchissement posé par la connexion (chemin /api/auth/).',
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRFToken',
    description: 'Recopie du cookie csrftoken, exigée avec le cookie de rafraîchissement.',
  },
};

const DETAIL: Schema = { type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'] };
const BAD_REQUEST: Schema = { anyOf: [DETAIL, { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } }] };
const RETRY_AFTER = { 'Retry-After': { description: 'Secondes avant de réessayer.', schema: { type: 'integer', minimum: 1 } } };

/** Statuses the framework answers before or around a route's own code (plugins/error-handler.ts). */
const FRAMEWORK_ANSWERS: Record<string, { description: string; schema: Schema }> = {
  '400': { description: 'Requête invalide : `{detail}` ou `{champ: [messages]}`.', schema: BAD_REQUEST },
  '413': { description: 'Requête ou fichier trop volumineux.', schema: DETAIL },
  '414': { description: 'Adresse trop longue.', schema: DETAIL },
  '415': { description: 'Type de contenu non pris en charge.', schema: DETAIL },
  '429': { description: 'Trop de requêtes : réessayez après Retry-After secondes.', schema: DETAIL },
};

/** `get` + `/api/boulangeries/{id}/public/` → `getApiBoulangeriesIdPublic`: unique, stable, readable. */
export function operationIdOf(method: string, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

/** `/api/x/:id/` → `/api/x/{id}/`, as the document writes paths. */
const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function declare(operation: Operation, status: string): void {
  const responses = (operation.responses ??= {});
  if (responses[status]) return;
  const answer = FRAMEWORK_ANSWERS[status]!;
  responses[status] = {
    description: answer.description,
    content: { 'application/json': { schema: answer.schema } },
    ...(status === '429' ? { headers: RETRY_AFTER } : {}),
  };
}

/**
 * A `produces` route (an image, a CSV file, a GeoJSON file): its success is that type, its errors stay JSON. A
 * `…+json` type (application/geo+json) is JSON and keeps the route's schema.
 */
function fixContentTypes(operation: Operation): void {
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    // No Content and Not Modified: no body, hence no media type.
    if (status === '204' || status === '304') {
      delete response.content;
      continue;
    }
    const types = Object.keys(response.content ?? {});
    if (types.length === 0 || types.includes('application/json')) continue;
    const success = status.startsWith('2');
    if (!success) {
      response.content = { 'application/json': response.content![types[0]!]! };
      continue;
    }
    response.content = Object.fromEntries(
      types.map((type) => [
        type,
        type.endsWith('+json')
          ? response.content![type]!
          : { schema: type.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' } },
      ]),
    );
  }
}

/** A body accepted as a multipart form or as JSON: the file-bearing shapes are the form's, the others the JSON's. */
function splitBodies(operation: Operation): void {
  const content = operation.requestBody?.content;
  const multipart = content?.['multipart/form-data']?.schema;
  if (!content || !multipart || !content['application/json']) return;
  const members = (multipart.anyOf as Schema[] | undefined) ?? [multipart];
  const hasFile = (schema: Schema) => JSON.stringify(schema).includes('"format":"binary"');
  const oneOrAny = (schemas: Schema[]): Schema => (schemas.length === 1 ? schemas[0]! : { anyOf: schemas });
  const form = members.filter(hasFile);
  const json = members.filter((member) => !hasFile(member));
  if (form.length === 0 || json.length === 0) return;
  content['multipart/form-data'] = { schema: oneOrAny(form) };
  content['application/json'] = { schema: oneOrAny(json) };
}

/**
 * What zod's conversion writes that OpenAPI 3.0 reads badly: a tuple's identical members repeated
 * in `anyOf`, `nullable` beside `anyOf` with no `type` (moved into each member), a nullable enum
 * without null among its values.
 */
function normalizeSchemas(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) normalizeSchemas(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Schema;
  for (const value of Object.values(schema)) normalizeSchemas(value);
  // OpenAPI 3.0.3: a nullable enum lists null among its values.
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...(schema.enum as unknown[]), null];
  if (!Array.isArray(schema.anyOf)) return;
  const members = [...new Map((schema.anyOf as Schema[]).map((member) => [JSON.stringify(member), member])).values()];
  if (schema.nullable === true && schema.type === undefined) {
    delete schema.nullable;
    for (const member of members) member.nullable = true;
  }
  if (members.length === 1 && Object.keys(schema).length === 1) {
    delete schema.anyOf;
    Object.assign(schema, members[0]);
  } else {
    schema.anyOf = members;
  }
}

function completeDocument(document: Document, rateLimited: Set<string>): Document {
  normalizeSchemas(document.paths);
  normalizeSchemas(document.components);
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      operation.operationId ??= operationIdOf(method, path);
      operation.security ??= [...SECURITY.none];
      // Any route may refuse a malformed path or query (a control character, a bad escape).
      declare(operation, '400');
      // Fastify reads any body sent to a method that may carry one, declared or not.
      if (operation.requestBody || method !== 'get') {
        declare(operation, '413');
        declare(operation, '415');
      }
      if ((operation.parameters ?? []).some((parameter) => parameter.in === 'path')) declare(operation, '414');
      if (rateLimited.has(`${method.toUpperCase()} ${path}`)) declare(operation, '429');
      fixContentTypes(operation);
      splitBodies(operation);
    }
  }
  return document;
}

export type OpenApiOptions = {
  /** Whether a session may use the back-office (app.ts hands the staff area's rule). */
  opensBackOffice: (session: AuthSession) => Promise<boolean>;
};

/** In production, the document is for the sessions the back-office lets in, by the same rule (docs/two-factor.md). */
function staffOnly({ opensBackOffice }: OpenApiOptions) {
  return async (request: FastifyRequest): Promise<void> => {
    const session = await request.server.optionalSession(request);
    if (!session || !(await opensBackOffice(session))) throw notFound();
  };
}

/** Routes that authenticate with the access token: their own hook, or their area's (`bearerArea`). */
function usesBearer(app: FastifyInstance, route: RouteOptions): boolean {
  return [route.onRequest, route.preHandler].flat().includes(app.authenticate);
}

/** For an area plugin whose one hook authenticates every route inside it (pro area, staff area). */
export function documentBearerArea(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: [...SECURITY.bearer] };
  });
}

export async function registerOpenApi(
  app: FastifyInstance,
  config: Pick<Config, 'isProduction' | 'appUrl'>,
  options: OpenApiOptions,
): Promise<void> {
  const rateLimited = new Set<string>();
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit)
      for (const method of methods) rateLimited.add(`${method} ${documentPath(route.url)}`);
    if (route.schema && !route.schema.security && usesBearer(app, route))
      route.schema = { ...route.schema, security: [...SECURITY.bearer] };
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Fournil API', description: 'API de Fournil : boulangeries, comptes, régie publicitaire.', version: '1.0.0' },
      servers: [{ url: config.appUrl, description: 'Ce serveur Fournil' }],
      components: { securitySchemes: SECURITY_SCHEMES as never },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) =>
      completeDocument((documentObject as { openapiObject: Document }).openapiObject, rateLimited) as never,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    ...(config.isProduction ? { uiHooks: { onRequest: staffOnly(options) } } : {}),
  });
}
