// What the owner and the staff see of the visitors' reports (docs/visitor-reports.md):
// - `GET /api/cotepro/ma-boulangerie/{id}/signalements/` (owner or manager): the summary in force and the
//   recent reports of their bakery, without anything that tells one visitor from another;
// - `GET /api/admin/signalements/` (staff): the recent reports, each with a short pseudonym of its
//   visitor (so that staff see several reports from one browser), and the listings with « C'est
//   fermé » reports in force (the staff queue);
// - `POST /api/admin/signalements/{id}/effacer/` and `POST /api/admin/signalements/bloquer/`.
// The position a report carries is never stored, so no answer has one.
import { z } from 'zod';
import { REPORT_TYPES } from './reports-constants.js';
import { ZVisitorReports } from './reports.schemas.js';

const isoDateTime = z.iso.datetime({ offset: true });

export const REPORT_ADMIN_MESSAGES = {
  reportNotFound: 'Signalement introuvable.',
  cleared: 'Signalement effacé.',
  alreadyCleared: 'Ce signalement est déjà effacé.',
  invalidScope: 'Portée invalide : « visiteur » ou « adresse ».',
  invalidReportId: 'Signalement invalide.',
  reason: 'Motif trop long (500 caractères au plus).',
  blockedVisitor: 'Visiteur bloqué : ses signalements sont refusés.',
  blockedAddress: 'Adresse bloquée : les signalements depuis cette adresse sont refusés.',
  alreadyBlocked: 'Déjà bloqué.',
} as const;

/** The French names of the three types, for lists (the buttons' own labels are in REPORT_BUTTONS). */
export const REPORT_TYPE_LABELS = {
  pain: 'Il reste du pain',
  plus_de_pain: 'Plus de pain',
  ferme: 'C’est fermé',
} as const;

// ---------------------------------------------------------------- the owner's read (pro area)

/** One report on the owner's bakery: no visitor key, no address, no position. */
export const ZProBakeryReport = z.object({
  id: z.number().int(),
  type: z.enum(REPORT_TYPES),
  created_at: isoDateTime,
  expires_at: isoDateTime,
  /** Still counted on the card (not expired, not cleared by staff, newer than the baker's last word). */
  en_vigueur: z.boolean(),
});
export type TProBakeryReport = z.infer<typeof ZProBakeryReport>;

/** `GET /api/cotepro/ma-boulangerie/{id}/signalements/`: the summary the card shows, and the reports of the last 24 hours, newest first. */
export const ZProBakeryReports = z.object({
  signalements: ZVisitorReports,
  recents: z.array(ZProBakeryReport),
});
export type TProBakeryReports = z.infer<typeof ZProBakeryReports>;

// ---------------------------------------------------------------- staff (back office)

/** One report as staff see it. `visiteur` is a short pseudonym (never the key itself, never the cookie). */
export const ZAdminReport = z.object({
  id: z.number().int(),
  bakery_id: z.number().int(),
  bakery_name: z.string(),
  /** false for a listing nobody claimed (decision 019). */
  revendiquee: z.boolean(),
  type: z.enum(REPORT_TYPES),
  created_at: isoDateTime,
  expires_at: isoDateTime,
  /** Set when staff cleared it: it no longer counts anywhere. */
  cleared_at: isoDateTime.nullable(),
  visiteur: z.string(),
  /** The visitor or the report's address is on the block list. */
  bloque: z.boolean(),
});
export type TAdminReport = z.infer<typeof ZAdminReport>;

/** A listing (no owner) with « C'est fermé » reports in force from at least two visitors: the staff queue. */
export const ZAdminClosedListing = z.object({
  bakery_id: z.number().int(),
  bakery_name: z.string(),
  nombre: z.number().int(),
  dernier: isoDateTime,
  expire: isoDateTime,
});
export type TAdminClosedListing = z.infer<typeof ZAdminClosedListing>;

/** `GET /api/admin/signalements/?page=&page_size=`: the reports of the last 7 days, newest first, and the queue. */
export const ZAdminReports = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(ZAdminReport),
  fermetures: z.array(ZAdminClosedListing),
});
export type TAdminReports = z.infer<typeof ZAdminReports>;

export const REPORT_BLOCK_SCOPES = ['visiteur', 'adresse'] as const;
export type TReportBlockScope = (typeof REPORT_BLOCK_SCOPES)[number];

/**
 * `POST /api/admin/signalements/bloquer/`: block the visitor (or the address group) behind a report.
 * Blocking also clears that visitor's (or address's) reports still in force.
 */
export const ZAdminReportBlockRequest = z.object({
  signalement_id: z
    .number({ error: REPORT_ADMIN_MESSAGES.invalidReportId })
    .int(REPORT_ADMIN_MESSAGES.invalidReportId)
    .positive(REPORT_ADMIN_MESSAGES.invalidReportId),
  portee: z.enum(REPORT_BLOCK_SCOPES, { error: REPORT_ADMIN_MESSAGES.invalidScope }),
  motif: z.string({ error: REPORT_ADMIN_MESSAGES.reason }).trim().max(500, REPORT_ADMIN_MESSAGES.reason).optional(),
});
export type TAdminReportBlockRequest = z.infer<typeof ZAdminReportBlockRequest>;

/** The answer of `…/{id}/effacer/` (200) and `…/bloquer/` (201): a French sentence and how many reports were cleared. */
export const ZAdminReportActionResult = z.object({ message: z.string(), effaces: z.number().int() });
export type TAdminReportActionResult = z.infer<typeof ZAdminReportActionResult>;
