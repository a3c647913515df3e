// The five availability flags of a bakery and their labels, in display order
// (docs/bakery-management.md, "The screens"). Kept apart from the schemas, without zod, so that the
// public bakery page can name them without loading the validation library.

export const AVAILABILITY_FIELDS = [
  'disponibilite_pain',
  'disponibilite_cafe',
  'disponibilite_croissant',
  'disponibilite_sandwich',
  'disponibilite_bio',
] as const;
export type TAvailabilityField = (typeof AVAILABILITY_FIELDS)[number];

/** Labels of the five toggles, in display order. */
export const AVAILABILITY_LABELS: Record<TAvailabilityField, string> = {
  disponibilite_pain: 'Pain',
  disponibilite_cafe: 'Café',
  disponibilite_croissant: 'Croissant',
  disponibilite_sandwich: 'Sandwich',
  disponibilite_bio: 'Bio',
};
