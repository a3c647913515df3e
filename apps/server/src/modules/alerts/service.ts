// Alerts without an account (docs/alerts.md): a browser's push subscription asks to be told when a
// bakery has bread again or opens. The subscription's `auth` secret is the proof: listing, removing
// or re-keying a subscription needs it, so knowing an endpoint alone opens nothing. A signed-in
// asker's account is remembered on the subscription, for the account's export and deletion only.
import {
  ALERT_MESSAGES,
  ALERTS_PER_SUBSCRIPTION_MAX,
  type TAlert,
  type TAlertCreate,
  type TAlertsConfig,
  type TSubscriptionProof,
} from '@fournil/shared';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import { safeEqual } from '../../lib/secure-token.js';
import type { ServiceContext } from '../../service-context.js';
import { addressKey } from '../../plugins/rate-limit/policies.js';
import { findPublicById } from '../bakeries/repository.js';
import { isAllowedPushEndpoint } from './endpoint.js';
import * as repository from './repository.js';
import type { AlertListRow, SubscriptionRow } from './repository.js';

type Ctx = Pick<ServiceContext, 'db' | 'config' | 'providers'>;

/** A known endpoint whose `auth` differs: another device's subscription (or a guess). */
export const SUBSCRIPTION_MISMATCH = 'Cet abonnement aux notifications appartient à un autre appareil.';

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

function toAlert(row: AlertListRow): TAlert {
  return {
    id: row.id,
    boulangerie_id: row.bakeryId,
    boulangerie_nom: row.bakeryName,
    type: row.kind,
    la_nuit: row.laNuit,
    cree_le: iso(row.createdAt)!,
    dernier_envoi: iso(row.lastSentAt),
  };
}

export function alertsConfig(ctx: Ctx): TAlertsConfig {
  return { enabled: ctx.config.alerts.enabled, vapid_public_key: ctx.config.alerts.enabled ? ctx.providers.push.publicKey : null };
}

function assertEnabled(ctx: Ctx): void {
  if (!ctx.config.alerts.enabled) throw new AppError('unavailable', ALERT_MESSAGES.disabled);
}

/** The subscription this proof opens, or undefined (unknown endpoint and wrong secret look the same). */
async function provenSubscription(ctx: Ctx, proof: TSubscriptionProof): Promise<SubscriptionRow | undefined> {
  const row = await repository.findSubscription(ctx.db, proof.endpoint);
  return row && safeEqual(row.auth, proof.auth) ? row : undefined;
}

/**
 * `POST /api/alertes/`: creates the alert (isNew) or updates its `la_nuit`. Asked while signed in
 * (`userId`), the subscription becomes that account's, so that deleting the account deletes it.
 */
export async function createAlert(
  ctx: Ctx,
  input: TAlertCreate,
  asker: { ip: string; userId: number | null },
): Promise<{ alert: TAlert; isNew: boolean }> {
  assertEnabled(ctx);
  const { endpoint, keys } = input.abonnement;
  if (!isAllowedPushEndpoint(endpoint, ctx.config.isProduction ? [] : ctx.config.alerts.extraHosts))
    throw badRequest(ALERT_MESSAGES.endpointRefused);
  if (!(await findPublicById(ctx.db, input.boulangerie_id))) throw notFound(ALERT_MESSAGES.unknownBakery);

  let subscription = await repository.findSubscription(ctx.db, endpoint);
  subscription ??= await repository.insertSubscription(ctx.db, {
    endpoint,
    p256dh: keys.p256dh,
    auth: keys.auth,
    createdIpGroup: addressKey(asker.ip),
    userId: asker.userId,
  });
  // Whoever knows an endpoint must not take it over: its keys change only with its auth secret.
  if (!safeEqual(subscription.auth, keys.auth)) throw forbidden(SUBSCRIPTION_MISMATCH);
  if (subscription.p256dh !== keys.p256dh) await repository.updateSubscriptionKey(ctx.db, subscription.id, keys.p256dh);
  // Anonymous asks leave the link as it is: the browser is still the one that account used.
  if (asker.userId !== null && subscription.userId !== asker.userId)
    await repository.linkSubscriptionToAccount(ctx.db, subscription.id, asker.userId);

  const existing = await repository.findAlert(ctx.db, subscription.id, input.boulangerie_id, input.type);
  if (!existing && (await repository.countAlerts(ctx.db, subscription.id)) >= ALERTS_PER_SUBSCRIPTION_MAX)
    throw badRequest(ALERT_MESSAGES.tooMany);
  const { id, isNew } = await repository.upsertAlert(ctx.db, {
    subscriptionId: subscription.id,
    bakeryId: input.boulangerie_id,
    kind: input.type,
    laNuit: input.la_nuit,
  });
  const [row] = await repository.listAlerts(ctx.db, subscription.id, id);
  return { alert: toAlert(row!), isNew };
}

/** The account's alerts, for its data export (docs/privacy.md): those of the subscriptions linked to it. */
export async function exportAccountAlerts(ctx: Pick<Ctx, 'db'>, userId: number): Promise<TAlert[]> {
  return (await repository.listAlertsOfAccount(ctx.db, userId)).map(toAlert);
}

/** `POST /api/alertes/liste/`: empty for an unknown endpoint or a wrong secret alike. */
export async function listAlerts(ctx: Ctx, proof: TSubscriptionProof): Promise<TAlert[]> {
  const subscription = await provenSubscription(ctx, proof);
  if (!subscription) return [];
  return (await repository.listAlerts(ctx.db, subscription.id)).map(toAlert);
}

/** `POST /api/alertes/{id}/retrait/`: 404 unless the alert is this proven subscription's. */
export async function removeAlert(ctx: Ctx, alertId: number, proof: TSubscriptionProof): Promise<void> {
  const subscription = await provenSubscription(ctx, proof);
  if (!subscription || !(await repository.deleteAlert(ctx.db, subscription.id, alertId))) throw notFound(ALERT_MESSAGES.notFound);
  // A subscription without alerts is kept for nothing: the next alert stores it again.
  if ((await repository.countAlerts(ctx.db, subscription.id)) === 0) await repository.deleteSubscription(ctx.db, subscription.id);
}
