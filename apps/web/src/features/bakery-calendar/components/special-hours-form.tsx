import { zodResolver } from '@hookform/resolvers/zod';
import { CALENDAR_MESSAGES, ZCalendarDate, ZSpecialHoursRequest, type TSpecialHoursRequest } from '@fournil/shared';
import { useId, useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button, ErrorBox, TextField } from '@/components/ui';
import { useServerErrors } from '@/lib/form-errors';
import { usePutSpecialHours } from '../api/put-special-hours';
import { CALENDAR_TEXTS } from '../lib/calendar-texts';

const FIELDS = ['date', 'plages'] as const;
const EMPTY_RANGE = { ouverture: '', fermeture: '' };

/** The shared body schema with the date of the address, which the browser checks against today. */
function specialHoursFormSchema(today: string) {
  return ZSpecialHoursRequest.extend({
    date: ZCalendarDate.refine((date) => date >= today, { error: CALENDAR_MESSAGES.pastDate }),
  });
}
type TSpecialHoursForm = TSpecialHoursRequest & { date: string };

type SpecialHoursFormProps = { bakeryId: number; today: string; onSaved: (notice: string) => void };

/** « Horaires exceptionnels d’une journée »: closed all day, or one or two ranges that replace the week's hours that day. */
export function SpecialHoursForm({ bakeryId, today, onSaved }: SpecialHoursFormProps) {
  const mutation = usePutSpecialHours(bakeryId);
  const titleId = useId();
  const modeName = useId();
  const schema = useMemo(() => specialHoursFormSchema(today), [today]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TSpecialHoursForm>({ resolver: zodResolver(schema), defaultValues: { date: '', plages: [] } });
  const ranges = useFieldArray({ control, name: 'plages' });
  const [formError, setFormError] = useServerErrors(mutation.error, setError, FIELDS, CALENDAR_TEXTS.specialError);
  const isClosed = ranges.fields.length === 0;

  const submit = handleSubmit(({ date, plages }) => {
    setFormError(null);
    mutation.mutate(
      { date, body: { plages } },
      {
        onSuccess: () => {
          reset({ date: '', plages: [] });
          onSaved(CALENDAR_TEXTS.specialSaved);
        },
      },
    );
  });

  return (
    <form
      className="form cal-block"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={mutation.isPending || undefined}
      aria-labelledby={titleId}
    >
      <h3 className="cal-subtitle" id={titleId}>
        {CALENDAR_TEXTS.specialTitle}
      </h3>
      <TextField label="Date" type="date" min={today} error={errors.date?.message} {...register('date')} />
      <fieldset className="cal-fieldset">
        <legend className="field__label">Ce jour-là</legend>
        <div className="cal-options">
          <label className="cal-option">
            <input type="radio" name={modeName} checked={isClosed} onChange={() => ranges.replace([])} />
            Fermé toute la journée
          </label>
          <label className="cal-option">
            <input type="radio" name={modeName} checked={!isClosed} onChange={() => ranges.replace([EMPTY_RANGE])} />
            Ouvert avec des horaires exceptionnels
          </label>
        </div>
      </fieldset>
      {ranges.fields.map((field, index) => (
        <fieldset key={field.id} className="cal-fieldset">
          <legend className="field__label">{index === 0 ? 'Première plage' : 'Deuxième plage'}</legend>
          <div className="cal-range">
            <TextField
              label="Ouverture"
              type="time"
              error={errors.plages?.[index]?.ouverture?.message}
              {...register(`plages.${index}.ouverture`)}
            />
            <TextField
              label="Fermeture"
              type="time"
              error={errors.plages?.[index]?.fermeture?.message}
              {...register(`plages.${index}.fermeture`)}
            />
          </div>
          {index === 1 ? (
            <div className="cal-actions">
              <Button variant="ghost" size="sm" onClick={() => ranges.remove(1)}>
                Retirer la deuxième plage
              </Button>
            </div>
          ) : null}
        </fieldset>
      ))}
      {(errors.plages?.message ?? errors.plages?.root?.message) ? (
        <p className="field__error">{errors.plages?.message ?? errors.plages?.root?.message}</p>
      ) : null}
      {ranges.fields.length === 1 ? (
        <div className="cal-actions">
          <Button variant="secondary" size="sm" onClick={() => ranges.append(EMPTY_RANGE)}>
            Ajouter une deuxième plage
          </Button>
        </div>
      ) : null}
      {formError ? <ErrorBox>{formError}</ErrorBox> : null}
      <div className="cal-actions">
        <Button type="submit" isLoading={mutation.isPending}>
          Enregistrer ces horaires
        </Button>
      </div>
    </form>
  );
}
