// The visitors' reports « Il reste du pain ? » (docs/visitor-reports.md; who a
// visitor is: docs/decisions/020-who-an-anonymous-visitor-is.md). A report is checked (the bakery is
// public and placed, the visitor not blocked, within 300 m, within the limits), stored without its
// position, and the cards learn it through the table's trigger. It writes no availability flag: the
// card shows the reports' word by the shared rule (report-summary.ts) while the baker's is not fresh.
import {
  REPORT_ADMIN_MESSAGES,
  REPORT_MESSAGES,
  REPORT_RULES,
  getOpeningStatus,
  haversineKm,
  parisDay,
  summariseReports,
  type TAdminReportActionResult,
  type TAdminReportBlockRequest,
  type TAdminReports,
  type TOpeningInput,
  type TProBakeryReports,
  type TReportAccepted,
  type TReportRequest,
  type TVisitorReports,
} from '@fournil/shared';
import { AppError, notFound } from '../../lib/errors.js';
import type { ServiceContext } from '../../service-context.js';
import { writeAudit, type AuditActor } from '../audit/audit.js';
import { tellReportedBread } from '../availability/write-availability.js';
import { cardOpeningInput } from '../bakeries/card.js';
import { reportFacts, reportView, type ReportView } from '../bakeries/report-view.js';
import { findCardRows, findReportFacts, type CardReport, type CardRow } from '../bakeries/repository.js';
import { BAKERY_NOT_FOUND } from '../bakeries/service.js';
import { enqueueMail } from '../mail/outbox.js';
import { ownerReportMail } from './mails.js';
import * as repository from './repository.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const AUDIT_ENTITY = 'visitor_report';

/** Who reports: the hashed keys the limits count by and the table keeps (decision 020). */
export type Reporter = {
  /** `visitor:{key}` or `account:{id}`, and `address:{group}`: the limit keys (the limit store hashes them again). */
  limitKeys: { visitor: string; address: string };
  /** SHA-256 hex of those two keys: what visitor_reports and the block list keep. */
  visitorKey: string;
  addressKey: string;
};

/** When a report made at `at` stops counting: 2 hours later, or the bakery's next closing if sooner (whole seconds). */
export function reportExpiry(opening: TOpeningInput, at: Date): { expiresAt: Date; duringOpening: boolean } {
  const status = getOpeningStatus(opening, at);
  let closing: Date | null = null;
  if (status.isOpen) closing = status.nextChange;
  else if (status.nextChange) closing = getOpeningStatus(opening, status.nextChange).nextChange;
  const latest = at.getTime() + REPORT_RULES.lifetimeMinutes * MINUTE_MS;
  const end = Math.min(latest, closing ? closing.getTime() : latest);
  // Whole seconds, as the card carries them, so the card's timer and the SQL agree on the instant.
  const expiresMs = Math.max(Math.floor(end / 1000) * 1000, Math.floor(at.getTime() / 1000) * 1000 + 1000);
  return { expiresAt: new Date(expiresMs), duringOpening: status.isOpen };
}

/** Whether the bread shown is worth a `pain` alert: shown true, and on a listing only when enough visitors agree. */
function isAlertBread(view: ReportView, isListing: boolean): boolean {
  if (view.disponibilitePain !== true) return false;
  if (!isListing) return true;
  const pain = view.signalements.pain;
  return pain !== null && pain.valeur && pain.nombre >= REPORT_RULES.listingBreadAlertReportsNeeded;
}

function viewOf(row: CardRow, reports: readonly CardReport[], now: Date): ReportView {
  return reportView(reports, { flag: row.disponibilitePain, flagAt: row.disponibilitePainMaj, opening: cardOpeningInput(row) }, now);
}

const tooSoon = () => new AppError('rate_limited', REPORT_MESSAGES.tooSoon);
const tooManyToday = () => new AppError('rate_limited', REPORT_MESSAGES.tooManyToday);

/** `POST /api/boulangeries/{id}/signalements/`. */
export async function report(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'limits' | 'alerts' | 'now'>,
  bakeryId: number,
  request: TReportRequest,
  reporter: Reporter,
): Promise<TReportAccepted> {
  const now = ctx.now();
  const [row] = await findCardRows(ctx.db, [bakeryId], now);
  const owner = row ? await repository.findOwner(ctx.db, bakeryId) : undefined;
  if (!row || !owner || row.latitude === null || row.longitude === null) throw notFound(BAKERY_NOT_FOUND);
  if (await repository.isBlocked(ctx.db, reporter.visitorKey, reporter.addressKey))
    throw new AppError('forbidden', REPORT_MESSAGES.blocked);
  // The position is used here and nowhere else: never stored, never logged (docs/privacy.md).
  const distanceM = haversineKm({ lat: request.latitude, lng: request.longitude }, { lat: row.latitude, lng: row.longitude }) * 1000;
  if (distanceM > REPORT_RULES.maxDistanceMeters) throw new AppError('bad_request', REPORT_MESSAGES.tooFar);

  // Both keys, both limits: a write is refused when either key is spent (decision 020).
  const perBakery = ctx.limits.account('reportPerBakery');
  const perDay = ctx.limits.account('reportPerDay');
  const bakeryKeys = [`${reporter.limitKeys.visitor}|${bakeryId}`, `${reporter.limitKeys.address}|${bakeryId}`];
  const dayKeys = [reporter.limitKeys.visitor, reporter.limitKeys.address];
  for (const key of bakeryKeys) if (await perBakery.isOver(key)) throw tooSoon();
  for (const key of dayKeys) if (await perDay.isOver(key)) throw tooManyToday();
  for (const key of bakeryKeys) await perBakery.record(key);
  for (const key of dayKeys) await perDay.record(key);

  const opening = cardOpeningInput(row);
  const { expiresAt, duringOpening } = reportExpiry(opening, now);
  const createdAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const isListing = owner.ownerId === null;
  const before = viewOf(row, row.signalements, now);

  await ctx.db.transaction(async (tx) => {
    await repository.insertReport(tx, {
      bakeryId,
      type: request.type,
      visitorKey: reporter.visitorKey,
      addressKey: reporter.addressKey,
      createdAt,
      expiresAt,
      duringOpening,
    });
    // One mail a day at most to the owner: the day is taken in the same transaction as the report.
    if (owner.ownerEmail && (await repository.takeMailDay(tx, bakeryId, parisDay(now)))) {
      await enqueueMail(tx, ownerReportMail(ctx.config.appUrl, owner.ownerEmail, { id: bakeryId, nom: owner.nom }, request.type));
    }
  });

  const added: CardReport = [request.type, createdAt.getTime() / 1000, expiresAt.getTime() / 1000, reporter.visitorKey, duringOpening];
  const after = viewOf(row, [...row.signalements, added], now);
  tellReportedBread(ctx, bakeryId, { before: isAlertBread(before, isListing), after: isAlertBread(after, isListing) });
  return { message: REPORT_MESSAGES.thanks };
}

const iso = (date: Date) => date.toISOString();
const OWNER_LIST_HOURS = 24;
const STAFF_LIST_DAYS = 7;

/** `GET /api/cotepro/ma-boulangerie/{id}/signalements/` (the role guard ran): the summary in force and the last 24 hours. */
export async function listForOwner(ctx: Pick<ServiceContext, 'db' | 'now'>, bakeryId: number): Promise<TProBakeryReports> {
  const now = ctx.now();
  const [row] = await findCardRows(ctx.db, [bakeryId], now);
  let signalements: TVisitorReports = { pain: null, ferme: null };
  let counted = new Set<number>();
  const rows = await repository.findRecentForBakery(ctx.db, bakeryId, new Date(now.getTime() - OWNER_LIST_HOURS * HOUR_MS));
  if (row) {
    signalements = viewOf(row, row.signalements, now).signalements;
    const flagAt = row.disponibilitePainMaj;
    counted = new Set(
      rows.filter((r) => r.clearedAt === null && r.expiresAt > now && (flagAt === null || r.createdAt > flagAt)).map((r) => r.id),
    );
  }
  return {
    signalements,
    recents: rows.map((r) => ({
      id: r.id,
      type: r.type as TProBakeryReports['recents'][number]['type'],
      created_at: iso(r.createdAt),
      expires_at: iso(r.expiresAt),
      en_vigueur: counted.has(r.id),
    })),
  };
}

/** A short pseudonym of a visitor key for staff: tells reports of one browser apart, names nobody. */
const pseudonym = (visitorKey: string) => `V-${visitorKey.slice(0, 8)}`;

/** `GET /api/admin/signalements/`: the last 7 days' reports, and the listings with « C'est fermé » from two visitors in force. */
export async function listForStaff(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  query: { page: number; page_size: number; q?: string | undefined },
): Promise<TAdminReports> {
  const now = ctx.now();
  const { count, rows } = await repository.findRecentPage(ctx.db, new Date(now.getTime() - STAFF_LIST_DAYS * 24 * HOUR_MS), query);
  const closed = await repository.findClosedOnListings(ctx.db, now);
  const byBakery = new Map<number, typeof closed>();
  for (const r of closed) byBakery.set(r.bakeryId, [...(byBakery.get(r.bakeryId) ?? []), r]);
  const fermetures: TAdminReports['fermetures'] = [];
  // The same rule as the card (two different visitors), read through the shared summary.
  const facts = await findReportFacts(ctx.db, [...byBakery.keys()], now);
  for (const [bakeryId, reports] of byBakery) {
    const summary = summariseReports({
      reports: reportFacts(facts.get(bakeryId) ?? []),
      flagAt: null,
      now: Math.floor(now.getTime() / 1000),
    }).ferme;
    if (!summary) continue;
    fermetures.push({
      bakery_id: bakeryId,
      bakery_name: reports[0]!.bakeryName,
      nombre: summary.nombre,
      dernier: iso(new Date(summary.dernier * 1000)),
      expire: iso(new Date(summary.expire * 1000)),
    });
  }
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((r) => ({
      id: r.id,
      bakery_id: r.bakeryId,
      bakery_name: r.bakeryName,
      revendiquee: r.ownerId !== null,
      type: r.type as TAdminReports['results'][number]['type'],
      created_at: iso(r.createdAt),
      expires_at: iso(r.expiresAt),
      cleared_at: r.clearedAt ? iso(r.clearedAt) : null,
      visiteur: pseudonym(r.visitorKey),
      bloque: r.blocked,
    })),
    fermetures,
  };
}

/** `POST /api/admin/signalements/{id}/effacer/`: audited in the same transaction. */
export async function clearOne(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  actor: AuditActor & { id: number },
  id: number,
): Promise<TAdminReportActionResult> {
  return ctx.db.transaction(async (tx) => {
    const before = await repository.findReport(tx, id);
    if (!before) throw notFound(REPORT_ADMIN_MESSAGES.reportNotFound);
    const after = await repository.clearReport(tx, id, actor.id, ctx.now());
    if (!after) throw new AppError('conflict', REPORT_ADMIN_MESSAGES.alreadyCleared);
    await writeAudit(tx, actor, {
      action: 'clear_report',
      entityType: AUDIT_ENTITY,
      entityId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return { message: REPORT_ADMIN_MESSAGES.cleared, effaces: 1 };
  });
}

/** `POST /api/admin/signalements/bloquer/`: blocks the visitor or the address behind a report and clears their reports in force; audited. */
export async function block(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  actor: AuditActor & { id: number },
  request: TAdminReportBlockRequest,
): Promise<TAdminReportActionResult> {
  return ctx.db.transaction(async (tx) => {
    const reportRow = await repository.findReport(tx, request.signalement_id);
    if (!reportRow) throw notFound(REPORT_ADMIN_MESSAGES.reportNotFound);
    const kind = request.portee === 'visiteur' ? 'visitor' : 'address';
    const keyHash = kind === 'visitor' ? reportRow.visitorKey : reportRow.addressKey;
    const added = await repository.insertBlock(tx, kind, keyHash, request.motif?.trim() || null, actor.id);
    if (!added) throw new AppError('conflict', REPORT_ADMIN_MESSAGES.alreadyBlocked);
    const cleared = await repository.clearReportsOf(tx, kind, keyHash, actor.id, ctx.now());
    await writeAudit(tx, actor, {
      action: 'block_reporter',
      entityType: 'visitor_report_block',
      entityId: added.id,
      after: { portee: request.portee, signalement_id: request.signalement_id, motif: request.motif ?? null, effaces: cleared },
    });
    return { message: kind === 'visitor' ? REPORT_ADMIN_MESSAGES.blockedVisitor : REPORT_ADMIN_MESSAGES.blockedAddress, effaces: cleared };
  });
}

/** What the audit keeps of a report: never its keys. */
function auditView(row: repository.ReportRow) {
  return {
    id: row.id,
    bakery_id: row.bakeryId,
    type: row.type,
    created_at: iso(row.createdAt),
    cleared_at: row.clearedAt ? iso(row.clearedAt) : null,
  };
}
