// The logo files the seeded bakeries point to (logos/bench-N.png under DATA_DIR/media), so a page
// that shows one loads a real image instead of a 404. Plain coloured squares, made here.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { LOGO_FILE_COUNT, logoPath } from './bakery-generator.js';

const SIZE = 96;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A SIZE × SIZE opaque RGB PNG of one colour. */
function squarePng(red: number, green: number, blue: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.alloc(1 + SIZE * 3);
  for (let x = 0; x < SIZE; x += 1) row.set([red, green, blue], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: SIZE }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export function writeLogoFiles(mediaDir: string): void {
  for (let index = 0; index < LOGO_FILE_COUNT; index += 1) {
    const file = path.join(mediaDir, logoPath(index));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, squarePng(120 + index * 15, 70 + index * 10, 30 + index * 5));
  }
}
