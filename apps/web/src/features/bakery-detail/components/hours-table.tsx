import type { TWeekPlanRow } from '@fournil/shared';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { cx } from '@/lib/cx';

export const HOURS_TABLE_LABEL = "Horaires d'ouverture";
const EMPTY_TIME = '—';
const NOON = 12 * 60;

type TRowStatus = 'Ouvert maintenant' | 'Ouvert' | 'Fermé';

const STATUS_CLASS: Record<TRowStatus, string> = {
  'Ouvert maintenant': 'is-open-now',
  Ouvert: 'is-open',
  Fermé: 'is-closed',
};

function rowStatus(row: TWeekPlanRow): TRowStatus {
  if (row.isOpenNow) return 'Ouvert maintenant';
  return row.ranges.length > 0 ? 'Ouvert' : 'Fermé';
}

/** Why this date differs from the usual week (docs/visitor-screens.md, "Bakery page"), or null. */
export function rowNote(row: TWeekPlanRow): string | null {
  if (row.source === 'closure') return row.closureReason || 'Fermeture exceptionnelle';
  if (row.source === 'special') return 'Horaires exceptionnels';
  if (row.source === 'holiday') return row.holidayName ? `${row.holidayName} (férié)` : 'Jour férié';
  return row.holidayName ? `${row.holidayName} (férié)` : null;
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Morning and afternoon columns: two ranges fill both; a single range goes to the half of the day it starts in. */
function columns(row: TWeekPlanRow): [string, string, string, string] {
  const [first, second] = row.ranges;
  const morning = second || (first && first.open < NOON) ? first : undefined;
  const afternoon = second ?? (first && first.open >= NOON ? first : undefined);
  return [
    morning ? hhmm(morning.open) : EMPTY_TIME,
    morning ? hhmm(morning.close) : EMPTY_TIME,
    afternoon ? hhmm(afternoon.open) : EMPTY_TIME,
    afternoon ? hhmm(afternoon.close) : EMPTY_TIME,
  ];
}

function dayOfMonth(date: string): number {
  return Number(date.slice(8, 10));
}

function ShortHeader({ short, full }: { short: string; full: string }) {
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{full}</span>
    </>
  );
}

function useIsOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [isOverflowing, setIsOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setIsOverflowing(element.scrollWidth > element.clientWidth + 1));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return isOverflowing;
}

/** The ids of the header cells: the two header rows make every data cell name its headers (`headers`). */
function headerIds(tableId: string) {
  return {
    day: `${tableId}-jour`,
    status: `${tableId}-statut`,
    morning: `${tableId}-matin`,
    afternoon: `${tableId}-apres-midi`,
    times: [`${tableId}-matin-ouv`, `${tableId}-matin-ferm`, `${tableId}-apm-ouv`, `${tableId}-apm-ferm`],
    row: (date: string) => `${tableId}-${date}`,
  };
}

/**
 * This week, Monday → Sunday, each row its date's real hours: special hours in place of the week's,
 * closures and public holidays closed and said; then status, morning and afternoon ('—' when empty).
 * A table with a caption, day row headers and two rows of column headers (morning / afternoon, then
 * opening / closing); with two levels of headers, each data cell lists its headers by id, so every
 * screen reader announces « Matin, Ouverture du matin, Mardi 10 » (docs/visitor-screens.md).
 */
export function HoursTable({ rows }: { rows: TWeekPlanRow[] }) {
  const wrapRef = useRef<HTMLDivElement>(null);
  const isOverflowing = useIsOverflowing(wrapRef);
  const ids = headerIds(useId());
  const groupOf = (index: number) => (index < 2 ? ids.morning : ids.afternoon);
  return (
    // Fits 375 px; on a narrower screen it scrolls, and then takes the keyboard focus to be scrollable.
    <div className="hours-table__wrap" ref={wrapRef} tabIndex={isOverflowing ? 0 : undefined}>
      <table className="hours-table">
        {/* The section's heading shows the same words above the table. */}
        <caption className="visually-hidden">{HOURS_TABLE_LABEL}</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2} id={ids.day}>
              Jour
            </th>
            <th scope="col" rowSpan={2} id={ids.status}>
              Statut
            </th>
            <th scope="colgroup" colSpan={2} className="hours-table__group" id={ids.morning}>
              Matin
            </th>
            <th scope="colgroup" colSpan={2} className="hours-table__group" id={ids.afternoon}>
              Après-midi
            </th>
          </tr>
          <tr>
            <th scope="col" className="hours-table__time" id={ids.times[0]}>
              <ShortHeader short="Ouv." full="Ouverture du matin" />
            </th>
            <th scope="col" className="hours-table__time" id={ids.times[1]}>
              <ShortHeader short="Ferm." full="Fermeture du matin" />
            </th>
            <th scope="col" className="hours-table__time" id={ids.times[2]}>
              <ShortHeader short="Ouv." full="Ouverture de l’après-midi" />
            </th>
            <th scope="col" className="hours-table__time" id={ids.times[3]}>
              <ShortHeader short="Ferm." full="Fermeture de l’après-midi" />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const status = rowStatus(row);
            const note = rowNote(row);
            const rowId = ids.row(row.date);
            return (
              <tr
                key={row.date}
                className={cx(row.isToday && 'is-today', row.source !== 'hours' && 'is-exception')}
                data-source={row.source}
              >
                <th scope="row" id={rowId} headers={ids.day}>
                  {/* Narrow screens show 'Lun. 23', screen readers always hear the full day. */}
                  <span className="hours-table__day-short" aria-hidden="true">
                    {row.label.slice(0, 3)}. {dayOfMonth(row.date)}
                  </span>
                  <span className="hours-table__day-full">
                    {row.label} {dayOfMonth(row.date)}
                  </span>
                  {row.isToday ? <span className="visually-hidden"> (aujourd’hui)</span> : null}
                </th>
                <td headers={`${ids.status} ${rowId}`}>
                  <span className={cx('hours-table__status', STATUS_CLASS[status])}>{status}</span>
                  {note ? <span className="hours-table__note">{note}</span> : null}
                </td>
                {columns(row).map((time, index) => (
                  <td key={index} className="hours-table__time" headers={`${groupOf(index)} ${ids.times[index]} ${rowId}`}>
                    {time}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
