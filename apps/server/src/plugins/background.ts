import type { FastifyInstance } from 'fastify';
import { createBackgroundTasks, type BackgroundTasks } from '../lib/background.js';
import { resetAvailabilityAtOpening } from '../modules/availability/reset-at-opening.js';
import { endPastCampaigns } from '../modules/advertising/end-dates.js';
import { runPaymentReminders } from '../modules/reminders/service.js';
import { runPurge } from '../modules/retention/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work finished after the answer, and chores on a timer; awaited when the app closes. */
    background: BackgroundTasks;
  }
}

const PURGE_INTERVAL_MS = 60 * 60_000;
const PURGE_FIRST_DELAY_MS = 60_000;
/** Campaign end dates and payment reminders: hourly, so an end is written and a reminder sent within the hour. */
const ADVERTISING_INTERVAL_MS = 60 * 60_000;
const ADVERTISING_FIRST_DELAY_MS = 90_000;
const clock = () => new Date();
/** The reset at opening: every minute, so flags are back to the defaults within a minute of opening; first run at start-up. */
const RESET_INTERVAL_MS = 60_000;
/** The `ouverture` alerts: every minute, so a subscriber hears of an opening within the minute (docs/alerts.md). */
const OPENING_ALERTS_INTERVAL_MS = 60_000;
const OPENING_ALERTS_FIRST_DELAY_MS = 30_000;

export type BackgroundOptions = {
  /** The clock of the reset at opening (tests fix it); the real clock otherwise. */
  resetClock?: () => Date;
};

export function registerBackgroundTasks(app: FastifyInstance, options: BackgroundOptions = {}): void {
  const tasks = createBackgroundTasks(app.log);
  app.decorate('background', tasks);
  // Expired links, dead sessions, old mails and contact messages, unconfirmed sign-ups:
  // modules/retention/service.ts. Started once the app is ready, so the migrations have run; under an
  // advisory lock, so several instances purge once.
  // JOBS_FIRST_RUN_SECONDS, when set, replaces every chore's first delay (the two-instance test uses 0).
  const firstDelay = (ownDelayMs: number) => app.config.jobsFirstRunMs ?? ownDelayMs;
  app.addHook('onReady', async () => {
    tasks.every(
      'purge des données expirées',
      { intervalMs: PURGE_INTERVAL_MS, firstDelayMs: firstDelay(PURGE_FIRST_DELAY_MS) },
      async () => {
        const report = await runPurge(app.db);
        const total = Object.values(report).reduce((sum, n) => sum + n, 0);
        if (total > 0) app.log.info({ purged: report }, 'données expirées supprimées');
      },
    );
    // Campaigns past their end date become terminee, then owners of an active campaign whose month is
    // unpaid are reminded (docs/advertising.md, "End dates" and "Unpaid months"). Each holds a
    // PostgreSQL advisory lock, so several instances do it once.
    // Availability flags back to the opening defaults (docs/availability.md, "Reset at opening"): every
    // instance runs it; the update is conditional, so running it twice or together changes nothing twice.
    const resetClock = options.resetClock ?? clock;
    tasks.every('remise des disponibilités à l’ouverture', { intervalMs: RESET_INTERVAL_MS, firstDelayMs: firstDelay(0) }, async () => {
      const reset = await resetAvailabilityAtOpening({ db: app.db.db, now: resetClock, alerts: app.alerts });
      if (reset.length > 0) app.log.info({ reset: reset.length }, 'disponibilités remises aux valeurs d’ouverture');
    });
    // `ouverture` alerts (docs/alerts.md, "Sending"): every instance runs it; each alert is claimed by
    // one conditional UPDATE, so it is sent once whichever instance claims it.
    tasks.every(
      'alertes « ouverture »',
      { intervalMs: OPENING_ALERTS_INTERVAL_MS, firstDelayMs: firstDelay(OPENING_ALERTS_FIRST_DELAY_MS) },
      async () => {
        const sent = await app.alerts.sweepOpenings();
        if (sent > 0) app.log.info({ sent }, 'alertes d’ouverture envoyées');
      },
    );
    const timing = { intervalMs: ADVERTISING_INTERVAL_MS, firstDelayMs: firstDelay(ADVERTISING_FIRST_DELAY_MS) };
    tasks.every('fin des campagnes et rappels de paiement', timing, async () => {
      const ended = await endPastCampaigns(app.db, { now: clock });
      if (ended > 0) app.log.info({ ended }, 'campagnes terminées');
      const reminded = await runPaymentReminders(app.db, { config: app.config, now: clock });
      if (reminded > 0) app.log.info({ reminded }, 'rappels de paiement envoyés');
    });
  });
  app.addHook('preClose', async () => tasks.drain());
}
