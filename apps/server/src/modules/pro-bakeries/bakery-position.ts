// Where a created or edited bakery is placed on the map (docs/bakery-management.md, "Position on the map").
import type { TBakeryFields, TBakeryUpdate } from '@fournil/shared';
import type { ProContext } from './bakery-rules.js';
import { locateBakery, type BakeryPosition } from './locate-bakery.js';
import type { ProBakeryRow } from './repository.js';

/** Coordinates the owner gave are exact; a bakery created without any is located from its address. */
export async function positionOnCreate(ctx: ProContext, fields: TBakeryFields): Promise<BakeryPosition> {
  if (fields.latitude !== null && fields.longitude !== null)
    return { latitude: fields.latitude, longitude: fields.longitude, positionApproximative: false };
  return locateBakery(ctx, {
    adressePostale: fields.adresse_postale,
    codePostalBoulangerie: fields.code_postal_boulangerie,
    ville: fields.ville,
  });
}

/**
 * The position columns an edit changes, if any: new coordinates from the owner are exact; an address
 * change without new coordinates (none sent, none, or the stored ones sent back by the form) is
 * located again, since the old position belongs to the old address.
 */
export async function positionOnUpdate(ctx: ProContext, current: ProBakeryRow, fields: TBakeryUpdate): Promise<Partial<BakeryPosition>> {
  const latitude = fields.latitude === undefined ? current.latitude : fields.latitude;
  const longitude = fields.longitude === undefined ? current.longitude : fields.longitude;
  const hasNewCoordinates = latitude !== null && longitude !== null && (latitude !== current.latitude || longitude !== current.longitude);
  if (hasNewCoordinates) return { latitude, longitude, positionApproximative: false };
  const address = {
    adressePostale: fields.adresse_postale ?? current.adressePostale,
    codePostalBoulangerie: fields.code_postal_boulangerie ?? current.codePostalBoulangerie,
    ville: fields.ville ?? current.ville,
  };
  const hasAddressChanged =
    address.adressePostale !== current.adressePostale ||
    address.codePostalBoulangerie !== current.codePostalBoulangerie ||
    address.ville !== current.ville;
  if (hasAddressChanged) return locateBakery(ctx, address);
  // Coordinates removed by the owner: no position, and nothing approximate about it.
  if (latitude === null || longitude === null) return { latitude: null, longitude: null, positionApproximative: false };
  return {};
}
