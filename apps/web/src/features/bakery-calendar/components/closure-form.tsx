import { zodResolver } from '@hookform/resolvers/zod';
import { CALENDAR_MESSAGES, CLOSURE_REASON_MAX, ZClosureRequest, type TClosureRequest } from '@fournil/shared';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button, ErrorBox, TextField } from '@/components/ui';
import { useServerErrors } from '@/lib/form-errors';
import { useAddClosure } from '../api/add-closure';
import { CALENDAR_TEXTS } from '../lib/calendar-texts';

const FIELDS = ['debut', 'fin', 'motif'] as const;
type TClosureInput = z.input<typeof ZClosureRequest>;

/** The shared request schema, plus the one check the browser can make alone: no day before today. */
function closureFormSchema(today: string) {
  return ZClosureRequest.superRefine((closure, ctx) => {
    if (closure.debut < today) ctx.addIssue({ code: 'custom', message: CALENDAR_MESSAGES.pastDate, path: ['debut'] });
  });
}

type ClosureFormProps = { bakeryId: number; today: string; onAdded: (notice: string) => void };

/** « Ajouter une fermeture »: first and last day (both included) and an optional reason. */
export function ClosureForm({ bakeryId, today, onAdded }: ClosureFormProps) {
  const mutation = useAddClosure(bakeryId);
  const titleId = useId();
  const schema = useMemo(() => closureFormSchema(today), [today]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TClosureInput, unknown, TClosureRequest>({ resolver: zodResolver(schema), defaultValues: { debut: '', fin: '', motif: '' } });
  const [formError, setFormError] = useServerErrors(mutation.error, setError, FIELDS, CALENDAR_TEXTS.closureError);

  const submit = handleSubmit((body) => {
    setFormError(null);
    mutation.mutate(body, {
      onSuccess: () => {
        reset();
        onAdded(CALENDAR_TEXTS.closureAdded);
      },
    });
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
        {CALENDAR_TEXTS.closureTitle}
      </h3>
      <div className="cal-range">
        <TextField label="Premier jour" type="date" min={today} error={errors.debut?.message} {...register('debut')} />
        <TextField label="Dernier jour" type="date" min={today} error={errors.fin?.message} {...register('fin')} />
      </div>
      <TextField
        label="Motif (facultatif)"
        hint={`Affiché aux visiteurs, ${CLOSURE_REASON_MAX} caractères au plus (par exemple « Congés annuels »).`}
        maxLength={CLOSURE_REASON_MAX}
        autoComplete="off"
        error={errors.motif?.message}
        {...register('motif')}
      />
      {formError ? <ErrorBox>{formError}</ErrorBox> : null}
      <div className="cal-actions">
        <Button type="submit" isLoading={mutation.isPending}>
          Ajouter la fermeture
        </Button>
      </div>
    </form>
  );
}
