// Bakery fixtures for the API tests: an owner, and bakeries placed at known distances from a centre.
import { DEFAULT_CENTER } from '@fournil/shared';
import type { Db } from '../../src/db/client.js';
import { bakeries, users, type DayHoursRow, type DayMap } from '../../src/db/schema/index.js';

export const CENTER = { lat: DEFAULT_CENTER.lat, lng: DEFAULT_CENTER.lng };

const DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
const OPEN: DayHoursRow = { ouverture_matin: '07:00', fermeture_matin: '13:00', ouverture_apm: '15:00', fermeture_apm: '19:30' };

export function weekOpenExceptMonday(): { joursOuvertures: DayMap<boolean>; horairesOuvertures: DayMap<DayHoursRow> } {
  const jours = {} as DayMap<boolean>;
  const horaires = {} as DayMap<DayHoursRow>;
  for (const day of DAYS) {
    jours[day] = day !== 'lundi';
    horaires[day] = day === 'lundi' ? { ouverture_matin: null, fermeture_matin: null, ouverture_apm: null, fermeture_apm: null } : OPEN;
  }
  return { joursOuvertures: jours, horairesOuvertures: horaires };
}

/** The point `northKm` north and `eastKm` east of `from` (small distances, flat approximation). */
export function offset(from: { lat: number; lng: number }, northKm: number, eastKm: number): { lat: number; lng: number } {
  const kmPerDegree = (Math.PI * 6371) / 180;
  return {
    lat: from.lat + northKm / kmPerDegree,
    lng: from.lng + eastKm / (kmPerDegree * Math.cos((from.lat * Math.PI) / 180)),
  };
}

let ownerCount = 0;

export async function insertOwner(db: Db): Promise<number> {
  ownerCount += 1;
  const [owner] = await db
    .insert(users)
    .values({
      username: `proprio${ownerCount}-${process.pid}`,
      email: `proprio${ownerCount}-${process.pid}@fournil.test`,
      passwordHash: 'not-a-real-hash',
      isProprietaire: true,
      emailVerified: true,
    })
    .returning({ id: users.id });
  return owner!.id;
}

export type BakeryFixture = { nom: string; position: { lat: number; lng: number } | null } & Partial<typeof bakeries.$inferInsert>;

export async function insertBakery(db: Db, proprietaireId: number, fixture: BakeryFixture) {
  const { position, ...rest } = fixture;
  const [row] = await db
    .insert(bakeries)
    .values({
      proprietaireId,
      adressePostale: `1 rue ${fixture.nom}`,
      ville: 'Paris',
      codePostalBoulangerie: '75004',
      latitude: position?.lat ?? null,
      longitude: position?.lng ?? null,
      disponibilitePain: true,
      ...weekOpenExceptMonday(),
      ...rest,
    })
    .returning();
  return row!;
}
