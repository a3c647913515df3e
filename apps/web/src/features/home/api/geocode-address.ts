import type { TGeocodeResult } from '@fournil/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { publicGetJson } from '@/lib/public-fetch';

/** `GET /api/geo/geocode/?q=`: one French address or town; 404 'Adresse non trouvée ! …' otherwise. */
export function geocodeAddress(q: string): Promise<TGeocodeResult> {
  return publicGetJson<TGeocodeResult>(`/api/geo/geocode/?${new URLSearchParams({ q })}`);
}

type TGeocodeState = { isPending: boolean; error: unknown };

/**
 * The address search of the home page. A plain hook rather than a React Query mutation: React Query
 * stays out of the first load of '/' (lib/navigation.tsx). A search sent while another runs wins.
 */
export function useGeocodeAddress() {
  const [state, setState] = useState<TGeocodeState>({ isPending: false, error: null });
  const latestRef = useRef(0);

  // An answer that comes back after the page is left is dropped.
  useEffect(() => {
    const latest = latestRef;
    return () => {
      latest.current += 1;
    };
  }, []);

  const search = useCallback((q: string, onFound: (result: TGeocodeResult) => void) => {
    const call = ++latestRef.current;
    setState({ isPending: true, error: null });
    geocodeAddress(q).then(
      (result) => {
        if (call !== latestRef.current) return;
        setState({ isPending: false, error: null });
        onFound(result);
      },
      (error: unknown) => {
        if (call !== latestRef.current) return;
        setState({ isPending: false, error });
      },
    );
  }, []);

  const reset = useCallback(() => setState({ isPending: false, error: null }), []);

  return { ...state, search, reset };
}
