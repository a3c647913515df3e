// Writes open-data records into bakeries: one bakery per shop, whatever the sources say of it, an owner's facts
// never overwritten, nothing ever deleted (docs/open-data.md, "Importing listings: one per shop"). The whole
// import is one transaction of bulkWriteBakeries: the live feed reloads once, at its commit.
import type { Db } from '../../db/client.js';
import { bulkWriteBakeries } from '../bakeries/repository.js';
import { KnownBakeries, type TKnownBakery, type TRecordState } from './known-bakeries.js';
import { isValidPosition, isValidSourceId, listingColumns, listingName, recordSiret } from './listing-columns.js';
import {
  emptySummary,
  recordKey,
  type TImportOptions,
  type TImportSummary,
  type TListingFacts,
  type TListingSource,
  type TSkipReason,
} from './listing-facts.js';
import { ListingWriter } from './listing-writer.js';
import {
  IMPORT_BATCH_SIZE,
  hideListingsWithoutRecords,
  loadBakeries,
  loadRecords,
  lockListingImports,
  markRecordsGone,
} from './listings-repository.js';
import { decideMatch } from './match-listing.js';
import { addressKey } from './normalise-address.js';
import { normaliseName } from './normalise-name.js';

/** What one run remembers besides the bakeries: which records it saw, and which bakeries lost one. */
type TRun = {
  known: KnownBakeries;
  writer: ListingWriter;
  summary: TImportSummary;
  now: Date;
  sourcesRead: Set<TListingSource>;
  seenKeys: Set<string>;
  lostRecord: Set<number>;
};

async function loadKnownBakeries(tx: Db): Promise<KnownBakeries> {
  const known = new KnownBakeries();
  for await (const page of loadBakeries(tx)) for (const row of page) known.addBakery(row);
  for await (const page of loadRecords(tx)) for (const row of page) known.addRecord(row);
  known.finishLoading();
  return known;
}

function skip(summary: TImportSummary, reason: TSkipReason): void {
  summary.skipped[reason] = (summary.skipped[reason] ?? 0) + 1;
}

function markGoneInMemory(run: TRun, bakery: TKnownBakery, state: TRecordState): void {
  if (state.goneAt !== null) return;
  state.goneAt = run.now.getTime();
  run.summary.gone += 1;
  run.lostRecord.add(bakery.id);
}

/** A listing the import hid because its records were gone comes back with one of them. */
async function showAgain(writer: ListingWriter, bakery: TKnownBakery): Promise<void> {
  if (!bakery.hiddenBySources) return;
  bakery.hiddenBySources = false;
  await writer.show(bakery.id);
}

async function importRecord(run: TRun, facts: TListingFacts): Promise<void> {
  const { known, writer, summary, now } = run;
  if (!isValidSourceId(facts.source, facts.sourceId)) return skip(summary, 'invalid-source-id');
  const key = recordKey(facts.source, facts.sourceId);
  run.sourcesRead.add(facts.source);
  run.seenKeys.add(key);
  const siret = recordSiret(facts);
  const existing = known.record(key);
  if (facts.closed) {
    // A closed établissement is never created; a known one is gone (its listing hidden once all its records are).
    if (!existing) return skip(summary, 'closed-unknown');
    await writer.markSeen({ source: facts.source, sourceId: facts.sourceId, siret, closed: true });
    return markGoneInMemory(run, existing.bakery, existing.state);
  }
  if (existing) {
    // Seen is seen, even when this version of the record cannot be written: it is not gone, nor its listing hidden.
    await writer.markSeen({ source: facts.source, sourceId: facts.sourceId, siret, closed: false });
    existing.state.goneAt = null;
    await showAgain(writer, existing.bakery);
  }
  if (listingName(facts) === '') return skip(summary, 'no-name');
  if (!isValidPosition(facts)) return skip(summary, 'invalid-position');
  const { columns, warnings } = listingColumns(facts);
  for (const warning of warnings) summary.warnings[warning] = (summary.warnings[warning] ?? 0) + 1;

  if (existing) {
    const { bakery, state } = existing;
    // An owner's bakery keeps every fact its owner entered: the record only says it was seen.
    if (bakery.owned) {
      summary.unchanged += 1;
      return;
    }
    return writer.writeFacts({ id: bakery.id, mode: known.writeMode(bakery, state), columns }, true);
  }

  const point = { latitude: columns.latitude, longitude: columns.longitude };
  const record = { nameKey: normaliseName(columns.nom), addressKey: addressKey(columns.adressePostale) };
  const decision = decideMatch(record, known.siretMatch(siret, point), known.candidatesAround(point));
  const state: TRecordState = { key, source: facts.source, sourceId: facts.sourceId, firstSeenAt: now.getTime(), goneAt: null };

  if (decision.kind === 'attach' || decision.kind === 'attach-uncertain') {
    const bakery = known.bakery(decision.bakeryId)!;
    await writer.addRecord({ source: facts.source, sourceId: facts.sourceId, bakeryId: bakery.id, siret });
    known.attach(bakery, state, siret);
    await showAgain(writer, bakery);
    if (decision.kind === 'attach-uncertain') {
      const distanceM = Math.round(decision.distanceM);
      const candidate = { bakeryId: bakery.id, source: facts.source, sourceId: facts.sourceId, recordNom: columns.nom, distanceM };
      return writer.queue({ ...candidate, reason: 'attached_to_owned' });
    }
    summary.merged += 1;
    // A listing takes what the record knows and it does not (or all of it, from a record that now leads it).
    if (!bakery.owned) await writer.writeFacts({ id: bakery.id, mode: known.writeMode(bakery, state), columns }, false);
    return;
  }

  const id = await writer.nextId();
  await writer.createListing({ id, columns });
  await writer.addRecord({ source: facts.source, sourceId: facts.sourceId, bakeryId: id, siret });
  const bakery = known.addBakery({ id, owned: false, nom: columns.nom, adressePostale: columns.adressePostale, ...point, hiddenAt: null });
  known.attach(bakery, state, siret);
  summary.created += 1;
  if (decision.kind === 'create-and-queue') {
    const distanceM = Math.round(decision.distanceM);
    await writer.queue({ bakeryId: decision.neighbourId, otherBakeryId: id, distanceM, reason: 'near_different_name' });
  }
}

/** A complete file: the known records of each source it carried that it did not have are gone from now. */
async function markUnseenRecordsGone(tx: Db, run: TRun): Promise<void> {
  let batch: { source: TListingSource; sourceId: string }[] = [];
  const write = async () => {
    await markRecordsGone(tx, batch, run.now);
    batch = [];
  };
  for (const source of run.sourcesRead) {
    for (const { bakery, state } of run.known.recordsOf(source)) {
      if (run.seenKeys.has(state.key) || state.goneAt !== null) continue;
      markGoneInMemory(run, bakery, state);
      batch.push({ source: state.source, sourceId: state.sourceId });
      if (batch.length >= IMPORT_BATCH_SIZE) await write();
    }
  }
  await write();
}

/** Hides the listings that lost a record this run and have none left; an owner's bakery never. */
async function hideListingsLeftWithout(tx: Db, run: TRun): Promise<void> {
  const ids = [...run.lostRecord].filter((id) => {
    const bakery = run.known.bakery(id);
    return bakery !== undefined && !bakery.owned && bakery.records.every((record) => record.goneAt !== null);
  });
  for (let start = 0; start < ids.length; start += IMPORT_BATCH_SIZE) {
    run.summary.hidden += (await hideListingsWithoutRecords(tx, ids.slice(start, start + IMPORT_BATCH_SIZE), run.now)).length;
  }
}

/**
 * Imports a stream of records (read one at a time, never held whole) and returns what it did. `complete: true`
 * says the stream is the whole of its sources: the records it lacks are gone, and listings left with no record
 * are hidden (never deleted). Without it, nothing is marked gone.
 */
export async function importListings(db: Db, facts: AsyncIterable<TListingFacts>, options: TImportOptions): Promise<TImportSummary> {
  const now = options.now ?? new Date();
  const summary = emptySummary();
  return bulkWriteBakeries(db, async (tx) => {
    await lockListingImports(tx);
    const known = await loadKnownBakeries(tx);
    const writer = new ListingWriter(tx, now, summary, options.onProgress);
    const run: TRun = { known, writer, summary, now, sourcesRead: new Set(), seenKeys: new Set(), lostRecord: new Set() };
    for await (const record of facts) {
      summary.read += 1;
      await importRecord(run, record);
    }
    await writer.flush();
    if (options.complete) await markUnseenRecordsGone(tx, run);
    await hideListingsLeftWithout(tx, run);
    return summary;
  });
}
