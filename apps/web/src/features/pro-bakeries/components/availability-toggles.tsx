import {
  AVAILABILITY_FIELDS,
  AVAILABILITY_LABELS,
  BAKERY_MESSAGES,
  type TAvailabilityField,
  type TAvailabilityFlags,
} from '@fournil/shared';
import { useId, useState } from 'react';
import { Switch } from '@/components/ui';

export type AvailabilityTogglesProps = {
  /** The bakery's confirmed flags: a switch shows these, so it moves only once the server agreed. */
  values: TAvailabilityFlags;
  /** Sends one flag; resolves when the server accepted it (and `values` then carry it), rejects otherwise. */
  patch: (field: TAvailabilityField, value: boolean) => Promise<unknown>;
  /** The error for the bread switch (the owner page has its own sentence: docs/bakery-management.md, "The screens"). */
  breadErrorText?: string;
  /** Accessible name of the group. */
  label?: string;
  /** The switches shown, in this order (the owner's dashboard shows the bread alone). */
  fields?: readonly TAvailabilityField[];
};

/** The five switches Pain, Café, Croissant, Sandwich, Bio (docs/bakery-management.md, "The screens"): one request per change. */
export function AvailabilityToggles({
  values,
  patch,
  breadErrorText = BAKERY_MESSAGES.toggleError,
  label = 'Disponibilités',
  fields = AVAILABILITY_FIELDS,
}: AvailabilityTogglesProps) {
  const errorId = useId();
  const [pending, setPending] = useState<ReadonlySet<TAvailabilityField>>(new Set());
  const [error, setError] = useState<string | null>(null);

  function toggle(field: TAvailabilityField, next: boolean) {
    if (pending.has(field)) return;
    setError(null);
    setPending((current) => new Set(current).add(field));
    patch(field, next)
      .catch(() => setError(field === 'disponibilite_pain' ? breadErrorText : BAKERY_MESSAGES.toggleError))
      .finally(() =>
        setPending((current) => {
          const rest = new Set(current);
          rest.delete(field);
          return rest;
        }),
      );
  }

  return (
    <div className="availability" role="group" aria-label={label}>
      <ul className="availability__list">
        {fields.map((field) => (
          <li key={field}>
            <Switch
              label={AVAILABILITY_LABELS[field]}
              checked={values[field]}
              isBusy={pending.has(field)}
              onChange={(next) => toggle(field, next)}
              describedBy={error ? errorId : undefined}
            />
          </li>
        ))}
      </ul>
      <p className="availability__error" id={errorId} role="alert">
        {error}
      </p>
    </div>
  );
}
