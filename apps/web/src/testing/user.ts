import type { TUser } from '@fournil/shared';

/** The signed-in user as `GET /api/auth/user/` answers it: an owner whose SIREN is verified, unless overridden. */
export function makeUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: 7,
    username: 'lea',
    email: 'lea@example.fr',
    adresse_utilisateur: '12 rue du Four',
    code_postal_utilisateur: '75006',
    commune: 'Paris',
    siren: '401234562',
    telephone: '',
    date_joined: '2026-11-21T09:00:00.000Z',
    siren_verified: true,
    is_responsable: false,
    is_proprietaire: true,
    is_staff: false,
    raison_sociale: 'BOULANGERIE LEA',
    entreprise_individuelle: false,
    ...overrides,
  };
}
