// The five availability flags, their time columns and their opening defaults, in the order of
// AVAILABILITY_FIELDS (docs/availability.md): the one list every writer and reader of them uses.
import {
  AVAILABILITY_FIELDS,
  type TAvailabilityField,
  type TAvailabilityFlags,
  type TAvailabilityTimes,
  type TPublicAvailabilityFlags,
} from '@fournil/shared';

/**
 * Drizzle's names of each flag's columns (db/schema/bakeries.ts; repository.ts reads the table by
 * them, so a wrong name does not compile); the SQL names are the field names themselves
 * (`disponibilite_pain`, `disponibilite_pain_maj`, `ouverture_pain`).
 */
export const AVAILABILITY_COLUMNS = {
  disponibilite_pain: { flag: 'disponibilitePain', maj: 'disponibilitePainMaj', ouverture: 'ouverturePain' },
  disponibilite_cafe: { flag: 'disponibiliteCafe', maj: 'disponibiliteCafeMaj', ouverture: 'ouvertureCafe' },
  disponibilite_croissant: { flag: 'disponibiliteCroissant', maj: 'disponibiliteCroissantMaj', ouverture: 'ouvertureCroissant' },
  disponibilite_sandwich: { flag: 'disponibiliteSandwich', maj: 'disponibiliteSandwichMaj', ouverture: 'ouvertureSandwich' },
  disponibilite_bio: { flag: 'disponibiliteBio', maj: 'disponibiliteBioMaj', ouverture: 'ouvertureBio' },
} as const satisfies Record<TAvailabilityField, { flag: string; maj: string; ouverture: string }>;

type Columns = (typeof AVAILABILITY_COLUMNS)[TAvailabilityField];
export type AvailabilityTimeColumns = Record<Columns['maj'], Date | null>; // null: nobody ever said (a listing, docs/decisions/019-bakeries-without-an-owner.md)
export type AvailabilityFlagColumns = Record<Columns['flag'], boolean>;

/** The flags a payload sets (those given as booleans), nothing else of it. */
export function flagsOf(fields: Partial<Record<TAvailabilityField, unknown>>): Partial<TAvailabilityFlags> {
  const flags: Partial<TAvailabilityFlags> = {};
  for (const field of AVAILABILITY_FIELDS) {
    const value = fields[field];
    if (typeof value === 'boolean') flags[field] = value;
  }
  return flags;
}

/** The flags as columns of a new row (a creation: the row's insert time is their time). */
export function flagColumns(flags: Partial<TAvailabilityFlags>): Partial<AvailabilityFlagColumns> {
  const columns: Partial<AvailabilityFlagColumns> = {};
  for (const field of AVAILABILITY_FIELDS) if (flags[field] !== undefined) columns[AVAILABILITY_COLUMNS[field].flag] = flags[field];
  return columns;
}

/** `disponibilites_maj` of a row: epoch seconds in the order of AVAILABILITY_FIELDS. */
export function availabilityTimes(row: AvailabilityTimeColumns): TAvailabilityTimes {
  return AVAILABILITY_FIELDS.map((field) => {
    const at = row[AVAILABILITY_COLUMNS[field].maj];
    return at instanceof Date ? Math.floor(at.getTime() / 1000) : null;
  });
}

/**
 * The flags as visitors get them: null where the flag's time is null, since nobody ever said and the stored
 * value means nothing (a listing: docs/decisions/019-bakeries-without-an-owner.md, "Availability nobody has
 * told"). An owner's bakery always has its times, so its flags come out as they are.
 */
export function publicFlags(row: AvailabilityTimeColumns & AvailabilityFlagColumns): TPublicAvailabilityFlags {
  const flags = {} as TPublicAvailabilityFlags;
  for (const field of AVAILABILITY_FIELDS) {
    const columns = AVAILABILITY_COLUMNS[field];
    flags[field] = row[columns.maj] === null ? null : row[columns.flag];
  }
  return flags;
}
