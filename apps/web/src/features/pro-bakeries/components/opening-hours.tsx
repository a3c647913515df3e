import { DAY_LABELS, DAY_NAMES, formatTimeFr, timeToMinutes, type TProBakery } from '@fournil/shared';

type Range = readonly [string | null, string | null];

/** « 7 h – 13 h », « 15 h – 19 h 30 »: the French way, short enough for three columns at 375 px. */
function rangeText([open, close]: Range): string {
  return open && close ? `${formatTimeFr(timeToMinutes(open))} – ${formatTimeFr(timeToMinutes(close))}` : '—';
}

/** The week as the owner set it: each day open or closed, with its morning and afternoon ranges. */
export function OpeningHours({ bakery }: { bakery: Pick<TProBakery, 'jours_ouvertures' | 'horaires_ouvertures'> }) {
  const { jours_ouvertures: jours, horaires_ouvertures: horaires } = bakery;
  return (
    // Fits a 375 px screen without scrolling sideways (short French times, ranges that may wrap).
    <div className="pro-hours__wrap">
      <table className="pro-hours">
        <caption className="visually-hidden">Horaires d'ouverture</caption>
        <thead>
          <tr>
            <th scope="col">Jour</th>
            <th scope="col">Matin</th>
            <th scope="col">Après-midi</th>
          </tr>
        </thead>
        <tbody>
          {DAY_NAMES.map((day) => {
            const hours = horaires[day];
            const isOpen = jours[day] === true;
            return (
              <tr key={day} className={isOpen ? undefined : 'is-closed'}>
                <th scope="row">{DAY_LABELS[day]}</th>
                {isOpen ? (
                  <>
                    <td>{rangeText([hours?.ouverture_matin ?? null, hours?.fermeture_matin ?? null])}</td>
                    <td>{rangeText([hours?.ouverture_apm ?? null, hours?.fermeture_apm ?? null])}</td>
                  </>
                ) : (
                  <td colSpan={2}>Fermé</td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
