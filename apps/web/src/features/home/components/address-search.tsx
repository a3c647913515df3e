import type { TGeocodeResult } from '@fournil/shared';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useGeocodeAddress } from '../api/geocode-address';
import '../home.css';

export const SEARCH_LABEL = 'Rechercher une adresse ou une ville';
export const ADDRESS_NOT_FOUND = "Adresse non trouvée ! Essayez d'être plus précis.";

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </svg>
  );
}

/** Look around an address or a town instead of the current position (geocoder through our API). */
export function AddressSearch({ onFound }: { onFound: (result: TGeocodeResult) => void }) {
  const [query, setQuery] = useState('');
  const geocode = useGeocodeAddress();
  const inputId = useId();
  const errorId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = query.trim();
    if (q === '') return;
    geocode.search(q, (result) => {
      setQuery('');
      onFound(result);
    });
  }

  const error = geocode.error ? (isApiError(geocode.error, 404) ? ADDRESS_NOT_FOUND : errorMessage(geocode.error)) : null;

  return (
    <form className="address-search" role="search" onSubmit={handleSubmit} aria-busy={geocode.isPending || undefined}>
      <label htmlFor={inputId} className="visually-hidden">
        {SEARCH_LABEL}
      </label>
      <div className="address-search__field">
        <span className="address-search__icon">
          <SearchIcon />
        </span>
        <input
          id={inputId}
          className="address-search__input"
          type="search"
          name="q"
          enterKeyHint="search"
          autoComplete="street-address"
          placeholder="Adresse ou ville"
          maxLength={200}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            if (geocode.error) geocode.reset();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="address-search__submit" disabled={geocode.isPending}>
          {geocode.isPending ? <span className="spinner" aria-hidden="true" /> : null}
          Rechercher
        </button>
      </div>
      {error ? (
        <p className="address-search__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
