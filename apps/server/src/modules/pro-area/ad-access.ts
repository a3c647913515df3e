// Who may use the advertising section (docs/payments.md): an owner whose SIREN is verified and who
// holds an access grant covering now. Grants are only written by modules/payments, from a paid
// session or a renewed subscription; this file only reads them.
import { PAYMENT_MESSAGES, type TAdAccess } from '@fournil/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { requireVerifiedOwner } from './guard.js';
import * as repository from './repository.js';

/**
 * The user's access now: a grant covering now (`starts_at <= now < ends_at`), and `until` the end of
 * the unbroken run of grants from there (a one-off bought during an access starts when it ends).
 */
export async function getAdAccess(db: Db, userId: number, now: Date = new Date()): Promise<TAdAccess> {
  const grants = await repository.findRunningGrants(db, userId, now);
  let until: Date | null = null;
  for (const grant of grants) {
    if (until === null) {
      if (grant.startsAt <= now) until = grant.endsAt;
    } else if (grant.startsAt <= until) {
      if (grant.endsAt > until) until = grant.endsAt;
    } else break;
  }
  const subscriptionActive = await repository.hasActiveSubscription(db, userId);
  return {
    has_access: until !== null,
    until: until ? until.toISOString() : null,
    subscription_active: subscriptionActive,
    can_cancel: subscriptionActive,
  };
}

/**
 * preHandler (after app.authenticate): 403 unless the user is an owner with a verified SIREN and
 * a current access grant. Read fresh on every request, so an access that ends locks at once.
 */
export async function requireAdAccess(request: FastifyRequest): Promise<void> {
  await requireVerifiedOwner(request);
  const access = await getAdAccess(request.server.db.db, currentUser(request).id);
  if (!access.has_access) throw new AppError('forbidden', PAYMENT_MESSAGES.accessRequired);
}
