// What each field of the nearby card costs in the Paris `rayon=2` answer: raw bytes (the bench's
// target is the uncompressed answer) and what the answer loses, brotli 1 and gzip 1 (the levels the
// route uses, lib/compressed-json.ts), when that field is left out. Cards built by the server's own
// builder (card.ts) from the bench's generated bakeries (src/bakery-generator.ts) within 2 km of the
// centre, with the bench seed's mix: half listings (no owner, flags never told), half owned bakeries
// whose five flag times are those of the reset at opening, bread toggled since on one in two.
// Run from the repository root: npx tsx --conditions=source bench/card-bytes.ts
// Reading and conclusions: bench/LIMITS.md, "Bytes per nearby card".
import zlib from 'node:zlib';
import { haversineKm } from '@fournil/shared';
import { cardsJson, toCardEntry } from '../apps/server/src/modules/bakeries/card.js';
import type { CardRow } from '../apps/server/src/modules/bakeries/repository.js';
import { NEAR_CENTRE_KM, planBakeries } from './src/bakery-generator.js';
import { PARIS_CENTRE } from './src/geography.js';
import { seededRandom } from './src/random.js';

const NOW = new Date('2026-12-08T10:30:00+01:00');
/** The reset at opening (docs/availability.md): 7:00 Paris that morning, a few minutes apart from bakery to bakery. */
const OPENING_RESET_S = Math.floor(new Date('2026-12-08T07:00:00+01:00').getTime() / 1000);

function cardRows(): CardRow[] {
  const random = seededRandom(7);
  const plan = planBakeries(35_000);
  return plan.bakeries.slice(0, plan.nearCentre).map((bakery, index) => {
    const id = 1200 + index * 3;
    const isListing = index >= 4 && id % 2 === 0;
    const reset = new Date((OPENING_RESET_S + Math.floor(random() * 1800)) * 1000);
    const bread = random() < 0.5 ? new Date(reset.getTime() + Math.floor(random() * 10_000) * 1000) : reset;
    const time = (at: Date) => (isListing ? null : at);
    return {
      id,
      nom: bakery.nom,
      adressePostale: bakery.adressePostale,
      ville: bakery.ville,
      codePostalBoulangerie: bakery.codePostalBoulangerie,
      latitude: bakery.latitude,
      longitude: bakery.longitude,
      disponibilitePain: bakery.disponibilitePain,
      disponibiliteCafe: bakery.disponibiliteCafe,
      disponibiliteCroissant: bakery.disponibiliteCroissant,
      disponibiliteSandwich: bakery.disponibiliteSandwich,
      disponibiliteBio: bakery.disponibiliteBio,
      disponibilitePainMaj: time(bread),
      disponibiliteCafeMaj: time(reset),
      disponibiliteCroissantMaj: time(reset),
      disponibiliteSandwichMaj: time(reset),
      disponibiliteBioMaj: time(reset),
      joursOuvertures: bakery.joursOuvertures,
      horairesOuvertures: bakery.horairesOuvertures,
      joursFeries: null,
      imageLogoMain: isListing ? null : bakery.imageLogoMain,
      proprietaireId: isListing ? null : 1,
      horairesStatut: 'renseignes',
      fermetures: [],
      horairesSpeciaux: [],
      signalements: [],
    } as CardRow;
  });
}

const brotli = (body: Buffer) =>
  zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 1 },
  }).length;
const gzip = (body: Buffer) => zlib.gzipSync(body, { level: 1 }).length;

const rows = cardRows();
const found = rows
  .map((row) => ({ entry: toCardEntry(row, NOW)!, distanceKm: haversineKm(PARIS_CENTRE, { lat: row.latitude!, lng: row.longitude! }) }))
  .filter((hit) => hit.distanceKm <= NEAR_CENTRE_KM)
  .sort((a, b) => a.distanceKm - b.distanceKm || a.entry.id - b.entry.id);
const body = cardsJson(found);
const cards = JSON.parse(body.toString('utf8')) as Record<string, unknown>[];
const total = { raw: body.length, br: brotli(body), gzip: gzip(body) };
const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

console.log(
  `${cards.length} cards within ${NEAR_CENTRE_KM} km: raw ${total.raw} B (${(total.raw / cards.length).toFixed(0)} B/card), brotli 1 ${total.br} B, gzip 1 ${total.gzip} B`,
);
console.log('field                      raw B/card  raw share  (key part)  brotli 1 saved  gzip 1 saved');
const without = (drop: (card: Record<string, unknown>) => Record<string, unknown>) => Buffer.from(JSON.stringify(cards.map(drop)));
for (const field of Object.keys(cards[0]!)) {
  const rest = without(({ [field]: _dropped, ...card }) => card);
  const raw = total.raw - rest.length;
  const keyBytes = (JSON.stringify(field).length + 2) * cards.length; // `"key":` and the comma
  console.log(
    [
      field.padEnd(25),
      (raw / cards.length).toFixed(1).padStart(10),
      pct(raw, total.raw).padStart(10),
      pct(keyBytes, total.raw).padStart(11),
      `${String(total.br - brotli(rest)).padStart(6)} B ${pct(total.br - brotli(rest), total.br).padStart(7)}`,
      `${String(total.gzip - gzip(rest)).padStart(6)} B ${pct(total.gzip - gzip(rest), total.gzip).padStart(7)}`,
    ].join(' '),
  );
}

/** Keys a reader could take as "none" when absent (the web app already does for cards cached before they existed). */
function withoutDefaults(card: Record<string, unknown>): Record<string, unknown> {
  const isDefault = (key: string, value: unknown) =>
    (['jours_feries', 'signalements'].includes(key) && value === null) ||
    (['fermetures', 'horaires_speciaux'].includes(key) && Array.isArray(value) && value.length === 0);
  return Object.fromEntries(Object.entries(card).filter(([key, value]) => !isDefault(key, value)));
}
const withoutKeys = (card: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(card).filter(([name]) => !keys.includes(name)));
const withoutKey = (card: Record<string, unknown>, key: string) => withoutKeys(card, [key]);

// Groups: what could go together (each line leaves out the fields named, the rest as today).
const groups: [string, (card: Record<string, unknown>) => Record<string, unknown>][] = [
  ['every key name (values as arrays)', (card) => Object.values(card) as never],
  ['nom, adresse', (card) => withoutKeys(card, ['nom', 'adresse'])],
  ['id, latitude, longitude, distance_km', (card) => withoutKeys(card, ['id', 'latitude', 'longitude', 'distance_km'])],
  [
    'the five flags',
    (card) =>
      withoutKeys(
        card,
        Object.keys(card).filter((key) => key.startsWith('disponibilite_')),
      ),
  ],
  ['revendiquee', ({ revendiquee: _r, ...card }) => card],
  [
    'disponibilites_maj → bread time only',
    ({ disponibilites_maj: times, ...card }) => ({ ...card, disponibilites_maj: [(times as number[])[0]] }),
  ],
  ['empty calendar keys and null signalements', withoutDefaults],
  ['horaires_statut when renseignes', (card) => (card.horaires_statut === 'renseignes' ? withoutKey(card, 'horaires_statut') : card)],
  [
    'the last four lines together',
    (card) => {
      const { revendiquee: _r, disponibilites_maj: times, ...rest } = withoutDefaults(card);
      const kept: Record<string, unknown> = { ...rest, disponibilites_maj: [(times as number[])[0]] };
      return kept.horaires_statut === 'renseignes' ? withoutKey(kept, 'horaires_statut') : kept;
    },
  ],
];
console.log('\nleft out together                              raw saved        brotli 1 saved   gzip 1 saved');
for (const [label, drop] of groups) {
  const rest = without(drop);
  console.log(
    `${label.padEnd(45)} ${String(total.raw - rest.length).padStart(6)} B ${pct(total.raw - rest.length, total.raw).padStart(7)}  ${String(total.br - brotli(rest)).padStart(6)} B ${pct(total.br - brotli(rest), total.br).padStart(7)}  ${String(total.gzip - gzip(rest)).padStart(6)} B ${pct(total.gzip - gzip(rest), total.gzip).padStart(7)}`,
  );
}

// CPU: the compressed answer is compressed per request. Rounds alternate between the two bodies and
// the fastest round of each is kept, so that other work on the machine weighs less.
function fastestMicros(bodies: Buffer[]): number[] {
  const best = bodies.map(() => Infinity);
  for (let round = 0; round < 12; round++) {
    bodies.forEach((candidate, index) => {
      const started = process.hrtime.bigint();
      for (let i = 0; i < 40; i++) brotli(candidate);
      best[index] = Math.min(best[index]!, Number(process.hrtime.bigint() - started) / 1000 / 40);
    });
  }
  return best;
}
const smallest = without(groups[groups.length - 1]![1]);
const [today, reduced] = fastestMicros([body, smallest]);
console.log(`\nbrotli 1 per answer (fastest round): ${today!.toFixed(0)} µs as today, ${reduced!.toFixed(0)} µs with the last line's card`);
