// The input rules every route shares (docs/api-conventions.md, "Input rules"), applied by app.ts so
// no route can forget them: fields a body does not know are refused with a French 400 naming each
// of them — never silently dropped, so a client's typo or an attacker's extra `is_staff` is seen at
// once; and no text may carry a control character (packages/shared text-rules.ts).
import { CONTROL_CHARACTER_MESSAGE, fieldsWithForbiddenCharacters } from '@fournil/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, type FieldErrors } from './errors.js';

type AnyDef = { type: string; catchall?: unknown; options?: z.ZodType[]; innerType?: z.ZodType; in?: z.ZodType };
type Cloneable = z.ZodType & { clone(def: unknown): z.ZodType; strict?: () => z.ZodType };

/**
 * The same schema with every object it accepts at the top made strict (through optional, nullable,
 * default, pipes and unions). An object that declares its own policy (`looseObject`, `catchall`,
 * already strict) keeps it; a record accepts any key by design.
 */
export function refuseUnknownFields(schema: z.ZodType): z.ZodType {
  const target = schema as Cloneable;
  const def = target.def as AnyDef;
  switch (def.type) {
    case 'object':
      return def.catchall === undefined ? target.strict!() : schema;
    case 'union':
      return target.clone({ ...def, options: def.options!.map(refuseUnknownFields) });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return target.clone({ ...def, innerType: refuseUnknownFields(def.innerType!) });
    case 'pipe':
      return target.clone({ ...def, in: refuseUnknownFields(def.in!) });
    default:
      return schema;
  }
}

/** A 400 naming each field whose text holds a control character, or null. */
export function forbiddenCharactersError(value: unknown): AppError | null {
  const fields = fieldsWithForbiddenCharacters(value);
  if (fields.length === 0) return null;
  const errors: FieldErrors = {};
  for (const field of fields) Object.defineProperty(errors, field, { value: [CONTROL_CHARACTER_MESSAGE], enumerable: true });
  return new AppError('bad_request', 'Requête invalide.', errors);
}

/** preValidation: the path, the query and a parsed body, before their schemas run. */
export async function refuseForbiddenCharacters(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const error = forbiddenCharactersError(part);
    if (error) throw error;
  }
}
