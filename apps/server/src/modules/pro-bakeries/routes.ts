// The professional bakery endpoints, the owner's and the manager's toggle
// (docs/bakery-management.md, "Who may do what"). Every route here runs behind the area's
// authentication hook (modules/pro-area/plugin.ts) and one role guard (modules/pro-area/guard.ts);
// the rules are in service.ts and docs/bakery-management.md.
import multipart from '@fastify/multipart';
import {
  AVAILABILITY_FIELDS,
  BAKERY_EDIT_PARTS,
  BAKERY_FILE_PARTS,
  BAKERY_MAX_IMAGES,
  BAKERY_PHOTO_MAX_BYTES,
  LOGO_MESSAGES,
  ZAccountCaps,
  ZAvailabilityPatch,
  ZBakeryFields,
  ZBakeryIdParam,
  ZBakeryJsonPatch,
  ZHolidayRuleRequest,
  ZOwnerChecklist,
  ZProBakery,
} from '@fournil/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema.js';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../lib/errors.js';
import { IMAGE_RULES } from '../../lib/image-upload.js';
import { multipartLimits, readFilePart, readTextPart } from '../media/media-upload.js';
import { readMultipartForm } from '../../lib/multipart-errors.js';
import { ZBadRequest, ZErrorDetail, ZTokenError } from '../../lib/http-schemas.js';
import { parseOrThrow, unknownFieldError } from '../../lib/zod-field-errors.js';
import { contextOf } from '../../service-context.js';
import { currentUser } from '../../plugins/auth.js';
import { requireBakeryRole, requireVerifiedOwner } from '../pro-area/guard.js';
import { setHolidayRule } from '../bakery-calendar/service.js';
import * as service from './service.js';
import type { BakeryUpload } from './service.js';

/** Text parts: the form fields (ZBakeryFields) plus, on edit, `delete_logo` and `delete_images`. */
const TEXT_PART_MAX_BYTES = 64 * 1024;
/** Per request: one logo, BAKERY_MAX_IMAGES photos, and one more so a sixth photo gets the clear 400. */
const FILES_MAX = BAKERY_MAX_IMAGES + 2;
const FIELDS_MAX = Object.keys(ZBakeryFields.shape).length + 4;

const binary = () => z.string().meta({ format: 'binary' });
/** The multipart form as OpenAPI shows it; the parts are decoded and checked by service.ts. */
const ZBakeryMultipartDoc = z
  .object({
    ...Object.fromEntries(Object.keys(ZBakeryFields.shape).map((key) => [key, z.string().optional()])),
    image_logo_main: binary().optional(),
    images: z.array(binary()).max(BAKERY_MAX_IMAGES).optional(),
  })
  .meta({ description: 'Parties texte lues par decodeBakeryParts puis ZBakeryCreate / ZBakeryUpdate ; fichiers JPG, PNG, GIF ou WebP.' });
const ZBakeryEditMultipartDoc = ZBakeryMultipartDoc.extend({
  delete_logo: z.enum(['true', 'false']).optional(),
  delete_images: z.string().optional(),
});

/**
 * The multipart bodies are read from the stream in the handler (files are never buffered by the
 * body parser), and the one-field JSON patches are read by service.readSingleFieldPatch for a
 * message on the field itself: there the declared body documents; params are still validated.
 */
function documentedBodyOnly<S>(route: FastifyRouteSchemaDef<S>): FastifyValidationResult {
  if (route.httpPart === 'body') return (data: unknown) => ({ value: data });
  return validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}

const errors = { 400: ZBadRequest, 401: ZTokenError, 403: ZErrorDetail, 404: ZErrorDetail };
/** 409: a cap of the account (docs/bakery-management.md, "Caps per account"), `{detail}` or on the image field. */
const uploadErrors = { ...errors, 409: ZBadRequest, 413: ZBadRequest, 415: ZBadRequest };

/** Reads a create or edit form: text parts as strings, files as buffers (each at most 2 MB). */
async function readBakeryForm(request: FastifyRequest, isEdit: boolean): Promise<BakeryUpload> {
  return readMultipartForm(request, () => readFormParts(request, isEdit));
}

/** The loop over the parts (a broken or stuck form: lib/multipart-errors.ts). */
async function readFormParts(request: FastifyRequest, isEdit: boolean): Promise<BakeryUpload> {
  const textNames = new Set<string>([...Object.keys(ZBakeryFields.shape), ...(isEdit ? BAKERY_EDIT_PARTS : [])]);
  const upload: BakeryUpload = { parts: {}, logo: undefined, images: [] };
  for await (const part of request.parts()) {
    const name = part.fieldname;
    if (part.type === 'file') {
      if (!(BAKERY_FILE_PARTS as readonly string[]).includes(name)) throw unknownFieldError(name);
      const data = await readFilePart(part, name, IMAGE_RULES[name === 'images' ? 'photo' : 'logo'].sizeMessage);
      if (name === 'images') upload.images.push(data);
      else if (upload.logo !== undefined) throw fieldError(name, 'Un seul logo par boulangerie.');
      else upload.logo = data;
      continue;
    }
    if ((BAKERY_FILE_PARTS as readonly string[]).includes(name)) throw fieldError(name, LOGO_MESSAGES.none);
    readTextPart(part, (text) => textNames.has(text), upload.parts);
  }
  return upload;
}

/**
 * A JSON body with the single key `jours_feries`: the public-holiday rule, which the bakery's
 * manager may set as well as its owner (docs/opening-calendar.md, "The holiday rule").
 */
function isHolidayRulePatch(request: FastifyRequest): boolean {
  const body = request.body;
  if (request.isMultipart() || body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  return keys.length === 1 && keys[0] === 'jours_feries';
}

export const proBakeryRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: multipartLimits({ fileSize: BAKERY_PHOTO_MAX_BYTES, files: FILES_MAX, fields: FIELDS_MAX, fieldSize: TEXT_PART_MAX_BYTES }),
  });
  const ownerOfBakery = [requireVerifiedOwner, requireBakeryRole(['owner'])];
  const ownerOrManager = requireBakeryRole(['manager', 'owner']);
  const ownerOnly = requireBakeryRole(['owner']);
  /** The bakery's PATCH: owner only (verified SIREN first, as before), except the holiday rule: owner or manager. */
  const patchGuard = async (request: FastifyRequest): Promise<void> => {
    if (isHolidayRulePatch(request)) return ownerOrManager(request);
    await requireVerifiedOwner(request);
    await ownerOnly(request);
  };

  app.get(
    '/api/cotepro/mes-boulangeries/',
    {
      preHandler: requireVerifiedOwner,
      schema: {
        tags: ['cotepro'],
        summary: 'Mes boulangeries (propriétaire au SIREN vérifié)',
        response: { 200: z.array(ZProBakery), ...errors },
      },
    },
    async (request) => service.listOwned(contextOf(request), currentUser(request).id),
  );

  app.get(
    '/api/cotepro/mes-limites/',
    {
      preHandler: requireVerifiedOwner,
      schema: {
        tags: ['cotepro'],
        summary: 'Mes boulangeries et mes images enregistrées, face aux limites de mon compte',
        response: { 200: ZAccountCaps, ...errors },
      },
    },
    async (request) => service.readOwnCaps(contextOf(request), currentUser(request).id),
  );

  app.get(
    '/api/cotepro/premiers-pas/',
    {
      schema: {
        tags: ['cotepro'],
        summary: 'Les premiers pas du propriétaire : SIREN, première boulangerie, jours exceptionnels, responsable',
        response: { 200: ZOwnerChecklist, 401: ZTokenError },
      },
    },
    async (request) => service.readOwnerChecklist(contextOf(request), currentUser(request)),
  );

  app.post(
    '/api/cotepro/mes-boulangeries/',
    {
      preHandler: requireVerifiedOwner,
      validatorCompiler: documentedBodyOnly,
      schema: {
        tags: ['cotepro'],
        summary: 'Crée une boulangerie (multipart : champs, logo `image_logo_main`, photos `images`)',
        consumes: ['multipart/form-data'],
        body: ZBakeryMultipartDoc,
        response: { 201: ZProBakery, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const upload = await readBakeryForm(request, false);
      const bakery = await service.createBakery(contextOf(request), currentUser(request).id, upload);
      return reply.code(201).send(bakery);
    },
  );

  app.get(
    '/api/cotepro/ma-boulangerie/:id/',
    {
      preHandler: ownerOfBakery,
      schema: { tags: ['cotepro'], summary: 'Une de mes boulangeries', params: ZBakeryIdParam, response: { 200: ZProBakery, ...errors } },
    },
    async (request) => service.getProBakery(contextOf(request), request.params.id),
  );

  app.patch(
    '/api/cotepro/ma-boulangerie/:id/',
    {
      preHandler: patchGuard,
      validatorCompiler: documentedBodyOnly,
      schema: {
        tags: ['cotepro'],
        summary:
          'Modifie une de mes boulangeries : multipart (champs, logo, `delete_logo`, photos, `delete_images`) ou JSON (un indicateur, ou `{responsable}`, ou `{position}`, ' +
          'ou `{jours_feries}`, seul changement permis aussi au responsable)',
        consumes: ['multipart/form-data', 'application/json'],
        params: ZBakeryIdParam,
        body: z.union([ZBakeryEditMultipartDoc, ZBakeryJsonPatch, ZHolidayRuleRequest]),
        response: { 200: ZProBakery, ...uploadErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const ownerId = currentUser(request).id;
      if (request.isMultipart()) return service.updateBakery(contextOf(request), id, ownerId, await readBakeryForm(request, true));
      if (isHolidayRulePatch(request)) {
        await setHolidayRule(contextOf(request), id, parseOrThrow(ZHolidayRuleRequest, request.body).jours_feries);
        return service.getProBakery(contextOf(request), id);
      }
      const allowed = ['responsable', 'disponibilites_ouverture', 'position', ...AVAILABILITY_FIELDS, 'jours_feries'] as const;
      return service.patchBakeryJson(
        contextOf(request),
        id,
        ownerId,
        service.readSingleFieldPatch(ZBakeryJsonPatch, allowed, request.body),
      );
    },
  );

  app.delete(
    '/api/cotepro/ma-boulangerie/:id/',
    {
      preHandler: ownerOfBakery,
      schema: {
        tags: ['cotepro'],
        summary: 'Supprime une de mes boulangeries (paiements conservés)',
        params: ZBakeryIdParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteBakery(contextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/cotepro/mes-boulangeries-responsable/',
    {
      schema: {
        tags: ['cotepro'],
        summary: 'Boulangeries dont je suis responsable',
        response: { 200: z.array(ZProBakery), 401: ZTokenError },
      },
    },
    async (request) => service.listManaged(contextOf(request), currentUser(request).id),
  );

  app.patch(
    '/api/cotepro/ma-boulangerie-responsable/:id/',
    {
      preHandler: requireBakeryRole(['manager', 'owner']),
      validatorCompiler: documentedBodyOnly,
      schema: {
        tags: ['cotepro'],
        summary: 'Le responsable change un indicateur de disponibilité',
        params: ZBakeryIdParam,
        body: ZAvailabilityPatch,
        response: { 200: ZProBakery, ...errors },
      },
    },
    async (request) =>
      service.patchAvailability(
        contextOf(request),
        request.params.id,
        service.readSingleFieldPatch(ZAvailabilityPatch, AVAILABILITY_FIELDS, request.body),
      ),
  );
};
