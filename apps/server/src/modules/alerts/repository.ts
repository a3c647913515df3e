// Alerts' SQL (docs/alerts.md): push subscriptions, their alerts, and the claims that make each
// notification go out once, whatever the number of instances or of quick toggles.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { alerts, bakeries, pushSubscriptions } from '../../db/schema/index.js';
import type { TAlertKind } from '@fournil/shared';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

export async function findSubscription(db: Db, endpoint: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).limit(1);
  return row;
}

/** Inserts the subscription, or returns the one another request inserted first. */
export async function insertSubscription(
  db: Db,
  values: { endpoint: string; p256dh: string; auth: string; createdIpGroup: string; userId: number | null },
): Promise<SubscriptionRow> {
  const [row] = await db.insert(pushSubscriptions).values(values).onConflictDoNothing().returning();
  return row ?? (await findSubscription(db, values.endpoint))!;
}

export async function updateSubscriptionKey(db: Db, id: number, p256dh: string): Promise<void> {
  await db.update(pushSubscriptions).set({ p256dh }).where(eq(pushSubscriptions.id, id));
}

/** The subscription now belongs to this signed-in account (docs/alerts.md, "Who is who"). */
export async function linkSubscriptionToAccount(db: Db, id: number, userId: number): Promise<void> {
  await db.update(pushSubscriptions).set({ userId }).where(eq(pushSubscriptions.id, id));
}

/** Deletes a subscription the push service no longer knows; its alerts go with it (ON DELETE CASCADE). */
export async function deleteSubscription(db: Db, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function countAlerts(db: Db, subscriptionId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(alerts).where(eq(alerts.subscriptionId, subscriptionId));
  return Number(row?.n ?? 0);
}

export async function findAlert(db: Db, subscriptionId: number, bakeryId: number, kind: TAlertKind) {
  const [row] = await db
    .select({ id: alerts.id })
    .from(alerts)
    .where(and(eq(alerts.subscriptionId, subscriptionId), eq(alerts.bakeryId, bakeryId), eq(alerts.kind, kind)))
    .limit(1);
  return row;
}

/** Creates the alert or updates its `la_nuit`; `isNew` says which. */
export async function upsertAlert(
  db: Db,
  values: { subscriptionId: number; bakeryId: number; kind: TAlertKind; laNuit: boolean },
): Promise<{ id: number; isNew: boolean }> {
  const [row] = await db
    .insert(alerts)
    .values(values)
    .onConflictDoUpdate({ target: [alerts.subscriptionId, alerts.bakeryId, alerts.kind], set: { laNuit: values.laNuit } })
    .returning({ id: alerts.id, isNew: sql<boolean>`xmax = 0` });
  return row!;
}

export type AlertListRow = {
  id: number;
  bakeryId: number;
  bakeryName: string;
  kind: TAlertKind;
  laNuit: boolean;
  createdAt: Date;
  lastSentAt: Date | null;
};

/** An alert as « Mes alertes » and the data export show it. */
const alertListColumns = {
  id: alerts.id,
  bakeryId: alerts.bakeryId,
  bakeryName: bakeries.nom,
  kind: alerts.kind,
  laNuit: alerts.laNuit,
  createdAt: alerts.createdAt,
  lastSentAt: alerts.lastSentAt,
};

export async function listAlerts(db: Db, subscriptionId: number, alertId?: number): Promise<AlertListRow[]> {
  return db
    .select(alertListColumns)
    .from(alerts)
    .innerJoin(bakeries, eq(bakeries.id, alerts.bakeryId))
    .where(
      alertId === undefined
        ? eq(alerts.subscriptionId, subscriptionId)
        : and(eq(alerts.subscriptionId, subscriptionId), eq(alerts.id, alertId)),
    )
    .orderBy(asc(alerts.createdAt), asc(alerts.id));
}

/** The alerts of every subscription linked to the account (its data export), oldest first. */
export async function listAlertsOfAccount(db: Db, userId: number): Promise<AlertListRow[]> {
  return db
    .select(alertListColumns)
    .from(alerts)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, alerts.subscriptionId))
    .innerJoin(bakeries, eq(bakeries.id, alerts.bakeryId))
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(alerts.createdAt), asc(alerts.id));
}

/** Deletes the alert if it is this subscription's; whether one was deleted. */
export async function deleteAlert(db: Db, subscriptionId: number, alertId: number): Promise<boolean> {
  const rows = await db
    .delete(alerts)
    .where(and(eq(alerts.id, alertId), eq(alerts.subscriptionId, subscriptionId)))
    .returning({ id: alerts.id });
  return rows.length > 0;
}

/** A claimed alert: what its notification needs. */
export type ClaimedAlert = {
  id: number;
  bakeryId: number;
  bakeryName: string;
  kind: TAlertKind;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
};

type Claim = { now: Date; minIntervalHours: number; isQuiet: boolean };

/** Alerts not sent within the interval and, in quiet hours, only those asked `la_nuit`. */
const claimable = ({ now, minIntervalHours, isQuiet }: Claim) =>
  sql`(a.last_sent_at IS NULL OR a.last_sent_at <= ${now.toISOString()}::timestamptz - make_interval(hours => ${minIntervalHours}::int))
    AND ${sql.raw(isQuiet ? 'a.la_nuit' : 'TRUE')}`;

// The public rule of bakeries/repository.ts (isPublicBakery) on the alias `b`: a listing, without an owner, is public unless hidden itself.
const notHidden = sql`(b.hidden_at IS NULL AND NOT EXISTS (SELECT 1 FROM users AS o WHERE o.id = b.proprietaire_id AND (o.suspended_at IS NOT NULL OR o.bakeries_hidden_at IS NOT NULL)))`;

const CLAIMED_COLUMNS = sql`a.id, a.bakery_id AS "bakeryId", b.nom AS "bakeryName", a.kind, s.id AS "subscriptionId", s.endpoint, s.p256dh, s.auth`;

function claimedRows(result: unknown): ClaimedAlert[] {
  return (result as { rows: ClaimedAlert[] }).rows;
}

/**
 * Claims the `pain` alerts of a bakery that still has bread: one conditional UPDATE … RETURNING
 * stamps `last_sent_at`, so a second instance or a second toggle finds nothing left to claim.
 */
export async function claimBreadAlerts(
  db: Db,
  bakeryId: number,
  claim: Claim,
  { byReports = false }: { byReports?: boolean } = {},
): Promise<ClaimedAlert[]> {
  // Visitors' reports show bread without writing the flag (docs/visitor-reports.md): their caller checked the bread shown.
  const hasBread = byReports ? sql`TRUE` : sql`b.disponibilite_pain`;
  const result = await db.execute(sql`UPDATE alerts AS a SET last_sent_at = ${claim.now.toISOString()}::timestamptz
    FROM push_subscriptions AS s, bakeries AS b
    WHERE a.bakery_id = ${bakeryId} AND a.kind = 'pain' AND s.id = a.subscription_id AND b.id = a.bakery_id
      AND ${hasBread} AND ${notHidden} AND ${claimable(claim)}
    RETURNING ${CLAIMED_COLUMNS}`);
  return claimedRows(result);
}

/** Bakeries with an `ouverture` alert that could be claimed now. */
export async function bakeriesWithOpeningAlerts(db: Db, claim: Claim): Promise<number[]> {
  const result = await db.execute(
    sql`SELECT DISTINCT a.bakery_id AS id FROM alerts AS a WHERE a.kind = 'ouverture' AND ${claimable(claim)}`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
}

/**
 * Claims the `ouverture` alerts of bakeries open now whose open period started after the alert was
 * created and after its last notification: one notification per opening.
 */
export async function claimOpeningAlerts(db: Db, periods: readonly { id: number; start: Date }[], claim: Claim): Promise<ClaimedAlert[]> {
  if (periods.length === 0) return [];
  const json = JSON.stringify(periods.map(({ id, start }) => ({ id, start: start.toISOString() })));
  const result = await db.execute(sql`UPDATE alerts AS a SET last_sent_at = ${claim.now.toISOString()}::timestamptz
    FROM jsonb_to_recordset(${json}::jsonb) AS v(id integer, start timestamptz), push_subscriptions AS s, bakeries AS b
    WHERE a.bakery_id = v.id AND a.kind = 'ouverture' AND s.id = a.subscription_id AND b.id = a.bakery_id
      AND coalesce(a.last_sent_at, a.created_at) < v.start AND ${notHidden} AND ${claimable(claim)}
    RETURNING ${CLAIMED_COLUMNS}`);
  return claimedRows(result);
}
