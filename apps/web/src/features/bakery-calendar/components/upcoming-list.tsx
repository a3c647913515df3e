import type { TCalendarResponse } from '@fournil/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, EmptyState } from '@/components/ui';
import { useDeleteClosure } from '../api/delete-closure';
import { useDeleteSpecialHours } from '../api/delete-special-hours';
import { calendarEntries, describeClosureDates, describeRanges, type TCalendarEntry } from '../lib/calendar-entries';
import { formatLongDateFr } from '../lib/calendar-dates';
import { CALENDAR_TEXTS } from '../lib/calendar-texts';

type UpcomingListProps = {
  bakeryId: number;
  calendar: TCalendarResponse;
  /** A deletion's outcome, for the section's live region. */
  onNotice: (notice: string) => void;
  onError: (error: string) => void;
};

/** The upcoming closures and special dates, by date, each with its delete button. */
export function UpcomingList({ bakeryId, calendar, onNotice, onError }: UpcomingListProps) {
  const entries = calendarEntries(calendar);
  if (entries.length === 0) return <EmptyState>{CALENDAR_TEXTS.empty}</EmptyState>;
  return (
    <ul className="cal-list">
      {entries.map((entry) => (
        <li key={entry.kind === 'closure' ? `f${entry.closure.id}` : `s${entry.special.date}`} className="cal-entry">
          <EntryText entry={entry} />
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

function EntryText({ entry }: { entry: TCalendarEntry }) {
  return (
    <p className="cal-entry__text">
      <span className="cal-entry__kind">{entry.kind === 'closure' ? 'Fermeture exceptionnelle' : 'Horaires exceptionnels'}</span>
      {entryLabel(entry)}
    </p>
  );
}

function DeleteEntry({ bakeryId, entry, onNotice, onError }: { bakeryId: number; entry: TCalendarEntry; onNotice: (notice: string) => void; onError: (error: string) => void }) {
  const [isConfirming, setConfirming] = useState(false);
  const deleteClosure = useDeleteClosure(bakeryId);
  const deleteSpecial = useDeleteSpecialHours(bakeryId);
  const isPending = deleteClosure.isPending || deleteSpecial.isPending;
  const promptId = useId();
  const noId = useId();
  const deleteId = useId();
  const wasConfirming = useRef(false);
  const label = entryLabel(entry);

  // Keyboard users land on the safe answer, and back on 'Supprimer' when the prompt closes.
  useEffect(() => {
    if (isConfirming) document.getElementById(noId)?.focus();
    else if (wasConfirming.current) document.getElementById(deleteId)?.focus();
    wasConfirming.current = isConfirming;
  }, [isConfirming, noId, deleteId]);

  function confirm() {
    const options = {
      onSuccess: () => onNotice(entry.kind === 'closure' ? CALENDAR_TEXTS.closureDeleted : CALENDAR_TEXTS.specialDeleted),
      onError: () => {
        setConfirming(false);
        onError(CALENDAR_TEXTS.deleteError);
      },
    };
    if (entry.kind === 'closure') deleteClosure.mutate(entry.closure.id, options);
    else deleteSpecial.mutate(entry.special.date, options);
  }

  if (!isConfirming) {
    return (
      <Button id={deleteId} variant="ghost" size="sm" aria-label={`Supprimer : ${label}`} onClick={() => setConfirming(true)}>
        Supprimer
      </Button>
    );
  }
  return (
    <div className="cal-confirm" role="group" aria-labelledby={promptId}>
      <p className="cal-confirm__text" id={promptId}>
        {entry.kind === 'closure' ? 'Supprimer cette fermeture ?' : 'Supprimer ces horaires exceptionnels ?'}
      </p>
      <Button variant="danger" size="sm" onClick={confirm} isLoading={isPending}>
        Oui, supprimer
      </Button>
      <Button id={noId} variant="secondary" size="sm" onClick={() => setConfirming(false)} disabled={isPending}>
        Non
      </Button>
    </div>
  );
}
