// `npm run import:osm` end to end (docs/open-data.md, "Importing from OpenStreetMap"): the shops of an
// Overpass answer become listings with their OSM ids, the ODbL licence, a public name and their hours as
// the week holds them (exact, to confirm, or unknown — never « Fermé » for no hours); a second run
// changes nothing; a file cut short writes nothing; the command itself prints its summary in French.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client.js';
import { importOsmFile } from '../../../src/modules/open-data/import-osm-file.js';
import { listingNameOf } from '../../../src/modules/open-data/osm/osm-listing-facts.js';
import { runServerCli } from '../../testing/cli-process.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../testing/helper.js';
import { rowsOf } from '../../testing/manager-fixtures.js';
import { fixture, makeTempDir } from '../../testing/osm-fixtures.js';

let t: TestApp;
const db = (): Db => t.app.db.db;
const temp = makeTempDir();

beforeAll(async () => {
  t = await buildTestApp();
}, 180_000);
afterAll(async () => {
  await t.close();
  temp.remove();
});

type ListingRow = {
  source_id: string;
  licence: string;
  nom: string;
  adresse_postale: string;
  ville: string;
  proprietaire_id: number | null;
  horaires_statut: string;
  horaires_source: string | null;
  jours_feries: string | null;
  mardi: boolean;
  lundi: boolean;
  pain_maj: Date | null;
};

async function listings(): Promise<ListingRow[]> {
  return rowsOf<ListingRow>(
    db(),
    sql`
      SELECT s.source_id, s.licence, b.nom, b.adresse_postale, b.ville, b.proprietaire_id, b.horaires_statut, b.horaires_source,
             b.jours_feries, (b.jours_ouvertures->>'mardi')::boolean AS mardi, (b.jours_ouvertures->>'lundi')::boolean AS lundi,
             b.disponibilite_pain_maj AS pain_maj
      FROM bakery_sources s JOIN bakeries b ON b.id = s.bakery_id
      WHERE s.source = 'osm' ORDER BY s.source_id`,
  );
}

describe('an Overpass answer imported', () => {
  it('creates one listing per bakery shop, with its OSM id, the ODbL licence, a public name and its hours', async () => {
    const outcome = await importOsmFile(db(), fixture('overpass.json'), { complete: false });
    expect(outcome.reading).toMatchObject({ format: 'overpass-json', read: 11, kept: 5 });
    expect(outcome.written).toMatchObject({ read: 5, created: 5, updated: 0, unchanged: 0 });

    const rows = await listings();
    expect(rows.map((row) => row.source_id)).toEqual([
      'node/2283937475',
      'node/3127544830',
      'node/4410000005',
      'relation/13370001',
      'way/43547377',
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ licence: 'ODbL-1.0', proprietaire_id: null, pain_maj: null });
    }
    const byId = new Map(rows.map((row) => [row.source_id, row]));
    // Exact hours: the week, and PH off as the holiday rule.
    expect(byId.get('node/2283937475')).toMatchObject({
      nom: 'Au Levain du Marais',
      adresse_postale: '75 Rue de Turenne',
      ville: 'Paris',
      horaires_statut: 'renseignes',
      // The source's text is kept only when the week cannot hold it.
      horaires_source: null,
      jours_feries: 'fermes',
      lundi: false,
      mardi: true,
    });
    // No name: the brand; no brand either: « Boulangerie ». No hours: unknown, not a closed week.
    expect(byId.get('way/43547377')).toMatchObject({ nom: 'Marie Blachère', horaires_statut: 'non_renseignes', horaires_source: null });
    expect(byId.get('node/4410000005')).toMatchObject({ nom: 'Boulangerie', horaires_statut: 'non_renseignes' });
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await listings();
    const outcome = await importOsmFile(db(), fixture('overpass.json'), { complete: false });
    expect(outcome.written).toMatchObject({ read: 5, created: 0, updated: 0, unchanged: 5, merged: 0 });
    expect(await listings()).toEqual(before);
  });

  it('keeps hours the week cannot hold as written, « à confirmer »', async () => {
    const file = path.join(temp.dir, 'three-ranges.json');
    const hours = 'Mo-Sa 07:00-10:00,11:00-13:00,16:00-19:00';
    const element = {
      type: 'node',
      id: 990001,
      lat: 45.7601,
      lon: 4.8357,
      tags: { shop: 'bakery', name: 'Fournil des Trois Temps', opening_hours: hours },
    };
    fs.writeFileSync(file, JSON.stringify({ version: 0.6, elements: [element] }));
    await importOsmFile(db(), file, { complete: false });
    const row = (await listings()).find((listing) => listing.source_id === 'node/990001');
    expect(row).toMatchObject({ horaires_statut: 'a_confirmer', horaires_source: hours });
  });

  it('writes nothing from a file cut short, and says why', async () => {
    const whole = fs.readFileSync(fixture('overpass.json'), 'utf8').replace('Au Levain du Marais', 'Au Levain du Marais (renommé)');
    const file = path.join(temp.dir, 'cut.json');
    fs.writeFileSync(file, whole.slice(0, Math.floor(whole.length * 0.7)));
    const before = await listings();
    await expect(importOsmFile(db(), file, { complete: true })).rejects.toThrow();
    expect(await listings()).toEqual(before);
  });
});

describe('a listing without a name', () => {
  it('is called by its brand, else « Boulangerie » or « Pâtisserie » and its street, else its town', () => {
    const unnamed = { shop: 'bakery', name: null, brand: null, street: null, city: null } as const;
    expect(listingNameOf({ ...unnamed, brand: 'Ange' })).toBe('Ange');
    expect(listingNameOf({ ...unnamed, street: 'Rue des Lilas', city: 'Paris' })).toBe('Boulangerie, Rue des Lilas');
    expect(listingNameOf({ ...unnamed, shop: 'pastry', city: 'Lyon' })).toBe('Pâtisserie, Lyon');
    expect(listingNameOf(unnamed)).toBe('Boulangerie');
  });
});

describe('npm run import:osm', () => {
  let target: TestDatabase;
  const dataDir = path.join(temp.dir, 'cli-data');
  beforeAll(async () => {
    target = await createTestDatabase();
    fs.mkdirSync(path.join(dataDir, 'pgdata'), { recursive: true });
  });
  afterAll(async () => {
    await target.drop();
  });
  // On PostgreSQL the command writes into this file's own database; on PGlite, into an embedded one of its own.
  const env = (): Record<string, string> => (target.url ? { DATA_DIR: dataDir, DATABASE_URL: target.url } : { DATA_DIR: dataDir });

  it('imports a file and prints what it read, wrote and left out, in French', async () => {
    const result = await runServerCli('import-osm', [fixture('overpass.json')], env());
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Import OpenStreetMap terminé : overpass.json (Overpass JSON).');
    expect(result.stdout).toContain('Lus : 11 éléments, dont 5 boulangeries ou pâtisseries.');
    expect(result.stdout).toContain(
      'Écartés à la lecture : pas une boulangerie ni une pâtisserie 4, sans position 1, position invalide 1.',
    );
    expect(result.stdout).toMatch(/Créées : 5 · mises à jour : 0 · inchangées : 0/);
  });

  it('refuses a missing file and a wrong call, with the usage', async () => {
    const missing = await runServerCli('import-osm', [path.join(temp.dir, 'absent.json')], env());
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('Fichier introuvable') });
    const usage = await runServerCli('import-osm', [], env());
    expect(usage).toMatchObject({ code: 1, stderr: 'Usage : npm run import:osm -- FICHIER [--complet]\n' });
  });
});
