// The bakery établissements of Sirene files, with the counts an operator reads at the end of an import
// (docs/open-data.md, "Importing from Sirene"). Each file is parsed streaming (csv-parse), one row at a time;
// memory holds the header and the SIRETs already handed on (a few tens of thousands), never the file.
import { parse } from 'csv-parse';
import { etablissementFromRow, isListedNaf, nafOf, NAF_COLUMN } from './etablissement-from-row.js';
import { openSireneFile, type TSireneCompression } from './open-sirene-file.js';
import { SIRENE_SKIP_REASONS, type TSireneEtablissement, type TSireneSkipReason } from './sirene-types.js';

/** What a file's header says it is: a BAN-geocoded geo_siret file has `longitude` and `latitude`. */
export type TSireneFileKind = 'geo' | 'stock';

export type TSireneFileSummary = {
  file: string;
  kind: TSireneFileKind | null;
  compression: TSireneCompression | null;
  /** Data rows read (the header excluded). */
  read: number;
  /** Rows of a listed bakery NAF code. */
  bakeries: number;
  kept: number;
  closed: number;
  skipped: Record<TSireneSkipReason, number>;
};

export type TSireneReadSummary = Omit<TSireneFileSummary, 'file' | 'kind' | 'compression'> & { files: TSireneFileSummary[] };

export type TReadSireneOptions = {
  /** Called with the counts so far after every `progressEvery` rows read (one line of a CLI). */
  onProgress?: (summary: Readonly<TSireneReadSummary>) => void;
  progressEvery?: number;
};

export type TSireneReading = {
  /** The kept établissements, geo files first, then the others, each in file order; iterate once. */
  etablissements: AsyncIterable<TSireneEtablissement>;
  /** Updated as `etablissements` is iterated: final once the iteration has ended. */
  summary: Readonly<TSireneReadSummary>;
};

export const DEFAULT_PROGRESS_EVERY = 100_000;

const zeroSkips = (): Record<TSireneSkipReason, number> =>
  Object.fromEntries(SIRENE_SKIP_REASONS.map((reason) => [reason, 0])) as Record<TSireneSkipReason, number>;

/** The CSV parser: INSEE's comma-separated UTF-8 with a header, quotes as written by its tools (relaxed). */
const csvParser = () => parse({ bom: true, relax_quotes: true, skip_empty_lines: true, trim: false });

/** The file's rows as arrays, the header first. A row of the wrong width, or a stream error (a truncated gzip or zip), throws. */
async function* rowsOf(path: string, file: TSireneFileSummary): AsyncGenerator<string[]> {
  const opened = await openSireneFile(path);
  file.compression = opened.compression;
  const parser = csvParser();
  opened.stream.on('error', (error) => parser.destroy(error));
  opened.stream.pipe(parser);
  try {
    for await (const row of parser as AsyncIterable<string[]>) yield row;
  } catch (error) {
    throw new Error(`${path} : ${(error as Error).message}`, { cause: error });
  } finally {
    // A consumer that stops early (the header probe) closes the file.
    opened.stream.unpipe(parser);
    parser.destroy();
    opened.stream.destroy();
  }
}

/** Whether the file is a geo_siret one: its header, read alone (the rest of the file is not). */
export async function sireneFileKind(path: string): Promise<TSireneFileKind> {
  const probe: TSireneFileSummary = emptyFileSummary(path);
  for await (const header of rowsOf(path, probe)) {
    return header.includes('longitude') && header.includes('latitude') ? 'geo' : 'stock';
  }
  return 'stock';
}

function emptyFileSummary(file: string): TSireneFileSummary {
  return { file, kind: null, compression: null, read: 0, bakeries: 0, kept: 0, closed: 0, skipped: zeroSkips() };
}

/**
 * Reads the files in turn, geo_siret files first (in the order given), then the others. A SIRET already handed
 * on is skipped as `duplicate`: the BAN position of a geo file wins over the stock's Lambert 93 for the same
 * établissement, and an établissement appears once however many files hold it.
 */
export function readSireneFiles(paths: readonly string[], options: TReadSireneOptions = {}): TSireneReading {
  const every = options.progressEvery ?? DEFAULT_PROGRESS_EVERY;
  const summary: TSireneReadSummary = { read: 0, bakeries: 0, kept: 0, closed: 0, skipped: zeroSkips(), files: [] };
  const taken = new Set<string>();

  function skip(file: TSireneFileSummary, reason: TSireneSkipReason): null {
    file.skipped[reason]++;
    summary.skipped[reason]++;
    return null;
  }

  async function* readFile(path: string, kind: TSireneFileKind): AsyncGenerator<TSireneEtablissement> {
    const file = emptyFileSummary(path);
    file.kind = kind;
    summary.files.push(file);
    let header: string[] | null = null;
    let nafIndex = -1;
    for await (const values of rowsOf(path, file)) {
      if (header === null) {
        header = values.map((name) => name.trim());
        nafIndex = header.indexOf(NAF_COLUMN);
        if (nafIndex < 0) throw new Error(`${path} : pas de colonne ${NAF_COLUMN}, ce n'est pas un fichier d'établissements Sirene`);
        continue;
      }
      file.read++;
      summary.read++;
      if (summary.read % every === 0) options.onProgress?.(summary);
      // The activity is read by position before the row becomes an object: most rows stop here.
      const naf = nafOf(values[nafIndex]);
      if (!isListedNaf(naf)) {
        skip(file, naf === '10.71A' ? 'industrial-bakery' : 'not-a-bakery');
        continue;
      }
      file.bakeries++;
      summary.bakeries++;
      const row: Record<string, string | undefined> = {};
      header.forEach((name, index) => (row[name] = values[index]));
      const result = etablissementFromRow(row);
      if (result.kind === 'skip') {
        skip(file, result.reason);
        continue;
      }
      const { etablissement } = result;
      if (taken.has(etablissement.siret)) {
        skip(file, 'duplicate');
        continue;
      }
      taken.add(etablissement.siret);
      file.kept++;
      summary.kept++;
      if (etablissement.closed) {
        file.closed++;
        summary.closed++;
      }
      yield etablissement;
    }
    if (header === null) throw new Error(`${path} : fichier vide, sans ligne d'en-tête`);
  }

  async function* etablissements(): AsyncGenerator<TSireneEtablissement> {
    const kinds = await Promise.all(paths.map(async (path) => ({ path, kind: await sireneFileKind(path) })));
    const ordered = [...kinds.filter((file) => file.kind === 'geo'), ...kinds.filter((file) => file.kind === 'stock')];
    for (const { path, kind } of ordered) yield* readFile(path, kind);
  }

  return { etablissements: etablissements(), summary };
}
