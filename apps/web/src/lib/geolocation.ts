import { GEOLOCATION_OPTIONS, type TLatLng } from '@fournil/shared';
import { useEffect, useState } from 'react';

export const GEOLOCATION_MESSAGES = {
  unsupported: "La géolocalisation n'est pas supportée par ce navigateur.",
  failed: 'Impossible de récupérer la position.',
  /** The visitor said no: nothing went wrong, the address field is the way on (docs/visitor-screens.md, "Home"). */
  denied: 'Localisation refusée : indiquez une adresse.',
} as const;

export type TGeolocationError = 'unsupported' | 'denied' | 'failed';

// Kept for the page's lifetime so that coming back to a map screen starts from the last fix
// instead of waiting for a new one.
let lastKnownPosition: TLatLng | null = null;

export function isGeolocationSupported(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator && Boolean(navigator.geolocation);
}

function toLatLng(position: GeolocationPosition): TLatLng {
  return { lat: position.coords.latitude, lng: position.coords.longitude };
}

function toError(error: GeolocationPositionError): TGeolocationError {
  return error.code === error.PERMISSION_DENIED ? 'denied' : 'failed';
}

export type TWatchedPosition = {
  position: TLatLng | null;
  error: TGeolocationError | null;
};

/** The browser position, watched continuously (high accuracy, 10 s time-out, no cache). */
export function useWatchPosition(): TWatchedPosition {
  const [state, setState] = useState<TWatchedPosition>(() => ({
    position: lastKnownPosition,
    error: isGeolocationSupported() ? null : 'unsupported',
  }));

  useEffect(() => {
    if (!isGeolocationSupported()) return;
    const watchId = navigator.geolocation.watchPosition(
      (position) => {
        lastKnownPosition = toLatLng(position);
        setState({ position: lastKnownPosition, error: null });
      },
      (error) => setState((previous) => ({ ...previous, error: toError(error) })),
      { ...GEOLOCATION_OPTIONS },
    );
    return () => navigator.geolocation.clearWatch(watchId);
  }, []);

  return state;
}

/** One position fix; rejects with a TGeolocationError. */
export function getCurrentPosition(): Promise<TLatLng> {
  return new Promise((resolve, reject) => {
    if (!isGeolocationSupported()) {
      reject('unsupported' satisfies TGeolocationError);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        lastKnownPosition = toLatLng(position);
        resolve(lastKnownPosition);
      },
      (error) => reject(toError(error)),
      { ...GEOLOCATION_OPTIONS },
    );
  });
}
