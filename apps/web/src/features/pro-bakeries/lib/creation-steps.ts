import { DAY_NAMES, HOUR_FIELDS, type TBakeryFields } from '@fournil/shared';

type TFieldName = keyof TBakeryFields;

export type TCreationStep = {
  key: 'contact' | 'address' | 'hours' | 'logo';
  title: string;
  /** The fields checked (with the shared schema) before the next step opens. */
  fields: readonly TFieldName[];
};

/** The creation form's four short steps (docs/bakery-management.md, "Creating a bakery"). */
export const CREATION_STEPS: readonly TCreationStep[] = [
  {
    key: 'contact',
    title: 'Nom et contact',
    fields: ['nom', 'telephone_boulangerie', 'description_courte', 'presentation', 'motduboulanger'],
  },
  {
    key: 'address',
    title: 'Adresse et position',
    fields: ['adresse_postale', 'code_postal_boulangerie', 'ville', 'latitude', 'longitude'],
  },
  { key: 'hours', title: 'Jours et horaires', fields: ['jours_ouvertures', 'horaires_ouvertures'] },
  { key: 'logo', title: 'Logo et produits', fields: [] },
];

export const LAST_STEP = CREATION_STEPS.length - 1;

/**
 * The names a step checks, as the form library must be given them: the week's times one by one
 * (`horaires_ouvertures.mardi.fermeture_matin`). Its inputs are not registered fields, and a check of
 * `horaires_ouvertures` as a whole keeps no error under it (react-hook-form 7.92): the step would stay
 * closed with no message.
 */
export function namesToCheck(step: TCreationStep): string[] {
  return step.fields.flatMap((field) =>
    field === 'horaires_ouvertures' ? DAY_NAMES.flatMap((day) => HOUR_FIELDS.map((hour) => `${field}.${day}.${hour}`)) : [field],
  );
}

/** « Étape 2 sur 4 » for the second step (index 1). */
export function stepProgress(index: number): string {
  return `Étape ${index + 1} sur ${CREATION_STEPS.length}`;
}

/**
 * The step that shows a field refused by the server (`horaires_ouvertures.lundi.fermeture_matin`
 * is on the hours step); files, the flags and anything unknown are on the last step.
 */
export function stepOfField(field: string): number {
  const name = field.split('.')[0];
  const index = CREATION_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(name ?? ''));
  return index === -1 ? LAST_STEP : index;
}

/** The earliest step holding one of these fields, or null without any. */
export function firstStepOf(fields: Iterable<string>): number | null {
  let first: number | null = null;
  for (const field of fields) {
    const step = stepOfField(field);
    if (first === null || step < first) first = step;
  }
  return first;
}
