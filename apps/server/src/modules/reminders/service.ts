// Payment reminders (docs/advertising.md, "Unpaid months"): the owner of a bakery whose campaign is
// active while the month's publication is unpaid (the campaign is then not shown) is mailed on the
// first of the month and three days later, Paris days, at most once each per bakery and month. The
// job runs every hour (src/jobs.ts), so a server that was down on the first catches up:
// the first reminder goes any day of the month, the second three days after it.
import { campaignManagerPayPath, formatMonthFr, parisDay, parisMonthStart } from '@fournil/shared';
import type { Database } from '../../db/client.js';
import type { ServiceContext } from '../../service-context.js';
import { enqueueMail } from '../mail/outbox.js';
import { paymentReminderMail } from './mails.js';
import * as repository from './repository.js';
import type { ReminderCandidate, ReminderKind } from './repository.js';

/** Serialises the job across instances (the other advisory locks: app.ts, db/migrate.ts, advertising/end-dates.ts). */
export const PAYMENT_REMINDERS_LOCK_ID = 727_011;
/** The second reminder goes this many Paris days after the first (the 4th, for a first sent on the 1st). */
export const SECOND_REMINDER_AFTER_DAYS = 3;

const DAY_MS = 86_400_000;
/** Calendar days from one 'YYYY-MM-DD' to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Which reminder the bakery is due on `today`, if any. */
export function dueReminder(candidate: Pick<ReminderCandidate, 'firstSentDay' | 'secondSent'>, today: string): ReminderKind | null {
  if (candidate.firstSentDay === null) return 'first';
  if (candidate.secondSent) return null;
  return daysBetween(candidate.firstSentDay, today) >= SECOND_REMINDER_AFTER_DAYS ? 'second' : null;
}

type ReminderContext = Pick<ServiceContext, 'db' | 'config' | 'now'>;

/**
 * Sends the reminders due now; returns how many. Each mail is queued in the transaction that records
 * it, so a reminder is mailed exactly when its row is written, whoever runs at the same time.
 */
export async function sendPaymentReminders(ctx: ReminderContext): Promise<number> {
  const now = ctx.now();
  const period = parisMonthStart(now);
  const today = parisDay(now);
  const month = formatMonthFr(period);
  let sent = 0;
  for (const candidate of await repository.findBakeriesToRemind(ctx.db, period, today)) {
    const kind = dueReminder(candidate, today);
    if (!kind) continue;
    const mailed = await ctx.db.transaction(async (tx) => {
      if (!(await repository.recordReminder(tx, { boulangerieId: candidate.bakeryId, period, kind, sentAt: now }))) return false;
      await enqueueMail(
        tx,
        paymentReminderMail({
          to: candidate.ownerEmail,
          username: candidate.ownerName,
          kind,
          bakery: candidate.bakeryName,
          campaign: candidate.campaignName,
          month,
          payLink: `${ctx.config.appUrl}${campaignManagerPayPath(candidate.bakeryId)}`,
        }),
      );
      return true;
    });
    if (mailed) sent += 1;
  }
  return sent;
}

/** The job (src/jobs.ts): one instance at a time sends. */
export async function runPaymentReminders(database: Database, ctx: Pick<ServiceContext, 'config' | 'now'>): Promise<number> {
  return database.withAdvisoryLock(PAYMENT_REMINDERS_LOCK_ID, () => sendPaymentReminders({ ...ctx, db: database.db }));
}
