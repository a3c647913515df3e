// Two-step verification (docs/two-factor.md): setting it up from the profile (password, then a code
// of the new secret; turning it on ends the other sessions), recovery codes, turning it off (not for
// staff), and the login's second step — a single-use ticket, a few wrong codes per ticket, a code
// never accepted twice. Wrong codes per account, and their growing locks: lockout.ts.
import {
  AUTH_DETAILS,
  TWO_FACTOR_LOGIN_TTL_SECONDS,
  TWO_FACTOR_MESSAGES,
  readCurrentProof,
  TWO_FACTOR_REQUIRED,
  TWO_FACTOR_RESTART,
  TWO_FACTOR_LOGIN_REQUIRED,
  TWO_FACTOR_SETUP_REQUIRED,
  type TRecoveryCodesResponse,
  type TTwoFactorChallenge,
  type TTwoFactorConfirmRequest,
  type TTwoFactorLoginRequest,
  type TTwoFactorProofRequest,
  type TTwoFactorSetup,
  type TTwoFactorSetupRequest,
  type TTwoFactorStatus,
} from '@fournil/shared';
import type { Db } from '../../db/client.js';
import type { AuthSession, AuthUser } from '../../lib/auth-user.js';
import { AppError, fieldError, forbidden, tokenNotValid } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/password.js';
import type { ServiceContext } from '../../service-context.js';
import { randomToken, sha256Hex } from '../../lib/secure-token.js';
import { enqueueMail } from '../mail/outbox.js';
import { twoFactorChangedMail } from './mails.js';
import { writeAudit } from '../audit/audit.js';
import { restartSessions, type Session } from '../auth/sessions.js';
import { assertCodesOpen, forgetWrongCodes, recordWrongCode } from './lockout.js';
import * as repository from './repository.js';
import { openSecret, sealSecret } from '../../lib/sealed-secret.js';
import { acceptedStep, newRecoveryCodes, newSecret, otpauthUrl, qrSvg } from './totp.js';

type TwoFactorContext = Pick<ServiceContext, 'db' | 'config' | 'limits' | 'log' | 'now'>;

/** A secret shown for scanning waits this long for its first code. */
const PENDING_SECRET_TTL_MS = 15 * 60_000;
/** Wrong codes one login ticket allows; then the password must be typed again. */
export const TWO_FACTOR_TICKET_MAX_FAILURES = 5;

/** Wrong current passwords in the profile: the same counter as the password change's. */
const passwordLimiter = (ctx: Pick<ServiceContext, 'limits'>) => ctx.limits.account('passwordChangeAccount');

const restart = () => new AppError('bad_request', TWO_FACTOR_MESSAGES.restart, undefined, { code: TWO_FACTOR_RESTART });

/**
 * What shuts the back-office to a staff session (docs/two-factor.md, "Staff"): the account without
 * two-step verification (403 `two_factor_setup_required`), or a session that did not pass it, opened
 * before it was on (403 `two_factor_login_required`). Null when both hold.
 */
export async function secondFactorRefusal(db: Db, session: AuthSession): Promise<AppError | null> {
  if (!(await repository.isTwoFactorEnabled(db, session.user.id)))
    return new AppError('forbidden', TWO_FACTOR_MESSAGES.setupRequired, undefined, { code: TWO_FACTOR_SETUP_REQUIRED });
  if (!session.hasPassedTwoFactor)
    return new AppError('forbidden', TWO_FACTOR_MESSAGES.loginRequired, undefined, { code: TWO_FACTOR_LOGIN_REQUIRED });
  return null;
}

export const isTwoFactorEnabled = (db: Db, userId: number) => repository.isTwoFactorEnabled(db, userId);

export async function twoFactorStatus(ctx: Pick<TwoFactorContext, 'db'>, user: AuthUser): Promise<TTwoFactorStatus> {
  const row = await repository.findTwoFactor(ctx.db, user.id);
  const enabledAt = row?.enabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    required: user.isStaff,
    recovery_codes_left: enabledAt ? await repository.countUnusedRecoveryCodes(ctx.db, user.id) : 0,
    enabled_at: enabledAt?.toISOString() ?? null,
  };
}

/** The account's password, checked with the profile's counter of wrong ones (5 per 15 minutes). */
async function assertPassword(ctx: TwoFactorContext, userId: number, password: string): Promise<repository.AccountRow> {
  const key = String(userId);
  await passwordLimiter(ctx).assertOpen(key);
  const account = await repository.findAccount(ctx.db, userId);
  if (!account) throw tokenNotValid(AUTH_DETAILS.notAuthenticated);
  const isRight = account.passwordHash.startsWith('$argon2') && (await verifyPassword(account.passwordHash, password));
  if (!isRight) {
    await passwordLimiter(ctx).record(key);
    throw fieldError('password', AUTH_DETAILS.passwordWrong);
  }
  await passwordLimiter(ctx).clear(key);
  return account;
}

/**
 * A current code of the secret in use, in the caller's transaction (the row is locked, so a code
 * is spent once even when two requests carry it). Counts against the account's limit when wrong.
 */
async function spendCode(ctx: TwoFactorContext, tx: Db, userId: number, code: string): Promise<boolean> {
  const row = await repository.findTwoFactorForUpdate(tx, userId);
  const secret = row?.enabledAt && row.secretEncrypted ? openSecret(ctx.config, userId, row.secretEncrypted) : null;
  const step = secret ? acceptedStep(secret, code, ctx.now(), row!.lastUsedStep) : null;
  if (step === null) return false;
  await repository.setLastUsedStep(tx, userId, step);
  return true;
}

/** Password and current code, as asked before new recovery codes or turning it off. */
async function assertProof(ctx: TwoFactorContext, userId: number, body: TTwoFactorProofRequest): Promise<repository.AccountRow> {
  await assertCodesOpen(ctx, ctx.db, userId);
  const account = await assertPassword(ctx, userId, body.password);
  if (!(await repository.isTwoFactorEnabled(ctx.db, userId))) throw new AppError('bad_request', TWO_FACTOR_MESSAGES.notEnabled);
  const isRight = await ctx.db.transaction(async (tx) => {
    if (await spendCode(ctx, tx, userId, body.code)) return true;
    await recordWrongCode(ctx, tx, userId);
    return false;
  });
  if (!isRight) {
    logWrongCodeAfterPassword(ctx, userId, 'profil');
    throw fieldError('code', TWO_FACTOR_MESSAGES.codeWrong);
  }
  return account;
}

/** The right password followed by a wrong code (no code, no password in the line). */
function logWrongCodeAfterPassword(ctx: Pick<ServiceContext, 'log'>, userId: number, where: 'connexion' | 'profil'): void {
  ctx.log.warn({ userId, where }, 'mot de passe correct suivi d’un code de validation en deux étapes erroné');
}

/**
 * A change of app (docs/two-factor.md, "Changing app"): a code of the app in use, or a recovery code
 * (spent) when the phone is lost. Counts against the account's limit of wrong codes.
 */
async function assertCurrentProof(ctx: TwoFactorContext, userId: number, value: string | undefined): Promise<void> {
  await assertCodeOrRecovery(ctx, userId, 'current_code', value, TWO_FACTOR_MESSAGES.currentProofRequired);
}

/**
 * Deleting the account (docs/two-factor.md, "Deleting the account"): with two-step verification on,
 * a code of the app or a recovery code (spent) besides the password, counted like the login's codes.
 * Nothing to check when it is off.
 */
export async function assertSecondFactorIfEnabled(ctx: TwoFactorContext, userId: number, value: string | undefined): Promise<void> {
  if (!(await repository.isTwoFactorEnabled(ctx.db, userId))) return;
  await assertCodeOrRecovery(ctx, userId, 'code', value, TWO_FACTOR_MESSAGES.deletionProofRequired);
}

/** A current code of the app or a recovery code in `field`, refused with `missing` when absent; counts against the account's limit of wrong codes. */
async function assertCodeOrRecovery(
  ctx: TwoFactorContext,
  userId: number,
  field: string,
  value: string | undefined,
  missing: string,
): Promise<void> {
  if (!value?.trim()) throw fieldError(field, missing);
  const proof = readCurrentProof(value);
  if (!proof) throw fieldError(field, TWO_FACTOR_MESSAGES.codeOrRecovery);
  await assertCodesOpen(ctx, ctx.db, userId);
  const isRight = await ctx.db.transaction(async (tx) => {
    const isSpent =
      'code' in proof
        ? await spendCode(ctx, tx, userId, proof.code)
        : await repository.useRecoveryCode(tx, userId, sha256Hex(proof.recovery_code), ctx.now());
    if (!isSpent) await recordWrongCode(ctx, tx, userId);
    return isSpent;
  });
  if (!isRight) {
    logWrongCodeAfterPassword(ctx, userId, 'profil');
    throw fieldError(field, 'code' in proof ? TWO_FACTOR_MESSAGES.codeWrong : TWO_FACTOR_MESSAGES.recoveryWrong);
  }
  await forgetWrongCodes(ctx.db, userId);
}

// ---------------------------------------------------------------- setting up (profile)

/** A new secret to scan; the one in use (if any) keeps working until a code of the new one confirms it. */
export async function startSetup(ctx: TwoFactorContext, user: AuthUser, body: TTwoFactorSetupRequest): Promise<TTwoFactorSetup> {
  const account = await assertPassword(ctx, user.id, body.password);
  if (await repository.isTwoFactorEnabled(ctx.db, user.id)) await assertCurrentProof(ctx, user.id, body.current_code);
  const secret = newSecret();
  await repository.savePendingSecret(
    ctx.db,
    user.id,
    sealSecret(ctx.config, user.id, secret),
    new Date(ctx.now().getTime() + PENDING_SECRET_TTL_MS),
  );
  const url = otpauthUrl(secret, account.email);
  return { secret, otpauth_url: url, qr_svg: qrSvg(url) };
}

function hashRecoveryCodes(codes: string[]): string[] {
  return codes.map((code) => sha256Hex(code));
}

/**
 * A code of the scanned secret turns it on (or moves to the new app); ten new recovery codes. Turning
 * it on ends every other session of the account, as a password change does, and gives this device a
 * new session that passed the second factor (docs/two-factor.md, "Sessions"): `session`.
 */
export async function confirmSetup(
  ctx: TwoFactorContext & Pick<ServiceContext, 'tokens'>,
  user: AuthUser,
  body: TTwoFactorConfirmRequest,
): Promise<TRecoveryCodesResponse & { session?: Session }> {
  await assertCodesOpen(ctx, ctx.db, user.id);
  const codes = newRecoveryCodes();
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await repository.findTwoFactorForUpdate(tx, user.id);
    const now = ctx.now();
    if (!row?.pendingSecretEncrypted || !row.pendingExpiresAt || row.pendingExpiresAt <= now) return { kind: 'missing' as const };
    const secret = openSecret(ctx.config, user.id, row.pendingSecretEncrypted);
    const step = secret ? acceptedStep(secret, body.code, now, null) : null;
    if (step === null) {
      await recordWrongCode(ctx, tx, user.id);
      return { kind: 'wrong' as const };
    }
    const wasEnabled = row.enabledAt !== null;
    await repository.enablePendingSecret(tx, user.id, row.pendingSecretEncrypted, step, now);
    await repository.replaceRecoveryCodes(tx, user.id, hashRecoveryCodes(codes));
    await enqueueMail(tx, twoFactorChangedMail(ctx.config.appUrl, user, wasEnabled ? 'app_changed' : 'enabled'));
    // A staff account's second factor guards the back-office: who set it up, and when, is kept.
    if (user.isStaff)
      await writeAudit(tx, user, { action: 'two_factor_setup', entityType: 'user', entityId: user.id, after: { app_changed: wasEnabled } });
    if (wasEnabled) return { kind: 'changed' as const };
    return { kind: 'enabled' as const, session: await restartSessions(ctx, tx, user.id, now, true) };
  });
  if (outcome.kind === 'missing') throw new AppError('bad_request', TWO_FACTOR_MESSAGES.setupMissing);
  if (outcome.kind === 'wrong') throw fieldError('code', TWO_FACTOR_MESSAGES.codeWrong);
  await forgetWrongCodes(ctx.db, user.id);
  if (outcome.kind === 'changed') return { detail: TWO_FACTOR_MESSAGES.appChanged, recovery_codes: codes };
  return { detail: TWO_FACTOR_MESSAGES.enabled, recovery_codes: codes, session: outcome.session };
}

export async function renewRecoveryCodes(
  ctx: TwoFactorContext,
  user: AuthUser,
  body: TTwoFactorProofRequest,
): Promise<TRecoveryCodesResponse> {
  await assertProof(ctx, user.id, body);
  const codes = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    await repository.replaceRecoveryCodes(tx, user.id, hashRecoveryCodes(codes));
    await enqueueMail(tx, twoFactorChangedMail(ctx.config.appUrl, user, 'recovery_renewed'));
    if (user.isStaff) await writeAudit(tx, user, { action: 'two_factor_recovery_codes', entityType: 'user', entityId: user.id });
  });
  await forgetWrongCodes(ctx.db, user.id);
  return { detail: TWO_FACTOR_MESSAGES.recoveryRenewed, recovery_codes: codes };
}

/** Owners and managers may turn it off (password and code); staff may not. */
export async function disable(ctx: TwoFactorContext, user: AuthUser, body: TTwoFactorProofRequest): Promise<{ detail: string }> {
  if (user.isStaff) throw forbidden(TWO_FACTOR_MESSAGES.staffCannotDisable);
  await assertProof(ctx, user.id, body);
  await ctx.db.transaction(async (tx) => {
    await repository.deleteTwoFactor(tx, user.id);
    await enqueueMail(tx, twoFactorChangedMail(ctx.config.appUrl, user, 'disabled'));
  });
  return { detail: TWO_FACTOR_MESSAGES.disabled };
}

// ---------------------------------------------------------------- the login's second step

/** After the right password: a ticket for the code, instead of a session. */
export async function issueLoginTicket(ctx: Pick<TwoFactorContext, 'db' | 'now'>, userId: number): Promise<TTwoFactorChallenge> {
  const token = randomToken();
  const expiresAt = new Date(ctx.now().getTime() + TWO_FACTOR_LOGIN_TTL_SECONDS * 1000);
  await repository.insertLoginTicket(ctx.db, { userId, tokenHash: sha256Hex(token), expiresAt });
  return {
    code: TWO_FACTOR_REQUIRED,
    detail: TWO_FACTOR_MESSAGES.loginPrompt,
    two_factor_token: token,
    two_factor_expiration: expiresAt.toISOString(),
  };
}

type TicketOutcome =
  { ok: true; userId: number } | { ok: false; reason: 'restart' } | { ok: false; reason: 'wrong'; userId: number; isLastTry: boolean };

/**
 * The ticket and a code (or a recovery code): the account it was issued for, whose session the
 * caller opens. Wrong codes count on the ticket (restart after TWO_FACTOR_TICKET_MAX_FAILURES) and
 * on the account (locked, 429, after `twoFactorAccount.max` in a row: lockout.ts).
 */
export async function redeemLoginTicket(ctx: TwoFactorContext, body: TTwoFactorLoginRequest): Promise<number> {
  const tokenHash = sha256Hex(body.two_factor_token);
  const outcome = await ctx.db.transaction(async (tx): Promise<TicketOutcome> => {
    const ticket = await repository.findLoginTicketForUpdate(tx, tokenHash);
    const now = ctx.now();
    if (!ticket || ticket.usedAt || ticket.expiresAt <= now || ticket.failures >= TWO_FACTOR_TICKET_MAX_FAILURES)
      return { ok: false, reason: 'restart' };
    // Checked inside: a locked account answers 429 before any code is tried.
    await assertCodesOpen(ctx, tx, ticket.userId);
    const isRight =
      body.code !== undefined
        ? await spendCode(ctx, tx, ticket.userId, body.code)
        : await repository.useRecoveryCode(tx, ticket.userId, sha256Hex(body.recovery_code!), now);
    if (!isRight) {
      await repository.countLoginTicketFailure(tx, ticket.id);
      await recordWrongCode(ctx, tx, ticket.userId);
      return { ok: false, reason: 'wrong', userId: ticket.userId, isLastTry: ticket.failures + 1 >= TWO_FACTOR_TICKET_MAX_FAILURES };
    }
    await repository.markLoginTicketUsed(tx, ticket.id, now);
    return { ok: true, userId: ticket.userId };
  });
  if (outcome.ok) {
    await forgetWrongCodes(ctx.db, outcome.userId);
    return outcome.userId;
  }
  if (outcome.reason === 'restart') throw restart();
  // A ticket is only given for the right password.
  logWrongCodeAfterPassword(ctx, outcome.userId, 'connexion');
  if (outcome.isLastTry) throw restart();
  throw body.code !== undefined
    ? fieldError('code', TWO_FACTOR_MESSAGES.codeWrong)
    : fieldError('recovery_code', TWO_FACTOR_MESSAGES.recoveryWrong);
}
