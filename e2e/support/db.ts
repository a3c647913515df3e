// Direct access to this run's database, to arrange fixtures the screens then show.
import pg from 'pg';
import { databaseUrl } from './environment.js';

let pool: pg.Pool | undefined;

export function db(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: databaseUrl, max: 2 });
  return pool;
}

export async function insertPage(page: { slug: string; title: string; content: string }): Promise<void> {
  await db().query(
    `INSERT INTO static_pages (slug, title, content, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, content = EXCLUDED.content, updated_at = now()`,
    [page.slug, page.title, page.content],
  );
}

export async function insertFaq(faq: { question: string; answer: string; color?: string; destinations: string[] }): Promise<number> {
  const result = await db().query<{ id: number }>(
    'INSERT INTO faqs (question, answer, color, destinations) VALUES ($1, $2, $3, $4) RETURNING id',
    [faq.question, faq.answer, faq.color ?? 'orange', faq.destinations],
  );
  return result.rows[0]!.id;
}

type DayHours = {
  ouverture_matin: string | null;
  fermeture_matin: string | null;
  ouverture_apm: string | null;
  fermeture_apm: string | null;
};
const DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
export type Day = (typeof DAYS)[number];

/** A week open every day except `daysOff`, with the same hours each open day. */
export function weekHours(hours: Partial<DayHours>, daysOff: Day[] = []) {
  const day: DayHours = { ouverture_matin: null, fermeture_matin: null, ouverture_apm: null, fermeture_apm: null, ...hours };
  const closed: DayHours = { ouverture_matin: null, fermeture_matin: null, ouverture_apm: null, fermeture_apm: null };
  return {
    jours: Object.fromEntries(DAYS.map((name) => [name, !daysOff.includes(name)])),
    horaires: Object.fromEntries(DAYS.map((name) => [name, daysOff.includes(name) ? closed : day])),
  };
}

export type BakeryFixture = {
  nom: string;
  latitude: number;
  longitude: number;
  adresse_postale?: string;
  ville?: string;
  code_postal_boulangerie?: string;
  telephone_boulangerie?: string;
  description_courte?: string;
  presentation?: string;
  motduboulanger?: string;
  disponibilite_pain?: boolean;
  disponibilite_cafe?: boolean;
  disponibilite_croissant?: boolean;
  disponibilite_sandwich?: boolean;
  disponibilite_bio?: boolean;
  week?: ReturnType<typeof weekHours>;
};

/** The owner every fixture bakery belongs to (created once, whichever worker comes first). */
async function fixtureOwnerId(client: pg.PoolClient): Promise<number> {
  const existing = await client.query<{ id: number }>("SELECT id FROM users WHERE email = 'fixtures@fournil.test'");
  if (existing.rows[0]) return existing.rows[0].id;
  const created = await client.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash, email_verified, siren, siren_verified, is_proprietaire)
     VALUES ('fixtures', 'fixtures@fournil.test', '!', true, '812345957', true, true) RETURNING id`,
  );
  return created.rows[0]!.id;
}

/**
 * Inserts a bakery once per run, whatever the number of workers: named fixtures are unique, so
 * tests in parallel workers share them instead of duplicating them.
 */
export async function ensureBakery(fixture: BakeryFixture): Promise<number> {
  const client = await db().connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(4242)');
    const existing = await client.query<{ id: number }>('SELECT id FROM bakeries WHERE nom = $1', [fixture.nom]);
    if (existing.rows[0]) {
      await client.query('COMMIT');
      return existing.rows[0].id;
    }
    const ownerId = await fixtureOwnerId(client);
    const week = fixture.week ?? weekHours({ ouverture_matin: '07:00', fermeture_matin: '20:00' });
    const result = await client.query<{ id: number }>(
      `INSERT INTO bakeries (proprietaire_id, nom, adresse_postale, ville, code_postal_boulangerie, telephone_boulangerie,
         latitude, longitude, description_courte, presentation, motduboulanger,
         disponibilite_pain, disponibilite_cafe, disponibilite_croissant, disponibilite_sandwich, disponibilite_bio,
         jours_ouvertures, horaires_ouvertures)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18) RETURNING id`,
      [
        ownerId,
        fixture.nom,
        fixture.adresse_postale ?? '1 rue du Four',
        fixture.ville ?? 'Lyon',
        fixture.code_postal_boulangerie ?? '69002',
        fixture.telephone_boulangerie ?? '',
        fixture.latitude,
        fixture.longitude,
        fixture.description_courte ?? '',
        fixture.presentation ?? '',
        fixture.motduboulanger ?? '',
        fixture.disponibilite_pain ?? false,
        fixture.disponibilite_cafe ?? false,
        fixture.disponibilite_croissant ?? false,
        fixture.disponibilite_sandwich ?? false,
        fixture.disponibilite_bio ?? false,
        JSON.stringify(week.jours),
        JSON.stringify(week.horaires),
      ],
    );
    await client.query('COMMIT');
    return result.rows[0]!.id;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** A point `km` kilometres east of (lat, lng): fixtures at known distances. */
export function kmEastOf(origin: { lat: number; lng: number }, km: number): { latitude: number; longitude: number } {
  const lng = origin.lng + (km / 6371 / Math.cos((origin.lat * Math.PI) / 180)) * (180 / Math.PI);
  return { latitude: origin.lat, longitude: Number(lng.toFixed(7)) };
}
