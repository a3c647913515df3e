import {
  AVAILABILITY_FIELDS,
  AVAILABILITY_LABELS,
  BAKERY_MESSAGES,
  type TAvailabilityField,
  type TOpeningDefaults,
  type TProBakery,
} from '@fournil/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button, ErrorBox } from '@/components/ui';
import { usePatchBakery } from '../api/patch-bakery';
import { actionErrorMessage } from '../lib/pro-errors';
import '@/styles/forms.css';
import './opening-defaults.css';

export const OPENING_DEFAULTS_TITLE = 'Disponibilités à l’ouverture';
export const OPENING_DEFAULTS_HINT =
  'À chaque ouverture après une fermeture (le matin, après la pause de midi, après un jour fermé), les disponibilités reprennent ces valeurs : la veille au soir, « Pas de pain » ne reste pas affiché.';
export const OPENING_DEFAULTS_SAVED = 'Disponibilités à l’ouverture enregistrées.';

/**
 * The owner's opening defaults (docs/availability.md, "Reset at opening"): the five flags the bakery
 * takes at each opening after a closed period. Saved all five at once; owner only.
 */
export function OpeningDefaults({ bakery }: { bakery: TProBakery }) {
  const titleId = useId();
  const hintId = useId();
  const [values, setValues] = useState<TOpeningDefaults>(bakery.disponibilites_ouverture);
  const [saved, setSaved] = useState(false);
  const mutation = usePatchBakery(bakery.id);
  const isChanged = AVAILABILITY_FIELDS.some((field) => values[field] !== bakery.disponibilites_ouverture[field]);

  function toggle(field: TAvailabilityField, checked: boolean) {
    setSaved(false);
    mutation.reset();
    setValues((current) => ({ ...current, [field]: checked }));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    mutation.mutate({ disponibilites_ouverture: values }, { onSuccess: () => setSaved(true) });
  }

  return (
    <section className="pro-section" aria-labelledby={titleId}>
      <h2 className="pro-section__title" id={titleId}>
        {OPENING_DEFAULTS_TITLE}
      </h2>
      <p className="pro-section__hint" id={hintId}>
        {OPENING_DEFAULTS_HINT}
      </p>
      <form className="opening-defaults" onSubmit={handleSubmit} aria-describedby={hintId}>
        <fieldset className="opening-defaults__fieldset">
          <legend className="visually-hidden">Disponible à chaque ouverture</legend>
          {AVAILABILITY_FIELDS.map((field) => (
            <label key={field} className="form-check">
              <input type="checkbox" name={field} checked={values[field]} onChange={(event) => toggle(field, event.target.checked)} />
              <span>{AVAILABILITY_LABELS[field]}</span>
            </label>
          ))}
        </fieldset>
        {mutation.isError ? <ErrorBox>{actionErrorMessage(mutation.error, BAKERY_MESSAGES.saveError)}</ErrorBox> : null}
        <div className="opening-defaults__actions">
          <Button type="submit" variant="secondary" isLoading={mutation.isPending} disabled={!isChanged}>
            Enregistrer les valeurs à l’ouverture
          </Button>
        </div>
        <div role="status" className="live-region">
          {saved ? <p className="pro-success">{OPENING_DEFAULTS_SAVED}</p> : null}
        </div>
      </form>
    </section>
  );
}
