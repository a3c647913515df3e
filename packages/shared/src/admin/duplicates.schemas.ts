// The staff's review queue « Doublons à vérifier » (docs/open-data.md, "The staff's review queue"): what an import
// could not decide alone, shown side by side, merged or kept apart. Shared by the server (validation, OpenAPI) and
// the back-office screen.
import { z } from 'zod';
import { ZAdminListQuery } from './admin.schemas.js';

export const ADMIN_DUPLICATE_REASONS = ['near_different_name', 'attached_to_owned'] as const;
export type TAdminDuplicateReason = (typeof ADMIN_DUPLICATE_REASONS)[number];
export const ADMIN_DUPLICATE_STATUSES = ['pending', 'resolved', 'all'] as const;
export const ADMIN_DUPLICATE_RESOLUTIONS = ['merged', 'kept_apart'] as const;

export const ADMIN_DUPLICATE_REASON_LABELS: Record<TAdminDuplicateReason, string> = {
  near_different_name: 'Deux fiches à moins de 75 m, aux noms différents',
  attached_to_owned: 'Une fiche rattachée à la boulangerie d’un professionnel (moins de 30 m)',
};

export const ADMIN_DUPLICATE_MESSAGES = {
  notFound: 'Doublon introuvable.',
  alreadyResolved: 'Ce doublon a déjà été traité.',
  twoOwned: 'Les deux boulangeries ont un propriétaire : elles ne peuvent pas être fusionnées.',
  bakeryGone: 'L’une des deux boulangeries n’existe plus ou a déjà été fusionnée.',
  merged: 'Fiches fusionnées.',
  keptApart: 'Fiches gardées séparées.',
  empty: 'Aucun doublon à vérifier.',
} as const;

export const ZAdminDuplicateQuery = ZAdminListQuery.extend({ status: z.enum(ADMIN_DUPLICATE_STATUSES).default('pending') });
export type TAdminDuplicateQuery = z.infer<typeof ZAdminDuplicateQuery>;

export const ZAdminDuplicateSource = z.object({
  source: z.enum(['osm', 'sirene']),
  /** `node/123`, `way/45`, `relation/6`, or a SIRET. */
  id: z.string(),
  /** The record's page at its source (OpenStreetMap), null for Sirene. */
  url: z.string().nullable(),
  /** Set when the last import no longer found it. */
  gone_since: z.iso.datetime({ offset: true }).nullable(),
});

/** One side of a pair: a bakery's facts as staff need them to decide. */
export const ZAdminDuplicateSide = z.object({
  id: z.number().int(),
  nom: z.string(),
  adresse_postale: z.string(),
  code_postal: z.string(),
  ville: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Whether a professional owns it (a claimed bakery), never who. */
  revendiquee: z.boolean(),
  proprietaire_email: z.string().nullable(),
  sources: z.array(ZAdminDuplicateSource),
  created_at: z.iso.datetime({ offset: true }),
});
export type TAdminDuplicateSide = z.infer<typeof ZAdminDuplicateSide>;

export const ZAdminDuplicate = z.object({
  id: z.number().int(),
  reason: z.enum(ADMIN_DUPLICATE_REASONS),
  distance_m: z.number().int(),
  /** The bakery that was there first (for `attached_to_owned`, the owner's bakery). */
  bakery: ZAdminDuplicateSide,
  /** `near_different_name`: the listing created beside it; null for `attached_to_owned`. */
  other_bakery: ZAdminDuplicateSide.nullable(),
  /** `attached_to_owned`: the record attached to the owner's bakery, with its name at its source. */
  record: z.object({ source: z.enum(['osm', 'sirene']), id: z.string(), nom: z.string() }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
  resolution: z.enum(ADMIN_DUPLICATE_RESOLUTIONS).nullable(),
  resolved_at: z.iso.datetime({ offset: true }).nullable(),
  /** After a merge or a detach: the bakery that holds the record(s) now (the kept one, or the new listing). */
  result_bakery_id: z.number().int().nullable(),
});
export type TAdminDuplicate = z.infer<typeof ZAdminDuplicate>;

/**
 * The side of a pair a merge keeps (docs/open-data.md, "The staff's review queue"): the owned bakery, else the older
 * listing, then the smaller id. The server applies the same rule to its rows (modules/admin/duplicates/service.ts).
 */
export function keptSideOfPair<T extends Pick<TAdminDuplicateSide, 'id' | 'revendiquee' | 'created_at'>>(
  a: T,
  b: T,
): { kept: T; absorbed: T } {
  if (a.revendiquee) return { kept: a, absorbed: b };
  if (b.revendiquee) return { kept: b, absorbed: a };
  const [ta, tb] = [Date.parse(a.created_at), Date.parse(b.created_at)];
  const aFirst = ta !== tb ? ta < tb : a.id < b.id;
  return aFirst ? { kept: a, absorbed: b } : { kept: b, absorbed: a };
}
