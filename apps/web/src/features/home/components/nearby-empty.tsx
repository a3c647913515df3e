import type { TGeocodeResult, TLatLng } from '@fournil/shared';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoafIllustration } from '@/components/ui/icons';
import { publicGetJson } from '@/lib/public-fetch';
import { emptyPlaceText, geocodedPlaceName } from '../lib/empty-place';

export type NearbyEmptyProps = {
  radius: number;
  center: TLatLng;
  /** The searched place's label, said when the geocoder cannot name the centre. */
  placeLabel?: string;
  /** The wider radius and how to get there, when there is one. */
  wider?: { radius: number; onWiden: () => void };
};

/**
 * The home page's empty list (loaded only then, home.tsx): names the place searched, from the
 * geocoder's reverse answer (« autour de Lyon (69001) »), and offers the wider radius.
 */
export default function NearbyEmpty({ radius, center, placeLabel, wider }: NearbyEmptyProps) {
  const [placeName, setPlaceName] = useState<string | null>(null);
  const { lat, lng } = center;

  useEffect(() => {
    let isCurrent = true;
    setPlaceName(null);
    publicGetJson<TGeocodeResult>(`/api/geo/reverse/?${new URLSearchParams({ lat: String(lat), lng: String(lng) })}`).then(
      (result) => isCurrent && setPlaceName(geocodedPlaceName(result)),
      () => isCurrent && setPlaceName(null),
    );
    return () => {
      isCurrent = false;
    };
  }, [lat, lng]);

  return (
    <EmptyState
      icon={<LoafIllustration />}
      compact
      className="nearby-empty"
      action={
        wider ? (
          <Button variant="secondary" size="sm" onClick={wider.onWiden}>
            Voir à {wider.radius} km
          </Button>
        ) : null
      }
    >
      {/* While the geocoder is asked, the searched place's label or the spec's sentence. */}
      {emptyPlaceText(radius, placeName ?? placeLabel ?? null)}
    </EmptyState>
  );
}

export type FilteredEmptyProps = {
  radius: number;
  onClear: () => void;
  wider?: { radius: number; onWiden: () => void };
};

/** Bakeries around, but none passing the filters (docs/filters.md): say so, offer to drop them or to look wider. */
export function FilteredEmpty({ radius, onClear, wider }: FilteredEmptyProps) {
  return (
    <EmptyState
      icon={<LoafIllustration />}
      compact
      className="nearby-empty"
      action={
        <>
          <Button size="sm" onClick={onClear}>
            Retirer les filtres
          </Button>
          {wider ? (
            <Button variant="secondary" size="sm" onClick={wider.onWiden}>
              Voir à {wider.radius} km
            </Button>
          ) : null}
        </>
      }
    >
      Aucune boulangerie à moins de {radius} km ne correspond à vos filtres.
    </EmptyState>
  );
}
