import { BAKERY_FIELD_MESSAGES, BAKERY_MESSAGES, isSameCity, isSamePostcode, type TGeocodeResult, type TLatLng } from '@fournil/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/ui';
import { errorMessage, isApiError } from '@/lib/api-client';
import { getCurrentPosition } from '@/lib/geolocation';
import { useGeocode } from '../api/geocode';
import { useReverseGeocode } from '../api/reverse-geocode';
import { CoordinateInput } from './coordinate-input';
import { LocationMap } from './location-map';

export type TCoordinates = { latitude: number | null; longitude: number | null };
export type TTypedAddress = { adresse: string; codePostal: string; ville: string };

export type LocationFieldsProps = TCoordinates & {
  onCoordinatesChange: (coordinates: TCoordinates) => void;
  /** What the owner typed, for 'Adresse → coordonnées' and the mismatch warning. */
  address: TTypedAddress;
  /** 'Coordonnées → adresse' found an address. */
  onAddressFound: (result: TGeocodeResult) => void;
  errors?: { latitude?: string; longitude?: string };
  /** The coordinates are a commune centre, not the shop (docs/bakery-management.md, "Position on the map"). */
  isApproximate?: boolean;
  onApproximateChange?: (isApproximate: boolean) => void;
};

/** The amber line shown while the pin stands on an approximate position. */
export const APPROXIMATE_POSITION_TEXT = 'Position approximative : déplacez le repère sur la boutique.';

type TNotice = { tone: 'error' | 'warning' | 'success'; text: string } | null;

function isFiniteNumber(value: number | null): value is number {
  return value !== null && Number.isFinite(value);
}

/** The found place differs from the typed city or postcode (only the fields the owner filled are compared). */
function isMismatch(result: TGeocodeResult, address: TTypedAddress): boolean {
  const cityDiffers = address.ville.trim() !== '' && !isSameCity(result.city, address.ville);
  const postcodeDiffers = address.codePostal.trim() !== '' && !isSamePostcode(result.postcode, address.codePostal);
  return cityDiffers || postcodeDiffers;
}

/**
 * The bakery's position as a pin on a small map (docs/bakery-management.md, "The screens" and
 * "Creating a bakery"): placed from the typed address or the browser position, then dragged onto
 * the shop. An approximate position says so in amber until the pin is moved. Latitude and
 * longitude (7 decimals) and the reverse helper that fills the address from them stay folded
 * under « Saisir les coordonnées », opened by themselves when they hold an error.
 */
export function LocationFields({
  latitude,
  longitude,
  onCoordinatesChange,
  address,
  onAddressFound,
  errors = {},
  isApproximate = false,
  onApproximateChange,
}: LocationFieldsProps) {
  const id = useId();
  const [notice, setNotice] = useState<TNotice>(null);
  const [isManualOpen, setManualOpen] = useState(false);
  const hasCoordinateError = Boolean(errors.latitude || errors.longitude);
  const [isLocating, setLocating] = useState(false);
  const geocode = useGeocode();
  const reverse = useReverseGeocode();
  const position: TLatLng | null = isFiniteNumber(latitude) && isFiniteNumber(longitude) ? { lat: latitude, lng: longitude } : null;

  /** `approximate`: the position is a commune centre the owner has not adjusted yet. */
  function place({ lat, lng }: TLatLng, approximate = false) {
    onCoordinatesChange({ latitude: lat, longitude: lng });
    onApproximateChange?.(approximate);
  }

  /** The owner moved the pin: the position is theirs now. */
  function pick(position: TLatLng) {
    setNotice(null);
    place(position);
  }

  async function locateMe() {
    setNotice(null);
    setLocating(true);
    try {
      place(await getCurrentPosition());
    } catch (reason) {
      setNotice({
        tone: 'error',
        text: reason === 'unsupported' ? BAKERY_MESSAGES.geolocationUnsupported : BAKERY_MESSAGES.geolocationFailed,
      });
    } finally {
      setLocating(false);
    }
  }

  function addressToCoordinates() {
    const town = `${address.codePostal.trim()} ${address.ville.trim()}`.trim();
    const q = [address.adresse.trim(), town].filter(Boolean).join(', ');
    setNotice(null);
    if (q === '') {
      setNotice({ tone: 'error', text: BAKERY_FIELD_MESSAGES.adresseRequired });
      return;
    }
    const typed = { ...address };
    geocode.mutate(q, {
      onSuccess: (result) => {
        const approximate = result.position_approximative === true;
        place(result, approximate);
        // An approximate position has its own amber line below; it is never « Position trouvée ».
        setNotice(
          isMismatch(result, typed)
            ? { tone: 'warning', text: BAKERY_MESSAGES.geocodeMismatch }
            : approximate
              ? null
              : { tone: 'success', text: `Position trouvée : ${result.label}` },
        );
      },
      onError: (error) => {
        setNotice({ tone: 'error', text: isApiError(error, 404) ? BAKERY_MESSAGES.coordinatesFromAddressNotFound : errorMessage(error) });
      },
    });
  }

  function coordinatesToAddress() {
    setNotice(null);
    if (!position) {
      setNotice({ tone: 'error', text: BAKERY_MESSAGES.coordinatesRequired });
      return;
    }
    reverse.mutate(position, {
      onSuccess: (result) => {
        onAddressFound(result);
        setNotice(
          result.position_approximative
            ? {
                tone: 'warning',
                text: `Commune trouvée : ${result.label}, ${BAKERY_MESSAGES.approximatePosition} ; la rue saisie est gardée.`,
              }
            : { tone: 'success', text: `Adresse trouvée : ${result.label}` },
        );
      },
      onError: (error) => {
        setNotice({ tone: 'error', text: isApiError(error, 404) ? BAKERY_MESSAGES.addressFromCoordinatesNotFound : errorMessage(error) });
      },
    });
  }

  return (
    <div className="location-fields">
      <div className="location-fields__actions">
        <Button variant="secondary" size="sm" onClick={addressToCoordinates} isLoading={geocode.isPending}>
          Placer l’adresse sur la carte
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void locateMe()} isLoading={isLocating}>
          Utiliser ma position
        </Button>
      </div>
      <div role="status" className="live-region">
        {notice && notice.tone !== 'error' ? (
          <p className={`location-fields__notice location-fields__notice--${notice.tone}`}>{notice.text}</p>
        ) : null}
        {isApproximate && position ? (
          <p className="location-fields__notice location-fields__notice--warning" data-testid="approximate-position">
            {APPROXIMATE_POSITION_TEXT}
          </p>
        ) : null}
      </div>
      <div role="alert" className="live-region">
        {notice?.tone === 'error' ? <p className="location-fields__notice location-fields__notice--error">{notice.text}</p> : null}
      </div>
      <p className="field__hint" id={`${id}-map-hint`}>
        {position
          ? 'Faites glisser le repère sur la boutique, ou touchez la carte pour le déplacer.'
          : 'Placez l’adresse sur la carte, ou touchez la carte à l’endroit de la boutique.'}
      </p>
      <LocationMap position={position} onPick={pick} />
      <details
        className="location-fields__manual"
        open={isManualOpen || hasCoordinateError}
        onToggle={(event) => setManualOpen(event.currentTarget.open)}
      >
        <summary className="location-fields__summary">Saisir les coordonnées</summary>
        <div className="location-fields__manual-body">
          <div className="form__row form__row--2">
            <CoordinateInput
              label="Latitude"
              value={latitude}
              error={errors.latitude}
              onChange={(value) => {
                onCoordinatesChange({ latitude: value, longitude });
                onApproximateChange?.(false);
              }}
            />
            <CoordinateInput
              label="Longitude"
              value={longitude}
              error={errors.longitude}
              onChange={(value) => {
                onCoordinatesChange({ latitude, longitude: value });
                onApproximateChange?.(false);
              }}
            />
          </div>
          <Button variant="secondary" size="sm" onClick={coordinatesToAddress} isLoading={reverse.isPending}>
            Coordonnées → adresse
          </Button>
        </div>
      </details>
    </div>
  );
}
