// Listings on the public surfaces (docs/open-data.md, "Listings on the public surfaces";
// decision 019, "Availability nobody has told"): a listing written by plain SQL, as the import writes it, gives
// its untold flags as null, `revendiquee: false`, its hours' status and text, its present sources with their
// dates; the server-rendered page, the town page and the JSON-LD never read « Fermé » for unknown hours and
// credit the sources. An owner's bakery is unchanged.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client.js';
import { CENTER, insertBakery, insertOwner, offset } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { fakeWebBuild } from '../../testing/web-build.js';
import { rowsOf } from '../../testing/manager-fixtures.js';

let t: TestApp;
let owned: number;
/** No hours, nobody told, an OSM node and a Sirene record present, an OSM way gone. */
let noHours: number;
/** Hours to confirm (the source's text kept), a website, bread told by someone: only that flag is known. */
let toConfirm: number;

const db = (): Db => t.app.db.db;
const OSM_TEXT = 'Mo-Fr 07:00-13:00,15:30-19:30; PH off';

type Listing = { nom: string; position: { lat: number; lng: number }; statut: string; source: string | null; siteWeb: string };

/** A listing as an import writes it: no owner, an empty week, flags false with their times null. */
async function insertListing(database: Db, listing: Listing): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    database,
    sql`INSERT INTO bakeries (proprietaire_id, nom, adresse_postale, ville, code_postal_boulangerie, latitude, longitude,
        jours_ouvertures, horaires_ouvertures, horaires_statut, horaires_source, site_web, disponibilite_pain,
        disponibilite_pain_maj, disponibilite_cafe_maj, disponibilite_croissant_maj, disponibilite_sandwich_maj, disponibilite_bio_maj)
      VALUES (NULL, ${listing.nom}, '8 rue des Archives', 'Paris', '75004', ${listing.position.lat}, ${listing.position.lng},
        '{}'::jsonb, '{}'::jsonb, ${listing.statut}, ${listing.source}, ${listing.siteWeb}, false, NULL, NULL, NULL, NULL, NULL)
      RETURNING id`,
  );
  return row!.id;
}

async function insertSource(database: Db, bakeryId: number, source: 'osm' | 'sirene', id: string, lastSeen: string, gone = false) {
  const licence = source === 'osm' ? 'ODbL-1.0' : 'Licence-Ouverte-2.0';
  const siret = source === 'sirene' ? id : null;
  await database.execute(
    sql`INSERT INTO bakery_sources (source, source_id, bakery_id, licence, first_seen_at, last_seen_at, gone_since, siret)
      VALUES (${source}, ${id}, ${bakeryId}, ${licence}, ${lastSeen}::timestamptz, ${lastSeen}::timestamptz,
        ${gone ? lastSeen : null}::timestamptz, ${siret})`,
  );
}

const UNTOLD = {
  disponibilite_pain: null,
  disponibilite_cafe: null,
  disponibilite_croissant: null,
  disponibilite_sandwich: null,
  disponibilite_bio: null,
};

type Card = Record<string, unknown> & { id: number };
const near = `/api/boulangeries/?lat=${CENTER.lat}&lng=${CENTER.lng}&rayon=3`;
const nearbyCard = async (id: number): Promise<Card | undefined> =>
  ((await t.app.inject({ method: 'GET', url: near })).json() as Card[]).find((card) => card.id === id);
const detailOf = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/boulangeries/${id}/public/` })).json() as Card;

/** The JSON-LD a bakery page carries. */
function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match![1]!.replace(/\\u003c/g, '<')) as Record<string, unknown>;
}

/** The page's visible content (the root), without the embedded data and head. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  return html.slice(start, html.indexOf('</div>\n', start));
}

beforeAll(async () => {
  t = await buildTestApp({}, { webDistDir: fakeWebBuild() });
  owned = (await insertBakery(db(), await insertOwner(db()), { nom: 'Chez le boulanger', position: offset(CENTER, 0.2, 0) })).id;
  noHours = await insertListing(db(), {
    nom: 'Fiche sans horaires',
    position: offset(CENTER, 0.3, 0.1),
    statut: 'non_renseignes',
    source: null,
    siteWeb: '',
  });
  await insertSource(db(), noHours, 'osm', 'node/123', '2026-11-12T09:30:00Z');
  await insertSource(db(), noHours, 'sirene', '12345678900017', '2026-11-11T23:30:00Z');
  await insertSource(db(), noHours, 'osm', 'way/45', '2026-10-01T10:00:00Z', true);
  toConfirm = await insertListing(db(), {
    nom: 'Fiche à confirmer',
    position: offset(CENTER, 0.4, 0.1),
    statut: 'a_confirmer',
    source: OSM_TEXT,
    siteWeb: 'https://fiche.example',
  });
  await insertSource(db(), toConfirm, 'osm', 'node/456', '2026-11-12T09:30:00Z');
  // Someone told about bread (its time is set): that flag alone is known.
  await db().execute(sql`UPDATE bakeries SET disponibilite_pain = true, disponibilite_pain_maj = now() WHERE id = ${toConfirm}`);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('the API of a listing', () => {
  it('gives a card with its untold flags null, not claimed, its hours unknown, and no sources (the card stays small)', async () => {
    const card = await nearbyCard(noHours);
    expect(card).toMatchObject({ ...UNTOLD, revendiquee: false, horaires_statut: 'non_renseignes', horaires_ouvertures: '' });
    expect(card).not.toHaveProperty('sources');
    expect(card).not.toHaveProperty('horaires_source');
  });

  it('gives a flag someone told as a boolean, the others null', async () => {
    const card = await nearbyCard(toConfirm);
    expect(card).toMatchObject({ ...UNTOLD, disponibilite_pain: true, revendiquee: false, horaires_statut: 'a_confirmer' });
  });

  it('gives the cards by id (favourites) the same fields', async () => {
    const cards = (await t.app.inject({ method: 'GET', url: `/api/boulangeries/cartes/?ids=${noHours},${owned}` })).json() as Card[];
    expect(cards.map((card) => [card.id, card.revendiquee, card.disponibilite_pain])).toEqual([
      [noHours, false, null],
      [owned, true, true],
    ]);
  });

  it('gives the detail its present sources, with links and Paris dates, and nothing of a gone record', async () => {
    const detail = await detailOf(noHours);
    expect(detail).toMatchObject({
      ...UNTOLD,
      revendiquee: false,
      horaires_statut: 'non_renseignes',
      horaires_source: null,
      site_web: null,
    });
    expect(detail.sources).toEqual([
      { source: 'osm', id: 'node/123', url: 'https://www.openstreetmap.org/node/123', maj: '2026-11-12' },
      // 23:30 UTC on the 11th is the 12th in Paris.
      { source: 'sirene', siret: '12345678900017', maj: '2026-11-12' },
    ]);
  });

  it('gives the source’s hours text only when the hours are to confirm, and the website', async () => {
    const detail = await detailOf(toConfirm);
    expect(detail).toMatchObject({ horaires_statut: 'a_confirmer', horaires_source: OSM_TEXT, site_web: 'https://fiche.example' });
  });

  it('leaves an owner’s bakery as it was: boolean flags, claimed, hours known, no sources', async () => {
    const detail = await detailOf(owned);
    expect(detail).toMatchObject({
      disponibilite_pain: true,
      disponibilite_cafe: false,
      revendiquee: true,
      horaires_statut: 'renseignes',
      horaires_source: null,
      sources: [],
    });
    expect(await nearbyCard(owned)).toMatchObject({ disponibilite_pain: true, disponibilite_bio: false, revendiquee: true });
  });
});

describe('the server-written pages of a listing', () => {
  it('say « Horaires non renseignés » and « Disponibilité non renseignée », never a week of « Fermé », and credit the sources', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/boulangerie/${noHours}` });
    expect(page.statusCode).toBe(200);
    const root = rootOf(page.body);
    expect(root).toContain('<p>Horaires non renseignés</p>');
    expect(root).toContain('<p>Disponibilité non renseignée</p>');
    expect(root).not.toContain('Fermé');
    expect(root).toContain('<h2 class="detail-section__title" id="server-credits">Sources des informations</h2>');
    expect(root).toContain('<a href="https://www.openstreetmap.org/copyright">© les contributeurs d&#39;OpenStreetMap</a> (ODbL)');
    expect(root).toContain('Insee, base Sirene (Licence Ouverte), mise à jour le 12 novembre 2026');
  });

  it('show hours to confirm with the source’s text', async () => {
    const root = rootOf((await t.app.inject({ method: 'GET', url: `/boulangerie/${toConfirm}` })).body);
    expect(root).toContain(`Horaires à confirmer · Selon la source : ${OSM_TEXT}`);
    expect(root).not.toContain('Insee');
  });

  it('leave the hours out of the JSON-LD unless they are known, and never state availability', async () => {
    const listingLd = jsonLdOf((await t.app.inject({ method: 'GET', url: `/boulangerie/${noHours}` })).body);
    expect(listingLd).not.toHaveProperty('openingHoursSpecification');
    expect(JSON.stringify(listingLd)).not.toMatch(/disponib|availab/i);
    const ownedPage = (await t.app.inject({ method: 'GET', url: `/boulangerie/${owned}` })).body;
    expect(jsonLdOf(ownedPage).openingHoursSpecification).toEqual(expect.arrayContaining([expect.objectContaining({ opens: '07:00' })]));
    expect(rootOf(ownedPage)).not.toContain('Sources des informations');
  });

  it('word the town page’s status of a listing, and count it in no « ouvertes »', async () => {
    const town = await t.app.inject({ method: 'GET', url: '/ville/paris-75004' });
    expect(town.body).toContain('<span class="badge badge--info server-page__status">Horaires non renseignés</span>');
    expect(town.body).toContain('<span class="badge badge--info server-page__status">Horaires à confirmer</span>');
    // Only the owner's bakery can be open, depending on the hour; none open reads « aucune n'est ouverte ».
    expect(town.body).toMatch(/3 boulangeries sur Fournil, (dont 1 ouverte|aucune n&#39;est ouverte) en ce moment\./);
  });
});
