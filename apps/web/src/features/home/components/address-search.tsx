import type { TGeocodeResult } from '@fournil/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useGeocodeAddress } from '../api/geocode-address';
import type { TSuggestAround } from '../api/get-geo-suggestions';
import type { AddressSuggestions } from './address-suggestions';
import '../home.css';

export const SEARCH_LABEL = 'Rechercher une adresse ou une ville';
export const ADDRESS_NOT_FOUND = "Adresse non trouvée ! Essayez d'être plus précis.";

function SearchIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </svg>
  );
}

/**
 * Look around an address or a town instead of the current position (geocoder through our API). The
 * suggestions load on the field's first focus or keystroke, outside the first load of '/'.
 * `hasFocus`: put the focus in the field (the position was refused).
 */
export function AddressSearch({
  onFound,
  hasFocus,
  around,
}: {
  onFound: (result: TGeocodeResult) => void;
  hasFocus?: boolean;
  /** The list's centre and radius: suggestions there come first. */
  around?: TSuggestAround | null;
}) {
  const [query, setQuery] = useState('');
  const [Suggestions, setSuggestions] = useState<typeof AddressSuggestions>();
  const geocode = useGeocodeAddress();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  useEffect(() => {
    if (hasFocus) inputRef.current?.focus();
  }, [hasFocus]);

  function loadSuggestions() {
    if (!Suggestions) void import('./address-suggestions').then((module) => setSuggestions(() => module.AddressSuggestions));
  }

  function found(result: TGeocodeResult) {
    setQuery('');
    onFound(result);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = query.trim();
    if (q === '') return;
    geocode.search(q, found);
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
          ref={inputRef}
          id={inputId}
          className="address-search__input"
          type="search"
          name="q"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="Adresse ou ville"
          maxLength={200}
          value={query}
          onFocus={loadSuggestions}
          onChange={(event) => {
            loadSuggestions();
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
        {Suggestions ? <Suggestions input={inputRef} query={query} around={around} onPlace={found} /> : null}
      </div>
      {error ? (
        <p className="address-search__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
