// SIREN verification (docs/accounts.md, "SIREN verification"; docs/third-party-services.md, "SIREN
// register"): 9 digits and Luhn first, locally; then the register (INSEE or the registry file): the
// unit must be active with a bakery NAF code. A verified SIREN makes the user a propriétaire; one
// SIREN belongs to one account.
import { hasValidLuhn, isBakeryNaf, SIREN_MESSAGES, sirenRefusalMessage, type TSirenVerifyResponse } from '@fournil/shared';
import { isUniqueViolation } from '../../lib/postgres-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { SirenProviderError } from '../../providers/siren/index.js';
import * as repository from './repository.js';

export const SIREN_TAKEN = 'Ce SIREN est déjà associé à un autre compte.';
export const SIREN_RATE_LIMITED = 'Trop de vérifications, réessayez dans une minute.';

export type SirenVerification = { status: 200 | 409 | 502 | 503; body: TSirenVerifyResponse };

const answer = (status: SirenVerification['status'], valid: boolean, message: string): SirenVerification => ({ status, body: { valid, message } });

export async function verifySiren(ctx: Pick<ServiceContext, 'db' | 'providers' | 'log'>, userId: number, siren: string): Promise<SirenVerification> {
  const checker = ctx.providers.siren;
  if (!hasValidLuhn(siren)) return answer(200, false, SIREN_MESSAGES.invalid);
  if (await repository.isSirenVerifiedByAnotherUser(ctx.db, siren, userId)) return answer(409, false, SIREN_TAKEN);

  let lookup;
  try {
    lookup = await checker.lookup(siren);
  } catch (error) {
    if (error instanceof SirenProviderError) {
      ctx.log.warn({ err: error, checker: checker.kind }, 'vérification SIREN impossible');
      return error.reason === 'rate_limited' ? answer(503, false, SIREN_RATE_LIMITED) : answer(502, false, SIREN_MESSAGES.error);
    }
    throw error;
  }
  // A refusal names what the register found, so a wrong entry can be told apart from a typo.
  if (!lookup.found) return answer(200, false, sirenRefusalMessage(null));
  if (!lookup.unit.active || !isBakeryNaf(lookup.unit.naf)) return answer(200, false, sirenRefusalMessage(lookup.unit));

  try {
    await repository.markSirenVerified(ctx.db, userId, siren);
  } catch (error) {
    // Another account verified it between our check and this update.
    if (isUniqueViolation(error)) return answer(409, false, SIREN_TAKEN);
    throw error;
  }
  return answer(200, true, SIREN_MESSAGES.valid);
}
