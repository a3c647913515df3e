// The scheduled chores of the app, composed by app.ts and run by plugins/background.ts. Each one is
// safe with several instances: either it holds a PostgreSQL advisory lock, so it runs once across
// instances, or its update is conditional, so running it twice or together changes nothing twice
// (docs/operations.md).
import type { FastifyInstance } from 'fastify';
import { endPastCampaigns } from './modules/advertising/end-dates.js';
import { resetAvailabilityAtOpening } from './modules/availability/reset-at-opening.js';
import { runPaymentReminders } from './modules/reminders/service.js';
import { runPurge } from './modules/retention/service.js';
import type { ScheduledJob } from './plugins/background.js';

const PURGE_INTERVAL_MS = 60 * 60_000;
const PURGE_FIRST_DELAY_MS = 60_000;
/** Campaign end dates and payment reminders: hourly, so an end is written and a reminder sent within the hour. */
const ADVERTISING_INTERVAL_MS = 60 * 60_000;
const ADVERTISING_FIRST_DELAY_MS = 90_000;
/** The reset at opening: every minute, so flags are back to the defaults within a minute of opening; first run at start-up. */
const RESET_INTERVAL_MS = 60_000;
/** The `ouverture` alerts: every minute, so a subscriber hears of an opening within the minute (docs/alerts.md). */
const OPENING_ALERTS_INTERVAL_MS = 60_000;
const OPENING_ALERTS_FIRST_DELAY_MS = 30_000;
const clock = () => new Date();

export type JobOptions = {
  /** The clock of the reset at opening (tests fix it); the real clock otherwise. */
  resetClock?: (() => Date) | undefined;
};

/** The chores, reading the app's database, config and alerts when they run. */
export function scheduledJobs(app: FastifyInstance, options: JobOptions = {}): ScheduledJob[] {
  const resetClock = options.resetClock ?? clock;
  return [
    // Expired links, dead sessions, old mails and contact messages, unconfirmed sign-ups
    // (modules/retention/service.ts), under an advisory lock, so several instances purge once.
    {
      what: 'purge des données expirées',
      intervalMs: PURGE_INTERVAL_MS,
      firstDelayMs: PURGE_FIRST_DELAY_MS,
      run: async () => {
        const report = await runPurge(app.db);
        const total = Object.values(report).reduce((sum, n) => sum + n, 0);
        if (total > 0) app.log.info({ purged: report }, 'données expirées supprimées');
      },
    },
    // Availability flags back to the opening defaults (docs/availability.md, "Reset at opening"): every
    // instance runs it; the update is conditional, so running it twice or together changes nothing twice.
    {
      what: 'remise des disponibilités à l’ouverture',
      intervalMs: RESET_INTERVAL_MS,
      firstDelayMs: 0,
      run: async () => {
        const reset = await resetAvailabilityAtOpening({ db: app.db.db, now: resetClock, alerts: app.alerts });
        if (reset.length > 0) app.log.info({ reset: reset.length }, 'disponibilités remises aux valeurs d’ouverture');
      },
    },
    // `ouverture` alerts (docs/alerts.md, "Sending"): every instance runs it; each alert is claimed by
    // one conditional UPDATE, so it is sent once whichever instance claims it.
    {
      what: 'alertes « ouverture »',
      intervalMs: OPENING_ALERTS_INTERVAL_MS,
      firstDelayMs: OPENING_ALERTS_FIRST_DELAY_MS,
      run: async () => {
        const sent = await app.alerts.sweepOpenings();
        if (sent > 0) app.log.info({ sent }, 'alertes d’ouverture envoyées');
      },
    },
    // Campaigns past their end date become terminee, then owners of an active campaign whose month is
    // unpaid are reminded (docs/advertising.md, "End dates" and "Unpaid months"). Each holds a
    // PostgreSQL advisory lock, so several instances do it once.
    {
      what: 'fin des campagnes et rappels de paiement',
      intervalMs: ADVERTISING_INTERVAL_MS,
      firstDelayMs: ADVERTISING_FIRST_DELAY_MS,
      run: async () => {
        const ended = await endPastCampaigns(app.db, { now: clock });
        if (ended > 0) app.log.info({ ended }, 'campagnes terminées');
        const reminded = await runPaymentReminders(app.db, { config: app.config, now: clock });
        if (reminded > 0) app.log.info({ reminded }, 'rappels de paiement envoyés');
      },
    },
  ];
}
