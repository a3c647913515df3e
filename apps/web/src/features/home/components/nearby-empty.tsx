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
  /** Given when bakeries are around but the filters hide them all (FilteredEmpty). */
  onClearFilters?: () => void;
};

/** The home page's empty list (loaded only then, home.tsx): FilteredEmpty when the filters emptied it, else PlaceEmpty. */
export default function NearbyEmpty({ onClearFilters, ...props }: NearbyEmptyProps) {
  return onClearFilters ? <FilteredEmpty radius={props.radius} onClear={onClearFilters} wider={props.wider} /> : <PlaceEmpty {...props} />;
}

/**
 * Nothing around: names the place searched, from the geocoder's reverse answer (« autour de Lyon
 * (69001) »), and offers the wider radius.
 */
function PlaceEmpty({ radius, center, placeLabel, wider }: Omit<NearbyEmptyProps, 'onClearFilters'>) {
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

type FilteredEmptyProps = {
  radius: number;
  onClear: () => void;
  wider?: { radius: number; onWiden: () => void };
};

/** Bakeries around, but none passing the filters (docs/filters.md): say so, offer to drop them or to look wider. */
function FilteredEmpty({ radius, onClear, wider }: FilteredEmptyProps) {
  return (
    <EmptyState
      icon={<LoafIllustration />}
      compact
      className="nearby-empty"
      action={
        <>
          <Button size="sm" onClick={() => onClear()}>
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
