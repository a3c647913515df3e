// SQL of the payment reminders (docs/advertising.md, "Unpaid months"): the bakeries whose owner is
// due one, and the record of each one sent, whose primary key lets each go once per bakery and month.
import { and, asc, eq, exists, isNull, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bakeries, bakeryMonthlyPayments, bakeryPaymentReminders, campaigns, users } from '../../db/schema/index.js';
import { isRunningOn, runningPublicationSubscription } from '../advertising/repository.js';
import { paidMonth } from '../payments/grants-repository.js';

export type ReminderKind = 'first' | 'second';

export type ReminderCandidate = {
  bakeryId: number;
  bakeryName: string;
  campaignName: string;
  ownerEmail: string;
  ownerName: string;
  /** The Paris day the first reminder of the month went, if it did. */
  firstSentDay: string | null;
  secondSent: boolean;
};

/**
 * Bakeries with an active campaign still running on `today` and no paid fee for `period`, whose owner
 * is neither suspended nor deactivated, and whose month does not renew by itself (a running
 * publication subscription pays it; its failures have their own mail).
 */
export async function findBakeriesToRemind(db: Db, period: string, today: string): Promise<ReminderCandidate[]> {
  const paid = db.select({ id: bakeryMonthlyPayments.id }).from(bakeryMonthlyPayments).where(paidMonth(bakeries.id, period));
  const renewing = runningPublicationSubscription(db, bakeries.id);
  const sent = (kind: ReminderKind) =>
    and(
      eq(bakeryPaymentReminders.boulangerieId, bakeries.id),
      eq(bakeryPaymentReminders.period, period),
      eq(bakeryPaymentReminders.kind, kind),
    );
  const firstSentDay = db
    .select({ day: sql<string>`to_char(${bakeryPaymentReminders.sentAt} AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD')` })
    .from(bakeryPaymentReminders)
    .where(sent('first'));
  const second = db.select({ kind: bakeryPaymentReminders.kind }).from(bakeryPaymentReminders).where(sent('second'));
  return db
    .select({
      bakeryId: bakeries.id,
      bakeryName: bakeries.nom,
      campaignName: campaigns.nomCampagne,
      ownerEmail: users.email,
      ownerName: users.username,
      firstSentDay: sql<string | null>`(${firstSentDay})`,
      secondSent: sql<boolean>`exists(${second})`,
    })
    .from(bakeries)
    .innerJoin(campaigns, and(eq(campaigns.boulangerieId, bakeries.id), eq(campaigns.etat, 'active'), isRunningOn(today)))
    .innerJoin(users, eq(users.id, bakeries.proprietaireId))
    .where(and(isNull(users.suspendedAt), eq(users.isActive, true), not(exists(paid)), not(exists(renewing))))
    .orderBy(asc(bakeries.id));
}

/** Records one reminder; false when it was already recorded (by this run or another instance). */
export async function recordReminder(
  db: Db,
  values: { boulangerieId: number; period: string; kind: ReminderKind; sentAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(bakeryPaymentReminders)
    .values(values)
    .onConflictDoNothing()
    .returning({ kind: bakeryPaymentReminders.kind });
  return rows.length === 1;
}
