// Coordinates for a bakery saved without any, found from its address by the server's geocoder
// (docs/bakery-management.md, "Position on the map"). Locating is best effort: a failure never
// fails the save, the bakery is then saved without coordinates and its owner sees why.
import type { ServiceContext } from '../../service-context.js';

export type BakeryAddress = { adressePostale: string; codePostalBoulangerie: string; ville: string };
export type BakeryPosition = { latitude: number | null; longitude: number | null; positionApproximative: boolean };

const UNLOCATED: BakeryPosition = { latitude: null, longitude: null, positionApproximative: false };

/** '12 rue du Four, 75006 Paris': the street, then the town, as the BAN reads best. */
export function addressQuery(address: BakeryAddress): string {
  const town = `${address.codePostalBoulangerie.trim()} ${address.ville.trim()}`.trim();
  return [address.adressePostale.trim(), town].filter(Boolean).join(', ');
}

/** The position of this address, or no coordinates when nothing (or no provider) answered. */
export async function locateBakery(ctx: Pick<ServiceContext, 'providers' | 'log'>, address: BakeryAddress): Promise<BakeryPosition> {
  const query = addressQuery(address);
  if (query.length < 3) return UNLOCATED;
  try {
    const result = await ctx.providers.geocoder.search(query);
    if (!result) return UNLOCATED;
    // The gazetteer's commune centre gives coordinates only: the owner's street stays as typed.
    return { latitude: result.lat, longitude: result.lng, positionApproximative: result.position_approximative === true };
  } catch (error) {
    ctx.log.warn({ err: error }, 'bakery address could not be located: saved without coordinates');
    return UNLOCATED;
  }
}
