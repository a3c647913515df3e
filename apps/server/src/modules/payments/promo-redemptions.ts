// Once per account (docs/payments.md, "Promo codes"): a code marked `once_per_account` (the
// default) serves each account once. The check and the checkout refuse a code the account already
// used; the completion records the use in the transaction that grants, where the unique index
// settles a race between two sessions of one account.
import { PAYMENT_MESSAGES } from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import type { ServiceContext } from '../../service-context.js';
import * as promosRepository from './promos-repository.js';
import type { PromoCodeRow } from './promos-repository.js';
import type { PaymentSessionRow } from './sessions-repository.js';

/** Whether `userId` may not use `promo` again: a once-per-account code this account already used. */
export async function isPromoUsedUp(db: Db, promo: PromoCodeRow, userId: number): Promise<boolean> {
  return promo.oncePerAccount && (await promosRepository.hasRedeemedPromo(db, promo.id, userId));
}

/**
 * In the completion transaction, once per completed session that carries a code: records the
 * account's use. A second use of a once-per-account code by one account (two sessions opened before
 * either was paid) refuses a free grant (the error rolls it back), while a paid session still grants,
 * since the money was taken: the double use is logged for the staff.
 */
export async function recordPromoRedemption(
  tx: Db,
  ctx: Pick<ServiceContext, 'log'>,
  session: Pick<PaymentSessionRow, 'id' | 'userId' | 'promoCodeId'>,
  outcome: { requirePromoUse?: boolean },
): Promise<void> {
  if (session.promoCodeId === null) return;
  const promo = await promosRepository.findPromoById(tx, session.promoCodeId);
  if (!promo) return;
  const recorded = await promosRepository.insertPromoRedemption(tx, {
    promoCodeId: promo.id,
    userId: session.userId,
    paymentSessionId: session.id,
    once: promo.oncePerAccount,
  });
  if (recorded) return;
  if (outcome.requirePromoUse) throw badRequest(PAYMENT_MESSAGES.promoAlreadyUsed);
  ctx.log.warn(
    { paymentSessionId: session.id, promoCodeId: promo.id, userId: session.userId },
    'once-per-account promo code used again by a paid session',
  );
}
