import { useCallback, useEffect, useState } from 'react';
import { getCurrentPosition, type TGeolocationError } from '@/lib/geolocation';
import { geolocationFailureReason, type TOrigin, type TStartAddress } from '../lib/origin';

/**
 * The start of the route: the browser position; without one, the address the visitor gives
 * (`chooseStart`), never a silent default.
 */
export function useOrigin(): { origin: TOrigin; chooseStart: (start: TStartAddress) => void } {
  const [origin, setOrigin] = useState<TOrigin>({ status: 'locating' });

  useEffect(() => {
    let isCancelled = false;
    getCurrentPosition()
      .then((position) => {
        if (!isCancelled) setOrigin({ status: 'located', position });
      })
      .catch((error: TGeolocationError) => {
        if (!isCancelled) setOrigin({ status: 'address', reason: geolocationFailureReason(error), start: null });
      });
    return () => {
      isCancelled = true;
    };
  }, []);

  const chooseStart = useCallback((start: TStartAddress) => {
    setOrigin((previous) => (previous.status === 'address' ? { ...previous, start } : previous));
  }, []);

  return { origin, chooseStart };
}
