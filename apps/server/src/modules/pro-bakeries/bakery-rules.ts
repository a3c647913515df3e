// Rules shared by the create and edit operations of the professional screens (docs/bakery-management.md).
import { BAKERY_MESSAGES, emptyBakeryFields, type TBakeryFields, type TBakeryUpdate } from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { fieldError, type AppError } from '../../lib/errors.js';
import type { ServiceContext } from '../../service-context.js';
import type { CapAddition } from '../account-caps/service.js';
import * as repository from './repository.js';
import type { BakeryInsert } from './repository.js';

/** What the writing operations use: the database, the media storage, the request's logger. */
export type ProContext = Pick<ServiceContext, 'db' | 'providers' | 'log' | 'now'>;

/** A multipart create or edit request, as the route read it: text parts and file contents. */
export type BakeryUpload = { parts: Record<string, string>; logo: Buffer | undefined; images: Buffer[] };

/** Fields a creation may leave out: the form's empty values (docs/bakery-management.md). */
export function creationDefaults(): Omit<TBakeryFields, 'nom' | 'adresse_postale' | 'ville' | 'code_postal_boulangerie'> {
  const { nom: _nom, adresse_postale: _adresse, ville: _ville, code_postal_boulangerie: _codePostal, ...defaults } = emptyBakeryFields();
  return defaults;
}

/**
 * The columns a create or edit payload sets, flags left out: a creation adds them as the new row's
 * (flagColumns), an edit writes them through writeAvailability (docs/availability.md, "One writer").
 */
export function toColumns(fields: TBakeryUpdate): Partial<BakeryInsert> {
  const columns: Partial<BakeryInsert> = {
    nom: fields.nom,
    adressePostale: fields.adresse_postale,
    ville: fields.ville,
    codePostalBoulangerie: fields.code_postal_boulangerie,
    telephoneBoulangerie: fields.telephone_boulangerie,
    latitude: fields.latitude,
    longitude: fields.longitude,
    descriptionCourte: fields.description_courte,
    presentation: fields.presentation,
    motduboulanger: fields.motduboulanger,
    publicite: fields.publicite,
    joursOuvertures: fields.jours_ouvertures,
    horairesOuvertures: fields.horaires_ouvertures,
    responsableId: fields.responsable,
  };
  for (const key of Object.keys(columns) as (keyof typeof columns)[]) if (columns[key] === undefined) delete columns[key];
  return columns;
}

/**
 * Removing or changing the manager voids the bakery's pending invitations (docs/bakery-management.md,
 * "Managers and invitations"); sending the same manager again is no change.
 */
export function managerChanges(currentId: number | null, next: number | null | undefined): boolean {
  return next !== undefined && next !== currentId;
}

/**
 * Only a manager who accepted one of this owner's invitations may be assigned
 * (docs/bakery-management.md, "Who may do what").
 */
export async function checkManager(db: Db, ownerId: number, responsable: number | null | undefined): Promise<void> {
  if (responsable === null || responsable === undefined) return;
  if (!(await repository.isOwnersManager(db, ownerId, responsable))) throw fieldError('responsable', BAKERY_MESSAGES.unknownManager);
}

export function tooManyImages(): AppError {
  return fieldError('images', BAKERY_MESSAGES.tooManyImages);
}

/**
 * The images a request adds to the account, net of those it removes (docs/bakery-management.md,
 * "Caps per account"); a refusal is shown on the photos when there are any, else on the logo.
 */
export function uploadsAdded(upload: BakeryUpload, netChange: number): CapAddition {
  return { uploads: netChange, uploadField: upload.images.length > 0 ? 'images' : 'image_logo_main' };
}
