import type { TSpecialHours } from '@fournil/shared';
import { useState } from 'react';
import { Button, ErrorBox } from '@/components/ui';
import { errorDetail } from '@/lib/api-client';
import { useDeleteSpecialHours } from '../api/delete-special-hours';
import { useBakeryCalendar } from '../api/get-calendar';
import { usePutSpecialHours } from '../api/put-special-hours';
import { formatLongDateFr, parisToday } from '../lib/calendar-dates';
import { CALENDAR_TEXTS } from '../lib/calendar-texts';

type ClosedTodayProps = { bakeryId: number; nom: string };

/**
 * « Fermé aujourd'hui » in one tap (a breakdown, an empty oven): special hours `{plages: []}` for
 * today's Paris date, undone by « Annuler », which restores the day's earlier special hours if it
 * had some, else deletes the entry (docs/bakery-management.md, "Closed today"). A refusal shows the
 * server's own sentence (« Non autorisé » for a manager removed meanwhile), else a general one.
 */
export function ClosedToday({ bakeryId, nom }: ClosedTodayProps) {
  const today = parisToday();
  const calendar = useBakeryCalendar(bakeryId);
  const put = usePutSpecialHours(bakeryId);
  const remove = useDeleteSpecialHours(bakeryId);
  // What today held before the tap, kept for « Annuler » (null: no special hours).
  const [previous, setPrevious] = useState<TSpecialHours | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const todayEntry = calendar.data?.horaires_speciaux.find((special) => special.date === today) ?? null;
  const isClosedToday = todayEntry !== null && todayEntry.plages.length === 0;
  const isBusy = put.isPending || remove.isPending;

  function closeToday() {
    setError(null);
    setMessage(null);
    const before = todayEntry;
    put.mutate(
      { date: today, body: { plages: [] } },
      {
        onSuccess: () => {
          setPrevious(before);
          setMessage(CALENDAR_TEXTS.closedTodayDone);
        },
        onError: (failure) => setError(errorDetail(failure) ?? CALENDAR_TEXTS.closedTodayError),
      },
    );
  }

  function undo() {
    setError(null);
    setMessage(null);
    const options = {
      onSuccess: () => {
        setPrevious(null);
        setMessage(CALENDAR_TEXTS.closedTodayUndone);
      },
      onError: (failure: unknown) => setError(errorDetail(failure) ?? CALENDAR_TEXTS.undoError),
    };
    if (previous && previous.plages.length > 0) put.mutate({ date: today, body: { plages: previous.plages } }, options);
    else remove.mutate(today, options);
  }

  return (
    <div className="cal-today">
      {isClosedToday ? (
        <div className="cal-actions">
          <Button
            variant="secondary"
            onClick={undo}
            isLoading={remove.isPending || (put.isPending && previous !== null)}
            disabled={isBusy}
            aria-label={`Annuler la fermeture d’aujourd’hui de ${nom}`}
          >
            Annuler
          </Button>
        </div>
      ) : (
        <div className="cal-actions">
          <Button
            variant="danger"
            onClick={closeToday}
            isLoading={put.isPending}
            disabled={isBusy || calendar.isPending}
            aria-label={`${CALENDAR_TEXTS.closedToday} : ${nom}`}
          >
            {CALENDAR_TEXTS.closedToday}
          </Button>
        </div>
      )}
      <div role="status" className="live-region">
        {message ? (
          <p className="status-box">{message}</p>
        ) : isClosedToday && !message ? (
          <p className="cal-hint">{`Fermé toute la journée du ${formatLongDateFr(today)}.`}</p>
        ) : null}
      </div>
      {error ? <ErrorBox>{error}</ErrorBox> : null}
      {calendar.isError ? <ErrorBox onRetry={() => void calendar.refetch()}>{CALENDAR_TEXTS.loadError}</ErrorBox> : null}
    </div>
  );
}
