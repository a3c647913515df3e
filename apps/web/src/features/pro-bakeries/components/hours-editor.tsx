import { DAY_NAMES, BAKERY_MESSAGES, type TDayHours, type TDayName, type THourField } from '@fournil/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/ui';
import { copyMonday, type TWeek } from '../lib/copy-monday';
import { HOURS_PRESETS, copyDayToAll, duplicatedDays } from '../lib/hours-presets';

/** Error messages of the hours, per day and per time field (from ZHorairesOuvertures). */
export type THoursErrors = Partial<Record<TDayName, Partial<Record<THourField, string>>>>;

export type HoursEditorProps = {
  value: TWeek;
  onChange: (week: TWeek) => void;
  errors?: THoursErrors;
  /** An error about the whole week (e.g. a server message on `horaires_ouvertures`). */
  error?: string;
  disabled?: boolean;
};

const RANGES = [
  { title: 'Matin', open: 'ouverture_matin', close: 'fermeture_matin', spoken: 'du matin' },
  { title: 'Après-midi', open: 'ouverture_apm', close: 'fermeture_apm', spoken: 'de l’après-midi' },
] as const satisfies ReadonlyArray<{ title: string; open: THourField; close: THourField; spoken: string }>;

/**
 * Opening days and hours (docs/bakery-management.md, "The screens" and "Creating a bakery"): two
 * presets, one « Copier sur tous les jours » tool (an open day chosen in a list, the first one by
 * default), a checkbox per day, morning and afternoon ranges disabled while the day is closed, each
 * error under its own time, and 'Dupliquer horaires Lundi' on the other days: a marked day takes
 * Monday's state at once and follows every later change of Monday (it cannot be edited meanwhile).
 * The marks are read back from the stored week (duplicatedDays).
 */
export function HoursEditor({ value, onChange, errors = {}, error, disabled = false }: HoursEditorProps) {
  const id = useId();
  const [duplicated, setDuplicated] = useState<ReadonlySet<TDayName>>(() => duplicatedDays(value));
  const [chosenSource, setChosenSource] = useState<TDayName | null>(null);
  const openDays = DAY_NAMES.filter((day) => value.jours_ouvertures[day]);
  // The day chosen while it stays open, else the first open day.
  const copySource = chosenSource && openDays.includes(chosenSource) ? chosenSource : (openDays[0] ?? null);

  function emit(next: TWeek) {
    onChange(copyMonday(next, duplicated));
  }

  function setOpen(day: TDayName, isOpen: boolean) {
    emit({ ...value, jours_ouvertures: { ...value.jours_ouvertures, [day]: isOpen } });
  }

  function setTime(day: TDayName, field: THourField, time: string) {
    const hours: TDayHours = { ...value.horaires_ouvertures[day], [field]: time === '' ? null : time };
    emit({ ...value, horaires_ouvertures: { ...value.horaires_ouvertures, [day]: hours } });
  }

  function setDuplicate(day: TDayName, isDuplicated: boolean) {
    const next = new Set(duplicated);
    if (isDuplicated) next.add(day);
    else next.delete(day);
    setDuplicated(next);
    if (isDuplicated) onChange(copyMonday(value, [day]));
  }

  function replaceWeek(week: TWeek) {
    // A preset or a copy is a new week: no day follows Monday any more.
    setDuplicated(new Set());
    onChange(week);
  }

  return (
    <div className="hours-editor">
      <div className="hours-presets" role="group" aria-labelledby={`${id}-presets`}>
        <p className="hours-presets__title" id={`${id}-presets`}>
          Horaires types
        </p>
        {HOURS_PRESETS.map((preset) => (
          <button
            key={preset.key}
            type="button"
            className="hours-preset"
            disabled={disabled}
            aria-describedby={`${id}-preset-${preset.key}`}
            onClick={() => replaceWeek(preset.week())}
          >
            <span className="hours-preset__label">{preset.label}</span>
            <span className="hours-preset__hint" id={`${id}-preset-${preset.key}`}>
              {preset.hint}
            </span>
          </button>
        ))}
      </div>
      <div className="hours-copy" role="group" aria-labelledby={`${id}-copy-title`}>
        <p className="hours-presets__title" id={`${id}-copy-title`}>
          Mêmes horaires chaque jour
        </p>
        {copySource ? (
          <div className="hours-copy__row">
            <label className="hours-copy__label" htmlFor={`${id}-copy-source`}>
              Horaires du
            </label>
            <select
              id={`${id}-copy-source`}
              className="field__input hours-copy__select"
              value={copySource}
              disabled={disabled}
              onChange={(event) => setChosenSource(event.target.value as TDayName)}
            >
              {openDays.map((day) => (
                <option key={day} value={day}>
                  {day}
                </option>
              ))}
            </select>
            <Button
              variant="secondary"
              className="hours-copy__button"
              disabled={disabled}
              onClick={() => replaceWeek(copyDayToAll(value, copySource))}
            >
              Copier sur tous les jours
            </Button>
          </div>
        ) : (
          <p className="hours-copy__hint">Cochez un jour ouvert et saisissez ses horaires pour les copier sur tous les jours.</p>
        )}
      </div>
      {error ? (
        <p className="field__error" id={`${id}-week-error`} role="alert">
          {error}
        </p>
      ) : null}
      {DAY_NAMES.map((day) => {
        const isOpen = value.jours_ouvertures[day];
        const isFollowingMonday = duplicated.has(day);
        const dayErrors = errors[day] ?? {};
        const labelId = `${id}-${day}-label`;
        return (
          <div key={day} className="hours-day" role="group" aria-labelledby={labelId}>
            <div className="hours-day__head">
              <label className="form-check" id={labelId}>
                <input
                  type="checkbox"
                  checked={isOpen}
                  disabled={disabled || isFollowingMonday}
                  onChange={(event) => setOpen(day, event.target.checked)}
                />
                <span>{day}</span>
              </label>
              <div className="hours-day__tools">
                {day !== 'lundi' ? (
                  <label className="form-check form-check--small">
                    <input
                      type="checkbox"
                      checked={isFollowingMonday}
                      disabled={disabled}
                      onChange={(event) => setDuplicate(day, event.target.checked)}
                    />
                    <span>{BAKERY_MESSAGES.duplicateMonday}</span>
                  </label>
                ) : null}
              </div>
            </div>
            <div className="hours-day__ranges">
              {RANGES.map((range) => (
                <div key={range.title} className="hours-range">
                  <span className="hours-range__title" aria-hidden="true">
                    {range.title}
                  </span>
                  {([range.open, range.close] as const).map((field, index) => {
                    const inputId = `${id}-${day}-${field}`;
                    const fieldError = dayErrors[field];
                    return (
                      <div key={field} className="hours-range__time">
                        <label htmlFor={inputId} className="hours-range__label">
                          {index === 0 ? 'Ouverture' : 'Fermeture'}
                          <span className="visually-hidden"> {range.spoken}</span>
                        </label>
                        <input
                          id={inputId}
                          type="time"
                          className="field__input hours-range__input"
                          value={value.horaires_ouvertures[day][field] ?? ''}
                          disabled={disabled || !isOpen || isFollowingMonday}
                          aria-invalid={fieldError ? true : undefined}
                          aria-describedby={fieldError ? `${inputId}-error` : undefined}
                          onChange={(event) => setTime(day, field, event.target.value)}
                        />
                        {fieldError ? (
                          <p className="field__error hours-range__error" id={`${inputId}-error`}>
                            {fieldError}
                          </p>
                        ) : null}
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
