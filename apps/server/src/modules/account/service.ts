// The signed-in user's account: the profile they read and edit. Account deletion and export
// belong here too.
import { AUTH_DETAILS, type TProfilePatch, type TUser } from '@fournil/shared';
import { tokenNotValid } from '../../lib/errors.js';
import type { ServiceContext } from '../../service-context.js';
import * as repository from './repository.js';

function toUser(row: repository.AccountRow, isResponsable: boolean): TUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    adresse_utilisateur: row.adresseUtilisateur,
    code_postal_utilisateur: row.codePostalUtilisateur,
    commune: row.commune,
    siren: row.siren,
    telephone: row.telephone,
    date_joined: row.dateJoined.toISOString(),
    siren_verified: row.sirenVerified,
    is_responsable: isResponsable,
    is_proprietaire: row.isProprietaire,
    is_staff: row.isStaff,
    raison_sociale: row.companyName,
    entreprise_individuelle: row.companyIsPerson,
  };
}

export async function getProfile(ctx: Pick<ServiceContext, 'db'>, userId: number): Promise<TUser> {
  const row = await repository.findAccount(ctx.db, userId);
  if (!row) throw tokenNotValid(AUTH_DETAILS.notAuthenticated);
  return toUser(row, await repository.isResponsable(ctx.db, userId));
}

/** Username, e-mail and join date are read-only (ignored); a new SIREN must be verified again. */
export async function updateProfile(ctx: Pick<ServiceContext, 'db'>, userId: number, patch: TProfilePatch): Promise<TUser> {
  const current = await repository.findAccount(ctx.db, userId);
  if (!current) throw tokenNotValid(AUTH_DETAILS.notAuthenticated);
  const values: repository.AccountUpdate = { adresseUtilisateur: patch.adresse_utilisateur };
  if (patch.code_postal_utilisateur !== undefined) values.codePostalUtilisateur = patch.code_postal_utilisateur;
  if (patch.commune !== undefined) values.commune = patch.commune;
  if (patch.telephone !== undefined) values.telephone = patch.telephone;
  if (patch.siren !== undefined) {
    const siren = patch.siren === '' ? null : patch.siren;
    if (siren !== current.siren)
      Object.assign(values, {
        siren,
        sirenVerified: false,
        sirenVerifiedAt: null,
        isProprietaire: false,
        // The name belonged to the old SIREN: the next verification brings the new one.
        companyName: null,
        companyIsPerson: false,
      });
  }
  const row = await repository.updateAccount(ctx.db, userId, values);
  return toUser(row!, await repository.isResponsable(ctx.db, userId));
}
