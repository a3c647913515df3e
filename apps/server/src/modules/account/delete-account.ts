// Deleting one's own account (docs/privacy.md, "Deleting the account"): the password typed again (and a
// two-step code when it is on),
// then the running subscriptions stopped at the payment provider, the owned bakeries deleted with
// their campaigns and images, the manager links, invitations, sessions and contact messages gone,
// and the account row emptied of everything that names the person. Payments and invoices stay (the
// law keeps them ten years); invoices carry their own copy of the buyer.
import { AUTH_DETAILS, type TAccountDelete } from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { AppError, forbidden, tokenNotValid } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/password.js';
import type { ServiceContext } from '../../service-context.js';
import { enqueueMail } from '../mail/outbox.js';
import { accountDeletedMail } from './mails.js';
import { sessionsRestartAfter } from '../auth/sessions.js';
import * as sessionsRepository from '../payments/sessions-repository.js';
import * as subscriptionsRepository from '../payments/subscriptions-repository.js';
import { stopSubscription } from '../payments/stop-subscription.js';
import * as bakeriesRepository from '../pro-bakeries/repository.js';
import * as claimsRepository from '../claims/repository.js';
import { removeMediaFiles } from '../media/media-upload.js';
import { assertSecondFactorIfEnabled } from '../two-factor/service.js';
import * as repository from './repository.js';

type DeleteContext = Pick<ServiceContext, 'db' | 'providers' | 'log' | 'now' | 'limits' | 'config'>;

/** Wrong passwords typed in the profile (the password change counts them too), per account. */
const profilePasswordLimiter = (ctx: Pick<ServiceContext, 'limits'>) => ctx.limits.account('passwordChangeAccount');

export async function deleteAccount(ctx: DeleteContext, userId: number, body: TAccountDelete): Promise<void> {
  const limitKey = String(userId);
  await profilePasswordLimiter(ctx).assertOpen(limitKey);
  const account = await repository.findAccount(ctx.db, userId);
  if (!account || account.deletedAt) throw tokenNotValid(AUTH_DETAILS.notAuthenticated);
  const passwordOk = account.passwordHash.startsWith('$argon2') && (await verifyPassword(account.passwordHash, body.password));
  if (!passwordOk) {
    await profilePasswordLimiter(ctx).record(limitKey);
    throw new AppError('bad_request', AUTH_DETAILS.passwordWrong, { password: [AUTH_DETAILS.passwordWrong] });
  }
  // The back-office needs its staff: another member removes a staff account.
  if (account.isStaff) throw forbidden(AUTH_DETAILS.staffCannotDelete);
  await profilePasswordLimiter(ctx).clear(limitKey);
  // With two-step verification on, the password alone does not delete the account.
  await assertSecondFactorIfEnabled(ctx, userId, body.code);
  await eraseAccountAndData(ctx, account);
}

/**
 * The deletion itself, for the person (above) or for staff acting on their request (admin/users):
 * `inTransaction` runs last in the deletion's transaction (the staff's audit entry).
 */
export async function eraseAccountAndData(
  ctx: Omit<DeleteContext, 'limits' | 'config'>,
  account: repository.AccountRow,
  inTransaction?: (tx: Db) => Promise<void>,
): Promise<void> {
  const userId = account.id;
  // The provider first: if it cannot be reached nothing else happens (503), and the deletion can be asked again.
  const bakeryIds = await repository.ownedBakeryIds(ctx.db, userId);
  const now = ctx.now();
  const running = [
    await subscriptionsRepository.findActiveSubscription(ctx.db, userId),
    ...(await Promise.all(bakeryIds.map((id) => subscriptionsRepository.findRunningBakerySubscription(ctx.db, id)))),
  ].filter((subscription) => subscription !== undefined);
  for (const subscription of running) await stopSubscription(ctx, subscription, now);

  const sessionsValidAfter = sessionsRestartAfter(now);
  const { files, names } = await ctx.db.transaction(async (tx) => {
    const removed: string[] = [];
    const deletedNames: string[] = [];
    // One deletion at a time: a second request waits here, then finds the account already emptied.
    if (!(await repository.lockAccountForDeletion(tx, userId))) return { files: removed, names: deletedNames };
    // Read again under the lock: a bakery created meanwhile goes too.
    for (const id of await repository.ownedBakeryIds(tx, userId)) {
      // A claimed listing goes back to being a listing: the shop is still in open data, and visitors'
      // favourites and alerts keep its id (decision 019, "Claims and deletion"; docs/claims.md).
      if (await claimsRepository.hasSources(tx, id)) {
        removed.push(...(await claimsRepository.returnToListing(tx, id)));
        continue;
      }
      const bakery = await sessionsRepository.findBakeryName(tx, id);
      const bakeryFiles = await bakeriesRepository.deleteBakery(tx, id);
      if (bakeryFiles === null) continue;
      removed.push(...bakeryFiles);
      if (bakery) deletedNames.push(bakery);
    }
    await claimsRepository.deleteClaimsOf(tx, userId);
    await enqueueMail(tx, accountDeletedMail(account, deletedNames));
    await repository.eraseAccount(tx, userId, account.email, { now, sessionsValidAfter });
    await inTransaction?.(tx);
    return { files: removed, names: deletedNames };
  });
  await removeMediaFiles(ctx, files);
  ctx.log.info({ userId, bakeries: names.length }, 'compte supprimé');
}
