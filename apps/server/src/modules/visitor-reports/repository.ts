// SQL of the visitors' reports (docs/visitor-reports.md). The card query reads the reports in force
// itself (modules/bakeries/repository.ts, reportColumns); this file writes them and answers the
// owner's and the staff's lists. No query reads or writes a position: there is none to read.
import type { TReportType } from '@fournil/shared';
import { and, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bakeries, users, visitorReportBlocks, visitorReportMailDays, visitorReports } from '../../db/schema/index.js';

export type ReportRow = typeof visitorReports.$inferSelect;
export type NewReport = typeof visitorReports.$inferInsert;
export type BlockKind = 'visitor' | 'address';

/** The bakery's owner (null for a listing) and their mail address, whatever its public state (the caller checked it). */
export async function findOwner(
  db: Db,
  bakeryId: number,
): Promise<{ ownerId: number | null; ownerEmail: string | null; nom: string } | undefined> {
  const rows = await db
    .select({ ownerId: bakeries.proprietaireId, ownerEmail: users.email, nom: bakeries.nom })
    .from(bakeries)
    .leftJoin(users, eq(users.id, bakeries.proprietaireId))
    .where(eq(bakeries.id, bakeryId))
    .limit(1);
  return rows[0];
}

export async function isBlocked(db: Db, visitorKey: string, addressKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: visitorReportBlocks.id })
    .from(visitorReportBlocks)
    .where(
      or(
        and(eq(visitorReportBlocks.kind, 'visitor'), eq(visitorReportBlocks.keyHash, visitorKey)),
        and(eq(visitorReportBlocks.kind, 'address'), eq(visitorReportBlocks.keyHash, addressKey)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertReport(db: Db, report: NewReport): Promise<ReportRow> {
  const [row] = await db.insert(visitorReports).values(report).returning();
  return row!;
}

/** Takes the day's owner mail for the bakery: true once per bakery and Paris day, false after (the primary key decides, across instances). */
export async function takeMailDay(db: Db, bakeryId: number, day: string): Promise<boolean> {
  const rows = await db
    .insert(visitorReportMailDays)
    .values({ bakeryId, day })
    .onConflictDoNothing()
    .returning({ day: visitorReportMailDays.day });
  return rows.length > 0;
}

/** The bakery's reports made since `since`, newest first (the owner's list). */
export async function findRecentForBakery(db: Db, bakeryId: number, since: Date, limit = 100): Promise<ReportRow[]> {
  return db
    .select()
    .from(visitorReports)
    .where(and(eq(visitorReports.bakeryId, bakeryId), gt(visitorReports.createdAt, since)))
    .orderBy(desc(visitorReports.createdAt), desc(visitorReports.id))
    .limit(limit);
}

export type AdminReportRow = ReportRow & { bakeryName: string; ownerId: number | null; blocked: boolean };

const blockedColumn = sql<boolean>`EXISTS (SELECT 1 FROM visitor_report_blocks AS k WHERE (k.kind = 'visitor' AND k.key_hash = ${visitorReports.visitorKey}) OR (k.kind = 'address' AND k.key_hash = ${visitorReports.addressKey}))`;

/** Reports made since `since` on bakeries whose name contains `q`, newest first, one page; with the total. */
export async function findRecentPage(
  db: Db,
  since: Date,
  { page, page_size: pageSize, q }: { page: number; page_size: number; q?: string | undefined },
): Promise<{ count: number; rows: AdminReportRow[] }> {
  // `%`, `_` and `\` typed by staff are literal (as admin/repository.ts, containsAny).
  const named = q ? ilike(bakeries.nom, `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`) : undefined;
  const where = and(gt(visitorReports.createdAt, since), named);
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(visitorReports)
    .innerJoin(bakeries, eq(bakeries.id, visitorReports.bakeryId))
    .where(where);
  const rows = await db
    .select({ report: visitorReports, bakeryName: bakeries.nom, ownerId: bakeries.proprietaireId, blocked: blockedColumn })
    .from(visitorReports)
    .innerJoin(bakeries, eq(bakeries.id, visitorReports.bakeryId))
    .where(where)
    .orderBy(desc(visitorReports.createdAt), desc(visitorReports.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    count: total?.count ?? 0,
    rows: rows.map((row) => ({ ...row.report, bakeryName: row.bakeryName, ownerId: row.ownerId, blocked: row.blocked === true })),
  };
}

/** « C'est fermé » reports in force made during opening hours on listings (no owner), by bakery: the candidates of the staff queue. */
export async function findClosedOnListings(db: Db, now: Date): Promise<(ReportRow & { bakeryName: string })[]> {
  const rows = await db
    .select({ report: visitorReports, bakeryName: bakeries.nom })
    .from(visitorReports)
    .innerJoin(bakeries, eq(bakeries.id, visitorReports.bakeryId))
    .where(
      and(
        eq(visitorReports.type, 'ferme' satisfies TReportType),
        eq(visitorReports.duringOpening, true),
        isNull(visitorReports.clearedAt),
        gt(visitorReports.expiresAt, now),
        isNull(bakeries.proprietaireId),
      ),
    )
    .orderBy(visitorReports.bakeryId, visitorReports.createdAt);
  return rows.map((row) => ({ ...row.report, bakeryName: row.bakeryName }));
}

export async function findReport(db: Db, id: number): Promise<ReportRow | undefined> {
  const rows = await db.select().from(visitorReports).where(eq(visitorReports.id, id)).limit(1);
  return rows[0];
}

/** Clears one report (kept for the record, counted nowhere); the row's trigger tells the cards. */
export async function clearReport(db: Db, id: number, staffId: number, now: Date): Promise<ReportRow | undefined> {
  const rows = await db
    .update(visitorReports)
    .set({ clearedAt: now, clearedBy: staffId })
    .where(and(eq(visitorReports.id, id), isNull(visitorReports.clearedAt)))
    .returning();
  return rows[0];
}

/** Clears every report of a visitor or an address still in force; returns how many. */
export async function clearReportsOf(db: Db, kind: BlockKind, keyHash: string, staffId: number, now: Date): Promise<number> {
  const column = kind === 'visitor' ? visitorReports.visitorKey : visitorReports.addressKey;
  const rows = await db
    .update(visitorReports)
    .set({ clearedAt: now, clearedBy: staffId })
    .where(and(eq(column, keyHash), isNull(visitorReports.clearedAt), gt(visitorReports.expiresAt, now)))
    .returning({ id: visitorReports.id });
  return rows.length;
}

/** Adds a block; false when that key was already blocked. */
export async function insertBlock(
  db: Db,
  kind: BlockKind,
  keyHash: string,
  reason: string | null,
  staffId: number,
): Promise<{ id: number } | undefined> {
  const rows = await db
    .insert(visitorReportBlocks)
    .values({ kind, keyHash, reason, createdBy: staffId })
    .onConflictDoNothing()
    .returning({ id: visitorReportBlocks.id });
  return rows[0];
}
