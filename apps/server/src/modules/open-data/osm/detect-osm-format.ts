// Which of the three OpenStreetMap file formats a file is, told from its first bytes, and the file's
// bytes as a stream, gunzipped on the way when the file is compressed (docs/open-data.md, "Reading
// OpenStreetMap files"). The operator may hand over `bakeries.geojsonseq.gz` as well as the plain file.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

export type TOsmFileFormat = 'overpass-json' | 'geojson' | 'geojsonseq';

/** RFC 1952: every gzip member starts with these two bytes. */
const GZIP_MAGIC = [0x1f, 0x8b] as const;

/** RFC 8142's record separator, which osmium writes before each feature unless told not to. */
export const RECORD_SEPARATOR = '\u001e';

/** Enough for an Overpass header (osm3s) or a GeoJSON one, and for the first line of most sequences. */
const HEAD_BYTES = 64 * 1024;

async function isGzipFile(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === GZIP_MAGIC[0] && buffer[1] === GZIP_MAGIC[1];
  } finally {
    await handle.close();
  }
}

/**
 * The file's bytes, gunzipped when `gzip`. Streaming both ways: a chunk at a time is read and
 * inflated as the consumer pulls. An error of either stream (a truncated gzip) reaches the consumer,
 * and a consumer that stops early closes the file.
 */
export function openDecoded(path: string, gzip: boolean): Readable {
  const file = createReadStream(path);
  if (!gzip) return file;
  const gunzip = createGunzip();
  // pipeline destroys every stream with the first error: the consumer sees it on `gunzip`.
  pipeline(file, gunzip, () => {});
  return gunzip;
}

async function readHead(path: string, gzip: boolean): Promise<{ text: string; complete: boolean }> {
  const stream = openDecoded(path, gzip);
  const chunks: Buffer[] = [];
  let size = 0;
  let complete = true;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= HEAD_BYTES) {
        complete = false;
        break;
      }
    }
  } finally {
    stream.destroy();
  }
  return { text: Buffer.concat(chunks).subarray(0, HEAD_BYTES).toString('utf8'), complete };
}

function jsonType(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The format, from the text of the file's head (`complete` when the head is the whole file):
 * - a record separator first: a GeoJSON text sequence;
 * - a first line that is a whole Feature: a sequence without separators;
 * - otherwise one JSON document, an Overpass answer or a FeatureCollection, told apart by the name of
 *   its first array (`elements` or `features`): the headers before it (osm3s, type, generator) are
 *   short, and both writers put the array after them.
 */
export function formatOfHead(head: string, complete: boolean): TOsmFileFormat | null {
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith(RECORD_SEPARATOR)) return 'geojsonseq';
  if (text.startsWith('{')) {
    const newline = text.indexOf('\n');
    const firstLine = newline >= 0 ? text.slice(0, newline) : complete ? text : null;
    if (firstLine !== null && jsonType(firstLine) === 'Feature') return 'geojsonseq';
    const array = /"(elements|features)"\s*:\s*\[/.exec(text);
    if (array) return array[1] === 'elements' ? 'overpass-json' : 'geojson';
    // A sequence whose first feature is longer than the head (a vast multipolygon).
    if (/^\{\s*"type"\s*:\s*"Feature"\s*[,}]/.test(text)) return 'geojsonseq';
  }
  return null;
}

/** The format of the file at `path`, and whether it is gzip-compressed. */
export async function detectOsmFormat(path: string): Promise<{ format: TOsmFileFormat; gzip: boolean }> {
  const gzip = await isGzipFile(path);
  const { text, complete } = await readHead(path, gzip);
  const format = formatOfHead(text, complete);
  if (!format)
    throw new Error(`${path} : format non reconnu (ni réponse Overpass JSON, ni GeoJSON FeatureCollection, ni GeoJSON text sequence).`);
  return { format, gzip };
}
