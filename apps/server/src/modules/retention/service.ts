// What the database forgets on its own (docs/privacy.md, "How long each item is kept"; docs/production.md,
// "Secrets"): links and sessions that can no longer be used, old mails, old contact messages and the
// addresses they came from, sign-ups never confirmed, and audit entries past five years. A short grace after expiry keeps the precise messages (« lien
// expiré », « déjà utilisé ») for someone who clicks an old link the next day. Idempotent, and run under
// an advisory lock so that several instances purge one after the other, the later ones finding nothing.
import type { Database, Db } from '../../db/client.js';
import { deleteExpired, type PurgeReport } from './repository.js';

export type { PurgeReport } from './repository.js';

const DAY_MS = 24 * 60 * 60_000;

export const RETENTION = {
  /** Confirmation and reset links: kept this long after they expired or were used. */
  linkGraceMs: 7 * DAY_MS,
  /** Manager invitations: kept this long after they expired (the screen says « expirée »). */
  invitationGraceMs: 30 * DAY_MS,
  /** A refresh family goes once every token of it has expired or been revoked, or its session ended, this long ago. */
  refreshGraceMs: DAY_MS,
  /** Captcha challenges live minutes; nothing reads an expired one. */
  captchaGraceMs: 60 * 60_000,
  /** Delivered or abandoned mails (subject and recipient kept for the record until then). */
  mailMs: 30 * DAY_MS,
  /** Contact messages, counted from their arrival (staff have answered or archived them by then). */
  contactMessageMs: 365 * DAY_MS,
  /** The IP address stored with a contact message, only useful against a wave of abuse. */
  contactAddressMs: 30 * DAY_MS,
  /** An account whose e-mail was never confirmed, counted from sign-up and from its last link's expiry. */
  unconfirmedAccountMs: 7 * DAY_MS,
  /** Back-office audit entries: five years, the time in which a staff action can be contested. */
  auditEntryMs: 5 * 365 * DAY_MS,
  /** A push alert neither created nor sent for a year: its browser has most likely moved on. */
  idleAlertMs: 365 * DAY_MS,
  /** Visitors' reports (docs/visitor-reports.md): a month for staff to look back at abuse, then gone with their hashed keys. */
  visitorReportMs: 30 * DAY_MS,
} as const;

export async function purgeExpired(db: Db, now: Date = new Date()): Promise<PurgeReport> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  return deleteExpired(db, {
    links: before(RETENTION.linkGraceMs),
    refreshTokens: before(RETENTION.refreshGraceMs),
    captchas: before(RETENTION.captchaGraceMs),
    invitations: before(RETENTION.invitationGraceMs),
    mails: before(RETENTION.mailMs),
    contactMessages: before(RETENTION.contactMessageMs),
    contactAddresses: before(RETENTION.contactAddressMs),
    unconfirmedAccounts: before(RETENTION.unconfirmedAccountMs),
    auditEntries: before(RETENTION.auditEntryMs),
    idleAlerts: before(RETENTION.idleAlertMs),
    visitorReports: before(RETENTION.visitorReportMs),
  });
}

/** Serialises the purge across instances (the other advisory locks: app.ts, db/migrate.ts, advertising/end-dates.ts, reminders/service.ts). */
export const RETENTION_LOCK_ID = 727_012;

/** The job (src/jobs.ts): one instance at a time purges. */
export async function runPurge(database: Database, now: Date = new Date()): Promise<PurgeReport> {
  return database.withAdvisoryLock(RETENTION_LOCK_ID, () => purgeExpired(database.db, now));
}
