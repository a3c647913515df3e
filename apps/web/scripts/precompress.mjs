#!/usr/bin/env node
// After `vite build`: writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every
// text asset of the build, once. The server sends those copies as they are (@fastify/static
// `preCompressed`), so visitors get the smallest files and no request pays for compressing them.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const distDir = path.resolve(process.argv[2] ?? 'dist');
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
/** Below this, compression saves less than a network packet. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for (const file of files(distDir)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = fs.readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }));
  count += 1;
}
console.log(`Précompression : ${count} fichiers de ${path.relative(process.cwd(), distDir) || '.'} (brotli 11, gzip 9).`);
