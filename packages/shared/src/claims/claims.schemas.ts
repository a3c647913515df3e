// Claiming an open-data listing (docs/claims.md): the answers of
// `POST /api/boulangeries/{id}/revendication/`, the staff's list and decisions, and their French messages,
// shared by the server and the screens.
import { z } from 'zod';
import { CLAIM_MESSAGES, CLAIM_REASON_MAX_LENGTH } from './claims-constants.js';

export { CLAIM_MESSAGES, CLAIM_REASON_MAX_LENGTH } from './claims-constants.js';

/** 200: the bakery is the caller's; its id is the listing's, unchanged. */
export const ZClaimAccepted = z.object({ id: z.number().int(), nom: z.string(), message: z.string() });
export type TClaimAccepted = z.infer<typeof ZClaimAccepted>;

/** 202: the claim waits for staff. */
export const ZClaimPending = z.object({ message: z.string() });
export type TClaimPending = z.infer<typeof ZClaimPending>;

export const CLAIM_STATUSES = ['en_attente', 'acceptee', 'refusee'] as const;
export type TClaimStatus = (typeof CLAIM_STATUSES)[number];

const isoDateTime = z.iso.datetime({ offset: true });

/** A claim as staff see it: the listing with its facts and sources, the account, the SIREN's company. */
export const ZAdminClaim = z.object({
  id: z.number().int(),
  statut: z.enum(CLAIM_STATUSES),
  created_at: isoDateTime,
  decided_at: isoDateTime.nullable(),
  motif: z.string().nullable(),
  siren: z.string(),
  entreprise: z.object({ nom: z.string().nullable(), adresse: z.string().nullable() }),
  compte: z.object({ id: z.number().int(), username: z.string(), email: z.string() }),
  boulangerie: z.object({
    id: z.number().int(),
    nom: z.string(),
    adresse_postale: z.string(),
    code_postal_boulangerie: z.string(),
    ville: z.string(),
    telephone_boulangerie: z.string(),
    site_web: z.string(),
    /** Someone owns it now (the claim cannot be accepted). */
    revendiquee: z.boolean(),
    sources: z.array(
      z.object({ source: z.enum(['osm', 'sirene']), source_id: z.string(), siret: z.string().nullable(), disparue: z.boolean() }),
    ),
  }),
});
export type TAdminClaim = z.infer<typeof ZAdminClaim>;

/** `POST /api/admin/revendications/{id}/refuser/`: an optional reason, told to the claimant. */
export const ZClaimRefusal = z.object({
  motif: z.string({ error: CLAIM_MESSAGES.reasonTooLong }).trim().max(CLAIM_REASON_MAX_LENGTH, CLAIM_MESSAGES.reasonTooLong).optional(),
});
export type TClaimRefusal = z.infer<typeof ZClaimRefusal>;

export const ZClaimDecision = z.object({ detail: z.string() });
export type TClaimDecision = z.infer<typeof ZClaimDecision>;
