import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useFrenchZodErrors } from './zod-fr.js';

beforeAll(() => useFrenchZodErrors());

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('zod’s default messages in natural French', () => {
  it.each([
    ['a missing field', z.object({ nom: z.string() }), {}, 'Ce champ est obligatoire.'],
    ['null', z.string(), null, 'Ce champ ne peut pas être vide.'],
    ['a number sent as text', z.number(), 'douze', 'Ce champ doit être un nombre.'],
    ['a decimal for an integer', z.number().int(), 2.5, 'Ce champ doit être un nombre entier.'],
    ['an empty text', z.string().min(1), '', 'Ce champ ne peut pas être vide.'],
    ['a short text', z.string().min(8), 'abc', 'Saisissez au moins 8 caractères.'],
    ['a long text', z.string().max(1000), 'x'.repeat(1001), 'Ce champ ne peut pas dépasser 1\u202f000 caractères.'],
    ['a small number', z.number().min(0.5), 0, 'La valeur doit être au moins égale à 0,5.'],
    ['a large number', z.number().max(50), 51, 'La valeur doit être au plus égale à 50.'],
    ['a zero for a positive', z.number().positive(), 0, 'La valeur doit être strictement supérieure à 0.'],
    ['too many items', z.array(z.number()).max(5), [1, 2, 3, 4, 5, 6], 'Au plus 5 éléments.'],
    ['an e-mail', z.email(), 'pas-un-email', 'Adresse e-mail invalide.'],
    ['a choice', z.enum(['pain', 'cafe']), 'the', 'Valeur non autorisée : choisissez parmi "pain", "cafe".'],
    ['an unknown field', z.strictObject({ nom: z.string() }), { nom: 'A', role: 'admin' }, 'Champ inconnu : « role ».'],
  ])('%s', (_case, schema, value, expected) => {
    expect(messageOf(schema, value)).toEqual([expected]);
  });

  it('keeps a schema’s own message', () => {
    expect(messageOf(z.string().min(3, 'Trois lettres au moins.'), 'a')).toEqual(['Trois lettres au moins.']);
  });
});
