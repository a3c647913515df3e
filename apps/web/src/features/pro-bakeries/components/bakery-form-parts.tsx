// The parts of the bakery form that follow other values (a counter, the week, the coordinates).
// Each watches only its own fields, so typing in one field does not re-render the whole form.
import {
  BAKERY_MESSAGES,
  DAY_NAMES,
  DESCRIPTION_COURTE_MAX,
  HOUR_FIELDS,
  type TBakeryFields,
  type TBakeryFieldsInput,
  type TManagerCandidate,
  type TProBakery,
} from '@fournil/shared';
import { useId } from 'react';
import { Controller, useFormContext, useFormState, useWatch, type FieldErrors } from 'react-hook-form';
import { TextField } from '@/components/ui';
import type { TWeek } from '../lib/copy-monday';
import { streetOf } from '../lib/street-of';
import { HoursEditor, type THoursErrors } from './hours-editor';
import { LocationFields } from './location-fields';

function useBakeryForm() {
  const form = useFormContext<TBakeryFieldsInput, unknown, TBakeryFields>();
  const { isSubmitted } = useFormState({ control: form.control, name: [] });
  // After a first submit, every change is checked again at once (react-hook-form's default for typed fields).
  return { ...form, update: { shouldDirty: true, shouldValidate: isSubmitted } as const };
}

/** `description_courte` with its live `n/255` counter. */
export function DescriptionField() {
  const { register, control } = useFormContext<TBakeryFieldsInput, unknown, TBakeryFields>();
  const description = useWatch({ control, name: 'description_courte' }) ?? '';
  const { errors } = useFormState({ control, name: 'description_courte' });
  return (
    <TextField
      label="Description courte"
      multiline
      rows={3}
      maxLength={DESCRIPTION_COURTE_MAX}
      hint={`${description.length}/${DESCRIPTION_COURTE_MAX}`}
      hintClassName="bakery-form__counter"
      error={errors.description_courte?.message}
      {...register('description_courte')}
    />
  );
}

/** Coordinates, the address helpers and the map, wired to the form. */
export function FormLocation({
  isApproximate,
  onApproximateChange,
}: {
  isApproximate: boolean;
  onApproximateChange: (isApproximate: boolean) => void;
}) {
  const { control, setValue, update } = useBakeryForm();
  const [latitude, longitude, adresse, codePostal, ville] = useWatch({
    control,
    name: ['latitude', 'longitude', 'adresse_postale', 'code_postal_boulangerie', 'ville'],
  });
  const { errors } = useFormState({ control, name: ['latitude', 'longitude'] });
  return (
    <LocationFields
      latitude={latitude ?? null}
      longitude={longitude ?? null}
      onCoordinatesChange={(coordinates) => {
        setValue('latitude', coordinates.latitude, update);
        setValue('longitude', coordinates.longitude, update);
      }}
      address={{ adresse: adresse ?? '', codePostal: codePostal ?? '', ville: ville ?? '' }}
      onAddressFound={(result) => {
        // A commune centre has no street: the typed one stays (docs/bakery-management.md, "Position on the map").
        if (!result.position_approximative) setValue('adresse_postale', streetOf(result), update);
        setValue('code_postal_boulangerie', result.postcode, update);
        setValue('ville', result.city, update);
      }}
      errors={{ latitude: errors.latitude?.message, longitude: errors.longitude?.message }}
      isApproximate={isApproximate}
      onApproximateChange={onApproximateChange}
    />
  );
}

function hoursErrors(errors: FieldErrors<TBakeryFieldsInput>): THoursErrors {
  const result: THoursErrors = {};
  for (const day of DAY_NAMES) {
    const dayErrors = errors.horaires_ouvertures?.[day];
    if (!dayErrors) continue;
    for (const field of HOUR_FIELDS) {
      const message = dayErrors[field]?.message;
      if (message) result[day] = { ...result[day], [field]: message };
    }
    // A message about the day as a whole shows once, under its first time.
    if (!result[day] && dayErrors.message) result[day] = { [HOUR_FIELDS[0]]: dayErrors.message };
  }
  return result;
}

/** Opening days and hours, wired to the form (each error of ZHorairesOuvertures under its own time). */
export function FormHours() {
  const { control, setValue, update } = useBakeryForm();
  const [jours, horaires] = useWatch({ control, name: ['jours_ouvertures', 'horaires_ouvertures'] });
  const { errors } = useFormState({ control, name: ['jours_ouvertures', 'horaires_ouvertures'] });
  return (
    <HoursEditor
      value={{ jours_ouvertures: jours as TWeek['jours_ouvertures'], horaires_ouvertures: horaires as TWeek['horaires_ouvertures'] }}
      onChange={(week) => {
        setValue('jours_ouvertures', week.jours_ouvertures, update);
        setValue('horaires_ouvertures', week.horaires_ouvertures, update);
      }}
      errors={hoursErrors(errors)}
      error={errors.horaires_ouvertures?.message ?? errors.jours_ouvertures?.message}
    />
  );
}

/** The manager choice: 'Aucun' and this owner's managers (and the current one, should it be missing from the list). */
export function ManagerSelect({ candidates, bakery }: { candidates: TManagerCandidate[]; bakery?: TProBakery }) {
  const id = useId();
  const { control } = useFormContext<TBakeryFieldsInput, unknown, TBakeryFields>();
  const current =
    bakery?.responsable && !candidates.some((candidate) => candidate.id === bakery.responsable?.id) ? bakery.responsable : null;
  return (
    <Controller
      control={control}
      name="responsable"
      render={({ field, fieldState }) => (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-select`}>
            Responsable
          </label>
          <select
            id={`${id}-select`}
            ref={field.ref}
            name={field.name}
            className="field__input"
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
            aria-invalid={fieldState.error ? true : undefined}
            aria-describedby={fieldState.error ? `${id}-error` : undefined}
          >
            <option value="">{BAKERY_MESSAGES.noManager}</option>
            {current ? <option value={current.id}>{bakery?.responsable_obj?.email ?? `#${current.id}`}</option> : null}
            {candidates.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.email}
              </option>
            ))}
          </select>
          {fieldState.error ? (
            <p className="field__error" id={`${id}-error`}>
              {fieldState.error.message}
            </p>
          ) : null}
        </div>
      )}
    />
  );
}
