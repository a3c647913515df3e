// « Vos premiers pas »: the owner's next steps on the dashboard (docs/bakery-management.md, "The
// owner's first steps"), in their order: SIREN, first bakery, exceptional days, manager.
import { z } from 'zod';

/** `GET /api/cotepro/premiers-pas/`: which steps are done, and the bakery the later steps lead to. */
export const ZOwnerChecklist = z.object({
  siren_verifie: z.boolean(),
  boulangerie_creee: z.boolean(),
  /** A closure, a special-hours day or the public-holiday rule set on one of the owner's bakeries. */
  jours_exceptionnels: z.boolean(),
  /** A manager on one of the owner's bakeries, or an invitation still waiting for an answer. */
  responsable_invite: z.boolean(),
  /** The owner's first bakery (the oldest), where the closures and the manager are set; null without one. */
  premiere_boulangerie_id: z.number().int().nullable(),
});
export type TOwnerChecklist = z.infer<typeof ZOwnerChecklist>;

export const OWNER_CHECKLIST_STEPS = ['siren_verifie', 'boulangerie_creee', 'jours_exceptionnels', 'responsable_invite'] as const;
export type TOwnerChecklistStep = (typeof OWNER_CHECKLIST_STEPS)[number];

export function isOwnerChecklistDone(checklist: TOwnerChecklist): boolean {
  return OWNER_CHECKLIST_STEPS.every((step) => checklist[step]);
}
