// Two-step verification (docs/two-factor.md): setting it up from the profile (password, then a code
// of the new secret), recovery codes, turning it off (not for staff), and the login's second step —
// a single-use ticket, a few wrong codes per ticket and per account, a code never accepted twice.
import {
  AUTH_DETAILS,
  TWO_FACTOR_LOGIN_TTL_SECONDS,
  TWO_FACTOR_MESSAGES,
  readCurrentProof,
  TWO_FACTOR_REQUIRED,
  TWO_FACTOR_RESTART,
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
import type { AuthUser } from '../../lib/auth-user.js';
import { AppError, fieldError, forbidden, tokenNotValid } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/password.js';
import type { ServiceContext } from '../../service-context.js';
import { randomToken, sha256Hex } from '../../lib/secure-token.js';
import { enqueueMail } from '../mail/outbox.js';
import { twoFactorChangedMail } from './mails.js';
import { writeAudit } from '../audit/audit.js';
import * as repository from './repository.js';
import { openSecret, sealSecret } from '../../lib/sealed-secret.js';
import { acceptedStep, newRecoveryCodes, newSecret, otpauthUrl, qrSvg } from './totp.js';

type TwoFactorContext = Pick<ServiceContext, 'db' | 'config' | 'limits' | 'now'>;

/** A secret shown for scanning waits this long for its first code. */
const PENDING_SECRET_TTL_MS = 15 * 60_000;
/** Wrong codes one login ticket allows; then the password must be typed again. */
export const TWO_FACTOR_TICKET_MAX_FAILURES = 5;

/** Wrong codes for one account, every ticket and the profile together (429 past it). */
const codeLimiter = (ctx: Pick<ServiceContext, 'limits'>) => ctx.limits.account('twoFactorAccount');
/** Wrong current passwords in the profile: the same counter as the password change's. */
const passwordLimiter = (ctx: Pick<ServiceContext, 'limits'>) => ctx.limits.account('passwordChangeAccount');

const restart = () => new AppError('bad_request', TWO_FACTOR_MESSAGES.restart, undefined, { code: TWO_FACTOR_RESTART });

/** 403 for a staff account without two-step verification: the back-office stays shut (docs/two-factor.md). */
export async function assertStaffHasTwoFactor(db: Db, userId: number): Promise<void> {
  if (!(await repository.isTwoFactorEnabled(db, userId))) {
    throw new AppError('forbidden', TWO_FACTOR_MESSAGES.setupRequired, undefined, { code: TWO_FACTOR_SETUP_REQUIRED });
  }
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
  await codeLimiter(ctx).assertOpen(String(userId));
  const account = await assertPassword(ctx, userId, body.password);
  if (!(await repository.isTwoFactorEnabled(ctx.db, userId))) throw new AppError('bad_request', TWO_FACTOR_MESSAGES.notEnabled);
  const isRight = await ctx.db.transaction((tx) => spendCode(ctx, tx, userId, body.code));
  if (!isRight) {
    await codeLimiter(ctx).record(String(userId));
    throw fieldError('code', TWO_FACTOR_MESSAGES.codeWrong);
  }
  return account;
}

/**
 * A change of app (docs/two-factor.md, "Changing app"): a code of the app in use, or a recovery code
 * (spent) when the phone is lost. Counts against the account's limit of wrong codes.
 */
async function assertCurrentProof(ctx: TwoFactorContext, userId: number, value: string | undefined): Promise<void> {
  if (!value) throw fieldError('current_code', TWO_FACTOR_MESSAGES.currentProofRequired);
  const proof = readCurrentProof(value);
  if (!proof) throw fieldError('current_code', TWO_FACTOR_MESSAGES.codeOrRecovery);
  const key = String(userId);
  await codeLimiter(ctx).assertOpen(key);
  const isRight = await ctx.db.transaction((tx) =>
    'code' in proof
      ? spendCode(ctx, tx, userId, proof.code)
      : repository.useRecoveryCode(tx, userId, sha256Hex(proof.recovery_code), ctx.now()),
  );
  if (!isRight) {
    await codeLimiter(ctx).record(key);
    throw fieldError('current_code', 'code' in proof ? TWO_FACTOR_MESSAGES.codeWrong : TWO_FACTOR_MESSAGES.recoveryWrong);
  }
  await codeLimiter(ctx).clear(key);
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

/** A code of the scanned secret turns it on (or moves to the new app); ten new recovery codes. */
export async function confirmSetup(
  ctx: TwoFactorContext & Pick<ServiceContext, 'background'>,
  user: AuthUser,
  body: TTwoFactorConfirmRequest,
): Promise<TRecoveryCodesResponse> {
  const key = String(user.id);
  await codeLimiter(ctx).assertOpen(key);
  const codes = newRecoveryCodes();
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await repository.findTwoFactorForUpdate(tx, user.id);
    const now = ctx.now();
    if (!row?.pendingSecretEncrypted || !row.pendingExpiresAt || row.pendingExpiresAt <= now) return 'missing' as const;
    const secret = openSecret(ctx.config, user.id, row.pendingSecretEncrypted);
    const step = secret ? acceptedStep(secret, body.code, now, null) : null;
    if (step === null) return 'wrong' as const;
    const wasEnabled = row.enabledAt !== null;
    await repository.enablePendingSecret(tx, user.id, row.pendingSecretEncrypted, step, now);
    await repository.replaceRecoveryCodes(tx, user.id, hashRecoveryCodes(codes));
    await enqueueMail(tx, twoFactorChangedMail(ctx.config.appUrl, user, wasEnabled ? 'app_changed' : 'enabled'));
    // A staff account's second factor guards the back-office: who set it up, and when, is kept.
    if (user.isStaff)
      await writeAudit(tx, user, { action: 'two_factor_setup', entityType: 'user', entityId: user.id, after: { app_changed: wasEnabled } });
    return wasEnabled ? ('changed' as const) : ('enabled' as const);
  });
  if (outcome === 'missing') throw new AppError('bad_request', TWO_FACTOR_MESSAGES.setupMissing);
  if (outcome === 'wrong') {
    await codeLimiter(ctx).record(key);
    throw fieldError('code', TWO_FACTOR_MESSAGES.codeWrong);
  }
  await codeLimiter(ctx).clear(key);
  return { detail: outcome === 'changed' ? TWO_FACTOR_MESSAGES.appChanged : TWO_FACTOR_MESSAGES.enabled, recovery_codes: codes };
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
  await codeLimiter(ctx).clear(String(user.id));
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
  await codeLimiter(ctx).clear(String(user.id));
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
 * on the account (429 past `twoFactorAccount`).
 */
export async function redeemLoginTicket(ctx: TwoFactorContext, body: TTwoFactorLoginRequest): Promise<number> {
  const tokenHash = sha256Hex(body.two_factor_token);
  const outcome = await ctx.db.transaction(async (tx): Promise<TicketOutcome> => {
    const ticket = await repository.findLoginTicketForUpdate(tx, tokenHash);
    const now = ctx.now();
    if (!ticket || ticket.usedAt || ticket.expiresAt <= now || ticket.failures >= TWO_FACTOR_TICKET_MAX_FAILURES)
      return { ok: false, reason: 'restart' };
    // Checked inside: the account's limit answers 429 before any code is tried.
    await codeLimiter(ctx).assertOpen(String(ticket.userId));
    const isRight =
      body.code !== undefined
        ? await spendCode(ctx, tx, ticket.userId, body.code)
        : await repository.useRecoveryCode(tx, ticket.userId, sha256Hex(body.recovery_code!), now);
    if (!isRight) {
      await repository.countLoginTicketFailure(tx, ticket.id);
      return { ok: false, reason: 'wrong', userId: ticket.userId, isLastTry: ticket.failures + 1 >= TWO_FACTOR_TICKET_MAX_FAILURES };
    }
    await repository.markLoginTicketUsed(tx, ticket.id, now);
    return { ok: true, userId: ticket.userId };
  });
  if (outcome.ok) {
    await codeLimiter(ctx).clear(String(outcome.userId));
    return outcome.userId;
  }
  if (outcome.reason === 'restart') throw restart();
  await codeLimiter(ctx).record(String(outcome.userId));
  if (outcome.isLastTry) throw restart();
  throw body.code !== undefined
    ? fieldError('code', TWO_FACTOR_MESSAGES.codeWrong)
    : fieldError('recovery_code', TWO_FACTOR_MESSAGES.recoveryWrong);
}
