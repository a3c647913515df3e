// SIREN verification (docs/accounts.md, "SIREN verification"; docs/third-party-services.md, "SIREN
// register"): 9 digits and Luhn first, locally; then the register (INSEE or the registry file): the
// unit must be active with a bakery NAF code. A verified SIREN makes the user a propriétaire; one
// SIREN belongs to one account.
import {
  hasValidLuhn,
  isBakeryNaf,
  SIREN_DISPUTE_MESSAGES,
  SIREN_MESSAGES,
  sirenRefusalMessage,
  type TSirenDisputeRequest,
  type TSirenVerifyResponse,
} from '@fournil/shared';
import { insertContactMessage } from '../contact/repository.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/postgres-errors.js';
import type { ServiceContext } from '../../service-context.js';
import { enqueueMail } from '../mail/outbox.js';
import { sirenDisputeAcknowledgementMail, sirenDisputeStaffMail } from './mails.js';
import { SirenProviderError } from '../../providers/siren/index.js';
import * as repository from './repository.js';

export const SIREN_TAKEN = SIREN_DISPUTE_MESSAGES.taken;
export const SIREN_RATE_LIMITED = 'Trop de vérifications, réessayez dans une minute.';

export type SirenVerification = { status: 200 | 409 | 502 | 503; body: TSirenVerifyResponse };

const answer = (status: SirenVerification['status'], valid: boolean, message: string): SirenVerification => ({
  status,
  body: { valid, message },
});

export async function verifySiren(
  ctx: Pick<ServiceContext, 'db' | 'providers' | 'log'>,
  userId: number,
  siren: string,
): Promise<SirenVerification> {
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
    await repository.markSirenVerified(ctx.db, userId, siren, { name: lookup.unit.name, isPerson: lookup.unit.isPerson ?? false });
  } catch (error) {
    // Another account verified it between our check and this update.
    if (isUniqueViolation(error)) return answer(409, false, SIREN_TAKEN);
    throw error;
  }
  return answer(200, true, SIREN_MESSAGES.valid);
}

/**
 * « Signaler un problème » under a refused SIREN (docs/accounts.md, "Disputing a SIREN"): only for a
 * SIREN another account holds verified. The report lands in the staff inbox as a 'siren_dispute'
 * message carrying the context (who asks, the SIREN, who holds it, when), is mailed to the staff
 * address (Reply-To: the person) and acknowledged to the person, in one transaction.
 */
export async function disputeSiren(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  userId: number,
  body: TSirenDisputeRequest,
  ip: string | undefined,
): Promise<{ detail: string }> {
  const claimant = await repository.findSirenAccount(ctx.db, userId);
  if (!claimant) throw notFound();
  // A dispute about a claimed bakery (docs/claims.md, "A bakery that already has an owner"): the holder is its owner.
  const bakery = body.boulangerie_id === undefined ? undefined : await repository.findBakeryOwner(ctx.db, body.boulangerie_id);
  if (body.boulangerie_id !== undefined && (!bakery || bakery.owner === null || bakery.owner.id === userId)) {
    throw fieldError('boulangerie_id', SIREN_DISPUTE_MESSAGES.bakeryNotOwnedByAnother);
  }
  const holder = bakery?.owner ?? (await repository.findSirenHolder(ctx.db, body.siren, userId));
  if (!holder) throw fieldError('siren', SIREN_DISPUTE_MESSAGES.notHeldByAnother);
  const context = [
    bakery ? 'Litige sur une boulangerie revendiquée, signalé depuis sa revendication.' : 'Litige SIREN signalé depuis le profil.',
    `SIREN : ${body.siren}`,
    ...(bakery ? [`Boulangerie : ${bakery.nom} (n° ${bakery.id})`] : []),
    `Compte qui signale : n° ${claimant.id} — ${claimant.email}`,
    // The holder's number only: the stored text is part of the person's own data export (docs/privacy.md).
    `Compte titulaire : n° ${holder.id}`,
    `Date : ${new Date().toISOString()}`,
  ].join('\n');
  await ctx.db.transaction(async (tx) => {
    await insertContactMessage(tx, {
      name: claimant.username,
      email: claimant.email,
      subject: `Litige SIREN ${body.siren}`,
      message: `${context}\n\nMessage :\n${body.message}`,
      userId: claimant.id,
      ip: ip?.slice(0, 64) ?? null,
      kind: 'siren_dispute',
      siren: body.siren,
    });
    const backOfficeLink = `${ctx.config.appUrl}/admin/utilisateurs?q=${body.siren}`;
    await enqueueMail(
      tx,
      sirenDisputeStaffMail(ctx.config.staffEmail, {
        siren: body.siren,
        claimant,
        holder,
        message: body.message,
        backOfficeLink,
        ...(bakery ? { bakery: { id: bakery.id, nom: bakery.nom } } : {}),
      }),
    );
    await enqueueMail(tx, sirenDisputeAcknowledgementMail(ctx.config.appUrl, claimant, body.siren));
  });
  return { detail: SIREN_DISPUTE_MESSAGES.sent };
}
