import { zodResolver } from '@hookform/resolvers/zod';
import { HOLIDAY_RULES, isAlsaceMoselle, type THolidayRule } from '@fournil/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button, ErrorBox } from '@/components/ui';
import { useServerErrors } from '@/lib/form-errors';
import { usePatchHolidayRule } from '../api/patch-holiday-rule';
import { CALENDAR_TEXTS, HOLIDAY_RULE_LABELS } from '../lib/calendar-texts';

// A radio cannot hold null: « Pas encore indiqué » is 'none' in the form and null in the request.
const ZHolidayRuleForm = z.object({ jours_feries: z.enum(['none', ...HOLIDAY_RULES]) });
type THolidayRuleForm = z.infer<typeof ZHolidayRuleForm>;
const FIELDS = ['jours_feries'] as const;
const OPTIONS = ['none', ...HOLIDAY_RULES] as const;

type HolidayRuleFormProps = {
  bakeryId: number;
  rule: THolidayRule;
  codePostal: string;
  onSaved: (notice: string) => void;
  /** Lets the composing route refresh what else shows the rule. */
  onChanged?: () => void;
};

/** The public-holiday rule as a radio group with its explanation (docs/bakery-management.md, "Closures and special hours"). */
export function HolidayRuleForm({ bakeryId, rule, codePostal, onSaved, onChanged }: HolidayRuleFormProps) {
  const mutation = usePatchHolidayRule(bakeryId, onChanged);
  const titleId = useId();
  const hintId = useId();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<THolidayRuleForm>({ resolver: zodResolver(ZHolidayRuleForm), defaultValues: { jours_feries: rule ?? 'none' } });
  const [formError, setFormError] = useServerErrors(mutation.error, setError, FIELDS, CALENDAR_TEXTS.holidayError);

  const submit = handleSubmit(({ jours_feries }) => {
    setFormError(null);
    mutation.mutate(
      { jours_feries: jours_feries === 'none' ? null : jours_feries },
      { onSuccess: () => onSaved(CALENDAR_TEXTS.holidaySaved) },
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
        {CALENDAR_TEXTS.holidayTitle}
      </h3>
      <p className="cal-hint" id={hintId}>
        Les 11 jours fériés nationaux (1er janvier, lundi de Pâques, 1er mai, 8 mai, Ascension, lundi de Pentecôte, 14 juillet, 15 août, 1er
        novembre, 11 novembre, 25 décembre) sont calculés pour vous
        {isAlsaceMoselle(codePostal)
          ? ', ainsi que le Vendredi saint et le 26 décembre, fériés en Alsace-Moselle où se trouve votre boulangerie.'
          : ' ; en Alsace-Moselle (codes postaux 57, 67 et 68), le Vendredi saint et le 26 décembre s’y ajoutent.'}{' '}
        Tant que vous n’avez rien indiqué, vos horaires habituels s’affichent avec « Jour férié : horaires à confirmer ». Des horaires
        exceptionnels fixés pour un jour férié passent avant cette règle.
      </p>
      <fieldset className="cal-fieldset" aria-describedby={errors.jours_feries ? `${hintId} ${errorId}` : hintId}>
        <legend className="field__label">Règle des jours fériés</legend>
        <div className="cal-options">
          {OPTIONS.map((option) => (
            <label key={option} className="cal-option">
              <input type="radio" value={option} {...register('jours_feries')} />
              {HOLIDAY_RULE_LABELS[option]}
            </label>
          ))}
        </div>
        {errors.jours_feries ? (
          <p className="field__error" id={errorId}>
            {errors.jours_feries.message}
          </p>
        ) : null}
      </fieldset>
      {formError ? <ErrorBox>{formError}</ErrorBox> : null}
      <div className="cal-actions">
        <Button type="submit" variant="secondary" isLoading={mutation.isPending}>
          Enregistrer la règle
        </Button>
      </div>
    </form>
  );
}
