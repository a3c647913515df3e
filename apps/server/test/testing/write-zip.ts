// A valid one-entry zip written with node alone (deflate, CRC-32, local header, central directory, end record):
// what the Sirene reader tests hand over as « StockEtablissement_utf8.zip » (APPNOTE.TXT 4.3).
import fs from 'node:fs';
import { crc32, deflateRawSync } from 'node:zlib';

export function writeOneEntryZip(zipPath: string, entryName: string, content: Buffer): void {
  const name = Buffer.from(entryName, 'utf8');
  const data = deflateRawSync(content);
  const crc = crc32(content);
  // Version 2.0, bit 11 (UTF-8 name), method 8 (deflate), a fixed DOS date.
  const common = (header: Buffer, offset: number): void => {
    header.writeUInt16LE(20, offset);
    header.writeUInt16LE(0x0800, offset + 2);
    header.writeUInt16LE(8, offset + 4);
    header.writeUInt16LE(0, offset + 6);
    header.writeUInt16LE(0x5821, offset + 8);
    header.writeUInt32LE(crc, offset + 10);
    header.writeUInt32LE(data.length, offset + 14);
    header.writeUInt32LE(content.length, offset + 18);
    header.writeUInt16LE(name.length, offset + 22);
    header.writeUInt16LE(0, offset + 24);
  };
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  common(local, 4);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  common(central, 6);
  // Comment length, disk, internal and external attributes, then the local header's offset: 0.
  central.writeUInt32LE(0, 42);
  const centralOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  fs.writeFileSync(zipPath, Buffer.concat([local, name, data, central, name, end]));
}
