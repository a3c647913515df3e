// Validates real answers against the OpenAPI document the server publishes (docs/api-conventions.md,
// "The generated reference"): the status must be declared for the operation, with the answer's
// content type, and a JSON body must match the declared schema. A client generated from the
// document can then rely on it.
import zlib from 'node:zlib';
import AjvModule, { type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';

type Media = { schema?: Record<string, unknown> };
type Operation = { responses?: Record<string, { content?: Record<string, Media> }> };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, unknown> } };

// CommonJS packages read from ESM: their class and function are the modules' `default`.
const Ajv = AjvModule.default;
const addFormats = addFormatsModule.default;

export function responseValidator(document: OpenApiDocument): (route: string, response: LightMyRequestResponse) => string | null {
  // OpenAPI 3.0 schemas: `nullable`, `example` and `format: binary` are its own words.
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addKeyword({ keyword: 'example' });
  const compiled = new Map<Record<string, unknown>, ValidateFunction>();
  const compile = (schema: Record<string, unknown>) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile({ ...schema, components: document.components });
      compiled.set(schema, validate);
    }
    return validate;
  };
  return (route, response) => {
    const [method, path] = route.split(' ') as [string, string];
    const operation = document.paths[path]?.[method.toLowerCase()];
    if (!operation) return `${route}: not in the document`;
    const status = String(response.statusCode);
    const declared = operation.responses?.[status] ?? operation.responses?.[`${status[0]}XX`] ?? operation.responses?.default;
    if (!declared)
      return `${route}: answered ${status}, which the document does not declare (${Object.keys(operation.responses ?? {}).join(', ')})`;
    const type = String(response.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    if (!declared.content) return response.body.length === 0 ? null : `${route} ${status}: a body the document does not declare`;
    const media = declared.content[type];
    if (!media)
      return `${route} ${status}: answered ${type || 'no content type'}, the document declares ${Object.keys(declared.content).join(', ')}`;
    if (type !== 'application/json' || !media.schema) return null;
    const validate = compile(media.schema);
    const text = bodyText(response);
    if (validate(JSON.parse(text))) return null;
    return `${route} ${status}: ${ajv.errorsText(validate.errors)} in ${text.slice(0, 200)}`;
  };
}

/** The body as the client reads it: compressed answers (docs/api-conventions.md) are decompressed. */
function bodyText(response: LightMyRequestResponse): string {
  const encoding = String(response.headers['content-encoding'] ?? 'identity');
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(response.rawPayload).toString('utf8');
  return response.body;
}
