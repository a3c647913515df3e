// Wrong two-step codes of one account (docs/two-factor.md, "Wrong codes"), counted in its
// two_factor_secrets row whatever the ticket, the address or the profile form they come from. Ten
// in a row lock the codes for 15 minutes; the next ten for 1 hour, then 4 hours, then 24 hours each
// time. A right code forgets the count, not the locks; 24 hours with neither a wrong code nor a lock
// forget everything. The first lock mails the person; every lock of a staff account mails the staff.
import type { Db } from '../../db/client.js';
import { RateLimitedError } from '../../plugins/rate-limit/index.js';
import type { ServiceContext } from '../../service-context.js';
import { enqueueMail } from '../mail/outbox.js';
import { codesLockedStaffMail, passwordKnownMail } from './mails.js';
import * as repository from './repository.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** The waits of the locks, one after another; past the last, every lock lasts as long as it. */
const CODE_LOCK_WAITS_MS = [15 * MINUTE_MS, HOUR_MS, 4 * HOUR_MS, 24 * HOUR_MS] as const;
/** After this long with neither a wrong code nor a lock, an account starts again from the first wait. */
const CODE_FAILURES_MEMORY_MS = 24 * HOUR_MS;

type LockoutContext = Pick<ServiceContext, 'config' | 'limits' | 'log' | 'now'>;

/** The state after one more wrong code at `now`, and the wait of the lock it sets, if it sets one. */
export function afterWrongCode(
  state: repository.CodeFailuresRow,
  now: Date,
  maxFailures: number,
): { state: repository.CodeFailuresRow; lockMs: number | null } {
  const quietSince = Math.max(state.lastFailureAt?.getTime() ?? 0, state.lockedUntil?.getTime() ?? 0);
  const isForgotten = now.getTime() - quietSince >= CODE_FAILURES_MEMORY_MS;
  const failures = (isForgotten ? 0 : state.failures) + 1;
  const lockLevel = isForgotten ? 0 : state.lockLevel;
  if (failures < maxFailures) return { state: { failures, lastFailureAt: now, lockedUntil: state.lockedUntil, lockLevel }, lockMs: null };
  const level = Math.min(lockLevel + 1, CODE_LOCK_WAITS_MS.length);
  const lockMs = CODE_LOCK_WAITS_MS[level - 1]!;
  return { state: { failures: 0, lastFailureAt: now, lockedUntil: new Date(now.getTime() + lockMs), lockLevel: level }, lockMs };
}

/** 429 with `Retry-After` while the account's codes are locked: not even the right code is tried. */
export async function assertCodesOpen(ctx: Pick<ServiceContext, 'now'>, db: Db, userId: number): Promise<void> {
  const lockedUntil = await repository.findCodesLockedUntil(db, userId);
  const waitMs = lockedUntil ? lockedUntil.getTime() - ctx.now().getTime() : 0;
  if (waitMs > 0) throw new RateLimitedError(Math.ceil(waitMs / 1000));
}

/** Counts a wrong code in the caller's transaction; the lock it may set and its mails go with it. */
export async function recordWrongCode(ctx: LockoutContext, tx: Db, userId: number): Promise<void> {
  const row = await repository.findCodeFailuresForUpdate(tx, userId);
  // No secret row (turned off meanwhile): there is no code left to guess.
  if (!row) return;
  // `twoFactorAccount.max` (10), as the tests' factor and overrides set it (plugins/rate-limit/policies.ts).
  const maxFailures = ctx.limits.limit('twoFactorAccount').max;
  const { state, lockMs } = afterWrongCode(row, ctx.now(), maxFailures);
  await repository.saveCodeFailures(tx, userId, state);
  if (lockMs === null) return;
  ctx.log.warn(
    { userId, lockLevel: state.lockLevel, lockMinutes: lockMs / MINUTE_MS },
    'validation en deux étapes : codes erronés, codes bloqués',
  );
  const account = await repository.findAccount(tx, userId);
  if (!account) return;
  const lock = { failures: maxFailures, waitMs: lockMs };
  if (state.lockLevel === 1) await enqueueMail(tx, passwordKnownMail(ctx.config.appUrl, account, lock));
  if (account.isStaff) {
    const backOfficeLink = `${ctx.config.appUrl}/admin/utilisateurs?q=${encodeURIComponent(account.email)}`;
    await enqueueMail(tx, codesLockedStaffMail(ctx.config.staffEmail, { ...lock, account, backOfficeLink }));
  }
}

/** A right code: the wrong ones before it no longer count towards a lock. */
export const forgetWrongCodes = (db: Db, userId: number) => repository.forgetCodeFailures(db, userId);
