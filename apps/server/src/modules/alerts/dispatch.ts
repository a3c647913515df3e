// Sending alerts (docs/alerts.md, "Sending"): `pain` when a bakery's bread flag goes from false to
// true while it is open, `ouverture` when a bakery opens (a job every minute). Each notification is
// first CLAIMED by one conditional UPDATE (repository.ts), then handed to the push service after the
// answer; quiet hours leave alerts without `la_nuit` unclaimed, so they are not used up.
import {
  ALERT_MESSAGES,
  ALERT_MIN_INTERVAL_HOURS,
  ALERT_QUIET_HOURS,
  bakeryPagePath,
  currentOpenPeriodStart,
  getParisClock,
  parisDay,
  type TAlertPayload,
} from '@fournil/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Counter } from 'prom-client';
import type { Db } from '../../db/client.js';
import type { BackgroundTasks } from '../../lib/background.js';
import type { BreadAlerts } from '../../service-context.js';
import type { PushSender } from '../../providers/push/index.js';
import { findOpeningRows } from '../bakeries/repository.js';
import { openingInputOf } from '../availability/opening-input.js';
import * as repository from './repository.js';
import type { ClaimedAlert } from './repository.js';

/** A notification older than this is useless: the push service drops it rather than deliver it late. */
const PUSH_TTL_SECONDS = 3600;

/** The alert port of the service context, and the `ouverture` job. */
export type AlertDispatcher = BreadAlerts & {
  /** The `ouverture` job: claims and sends for bakeries that opened; returns the number claimed. */
  sweepOpenings(): Promise<number>;
};

export type DispatcherDeps = {
  db: Db;
  push: PushSender;
  log: FastifyBaseLogger;
  background: BackgroundTasks;
  /** Europe/Paris decisions (open now, quiet hours) and the claim's time; tests fix it. */
  now: () => Date;
  enabled: boolean;
  pushes?: Counter<'kind' | 'outcome'>;
};

/** 21 h–7 h in Paris (ALERT_QUIET_HOURS). */
export function isQuietHour(instant: Date): boolean {
  const hour = Math.floor(getParisClock(instant).minutes / 60);
  return hour >= ALERT_QUIET_HOURS.from || hour < ALERT_QUIET_HOURS.to;
}

function payloadOf(alert: ClaimedAlert): TAlertPayload {
  const isBread = alert.kind === 'pain';
  return {
    title: isBread ? ALERT_MESSAGES.breadTitle(alert.bakeryName) : ALERT_MESSAGES.openingTitle(alert.bakeryName),
    body: isBread ? ALERT_MESSAGES.breadBody : ALERT_MESSAGES.openingBody,
    url: bakeryPagePath(alert.bakeryId),
    alerte_id: alert.id,
    boulangerie_id: alert.bakeryId,
    type: alert.kind,
  };
}

export function createAlertDispatcher(deps: DispatcherDeps): AlertDispatcher {
  const claimOf = (now: Date) => ({ now, minIntervalHours: ALERT_MIN_INTERVAL_HOURS, isQuiet: isQuietHour(now) });

  /** One push per claimed alert; a subscription the push service forgot (404/410) is deleted with its alerts. */
  async function send(claimed: readonly ClaimedAlert[]): Promise<void> {
    for (const alert of claimed) {
      const { outcome, status } = await deps.push.send({
        endpoint: alert.endpoint,
        keys: { p256dh: alert.p256dh, auth: alert.auth },
        payload: JSON.stringify(payloadOf(alert)),
        ttlSeconds: PUSH_TTL_SECONDS,
        urgency: 'high',
      });
      deps.pushes?.inc({ kind: alert.kind, outcome });
      if (outcome === 'gone') await repository.deleteSubscription(deps.db, alert.subscriptionId);
      // Not retried: the claim stands, the next change may notify again after the interval.
      if (outcome === 'failed') deps.log.warn({ alert: alert.id, status }, 'notification d’alerte refusée par le service de notification');
    }
  }

  async function isOpen(bakeryId: number, now: Date): Promise<boolean> {
    const today = parisDay(now);
    const [row] = await findOpeningRows(deps.db, [bakeryId], today);
    return row !== undefined && currentOpenPeriodStart(openingInputOf(row, today), now) !== null;
  }

  return {
    breadBack(bakeryId) {
      if (!deps.enabled) return;
      deps.background.run('alertes « pain »', async () => {
        const now = deps.now();
        if (!(await isOpen(bakeryId, now))) return;
        await send(await repository.claimBreadAlerts(deps.db, bakeryId, claimOf(now)));
      });
    },
    breadBackReported(bakeryId) {
      if (!deps.enabled) return;
      deps.background.run('alertes « pain » (signalements)', async () => {
        const now = deps.now();
        if (!(await isOpen(bakeryId, now))) return;
        await send(await repository.claimBreadAlerts(deps.db, bakeryId, claimOf(now), { byReports: true }));
      });
    },
    async sweepOpenings() {
      if (!deps.enabled) return 0;
      const now = deps.now();
      const claim = claimOf(now);
      const today = parisDay(now);
      const ids = await repository.bakeriesWithOpeningAlerts(deps.db, claim);
      const periods: { id: number; start: Date }[] = [];
      for (const row of await findOpeningRows(deps.db, ids, today)) {
        const start = currentOpenPeriodStart(openingInputOf(row, today), now);
        if (start) periods.push({ id: row.id, start });
      }
      const claimed = await repository.claimOpeningAlerts(deps.db, periods, claim);
      await send(claimed);
      return claimed.length;
    },
  };
}
