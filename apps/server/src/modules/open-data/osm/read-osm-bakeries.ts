// The bakeries of an OpenStreetMap file, with the count an operator reads at the end of an import
// (docs/open-data.md, "Reading OpenStreetMap files"): how many elements were read, kept, and skipped
// for each reason, and a progress call while a big file is read.
import { bakeryFromOsm } from './bakery-from-osm.js';
import { detectOsmFormat, type TOsmFileFormat } from './detect-osm-format.js';
import { OSM_SKIP_REASONS, type TOsmListing, type TOsmRead, type TOsmSkipReason, type TOsmType } from './osm-types.js';
import { readDetectedOsmFile } from './read-osm-file.js';

export type TOsmReadSummary = {
  /** Known once the file's first bytes are read; null before. */
  format: TOsmFileFormat | null;
  gzip: boolean;
  read: number;
  kept: number;
  skipped: Record<TOsmSkipReason, number>;
};

export type TReadOsmBakeriesOptions = {
  /** Called with the counts so far after every `progressEvery` elements read (one line of a CLI). */
  onProgress?: (summary: Readonly<TOsmReadSummary>) => void;
  progressEvery?: number;
};

export type TOsmBakeriesReading = {
  /** The kept listings, in file order; iterate once. */
  listings: AsyncIterable<TOsmListing>;
  /** Updated as `listings` is iterated: final once the iteration has ended. */
  summary: Readonly<TOsmReadSummary>;
};

export const DEFAULT_PROGRESS_EVERY = 10_000;

/**
 * The ids already kept, per type, to drop a second copy: osmium exports a closed way as a line and
 * again as an area. Numbers in three sets grow with the bakeries kept (about 40,000 for France,
 * a megabyte or two), never with the file.
 */
function keptIds(): (type: TOsmType, id: number) => boolean {
  const seen: Record<TOsmType, Set<number>> = { node: new Set(), way: new Set(), relation: new Set() };
  return (type, id) => {
    if (seen[type].has(id)) return true;
    seen[type].add(id);
    return false;
  };
}

export function readOsmBakeries(path: string, options: TReadOsmBakeriesOptions = {}): TOsmBakeriesReading {
  const every = options.progressEvery ?? DEFAULT_PROGRESS_EVERY;
  const skipped = Object.fromEntries(OSM_SKIP_REASONS.map((reason) => [reason, 0])) as Record<TOsmSkipReason, number>;
  const summary: TOsmReadSummary = { format: null, gzip: false, read: 0, kept: 0, skipped };
  const alreadyKept = keptIds();

  /** The listing to hand on, or null; counted either way. */
  function judge(element: TOsmRead): TOsmListing | null {
    summary.read++;
    const result = bakeryFromOsm(element);
    if (result.kind === 'skip') {
      skipped[result.reason]++;
      return null;
    }
    if (alreadyKept(result.listing.osm_type, result.listing.osm_id)) {
      skipped.duplicate++;
      return null;
    }
    summary.kept++;
    return result.listing;
  }

  async function* listings(): AsyncGenerator<TOsmListing> {
    const detected = await detectOsmFormat(path);
    summary.format = detected.format;
    summary.gzip = detected.gzip;
    for await (const element of readDetectedOsmFile(path, detected)) {
      const listing = judge(element);
      if (summary.read % every === 0) options.onProgress?.(summary);
      if (listing) yield listing;
    }
  }

  return { listings: listings(), summary };
}
