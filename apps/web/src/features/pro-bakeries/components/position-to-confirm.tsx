import { BAKERY_MESSAGES, type TLatLng, type TProBakery } from '@fournil/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui';
import { actionErrorMessage } from '../lib/pro-errors';
import { usePatchBakery } from '../api/patch-bakery';
import { LocationFields } from './location-fields';
import '@/styles/forms.css';
import '../bakery-form.css';

/** The owner's list links here to open the bakery page on its pin (bakery-page.tsx). */
export const PLACE_ON_MAP_HASH = '#placer-sur-la-carte';

type TPositioned = Pick<TProBakery, 'latitude' | 'longitude' | 'position_approximative'>;

/**
 * Whether the bakery waits for its owner's pin: placed at a commune or arrondissement centre only,
 * it is held off the visitors' map and list until then (docs/bakery-management.md, "Approximate positions").
 */
export function isPositionToConfirm(bakery: TPositioned): boolean {
  return bakery.latitude !== null && bakery.longitude !== null && bakery.position_approximative;
}

/** « Position à confirmer » with what it means and how to fix it (`action`), for such a bakery; nothing otherwise. */
export function PositionToConfirmNotice({ bakery, action }: { bakery: TPositioned; action: ReactNode }) {
  if (!isPositionToConfirm(bakery)) return null;
  return (
    <div className="map-presence-notice">
      <p className="map-presence-notice__title">{BAKERY_MESSAGES.positionToConfirm}</p>
      <p className="map-presence-notice__text">{BAKERY_MESSAGES.positionToConfirmHint}</p>
      {action}
    </div>
  );
}

/**
 * The bakery page's « Position à confirmer »: « Placer sur la carte » opens the pin (map, « Placer
 * l’adresse sur la carte » to try the address again, coordinates typed under « Saisir les coordonnées »
 * when the map shows no streets), and « Confirmer la position » sends it (`PATCH {position}`).
 */
export function PositionToConfirm({ bakery, isInitiallyOpen = false }: { bakery: TProBakery; isInitiallyOpen?: boolean }) {
  const [isOpen, setOpen] = useState(isInitiallyOpen);
  const [coordinates, setCoordinates] = useState({ latitude: bakery.latitude, longitude: bakery.longitude });
  const [isApproximate, setApproximate] = useState(true);
  const mutation = usePatchBakery(bakery.id);
  // Keyboard users follow the panel: into it when it opens, back to the notice when it closes.
  const placerRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const [focusTo, setFocusTo] = useState<'placer' | 'section' | null>(null);
  useEffect(() => {
    if (focusTo === 'placer') placerRef.current?.focus();
    else if (focusTo === 'section') sectionRef.current?.querySelector('button')?.focus();
  }, [focusTo]);

  function toggle(next: boolean) {
    setOpen(next);
    setFocusTo(next ? 'placer' : 'section');
  }

  if (!isPositionToConfirm(bakery)) {
    return mutation.isSuccess ? (
      <div role="status" className="live-region">
        <p className="pro-success">{BAKERY_MESSAGES.positionConfirmed}</p>
      </div>
    ) : null;
  }

  const { latitude, longitude } = coordinates;
  const position: TLatLng | null =
    latitude !== null && longitude !== null && Number.isFinite(latitude) && Number.isFinite(longitude)
      ? { lat: latitude, lng: longitude }
      : null;

  function confirm() {
    if (position) mutation.mutate({ position: { latitude: position.lat, longitude: position.lng } });
  }

  return (
    <section className="pro-section" aria-label={BAKERY_MESSAGES.positionToConfirm} ref={sectionRef}>
      <PositionToConfirmNotice
        bakery={bakery}
        action={
          isOpen ? null : (
            <Button variant="secondary" size="sm" onClick={() => toggle(true)}>
              {BAKERY_MESSAGES.placeOnMap}
            </Button>
          )
        }
      />
      {isOpen ? (
        <div className="position-placer" ref={placerRef} tabIndex={-1} aria-label={BAKERY_MESSAGES.placeOnMap} role="group">
          <LocationFields
            latitude={latitude}
            longitude={longitude}
            onCoordinatesChange={setCoordinates}
            address={{ adresse: bakery.adresse_postale, codePostal: bakery.code_postal_boulangerie, ville: bakery.ville }}
            onAddressFound={() => undefined}
            isApproximate={isApproximate}
            onApproximateChange={setApproximate}
          />
          <div role="alert" className="live-region">
            {mutation.isError ? (
              <p className="location-fields__notice location-fields__notice--error">
                {actionErrorMessage(mutation.error, BAKERY_MESSAGES.saveError)}
              </p>
            ) : null}
          </div>
          <div className="position-placer__actions">
            <Button onClick={confirm} isLoading={mutation.isPending} disabled={!position}>
              {BAKERY_MESSAGES.confirmPosition}
            </Button>
            <Button variant="secondary" onClick={() => toggle(false)}>
              Annuler
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
