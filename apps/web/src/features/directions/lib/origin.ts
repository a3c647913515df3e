import type { TLatLng } from '@fournil/shared';
import { GEOLOCATION_MESSAGES, type TGeolocationError } from '@/lib/geolocation';

export const GEOLOCATION_UNSUPPORTED = 'Géolocalisation non supportée';

/** A starting address the visitor typed, as the geocoder understood it. */
export type TStartAddress = { label: string; position: TLatLng };

export type TOrigin =
  | { status: 'locating' }
  | { status: 'located'; position: TLatLng }
  /** No browser position: the visitor gives a starting address (`start` null until one is found). */
  | { status: 'address'; reason: string; start: TStartAddress | null };

/** The French reason shown when the browser gives no position (docs/visitor-screens.md, "Directions"). */
export function geolocationFailureReason(error: TGeolocationError): string {
  return error === 'unsupported' ? GEOLOCATION_UNSUPPORTED : GEOLOCATION_MESSAGES.failed;
}

/** Where the route starts, or null while it is not known yet. */
export function originPosition(origin: TOrigin): TLatLng | null {
  if (origin.status === 'located') return origin.position;
  if (origin.status === 'address') return origin.start?.position ?? null;
  return null;
}
