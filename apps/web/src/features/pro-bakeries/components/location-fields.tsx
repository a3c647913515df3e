import { BAKERY_FIELD_MESSAGES, BAKERY_MESSAGES, isSameCity, isSamePostcode, type TGeocodeResult, type TLatLng } from '@fournil/shared';
import { useState } from 'react';
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
};

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
 * Latitude and longitude (7 decimals), filled by hand, from the browser position, from the typed
 * address, or on the small map; and the reverse helper that fills the address from them
 * (docs/bakery-management.md, "The screens").
 */
export function LocationFields({ latitude, longitude, onCoordinatesChange, address, onAddressFound, errors = {} }: LocationFieldsProps) {
  const [notice, setNotice] = useState<TNotice>(null);
  const [isLocating, setLocating] = useState(false);
  const geocode = useGeocode();
  const reverse = useReverseGeocode();
  const position: TLatLng | null = isFiniteNumber(latitude) && isFiniteNumber(longitude) ? { lat: latitude, lng: longitude } : null;

  function place({ lat, lng }: TLatLng) {
    onCoordinatesChange({ latitude: lat, longitude: lng });
  }

  async function locateMe() {
    setNotice(null);
    setLocating(true);
    try {
      place(await getCurrentPosition());
    } catch (reason) {
      setNotice({ tone: 'error', text: reason === 'unsupported' ? BAKERY_MESSAGES.geolocationUnsupported : BAKERY_MESSAGES.geolocationFailed });
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
        place(result);
        setNotice(
          isMismatch(result, typed)
            ? { tone: 'warning', text: BAKERY_MESSAGES.geocodeMismatch }
            : result.position_approximative
              ? { tone: 'warning', text: `Position trouvée : ${result.label}, ${BAKERY_MESSAGES.approximatePosition}` }
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
            ? { tone: 'warning', text: `Commune trouvée : ${result.label}, ${BAKERY_MESSAGES.approximatePosition} ; la rue saisie est gardée.` }
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
      <div className="form__row form__row--2">
        <CoordinateInput label="Latitude" value={latitude} error={errors.latitude} onChange={(value) => onCoordinatesChange({ latitude: value, longitude })} />
        <CoordinateInput label="Longitude" value={longitude} error={errors.longitude} onChange={(value) => onCoordinatesChange({ latitude, longitude: value })} />
      </div>
      <div className="location-fields__actions">
        <Button variant="secondary" size="sm" onClick={() => void locateMe()} isLoading={isLocating}>
          Utiliser ma position
        </Button>
        <Button variant="secondary" size="sm" onClick={addressToCoordinates} isLoading={geocode.isPending}>
          Adresse → coordonnées
        </Button>
        <Button variant="secondary" size="sm" onClick={coordinatesToAddress} isLoading={reverse.isPending}>
          Coordonnées → adresse
        </Button>
      </div>
      <div role="status" className="live-region">
        {notice && notice.tone !== 'error' ? <p className={`location-fields__notice location-fields__notice--${notice.tone}`}>{notice.text}</p> : null}
      </div>
      <div role="alert" className="live-region">
        {notice?.tone === 'error' ? <p className="location-fields__notice location-fields__notice--error">{notice.text}</p> : null}
      </div>
      <p className="field__hint">Cliquez sur la carte pour placer la boulangerie, ou faites glisser le repère.</p>
      <LocationMap position={position} onPick={place} />
    </div>
  );
}
