import { DAY_NAMES, BAKERY_MESSAGES, type TDayHours, type TDayName, type THourField } from '@fournil/shared';
import { useId, useState } from 'react';
import { copyMonday, type TWeek } from '../lib/copy-monday';

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
 * Opening days and hours (docs/bakery-management.md, "The screens"): a checkbox per day, morning
 * and afternoon ranges disabled while the day is closed, and 'Dupliquer horaires Lundi' on the
 * other days: a marked day takes Monday's state at once and follows every later change of Monday
 * (it cannot be edited meanwhile).
 */
export function HoursEditor({ value, onChange, errors = {}, error, disabled = false }: HoursEditorProps) {
  const id = useId();
  const [duplicated, setDuplicated] = useState<ReadonlySet<TDayName>>(() => new Set());

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

  return (
    <div className="hours-editor">
      {error ? (
        <p className="field__error" id={`${id}-week-error`} role="alert">
          {error}
        </p>
      ) : null}
      {DAY_NAMES.map((day) => {
        const isOpen = value.jours_ouvertures[day];
        const isFollowingMonday = duplicated.has(day);
        const dayErrors = errors[day] ?? {};
        const messages = [...new Set(Object.values(dayErrors).filter(Boolean))];
        const labelId = `${id}-${day}-label`;
        const errorId = `${id}-${day}-error`;
        return (
          <div key={day} className="hours-day" role="group" aria-labelledby={labelId}>
            <div className="hours-day__head">
              <label className="form-check" id={labelId}>
                <input type="checkbox" checked={isOpen} disabled={disabled || isFollowingMonday} onChange={(event) => setOpen(day, event.target.checked)} />
                <span>{day}</span>
              </label>
              {day !== 'lundi' ? (
                <label className="form-check form-check--small">
                  <input type="checkbox" checked={isFollowingMonday} disabled={disabled} onChange={(event) => setDuplicate(day, event.target.checked)} />
                  <span>{BAKERY_MESSAGES.duplicateMonday}</span>
                </label>
              ) : null}
            </div>
            <div className="hours-day__ranges">
              {RANGES.map((range) => (
                <div key={range.title} className="hours-range">
                  <span className="hours-range__title" aria-hidden="true">
                    {range.title}
                  </span>
                  {([range.open, range.close] as const).map((field, index) => {
                    const inputId = `${id}-${day}-${field}`;
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
                          aria-invalid={dayErrors[field] ? true : undefined}
                          aria-describedby={messages.length > 0 ? errorId : undefined}
                          onChange={(event) => setTime(day, field, event.target.value)}
                        />
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
            {messages.length > 0 ? (
              <p className="field__error" id={errorId}>
                {messages.join(' ')}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
