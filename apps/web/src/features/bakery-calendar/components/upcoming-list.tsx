import { reopeningSentence, type TCalendarResponse, type TOpeningInput } from '@fournil/shared';
import { ConfirmAction, EmptyState } from '@/components/ui';
import { useDeleteClosure } from '../api/delete-closure';
import { useDeleteSpecialHours } from '../api/delete-special-hours';
import { calendarEntries, describeClosureDates, describeRanges, type TCalendarEntry } from '../lib/calendar-entries';
import { formatLongDateFr } from '../lib/calendar-dates';
import { CALENDAR_TEXTS } from '../lib/calendar-texts';

type UpcomingListProps = {
  bakeryId: number;
  calendar: TCalendarResponse;
  /** The status input of the bakery (its week and this calendar): a closure then says when the bakery really reopens. */
  opening?: TOpeningInput | undefined;
  /** A deletion's outcome, for the section's live region. */
  onNotice: (notice: string) => void;
  onError: (error: string) => void;
};

/** The upcoming closures and special dates, by date, each with its delete button. */
export function UpcomingList({ bakeryId, calendar, opening, onNotice, onError }: UpcomingListProps) {
  const entries = calendarEntries(calendar);
  if (entries.length === 0) return <EmptyState>{CALENDAR_TEXTS.empty}</EmptyState>;
  return (
    <ul className="cal-list">
      {entries.map((entry) => (
        <li key={entry.kind === 'closure' ? `f${entry.closure.id}` : `s${entry.special.date}`} className="cal-entry">
          <EntryText entry={entry} opening={opening} />
          <DeleteEntry bakeryId={bakeryId} entry={entry} onNotice={onNotice} onError={onError} />
        </li>
      ))}
    </ul>
  );
}

/** « Du 10 au 31 août 2026 · Congés annuels », « Le samedi 24 décembre 2026 · 7 h – 12 h ». */
export function entryLabel(entry: TCalendarEntry): string {
  if (entry.kind === 'closure') {
    const dates = describeClosureDates(entry.closure);
    return entry.closure.motif ? `${dates} · ${entry.closure.motif}` : dates;
  }
  return `Le ${formatLongDateFr(entry.special.date)} · ${describeRanges(entry.special)}`;
}

function EntryText({ entry, opening }: { entry: TCalendarEntry; opening: TOpeningInput | undefined }) {
  const reopening = entry.kind === 'closure' && opening ? reopeningSentence(opening, entry.closure) : null;
  return (
    <p className="cal-entry__text">
      <span className="cal-entry__kind">{entry.kind === 'closure' ? 'Fermeture exceptionnelle' : 'Horaires exceptionnels'}</span>
      {entryLabel(entry)}
      {reopening ? <span className="cal-entry__reopening">{reopening}</span> : null}
    </p>
  );
}

function DeleteEntry({
  bakeryId,
  entry,
  onNotice,
  onError,
}: {
  bakeryId: number;
  entry: TCalendarEntry;
  onNotice: (notice: string) => void;
  onError: (error: string) => void;
}) {
  const deleteClosure = useDeleteClosure(bakeryId);
  const deleteSpecial = useDeleteSpecialHours(bakeryId);

  function confirm() {
    const options = {
      onSuccess: () => onNotice(entry.kind === 'closure' ? CALENDAR_TEXTS.closureDeleted : CALENDAR_TEXTS.specialDeleted),
      onError: () => onError(CALENDAR_TEXTS.deleteError),
    };
    if (entry.kind === 'closure') deleteClosure.mutate(entry.closure.id, options);
    else deleteSpecial.mutate(entry.special.date, options);
  }

  return (
    <ConfirmAction
      label="Supprimer"
      ariaLabel={`Supprimer : ${entryLabel(entry)}`}
      variant="ghost"
      question={entry.kind === 'closure' ? 'Supprimer cette fermeture ?' : 'Supprimer ces horaires exceptionnels ?'}
      confirmLabel="Oui, supprimer"
      isPending={deleteClosure.isPending || deleteSpecial.isPending}
      onConfirm={confirm}
    />
  );
}
