import type { TDayStatusRow } from '@fournil/shared';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { cx } from '@/lib/cx';

export const HOURS_TABLE_LABEL = "Horaires d'ouverture";
const EMPTY_TIME = '—';

const STATUS_CLASS: Record<TDayStatusRow['status'], string> = {
  'Ouvert maintenant': 'is-open-now',
  Ouvert: 'is-open',
  Fermé: 'is-closed',
};

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

/** Monday → Sunday: status, then morning and afternoon opening and closing ('—' when empty). */
export function HoursTable({ rows, todayIndex }: { rows: TDayStatusRow[]; todayIndex: number }) {
  const wrapRef = useRef<HTMLDivElement>(null);
  const isOverflowing = useIsOverflowing(wrapRef);
  return (
    // Fits 375 px; on a narrower screen it scrolls, and then takes the keyboard focus to be scrollable.
    <div className="hours-table__wrap" ref={wrapRef} tabIndex={isOverflowing ? 0 : undefined}>
      <table className="hours-table" aria-label={HOURS_TABLE_LABEL}>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              Jour
            </th>
            <th scope="col" rowSpan={2}>
              Statut
            </th>
            <th scope="colgroup" colSpan={2} className="hours-table__group">
              Matin
            </th>
            <th scope="colgroup" colSpan={2} className="hours-table__group">
              Après-midi
            </th>
          </tr>
          <tr>
            <th scope="col" className="hours-table__time">
              <ShortHeader short="Ouv." full="Ouverture du matin" />
            </th>
            <th scope="col" className="hours-table__time">
              <ShortHeader short="Ferm." full="Fermeture du matin" />
            </th>
            <th scope="col" className="hours-table__time">
              <ShortHeader short="Ouv." full="Ouverture de l’après-midi" />
            </th>
            <th scope="col" className="hours-table__time">
              <ShortHeader short="Ferm." full="Fermeture de l’après-midi" />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.day} className={cx(index === todayIndex && 'is-today')}>
              <th scope="row">
                {/* Narrow screens show 'Lun.', screen readers always hear the full day. */}
                <span className="hours-table__day-short" aria-hidden="true">
                  {row.label.slice(0, 3)}.
                </span>
                <span className="hours-table__day-full">{row.label}</span>
                {index === todayIndex ? <span className="visually-hidden"> (aujourd’hui)</span> : null}
              </th>
              <td>
                <span className={cx('hours-table__status', STATUS_CLASS[row.status])}>{row.status}</span>
              </td>
              <td className="hours-table__time">{row.ouverture_matin ?? EMPTY_TIME}</td>
              <td className="hours-table__time">{row.fermeture_matin ?? EMPTY_TIME}</td>
              <td className="hours-table__time">{row.ouverture_apm ?? EMPTY_TIME}</td>
              <td className="hours-table__time">{row.fermeture_apm ?? EMPTY_TIME}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
