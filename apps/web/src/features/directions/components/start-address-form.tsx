import { GEOCODE_QUERY_MAX_LENGTH } from '@fournil/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button, TextField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useGeocodeStartAddress } from '../api/geocode-start-address';
import type { TStartAddress } from '../lib/origin';
import '@/styles/forms.css';

export const START_ADDRESS_LABEL = 'Adresse de départ';
export const START_ADDRESS_SUBMIT = 'Valider';

/**
 * Without a browser position, the visitor types where the route starts (geocoded by our API).
 * A one-field search box, not a form in the sense of docs/decisions/010-forms.md: it keeps one state
 * and sends the geocoding request in the submit event itself, without react-hook-form or zod.
 */
export function StartAddressForm({ onFound }: { onFound: (start: TStartAddress) => void }) {
  const [query, setQuery] = useState('');
  const geocode = useGeocodeStartAddress();
  const errorId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = query.trim();
    if (q === '') return;
    geocode.mutate(q, {
      onSuccess: (result) => {
        setQuery(result.label);
        onFound({ label: result.label, position: { lat: result.lat, lng: result.lng } });
      },
    });
  }

  // A 404 carries GEO_MESSAGES.addressNotFound as its detail. Not imported here: the module that holds
  // it defines the zod schemas too, which would add zod (~90 kB) to this screen.
  const error = geocode.isError ? errorMessage(geocode.error) : null;

  return (
    <form className="start-address" onSubmit={handleSubmit} aria-busy={geocode.isPending || undefined}>
      <TextField
        label={START_ADDRESS_LABEL}
        name="depart"
        type="text"
        autoComplete="address-line1"
        enterKeyHint="go"
        placeholder="Adresse ou ville"
        required
        maxLength={GEOCODE_QUERY_MAX_LENGTH}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          if (geocode.isError) geocode.reset();
        }}
        aria-invalid={error ? true : undefined}
        describedBy={error ? errorId : undefined}
        addon={
          <Button type="submit" isLoading={geocode.isPending}>
            {START_ADDRESS_SUBMIT}
          </Button>
        }
      >
        {/* An alert rather than the field's own error text, so that it is announced after the button press. */}
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      </TextField>
    </form>
  );
}
