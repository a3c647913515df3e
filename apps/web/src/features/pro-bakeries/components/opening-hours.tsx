import { DAY_LABELS, DAY_NAMES, type TProBakery } from '@fournil/shared';

type Range = readonly [string | null, string | null];

function rangeText([open, close]: Range): string {
  return open && close ? `${open} – ${close}` : '—';
}

/** The week as the owner set it: each day open or closed, with its morning and afternoon ranges. */
export function OpeningHours({ bakery }: { bakery: Pick<TProBakery, 'jours_ouvertures' | 'horaires_ouvertures'> }) {
  const { jours_ouvertures: jours, horaires_ouvertures: horaires } = bakery;
  return (
    // Scrolls sideways on a narrow screen: focusable so a keyboard can scroll it too.
    <div className="pro-hours__wrap" role="region" aria-label="Tableau des horaires" tabIndex={0}>
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
