// Compression levels for a typical nearby answer (190 demo-like cards, about 76 kB): bytes kept and
// CPU per answer, one core, for gzip and brotli levels. The choice is stated in docs/nearby-search.md.
// Run: npx tsx --conditions=source bench/compression-levels.ts
import zlib from 'node:zlib';
import { buildDemoBakeries } from '../apps/server/src/db/seed/demo.js';
import { toCardEntry, cardsJson } from '../apps/server/src/modules/bakeries/card.js';
const demo = buildDemoBakeries(40);
const hits = Array.from({ length: 190 }, (_, i) => {
  const d = demo[i % 40]!;
  const entry = toCardEntry({
    id: 1000 + i * 7,
    nom: d.nom,
    adressePostale: d.adresse_postale,
    ville: d.ville,
    codePostalBoulangerie: d.code_postal_boulangerie,
    latitude: d.latitude + i * 1e-4,
    longitude: d.longitude - i * 1e-4,
    disponibilitePain: d.flags.pain,
    disponibiliteCafe: d.flags.cafe,
    disponibiliteCroissant: d.flags.croissant,
    disponibiliteSandwich: d.flags.sandwich,
    disponibiliteBio: d.flags.bio,
    joursOuvertures: d.week.jours,
    horairesOuvertures: d.week.horaires,
    imageLogoMain: i % 10 === 0 ? `logos/${i}abcdef0123456789.jpg` : null,
  } as never)!;
  return { entry, distanceKm: i * 0.0105 };
});
const body = Buffer.from(cardsJson(hits));
console.log('raw', body.length, 'bytes,', (body.length / 190).toFixed(0), 'B/card');
function time(label: string, f: () => Buffer) {
  for (let i = 0; i < 50; i++) f();
  const n = 400;
  const t0 = process.hrtime.bigint();
  let size = 0;
  for (let i = 0; i < n; i++) size = f().length;
  const us = Number(process.hrtime.bigint() - t0) / 1000 / n;
  console.log(
    `${label.padEnd(12)} ${String(size).padStart(7)} B  ${((100 * size) / body.length).toFixed(1).padStart(5)} %  ${us.toFixed(0).padStart(6)} µs/op  → ${(1e6 / us).toFixed(0)} op/s/core`,
  );
}
for (const level of [1, 3, 4, 6, 9]) time(`gzip ${level}`, () => zlib.gzipSync(body, { level }));
for (const q of [1, 3, 4, 5, 6, 11])
  time(`brotli ${q}`, () =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: q,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
