// Unpaid months (docs/advertising.md, "Unpaid months"): the owner of a bakery whose campaign is active
// while the month is unpaid is mailed on the first of the month and three days later (Paris days), at
// most once each per bakery and month, with a link that opens the payment for that bakery; and the
// campaign manager's cards tell the unpaid month from the first Paris minute of the month.
import { campaignManagerPayPath, CAMPAIGN_MESSAGES, formatMonthFr } from '@fournil/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adSubscriptions, campaigns, users } from '../../../src/db/schema/index.js';
import { listBakeryAdStatus } from '../../../src/modules/advertising/campaign-reads.js';
import { dueReminder, runPaymentReminders, sendPaymentReminders } from '../../../src/modules/reminders/service.js';
import { mailsTo, type DevMail } from '../../testing/auth-helpers.js';
import { insertBakery, insertOwner } from '../../testing/bakery-fixtures.js';
import * as fixtures from '../../testing/campaign-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { rowsOf } from '../../testing/manager-fixtures.js';

let t: TestApp;

const SUBJECT = /publication de décembre 2026 à régler/i;

/** A Paris wall-clock time in December 2026 (UTC+1) as an instant. */
const parisDecember = (day: number, time = '08:00') => new Date(`2026-12-${String(day).padStart(2, '0')}T${time}:00+01:00`);

const ctxAt = (instant: Date) => ({ db: t.database.db, config: t.app.config, now: () => instant });
const runAt = (instant: Date) => sendPaymentReminders(ctxAt(instant));

type Bakery = { id: number; nom: string; email: string };

/** An owner and their bakery, with one campaign in `etat` (active by default). */
async function bakeryWithCampaign(nom: string, etat: 'active' | 'brouillon' = 'active', endsOn: string | null = null): Promise<Bakery> {
  const ownerId = await insertOwner(t.database.db);
  const bakery = await insertBakery(t.database.db, ownerId, { nom, position: null });
  await t.database.db.insert(campaigns).values({ boulangerieId: bakery.id, nomCampagne: `Campagne de ${nom}`, etat, endsOn });
  const [owner] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, ownerId));
  return { id: bakery.id, nom, email: owner!.email };
}

const payMonth = (bakery: number, period: string) => fixtures.payMonth(t.database.db, bakery, period);

async function reminderMails(bakery: Bakery): Promise<DevMail[]> {
  return (await mailsTo(t.app, bakery.email)).filter((mail) => SUBJECT.test(mail.subject));
}

async function reminderRows(bakery: Bakery): Promise<string[]> {
  const rows = await rowsOf<{ kind: string }>(
    t.database.db,
    sql`SELECT kind FROM bakery_payment_reminders WHERE boulangerie_id = ${bakery.id} ORDER BY sent_at`,
  );
  return rows.map((row) => row.kind);
}

beforeAll(async () => {
  t = await buildTestApp({ DEV_MAILBOX: '1', APP_URL: 'https://fournil.example.fr' });
}, 90_000);
afterAll(async () => t?.close());

describe('dueReminder', () => {
  it('gives the first reminder until it is sent, then the second three Paris days after it, then none', () => {
    expect(dueReminder({ firstSentDay: null, secondSent: false }, '2026-12-01')).toBe('first');
    expect(dueReminder({ firstSentDay: null, secondSent: false }, '2026-12-20')).toBe('first');
    expect(dueReminder({ firstSentDay: '2026-12-01', secondSent: false }, '2026-12-03')).toBeNull();
    expect(dueReminder({ firstSentDay: '2026-12-01', secondSent: false }, '2026-12-04')).toBe('second');
    expect(dueReminder({ firstSentDay: '2026-12-30', secondSent: false }, '2027-01-02')).toBe('second');
    expect(dueReminder({ firstSentDay: '2026-12-01', secondSent: true }, '2026-12-10')).toBeNull();
  });
});

describe('the payment reminders', () => {
  it('mails the owner on the first of the month and on the fourth, never twice, with a link that opens the payment', async () => {
    const bakery = await bakeryWithCampaign('Au Pain Impayé');
    await payMonth(bakery.id, '2026-11-01');
    // 23:00 UTC on 30 November is already midnight, 1 December, in Paris.
    await runAt(new Date('2026-11-30T22:59:00Z'));
    expect(await reminderRows(bakery)).toEqual([]);
    await runAt(new Date('2026-11-30T23:00:00Z'));
    await runAt(parisDecember(1, '09:00'));
    const [first, ...others] = await reminderMails(bakery);
    expect(others).toEqual([]);
    expect(first!.subject).toBe('Publication de décembre 2026 à régler pour Au Pain Impayé – Fournil');
    expect(first!.text).toContain(
      'La campagne « Campagne de Au Pain Impayé » de Au Pain Impayé est active, mais la publication de décembre 2026 n’est pas encore réglée',
    );
    expect(first!.links).toContain(`https://fournil.example.fr${campaignManagerPayPath(bakery.id)}`);
    expect(first!.links).toContain(`https://fournil.example.fr/regie-publicitaire?payer=${bakery.id}`);

    await runAt(parisDecember(2));
    await runAt(parisDecember(3, '23:59'));
    expect(await reminderMails(bakery)).toHaveLength(1);
    await runAt(parisDecember(4, '00:05'));
    const mails = await reminderMails(bakery);
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.subject)).toContain('Rappel : publication de décembre 2026 à régler pour Au Pain Impayé – Fournil');
    await runAt(parisDecember(5));
    await runAt(parisDecember(20));
    expect(await reminderMails(bakery)).toHaveLength(2);
    expect(await reminderRows(bakery)).toEqual(['first', 'second']);
  });

  it('catches up after a server that was down on the first: the first reminder late, the second three days after it', async () => {
    const bakery = await bakeryWithCampaign('Au Serveur Arrêté');
    await runAt(parisDecember(10));
    expect(await reminderRows(bakery)).toEqual(['first']);
    await runAt(parisDecember(12));
    expect(await reminderRows(bakery)).toEqual(['first']);
    await runAt(parisDecember(13));
    expect(await reminderRows(bakery)).toEqual(['first', 'second']);
    expect(await reminderMails(bakery)).toHaveLength(2);
  });

  it('mails nobody for a paid month, a bakery without an active campaign, a campaign past its end, a renewing subscription or a suspended owner', async () => {
    const paid = await bakeryWithCampaign('Au Mois Payé');
    await payMonth(paid.id, '2026-12-01');
    const draftOnly = await bakeryWithCampaign('Au Brouillon', 'brouillon');
    const ended = await bakeryWithCampaign('À la Campagne Finie', 'active', '2026-11-30');
    const renewing = await bakeryWithCampaign('À l’Abonnement');
    const [ownerOfRenewing] = await rowsOf<{ proprietaire_id: number }>(
      t.database.db,
      sql`SELECT proprietaire_id FROM bakeries WHERE id = ${renewing.id}`,
    );
    await t.database.db.insert(adSubscriptions).values({
      userId: ownerOfRenewing!.proprietaire_id,
      provider: 'simulated',
      providerSubscriptionId: `sub_reminder_${renewing.id}`,
      currentPeriodEnd: new Date('2027-01-01T00:00:00+01:00'),
      purpose: 'bakery_month',
      boulangerieId: renewing.id,
      status: 'active',
    });
    const suspended = await bakeryWithCampaign('Au Compte Suspendu');
    await t.database.db.execute(
      sql`UPDATE users SET suspended_at = now() WHERE id = (SELECT proprietaire_id FROM bakeries WHERE id = ${suspended.id})`,
    );

    await runAt(parisDecember(1));
    await runAt(parisDecember(4));
    for (const bakery of [paid, draftOnly, ended, renewing, suspended]) {
      expect(await reminderRows(bakery), bakery.nom).toEqual([]);
      expect(await reminderMails(bakery), bakery.nom).toEqual([]);
    }
  });

  it('sends once across two concurrent runs (two instances)', async () => {
    const bakery = await bakeryWithCampaign('Aux Deux Instances');
    const instant = parisDecember(15);
    await Promise.all([runPaymentReminders(t.database, ctxAt(instant)), runPaymentReminders(t.database, ctxAt(instant)), runAt(instant)]);
    expect(await reminderRows(bakery)).toEqual(['first']);
    expect(await reminderMails(bakery)).toHaveLength(1);
    const later = parisDecember(18);
    await Promise.all([runPaymentReminders(t.database, ctxAt(later)), runPaymentReminders(t.database, ctxAt(later))]);
    expect(await reminderRows(bakery)).toEqual(['first', 'second']);
    expect(await reminderMails(bakery)).toHaveLength(2);
  });
});

describe('the campaign manager cards at the turn of a month', () => {
  it('reads the month unpaid from Paris midnight on the first, with the campaign still active', async () => {
    const bakery = await bakeryWithCampaign('Au Tournant du Mois');
    await payMonth(bakery.id, '2026-11-01');
    const [row] = await rowsOf<{ proprietaire_id: number }>(
      t.database.db,
      sql`SELECT proprietaire_id FROM bakeries WHERE id = ${bakery.id}`,
    );
    const cardAt = async (iso: string) => {
      const ctx = { db: t.database.db, providers: t.app.providers, log: t.app.log, now: () => new Date(iso) };
      return (await listBakeryAdStatus(ctx, row!.proprietaire_id)).find((card) => card.id === bakery.id);
    };
    expect(await cardAt('2026-11-30T22:59:59Z')).toMatchObject({ paid_this_month: true, has_active_campaign: true });
    expect(await cardAt('2026-11-30T23:00:00Z')).toMatchObject({ paid_this_month: false, has_active_campaign: true });
    expect(CAMPAIGN_MESSAGES.activeAwaitingPayment(formatMonthFr('2026-12-01'))).toBe('Active — en attente du paiement de décembre 2026');
  });
});
