// Every element of an OpenStreetMap file, one at a time, in file order, whatever the file's size
// (docs/open-data.md, "Reading OpenStreetMap files"). France's answer is tens or hundreds of
// megabytes: nothing here holds more than one element (and the parser's buffer) at a time.
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream';
import { pick } from 'stream-json/filters/pick.js';
import { streamValues } from 'stream-json/streamers/stream-values.js';
import { detectOsmFormat, openDecoded, RECORD_SEPARATOR, type TOsmFileFormat } from './detect-osm-format.js';
import { osmReadFromFeature, osmReadFromOverpass } from './osm-read-from-json.js';
import type { TOsmRead } from './osm-types.js';

/** The parser's stack, as stream-json's filters see it: keys, and indexes inside arrays. */
type TJsonPath = readonly (string | number | null)[];

/**
 * The values to assemble: each item of the top-level array (`elements.0`, `elements.1`…) and, in an
 * Overpass answer, the top-level `remark`. Everything else (osm3s, the copyright) is dropped token by
 * token, never assembled.
 */
function documentFilter(arrayKey: 'elements' | 'features', withRemark: boolean) {
  return (stack: TJsonPath): boolean =>
    (stack.length === 2 && stack[0] === arrayKey && typeof stack[1] === 'number') ||
    (withRemark && stack.length === 1 && stack[0] === 'remark');
}

/**
 * Overpass answers HTTP 200 even when the query failed half-way: the `elements` read so far are
 * there, and a top-level `remark` says « runtime error: Query timed out… » or « …out of memory ».
 * Such a file must fail, never pass for the whole of France (the import would take the missing
 * shops for closed ones).
 */
function assertCompleteOverpass(path: string, remark: string | null): void {
  if (remark !== null && /error/i.test(remark)) {
    throw new Error(`${path} : la réponse Overpass est incomplète (« ${remark.trim()} »).`);
  }
}

async function* readJsonDocument(path: string, gzip: boolean, format: 'overpass-json' | 'geojson'): AsyncGenerator<TOsmRead> {
  const isOverpass = format === 'overpass-json';
  // Each token that crosses from one stream to the next costs, so the tokenizer and the filter share
  // one Duplex, and `streamValues: false` has the parser send each string and number as one packed
  // token (the only kind the streamer reads) instead of also in chunks. Measured on 64 MB: 30 s with
  // three streams and chunks, 7.5 s without the chunks, 3.8 s as here.
  const tokens = pick.withParserAsStream({ filter: documentFilter(isOverpass ? 'elements' : 'features', isOverpass), streamValues: false });
  const values = streamValues.asStream();
  // pipeline destroys every stream with the first error (a syntax error, a truncated gzip): the
  // loop below then throws it. Stopping the loop early destroys `values`, which closes the file.
  pipeline(openDecoded(path, gzip), tokens, values, () => {});
  let remark: string | null = null;
  for await (const item of values as AsyncIterable<{ value: unknown }>) {
    // The only string the filter lets through is the remark: Overpass's elements are objects.
    if (isOverpass && typeof item.value === 'string') {
      remark = item.value;
      continue;
    }
    yield isOverpass ? osmReadFromOverpass(item.value) : osmReadFromFeature(item.value);
  }
  if (isOverpass) assertCompleteOverpass(path, remark);
}

/** A line without what RFC 8142 and osmium put before the text: record separators, spaces, a BOM. */
function recordText(line: string): string {
  let start = 0;
  while (start < line.length && (line[start] === RECORD_SEPARATOR || /\s/.test(line[start] as string))) start++;
  return line.slice(start).trimEnd();
}

/**
 * A GeoJSON text sequence, a line at a time. A line that is not JSON is an error, not a skip: it is
 * what a truncated download looks like, and a partial file must not be imported as the whole.
 */
async function* readSequence(path: string, gzip: boolean): AsyncGenerator<TOsmRead> {
  const input = openDecoded(path, gzip);
  // readline's iterator rejects with its input's error (a truncated gzip): the test covers it.
  const lines = createInterface({ input, crlfDelay: Infinity });
  let lineNumber = 0;
  try {
    for await (const line of lines) {
      lineNumber++;
      const text = recordText(line);
      if (text === '') continue;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        throw new Error(`${path}, ligne ${lineNumber} : ce n'est pas un texte JSON (fichier tronqué ?).`);
      }
      yield osmReadFromFeature(value);
    }
  } finally {
    lines.close();
    input.destroy();
  }
}

/** Every element of the file, as read; the format (and gzip) is told from the file's first bytes. */
export async function* readOsmFeatures(path: string): AsyncGenerator<TOsmRead> {
  yield* readDetectedOsmFile(path, await detectOsmFormat(path));
}

/** The same, once `detectOsmFormat` has answered (a caller that also reports the format). */
export async function* readDetectedOsmFile(
  path: string,
  { format, gzip }: { format: TOsmFileFormat; gzip: boolean },
): AsyncGenerator<TOsmRead> {
  if (format === 'geojsonseq') yield* readSequence(path, gzip);
  else yield* readJsonDocument(path, gzip, format);
}
