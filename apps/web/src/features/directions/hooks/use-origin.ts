import { DEFAULT_CENTER, type TLatLng } from '@fournil/shared';
import { useEffect, useState } from 'react';
import { GEOLOCATION_MESSAGES, getCurrentPosition, type TGeolocationError } from '@/lib/geolocation';

export const GEOLOCATION_UNSUPPORTED = 'Géolocalisation non supportée';

export type TOrigin =
  | { status: 'locating' }
  | { status: 'ready'; position: TLatLng; isFallback: boolean; notice: string | null };

/** The start of the route: the browser position, or the default centre with a notice. */
export function useOrigin(): TOrigin {
  const [origin, setOrigin] = useState<TOrigin>({ status: 'locating' });

  useEffect(() => {
    let isCancelled = false;
    getCurrentPosition()
      .then((position) => {
        if (!isCancelled) setOrigin({ status: 'ready', position, isFallback: false, notice: null });
      })
      .catch((error: TGeolocationError) => {
        if (isCancelled) return;
        const notice = error === 'unsupported' ? GEOLOCATION_UNSUPPORTED : GEOLOCATION_MESSAGES.failed;
        setOrigin({ status: 'ready', position: { ...DEFAULT_CENTER }, isFallback: true, notice });
      });
    return () => {
      isCancelled = true;
    };
  }, []);

  return origin;
}
