// The import scenario's files (bench/README.md, "Import"): a France-scale OSM export as osmium writes it
// (`osmium export -f geojsonseq -a type,id`: RS before each line, @type/@id, the shop's tags), and a Sirene
// StockEtablissement CSV with its BAN-geocoded geo_siret file, with the columns the readers of
// modules/open-data/sirene expect (the header of the test fixture, which is the source's). Deterministic.
//
// Of the OSM shops, one in four carries its SIRET (`ref:FR:SIRET`) and has that établissement in Sirene, one in
// four has an établissement at the same place with the same name but no SIRET tag; the other half is OSM only.
// Sirene holds as many établissements again that no OSM shop matches (Sirene-only listings).
import fs from 'node:fs';
import path from 'node:path';
import proj4 from 'proj4';
import { planBakeries, type GeneratedBakery } from './bakery-generator.js';
import { REPO_ROOT } from './paths.js';

const LAMBERT_93 =
  '+proj=lcc +lat_0=46.5 +lon_0=3 +lat_1=49 +lat_2=44 +x_0=700000 +y_0=6600000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs';
const toLambert = proj4('WGS84', LAMBERT_93);
const SIRENE_HEADER_FIXTURE = path.join(REPO_ROOT, 'apps/server/test/fixtures/open-data/sirene/StockEtablissement_sample.csv');
const GEO_HEADER_FIXTURE = path.join(REPO_ROOT, 'apps/server/test/fixtures/open-data/sirene/geo_siret_75_sample.csv');

export type ImportFiles = { osm: string; stock: string; geo: string; osmShops: number; sireneRows: number };

/** The digit that makes `digits + it` pass Luhn. */
function luhnDigit(digits: string): string {
  for (let check = 0; check <= 9; check += 1) {
    const all = digits + check;
    let sum = 0;
    for (let i = 0; i < all.length; i += 1) {
      let digit = Number(all[all.length - 1 - i]);
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    if (sum % 10 === 0) return String(check);
  }
  throw new Error('unreachable');
}

/** A valid SIRET (its SIREN and itself pass Luhn), distinct per index. */
export function siretFor(index: number): string {
  const sirenBody = String(30_000_000 + index).padStart(8, '0');
  const siren = sirenBody + luhnDigit(sirenBody);
  const nicBody = '0001';
  return siren + nicBody + luhnDigit(siren + nicBody);
}

const upper = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/’/g, "'")
    .toUpperCase();

/** "12 rue des Lilas" → number and street, as the generator writes addresses. */
function splitAddress(address: string): { number: string; street: string } {
  const match = /^(\d+)\s+(.*)$/.exec(address);
  return match ? { number: match[1]!, street: match[2]! } : { number: '', street: address };
}

const OPENING_HOURS = [
  'Mo-Sa 07:00-13:00,15:30-19:30',
  'Tu-Su 06:30-20:00',
  'Mo-Fr 07:00-19:00; Sa 07:00-13:00',
  'Mo-Su 07:00-20:00; PH off',
];

function osmLine(bakery: GeneratedBakery, index: number, withSiret: boolean): string {
  const { number, street } = splitAddress(bakery.adressePostale);
  const properties: Record<string, string | number> = {
    '@type': index % 10 === 0 ? 'way' : 'node',
    '@id': 1_000_000 + index,
    shop: index % 25 === 0 ? 'pastry' : 'bakery',
    name: bakery.nom,
    'addr:housenumber': number,
    'addr:street': street,
    'addr:postcode': bakery.codePostalBoulangerie,
    'addr:city': bakery.ville,
  };
  if (index % 3 !== 0) properties.opening_hours = OPENING_HOURS[index % OPENING_HOURS.length]!;
  if (index % 2 === 0) properties.phone = bakery.telephoneBoulangerie;
  if (index % 5 === 0) properties.website = `https://boulangerie-${index}.example.fr`;
  if (withSiret) properties['ref:FR:SIRET'] = siretFor(index);
  const geometry = { type: 'Point', coordinates: [bakery.longitude, bakery.latitude] };
  return `\x1e${JSON.stringify({ type: 'Feature', geometry, properties })}\n`;
}

function sireneRow(header: string[], bakery: GeneratedBakery, siret: string, geo: boolean): string {
  const { number, street } = splitAddress(bakery.adressePostale);
  const [type, ...rest] = street.split(' ');
  const typeCode: Record<string, string> = {
    rue: 'RUE',
    avenue: 'AV',
    boulevard: 'BD',
    place: 'PL',
    chemin: 'CHE',
    route: 'RTE',
    allée: 'ALL',
    impasse: 'IMP',
    quai: 'QUAI',
    cours: 'CRS',
  };
  const code = typeCode[(type ?? '').toLowerCase()];
  const [x, y] = toLambert.forward([bakery.longitude, bakery.latitude]) as [number, number];
  const values: Record<string, string> = {
    siren: siret.slice(0, 9),
    nic: siret.slice(9),
    siret,
    statutDiffusionEtablissement: 'O',
    dateCreationEtablissement: '2012-04-01',
    trancheEffectifsEtablissement: '03',
    anneeEffectifsEtablissement: '2022',
    dateDernierTraitementEtablissement: '2024-05-14T10:21:37',
    etablissementSiege: 'true',
    nombrePeriodesEtablissement: '2',
    numeroVoieEtablissement: number,
    typeVoieEtablissement: code ?? '',
    libelleVoieEtablissement: upper(code ? rest.join(' ') : street),
    codePostalEtablissement: bakery.codePostalBoulangerie,
    libelleCommuneEtablissement: upper(bakery.ville),
    codeCommuneEtablissement: bakery.codePostalBoulangerie,
    coordonneeLambertAbscisseEtablissement: x.toFixed(1),
    coordonneeLambertOrdonneeEtablissement: y.toFixed(1),
    dateDebut: '2012-04-01',
    etatAdministratifEtablissement: 'A',
    enseigne1Etablissement: upper(bakery.nom),
    activitePrincipaleEtablissement: '10.71C',
    nomenclatureActivitePrincipaleEtablissement: 'NAFRev2',
    caractereEmployeurEtablissement: 'O',
  };
  if (geo) {
    Object.assign(values, {
      longitude: bakery.longitude.toFixed(6),
      latitude: bakery.latitude.toFixed(6),
      geo_score: '0.95',
      geo_type: 'housenumber',
      geo_adresse: `${bakery.adressePostale} ${bakery.codePostalBoulangerie} ${bakery.ville}`,
    });
  }
  return `${header.map((column) => csvField(values[column] ?? '')).join(',')}\n`;
}

const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

function headerOf(file: string): string[] {
  return fs.readFileSync(file, 'utf8').split('\n', 1)[0]!.split(',');
}

/** Writes the three files into `dir`: `shops` OSM shops, and as many Sirene établissements. */
export function writeImportFiles(dir: string, shops: number): ImportFiles {
  const plan = planBakeries(shops * 2, 20_261_202).bakeries;
  const osm = path.join(dir, 'bakeries.geojsonseq');
  const stock = path.join(dir, 'StockEtablissement_utf8.csv');
  const geo = path.join(dir, 'geo_siret_bench.csv');
  const stockHeader = headerOf(SIRENE_HEADER_FIXTURE);
  const geoHeader = headerOf(GEO_HEADER_FIXTURE);
  const osmOut: string[] = [];
  const stockOut: string[] = [`${stockHeader.join(',')}\n`];
  const geoOut: string[] = [`${geoHeader.join(',')}\n`];
  let sireneRows = 0;
  for (let index = 0; index < shops; index += 1) {
    const bakery = plan[index]!;
    const matched = index % 2 === 0;
    const bySiret = index % 4 === 0;
    osmOut.push(osmLine(bakery, index, bySiret));
    if (matched) {
      // In the stock; one in two also in the geo file (BAN position), the others placed by Lambert 93 alone.
      stockOut.push(sireneRow(stockHeader, bakery, siretFor(index), false));
      if (index % 8 < 4) geoOut.push(sireneRow(geoHeader, bakery, siretFor(index), true));
      sireneRows += 1;
    }
  }
  // Sirene-only établissements, elsewhere, as many as the OSM shops that matched none.
  for (let index = shops; index < shops + Math.ceil(shops / 2); index += 1) {
    const bakery = plan[index]!;
    stockOut.push(sireneRow(stockHeader, bakery, siretFor(index), false));
    if (index % 2 === 0) geoOut.push(sireneRow(geoHeader, bakery, siretFor(index), true));
    sireneRows += 1;
  }
  fs.writeFileSync(osm, osmOut.join(''));
  fs.writeFileSync(stock, stockOut.join(''));
  fs.writeFileSync(geo, geoOut.join(''));
  return { osm, stock, geo, osmShops: shops, sireneRows };
}
