// Caps per account (docs/bakery-management.md, "Caps per account"): how many bakeries an account
// may own and how many images it may have stored, the default or the limit staff set for it. A
// write checks twice: once before any image is processed or stored (a refused request costs
// nothing and leaves nothing), and again inside its transaction with the account's row locked, so
// two writes at once cannot pass the cap together.
import { ACCOUNT_CAP_MESSAGES, effectiveCap, type TAccountCaps } from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import * as repository from './repository.js';

/** What a write adds to the account: bakeries, and images net of those it removes. */
export type CapAddition = {
  bakeries?: number;
  uploads: number;
  /** The form field the images came in, where a refusal about them is shown. */
  uploadField: string;
};

/** The account's usage and limits, or undefined for an unknown account. */
export async function readAccountCaps(db: Db, userId: number): Promise<TAccountCaps | undefined> {
  const overrides = await repository.findOverrides(db, userId);
  if (!overrides) return undefined;
  return toCaps(overrides, await repository.countUsage(db, userId));
}

function toCaps(overrides: repository.CapOverrides, usage: repository.CapUsage): TAccountCaps {
  return {
    bakeries: { used: usage.bakeries, limit: effectiveCap('bakeries', overrides.bakeryLimit), override: overrides.bakeryLimit },
    uploads: { used: usage.uploads, limit: effectiveCap('uploads', overrides.uploadLimit), override: overrides.uploadLimit },
  };
}

/**
 * Refuses with 409 a write that would take the account past a cap: `{detail}` for a bakery too
 * many, `{[uploadField]: [message]}` for images. Only what the write adds is checked: an account
 * above a cap (staff lowered it) may still edit, replace and delete.
 * With `lock`, the account's row is locked first: call it so inside the write's transaction.
 */
export async function assertRoomFor(db: Db, ownerId: number, addition: CapAddition, { lock }: { lock: boolean }): Promise<void> {
  const addsBakeries = (addition.bakeries ?? 0) > 0;
  const addsUploads = addition.uploads > 0;
  if (!addsBakeries && !addsUploads) return;
  const overrides = await (lock ? repository.lockOverrides(db, ownerId) : repository.findOverrides(db, ownerId));
  // The account went meanwhile: the write itself fails on its foreign key, as before.
  if (!overrides) return;
  const caps = toCaps(overrides, await repository.countUsage(db, ownerId));
  if (addsBakeries && caps.bakeries.used + addition.bakeries! > caps.bakeries.limit) {
    throw new AppError('conflict', ACCOUNT_CAP_MESSAGES.bakeries(caps.bakeries.limit));
  }
  if (addsUploads && caps.uploads.used + addition.uploads > caps.uploads.limit) {
    const message = ACCOUNT_CAP_MESSAGES.uploads(caps.uploads.limit, caps.uploads.used);
    throw new AppError('conflict', message, { [addition.uploadField]: [message] });
  }
}

/** Sets the account's own limits (null: back to the default); a key left out stays. */
export async function setAccountCaps(
  db: Db,
  userId: number,
  patch: { bakeries?: number | null | undefined; uploads?: number | null | undefined },
): Promise<void> {
  const values: Partial<repository.CapOverrides> = {};
  if (patch.bakeries !== undefined) values.bakeryLimit = patch.bakeries;
  if (patch.uploads !== undefined) values.uploadLimit = patch.uploads;
  if (Object.keys(values).length > 0) await repository.setOverrides(db, userId, values);
}
