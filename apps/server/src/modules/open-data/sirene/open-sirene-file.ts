// A Sirene file's CSV bytes as a stream, whatever it was handed over as (docs/open-data.md, "Importing from
// Sirene"): plain, gzipped (geo_siret_NN.csv.gz) or zipped (StockEtablissement_utf8.zip, one CSV inside),
// told from the first bytes, never from the name. Streaming throughout: the zip's entry is inflated as read.
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { openDecoded } from '../osm/detect-osm-format.js';

export type TSireneCompression = 'none' | 'gzip' | 'zip';

/** RFC 1952's magic bytes, and a zip's local file header signature (PK\3\4). */
const GZIP_MAGIC = [0x1f, 0x8b] as const;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04] as const;

export async function detectCompression(path: string): Promise<TSireneCompression> {
  const handle = await open(path, 'r');
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    if (bytesRead >= 2 && buffer[0] === GZIP_MAGIC[0] && buffer[1] === GZIP_MAGIC[1]) return 'gzip';
    if (bytesRead === 4 && ZIP_MAGIC.every((byte, index) => buffer[index] === byte)) return 'zip';
    return 'none';
  } finally {
    await handle.close();
  }
}

/**
 * The first `.csv` entry of a zip, streamed. yauzl reads the central directory, one entry at a time
 * (`lazyEntries`), and inflates the entry chosen as the consumer pulls; the archive closes once it is read.
 */
function openZippedCsv(path: string): Promise<{ stream: Readable; entry: string }> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (openError, zip) => {
      if (openError) return reject(openError);
      let found = false;
      zip.on('error', (error: Error) => {
        if (!found) reject(error);
      });
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!/\.csv$/i.test(entry.fileName) || entry.fileName.endsWith('/')) return zip.readEntry();
        found = true;
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          resolve({ stream, entry: entry.fileName });
        });
      });
      zip.on('end', () => {
        if (!found) reject(new Error(`aucun fichier CSV dans l'archive ${path}`));
      });
      zip.readEntry();
    });
  });
}

export type TOpenedSireneFile = { compression: TSireneCompression; stream: Readable; entry: string | null };

export async function openSireneFile(path: string): Promise<TOpenedSireneFile> {
  const compression = await detectCompression(path);
  if (compression === 'zip') {
    const { stream, entry } = await openZippedCsv(path);
    return { compression, stream, entry };
  }
  return { compression, stream: openDecoded(path, compression === 'gzip'), entry: null };
}
