// Campaign endpoints of the owner (docs/advertising.md, "Who may do what"). Authentication and the
// verified SIREN run first for every route (app.ts puts them in the professional area,
// modules/pro-area/); the advertising access only guards what makes or changes an ad (create, edit,
// images, publish, duplicate), so an owner whose access lapsed still sees, unpublishes and deletes
// their campaigns. The rules are in service.ts.
import multipart from '@fastify/multipart';
import {
  CAMPAIGN_MAX_IMAGES,
  CAMPAIGN_MESSAGES,
  CAMPAIGN_TEXT_PARTS,
  LOGO_MESSAGES,
  ZBakeryAdStatus,
  ZCampaign,
  ZCampaignEtatPatch,
  ZCampaignIdParam,
  ZCampaignImageParams,
} from '@fournil/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema.js';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, fieldError } from '../../lib/errors.js';
import { IMAGE_RULES } from '../../lib/image-upload.js';
import { multipartLimits, readFilePart, readTextPart } from '../media/media-upload.js';
import { readMultipartForm } from '../../lib/multipart-errors.js';
import { ZBadRequest, ZErrorDetail, ZTokenError } from '../../lib/http-schemas.js';
import { parseOrThrow, unknownFieldError } from '../../lib/zod-field-errors.js';
import { contextOf } from '../../service-context.js';
import { currentUser } from '../../plugins/auth.js';
import { requireAdAccess } from '../pro-area/ad-access.js';
import * as service from './service.js';
import { addImages, deleteImage } from './campaign-images.js';
import { getCampaign, listBakeryAdStatus, listCampaigns } from './campaign-reads.js';
import type { CampaignUpload } from './campaign-reads.js';

const TEXT_PART_MAX_BYTES = 16 * 1024;
/** One more file than allowed, so a sixth image gets the clear 400 rather than a cut stream. */
const FILES_MAX = CAMPAIGN_MAX_IMAGES + 1;
const FIELDS_MAX = CAMPAIGN_TEXT_PARTS.length + 2;

/** Multipart bodies are read from the stream in the handler; the declared body only documents. */
function documentedBodyOnly<S>(route: FastifyRouteSchemaDef<S>): FastifyValidationResult {
  if (route.httpPart === 'body') return (data: unknown) => ({ value: data });
  return validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}

const binary = () => z.string().meta({ format: 'binary' });
const ZCampaignMultipartDoc = z
  .object({
    boulangerie: z.string().optional(),
    nom_campagne: z.string().optional(),
    description: z.string().optional(),
    formule: z.string().optional(),
    url_site_boulanger: z.string().optional(),
    etat: z.literal('brouillon').optional(),
    ends_on: z
      .string()
      .optional()
      .meta({ description: 'Dernier jour affiché (AAAA-MM-JJ, heure de Paris, inclus) ; vide : sans date de fin.' }),
    image: z.array(binary()).max(CAMPAIGN_MAX_IMAGES).optional(),
  })
  .meta({ description: 'Parties texte du formulaire (ZCampaignCreate / ZCampaignUpdate) ; images JPG, PNG, GIF ou WebP dans `image`.' });
const ZImagesMultipartDoc = z.object({ image: z.array(binary()).max(CAMPAIGN_MAX_IMAGES) });

const errors = { 400: ZBadRequest, 401: ZTokenError, 403: ZErrorDetail, 404: ZErrorDetail };
/** 409: `{detail}` (a campaign that is over) or `{image: [..]}` (the account's image cap). */
const uploadErrors = { ...errors, 409: ZBadRequest, 413: ZBadRequest, 415: ZBadRequest };

/** Reads a campaign form: text parts as strings, `image` files as buffers (each at most 2 MB). */
async function readCampaignForm(request: FastifyRequest, textNames: readonly string[]): Promise<CampaignUpload> {
  return readMultipartForm(request, () => readFormParts(request, textNames));
}

/** The loop over the parts (a broken or stuck form: lib/multipart-errors.ts). */
async function readFormParts(request: FastifyRequest, textNames: readonly string[]): Promise<CampaignUpload> {
  const upload: CampaignUpload = { parts: {}, images: [] };
  for await (const part of request.parts()) {
    const name = part.fieldname;
    if (part.type === 'file') {
      if (name !== 'image') throw unknownFieldError(name);
      upload.images.push(await readFilePart(part, 'image', IMAGE_RULES.photo.sizeMessage, CAMPAIGN_MESSAGES.tooManyImages));
      continue;
    }
    if (name === 'image') throw fieldError('image', LOGO_MESSAGES.none);
    readTextPart(part, (text) => textNames.includes(text), upload.parts);
  }
  return upload;
}

export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: multipartLimits({ fileSize: IMAGE_RULES.photo.maxBytes, files: FILES_MAX, fields: FIELDS_MAX, fieldSize: TEXT_PART_MAX_BYTES }),
  });
  const tags = ['régie publicitaire'];
  const LIST = '/api/regiepub/campagnes-publicitaires/';
  const ONE = '/api/regiepub/campagnes-publicitaires/:id/';

  app.get(
    '/api/regiepub/boulangeries/',
    {
      schema: {
        tags,
        summary: 'Mes boulangeries : mois en cours payé, campagne active',
        response: { 200: z.array(ZBakeryAdStatus), ...errors },
      },
    },
    async (request) => listBakeryAdStatus(contextOf(request), currentUser(request).id),
  );

  app.get(
    LIST,
    { schema: { tags, summary: 'Les campagnes de mes boulangeries', response: { 200: z.array(ZCampaign), ...errors } } },
    async (request) => listCampaigns(contextOf(request), currentUser(request).id),
  );

  app.post(
    LIST,
    {
      preHandler: requireAdAccess,
      validatorCompiler: documentedBodyOnly,
      schema: {
        tags,
        summary: 'Crée une campagne (multipart), en brouillon',
        consumes: ['multipart/form-data'],
        body: ZCampaignMultipartDoc,
        response: { 201: ZCampaign, ...uploadErrors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'Formulaire multipart attendu.');
      const upload = await readCampaignForm(request, CAMPAIGN_TEXT_PARTS);
      return reply.code(201).send(await service.createCampaign(contextOf(request), currentUser(request).id, upload));
    },
  );

  app.get(
    ONE,
    { schema: { tags, summary: 'Une campagne et ses images', params: ZCampaignIdParam, response: { 200: ZCampaign, ...errors } } },
    async (request) => getCampaign(contextOf(request), currentUser(request).id, request.params.id),
  );

  app.patch(
    ONE,
    {
      validatorCompiler: documentedBodyOnly,
      schema: {
        tags,
        summary: 'Modifie une campagne (multipart) ou la publie / dépublie (JSON `{etat}`) ; dépublier ne demande pas l’accès à la régie',
        consumes: ['multipart/form-data', 'application/json'],
        params: ZCampaignIdParam,
        body: z.union([ZCampaignMultipartDoc, ZCampaignEtatPatch]),
        response: { 200: ZCampaign, ...uploadErrors },
      },
    },
    async (request) => {
      const ownerId = currentUser(request).id;
      if (request.isMultipart()) {
        await requireAdAccess(request);
        return service.updateCampaign(contextOf(request), ownerId, request.params.id, await readCampaignForm(request, CAMPAIGN_TEXT_PARTS));
      }
      const patch = parseOrThrow(ZCampaignEtatPatch, request.body ?? {});
      if (patch.etat === 'active') await requireAdAccess(request);
      return service.patchEtat(contextOf(request), ownerId, request.params.id, patch);
    },
  );

  app.delete(
    ONE,
    { schema: { tags, summary: 'Supprime une campagne et ses images', params: ZCampaignIdParam, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.deleteCampaign(contextOf(request), currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/regiepub/campagnes-publicitaires/:id/dupliquer/',
    {
      preHandler: requireAdAccess,
      schema: {
        tags,
        summary: 'Duplique une campagne en un nouveau brouillon « {nom} (copie) », sans images ni date de fin',
        params: ZCampaignIdParam,
        response: { 201: ZCampaign, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.duplicateCampaign(contextOf(request), currentUser(request).id, request.params.id)),
  );

  app.post(
    '/api/regiepub/campagnes-publicitaires/:id/images/',
    {
      preHandler: requireAdAccess,
      validatorCompiler: documentedBodyOnly,
      schema: {
        tags,
        summary: 'Ajoute des images (parties `image`, 5 par campagne au plus)',
        consumes: ['multipart/form-data'],
        params: ZCampaignIdParam,
        body: ZImagesMultipartDoc,
        response: { 201: ZCampaign, ...uploadErrors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw fieldError('image', LOGO_MESSAGES.none);
      const upload = await readCampaignForm(request, []);
      return reply.code(201).send(await addImages(contextOf(request), currentUser(request).id, request.params.id, upload.images));
    },
  );

  app.delete(
    '/api/regiepub/campagnes-publicitaires/:id/images/:imageId/supprimer/',
    {
      schema: { tags, summary: 'Supprime une image de la campagne', params: ZCampaignImageParams, response: { 200: ZCampaign, ...errors } },
    },
    async (request) => deleteImage(contextOf(request), currentUser(request).id, request.params.id, request.params.imageId),
  );
};
