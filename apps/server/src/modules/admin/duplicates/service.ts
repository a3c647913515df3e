// « Doublons à vérifier » (docs/open-data.md, "The staff's review queue"): staff see both sides of what an import
// could not decide alone, and merge them or keep them apart, audited, in one transaction each. The merge rule:
// the kept bakery is the owned one, else the older listing; the other's records, favourites and alerts move to it,
// and it is hidden with a pointer to the kept one (its page redirects there), never deleted. Two owned bakeries
// are never merged. A resolved pair answers 409 and is never queued again (the unique indexes of the queue).
import {
  ADMIN_DUPLICATE_MESSAGES,
  type TAdminDuplicate,
  type TAdminDuplicateQuery,
  type TAdminDuplicateSide,
  type TAdminList,
} from '@fournil/shared';
import type { Db } from '../../../db/client.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { writeAudit, type AuditActor } from '../../audit/audit.js';
import { listPage } from '../list-page.js';
import * as repository from './repository.js';

const ENTITY = 'listing_duplicate';

function conflict(detail: string): AppError {
  return new AppError('conflict', detail);
}

function osmUrl(sourceId: string): string {
  return `https://www.openstreetmap.org/${sourceId}`;
}

function toSide(row: repository.SideRow, sources: repository.SourceRow[]): TAdminDuplicateSide {
  return {
    id: row.id,
    nom: row.nom,
    adresse_postale: row.adressePostale,
    code_postal: row.codePostal,
    ville: row.ville,
    latitude: row.latitude,
    longitude: row.longitude,
    revendiquee: row.proprietaireId !== null,
    proprietaire_email: row.proprietaireEmail,
    sources: sources
      .filter((source) => source.bakeryId === row.id)
      .map((source) => ({
        source: source.source,
        id: source.sourceId,
        url: source.source === 'osm' ? osmUrl(source.sourceId) : null,
        gone_since: source.goneSince?.toISOString() ?? null,
      })),
    created_at: row.createdAt.toISOString(),
  };
}

async function toDuplicates(db: Db, rows: repository.CandidateRow[]): Promise<TAdminDuplicate[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.otherBakeryId === null ? [row.bakeryId] : [row.bakeryId, row.otherBakeryId])))];
  const sides = new Map((await repository.findSides(db, ids)).map((side) => [side.id, side]));
  const sources = await repository.findSources(db, ids);
  return rows.map((row) => {
    const other = row.otherBakeryId === null ? undefined : sides.get(row.otherBakeryId);
    return {
      id: row.id,
      reason: row.reason,
      distance_m: row.distanceM,
      bakery: toSide(sides.get(row.bakeryId)!, sources),
      other_bakery: other ? toSide(other, sources) : null,
      record:
        row.source !== null && row.sourceId !== null && row.recordNom !== null
          ? { source: row.source, id: row.sourceId, nom: row.recordNom }
          : null,
      created_at: row.createdAt.toISOString(),
      resolution: row.resolution,
      resolved_at: row.resolvedAt?.toISOString() ?? null,
      result_bakery_id: row.resultBakeryId,
    };
  });
}

export async function listDuplicates(db: Db, query: TAdminDuplicateQuery): Promise<TAdminList<TAdminDuplicate>> {
  const { count, rows } = await repository.findCandidatesPage(db, query);
  return listPage(query, count, await toDuplicates(db, rows));
}

async function oneDuplicate(db: Db, id: number): Promise<TAdminDuplicate> {
  const row = await repository.findCandidate(db, id);
  if (!row) throw notFound(ADMIN_DUPLICATE_MESSAGES.notFound);
  const [duplicate] = await toDuplicates(db, [row]);
  return duplicate!;
}

/** The pending candidate, locked; 404 unknown, 409 already resolved. */
async function pendingCandidate(tx: Db, id: number): Promise<repository.CandidateRow> {
  const row = await repository.findCandidate(tx, id, { forUpdate: true });
  if (!row) throw notFound(ADMIN_DUPLICATE_MESSAGES.notFound);
  if (row.resolution !== null) throw conflict(ADMIN_DUPLICATE_MESSAGES.alreadyResolved);
  return row;
}

/** The pair's bakery that stays: the owned one, else the older listing (then the smaller id). */
export function keptOfPair(a: repository.SideRow, b: repository.SideRow): { kept: repository.SideRow; absorbed: repository.SideRow } {
  if (a.proprietaireId !== null) return { kept: a, absorbed: b };
  if (b.proprietaireId !== null) return { kept: b, absorbed: a };
  const aFirst = a.createdAt.getTime() !== b.createdAt.getTime() ? a.createdAt < b.createdAt : a.id < b.id;
  return aFirst ? { kept: a, absorbed: b } : { kept: b, absorbed: a };
}

/**
 * « Fusionner ». A pair: the absorbed listing goes into the kept bakery. A record attached to an owner's bakery:
 * the attachment is confirmed, nothing else moves.
 */
export async function mergeDuplicate(db: Db, actor: AuditActor, id: number, now = new Date()): Promise<TAdminDuplicate> {
  await db.transaction(async (tx) => {
    const row = await pendingCandidate(tx, id);
    const before = (await toDuplicates(tx, [row]))[0];
    let after: Record<string, unknown>;
    if (row.otherBakeryId !== null) {
      const sides = await repository.findSides(tx, [row.bakeryId, row.otherBakeryId], { forUpdate: true });
      const [a, b] = [sides.find((side) => side.id === row.bakeryId), sides.find((side) => side.id === row.otherBakeryId)];
      if (!a || !b || a.mergedIntoId !== null || b.mergedIntoId !== null) throw conflict(ADMIN_DUPLICATE_MESSAGES.bakeryGone);
      if (a.proprietaireId !== null && b.proprietaireId !== null) throw conflict(ADMIN_DUPLICATE_MESSAGES.twoOwned);
      const { kept, absorbed } = keptOfPair(a, b);
      await repository.resolveCandidate(tx, id, 'merged', now);
      await repository.mergeBakeryInto(tx, absorbed.id, kept.id, now);
      after = { resolution: 'merged', kept_bakery_id: kept.id, absorbed_bakery_id: absorbed.id };
    } else {
      await repository.resolveCandidate(tx, id, 'merged', now);
      after = { resolution: 'merged', bakery_id: row.bakeryId, record: `${row.source}:${row.sourceId}` };
    }
    await writeAudit(tx, actor, { action: 'merge_duplicate', entityType: ENTITY, entityId: id, before, after });
  });
  return oneDuplicate(db, id);
}

/**
 * « Garder séparées ». A pair: both stay as they are, and the pair is never queued again. A record attached to an
 * owner's bakery: it is detached into a new listing of its own.
 */
export async function keepDuplicateApart(db: Db, actor: AuditActor, id: number, now = new Date()): Promise<TAdminDuplicate> {
  await db.transaction(async (tx) => {
    const row = await pendingCandidate(tx, id);
    const before = (await toDuplicates(tx, [row]))[0];
    let after: Record<string, unknown> = { resolution: 'kept_apart' };
    if (row.otherBakeryId === null && row.source !== null && row.sourceId !== null && row.recordNom !== null) {
      const [owned] = await repository.findSides(tx, [row.bakeryId], { forUpdate: true });
      if (!owned) throw conflict(ADMIN_DUPLICATE_MESSAGES.bakeryGone);
      const listingId = await repository.detachRecordToNewListing(
        tx,
        { source: row.source, sourceId: row.sourceId, nom: row.recordNom },
        owned,
        now,
      );
      after = { resolution: 'kept_apart', new_bakery_id: listingId, record: `${row.source}:${row.sourceId}` };
    }
    await repository.resolveCandidate(tx, id, 'kept_apart', now);
    await writeAudit(tx, actor, { action: 'keep_apart', entityType: ENTITY, entityId: id, before, after });
  });
  return oneDuplicate(db, id);
}
