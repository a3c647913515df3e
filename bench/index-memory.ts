// Heap taken by the in-memory nearby index for 35,000 demo-like bakeries (cards + k-d tree).
// Run: node --expose-gc --import tsx/esm --conditions=source bench/index-memory.ts
import { buildDemoBakeries } from '../apps/server/src/db/seed/demo.js';
import { toCardEntry } from '../apps/server/src/modules/bakeries/card.js';
import { NearbyIndex } from '../apps/server/src/modules/bakeries/nearby-index.js';
const demo = buildDemoBakeries(40);
const rows = Array.from({ length: 35000 }, (_, i) => {
  const d = demo[i % 40]!;
  return {
    id: i + 1,
    nom: `${d.nom} ${i}`,
    adressePostale: `${i} ${d.adresse_postale}`,
    ville: d.ville,
    codePostalBoulangerie: d.code_postal_boulangerie,
    latitude: 42.5 + ((i * 7919) % 8400) / 1000,
    longitude: -4.5 + ((i * 104729) % 12500) / 1000,
    disponibilitePain: d.flags.pain,
    disponibiliteCafe: d.flags.cafe,
    disponibiliteCroissant: d.flags.croissant,
    disponibiliteSandwich: d.flags.sandwich,
    disponibiliteBio: d.flags.bio,
    joursOuvertures: d.week.jours,
    horairesOuvertures: d.week.horaires,
    imageLogoMain: null,
  };
});
global.gc!();
const before = process.memoryUsage().heapUsed;
const index = new NearbyIndex();
index.replaceAll(rows.map((r) => toCardEntry(r as never)!));
index.search({ lat: 48.85, lng: 2.35, rayonKm: 2 });
rows.length = 0;
global.gc!();
const after = process.memoryUsage().heapUsed;
console.log(
  'heap for 35,000 cards + tree:',
  ((after - before) / 1e6).toFixed(1),
  'MB =',
  ((after - before) / 35000).toFixed(0),
  'B/bakery',
  index.size,
);
