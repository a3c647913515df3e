import { beforeAll, describe, expect, it } from 'vitest';
import { emptyWeek } from '../hours/hours.schemas.js';
import { useFrenchZodErrors } from '../zod-fr.js';
import {
  BAKERY_FIELD_MESSAGES,
  BAKERY_MESSAGES,
  ZAvailabilityPatch,
  ZBakeryCreate,
  ZBakeryJsonPatch,
  ZBakeryUpdate,
  ZInviteManagerRequest,
  decodeBakeryParts,
  encodeBakeryParts,
  type TBakeryFieldsInput,
} from './pro-bakery.schemas.js';

beforeAll(() => useFrenchZodErrors());

function bakery(overrides: Partial<TBakeryFieldsInput> = {}): TBakeryFieldsInput {
  const week = emptyWeek();
  week.jours_ouvertures.lundi = true;
  week.horaires_ouvertures.lundi = { ouverture_matin: '07:00', fermeture_matin: '13:00', ouverture_apm: '15:30', fermeture_apm: '19:30' };
  return {
    nom: 'Au Bon Pain',
    adresse_postale: '12 rue de la Paix',
    ville: 'Paris',
    code_postal_boulangerie: '75002',
    telephone_boulangerie: '01 42 00 00 00',
    latitude: 48.8698,
    longitude: 2.3311,
    description_courte: 'Pain au levain',
    presentation: '',
    motduboulanger: '',
    publicite: true,
    disponibilite_pain: true,
    disponibilite_cafe: false,
    disponibilite_croissant: true,
    disponibilite_sandwich: false,
    disponibilite_bio: false,
    ...week,
    responsable: null,
    ...overrides,
  };
}

function issues(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }): [string, string][] {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('multipart encoding of the bakery form', () => {
  it('round-trips every field through text parts', () => {
    const fields = bakery({ responsable: 12 });
    const decoded = decodeBakeryParts(encodeBakeryParts(fields));
    expect(ZBakeryCreate.parse(decoded)).toEqual(fields);
  });

  it('sends null as an empty part and reads it back as null', () => {
    const parts = encodeBakeryParts(bakery({ latitude: null, longitude: null }));
    expect(parts.latitude).toBe('');
    expect(ZBakeryCreate.parse(decodeBakeryParts(parts))).toMatchObject({ latitude: null, longitude: null, responsable: null });
  });

  it('refuses unreadable parts with the field message, never coercing them', () => {
    const parts = { ...encodeBakeryParts(bakery()), latitude: '48,8', publicite: 'oui', jours_ouvertures: '{pas du json' };
    expect(issues(ZBakeryCreate.safeParse(decodeBakeryParts(parts)))).toEqual(
      expect.arrayContaining([
        ['latitude', BAKERY_FIELD_MESSAGES.latitude],
        ['publicite', BAKERY_FIELD_MESSAGES.boolean],
      ]),
    );
    expect(issues(ZBakeryCreate.safeParse(decodeBakeryParts(parts))).map(([path]) => path)).toContain('jours_ouvertures');
  });
});

describe('ZBakeryCreate', () => {
  it('requires nom, adresse, ville and a French postcode (spec §5)', () => {
    const result = ZBakeryCreate.safeParse(bakery({ nom: '  ', adresse_postale: '', ville: '', code_postal_boulangerie: '7500' }));
    expect(issues(result)).toEqual([
      ['nom', BAKERY_FIELD_MESSAGES.nomRequired],
      ['adresse_postale', BAKERY_FIELD_MESSAGES.adresseRequired],
      ['ville', BAKERY_FIELD_MESSAGES.villeRequired],
      ['code_postal_boulangerie', BAKERY_FIELD_MESSAGES.codePostal],
    ]);
  });

  it('accepts a postcode typed with a space and stores it without', () => {
    expect(ZBakeryCreate.parse(bakery({ code_postal_boulangerie: '75 002' })).code_postal_boulangerie).toBe('75002');
    expect(ZBakeryCreate.safeParse(bakery({ code_postal_boulangerie: '20000' })).success).toBe(true);
    expect(ZBakeryCreate.safeParse(bakery({ code_postal_boulangerie: '00100' })).success).toBe(false);
  });

  it('limits description_courte to 255 characters', () => {
    expect(ZBakeryCreate.safeParse(bakery({ description_courte: 'a'.repeat(255) })).success).toBe(true);
    expect(issues(ZBakeryCreate.safeParse(bakery({ description_courte: 'a'.repeat(256) })))).toEqual([
      ['description_courte', BAKERY_FIELD_MESSAGES.tooLong(255)],
    ]);
  });

  it('refuses coordinates out of range or given alone', () => {
    expect(issues(ZBakeryCreate.safeParse(bakery({ latitude: 91, longitude: 181 })))).toEqual([
      ['latitude', BAKERY_FIELD_MESSAGES.latitude],
      ['longitude', BAKERY_FIELD_MESSAGES.longitude],
    ]);
    expect(issues(ZBakeryCreate.safeParse(bakery({ longitude: null })))).toEqual([['longitude', BAKERY_FIELD_MESSAGES.coordinatesPair]]);
  });

  it('checks the hours: closing after opening, afternoon after morning', () => {
    const week = emptyWeek();
    week.horaires_ouvertures.mardi = { ouverture_matin: '13:00', fermeture_matin: '07:00', ouverture_apm: null, fermeture_apm: null };
    week.horaires_ouvertures.jeudi = { ouverture_matin: '07:00', fermeture_matin: '13:00', ouverture_apm: '12:00', fermeture_apm: '19:00' };
    const paths = issues(ZBakeryCreate.safeParse(bakery(week))).map(([path]) => path);
    expect(paths).toEqual(['horaires_ouvertures.mardi.fermeture_matin', 'horaires_ouvertures.jeudi.ouverture_apm']);
  });

  it('refuses unknown fields', () => {
    const result = ZBakeryCreate.safeParse({ ...bakery(), proprietaire: 1 });
    expect(result.success).toBe(false);
  });
});

describe('ZBakeryUpdate', () => {
  it('accepts any subset with the same rules', () => {
    expect(ZBakeryUpdate.parse({ nom: 'Nouveau nom' })).toEqual({ nom: 'Nouveau nom' });
    expect(issues(ZBakeryUpdate.safeParse({ nom: '' }))).toEqual([['nom', BAKERY_FIELD_MESSAGES.nomRequired]]);
  });
});

describe('JSON patches', () => {
  it('takes exactly one availability flag, or the manager', () => {
    expect(ZBakeryJsonPatch.safeParse({ disponibilite_pain: false }).success).toBe(true);
    expect(ZBakeryJsonPatch.safeParse({ responsable: null }).success).toBe(true);
    expect(ZBakeryJsonPatch.safeParse({ disponibilite_pain: false, disponibilite_cafe: true }).success).toBe(false);
    expect(ZBakeryJsonPatch.safeParse({ nom: 'x' }).success).toBe(false);
  });

  it('gives a manager only the five flags', () => {
    expect(ZAvailabilityPatch.safeParse({ disponibilite_bio: true }).success).toBe(true);
    expect(ZAvailabilityPatch.safeParse({ responsable: null }).success).toBe(false);
    expect(ZAvailabilityPatch.safeParse({ disponibilite_bio: 'true' }).success).toBe(false);
  });
});

describe('ZInviteManagerRequest', () => {
  it('uses the spec messages for a missing e-mail and a bakery not yet created', () => {
    expect(issues(ZInviteManagerRequest.safeParse({ email: ' ' }))).toEqual([
      ['email', BAKERY_MESSAGES.inviteEmailRequired],
      ['boulangerie_id', BAKERY_MESSAGES.inviteBakeryFirst],
    ]);
  });
});
