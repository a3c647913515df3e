// « Vos premiers pas » on the owner's dashboard (docs/bakery-management.md, "The owner's first steps").
import type { TOwnerChecklist } from '@fournil/shared';
import type { ServiceContext } from '../../service-context.js';
import { readOwnerSteps } from './repository.js';

/** Which of the four steps the signed-in user has done; a user without a verified SIREN has done none. */
export async function readOwnerChecklist(
  { db }: Pick<ServiceContext, 'db'>,
  user: { id: number; sirenVerified: boolean },
): Promise<TOwnerChecklist> {
  const steps = await readOwnerSteps(db, user.id);
  return {
    siren_verifie: user.sirenVerified,
    boulangerie_creee: steps.firstBakeryId !== null,
    jours_exceptionnels: steps.hasExceptionalDays,
    responsable_invite: steps.hasManager,
    premiere_boulangerie_id: steps.firstBakeryId,
  };
}
