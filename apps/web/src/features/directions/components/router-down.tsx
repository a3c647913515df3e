import { GEO_MESSAGES, formatKm, haversineKm, type TLatLng, type TRouteMode } from '@fournil/shared';
import { Button } from '@/components/ui';
import { externalDirections } from '../lib/external-directions';

export const ROUTER_DOWN_TITLE = GEO_MESSAGES.routerUnavailable;

/** « 2,43 km à vol d'oiseau »: the straight line, in the same format as the home cards' distance. */
export function straightLineText(from: TLatLng, to: TLatLng): string {
  return `${formatKm(haversineKm(from, to))} à vol d'oiseau`;
}

type RouterDownProps = { from: TLatLng | null; to: TLatLng; mode: TRouteMode; onRetry: () => void };

/**
 * Our router cannot be reached (503, network): say so, give the straight-line distance and the same
 * trip in the visitor's map apps (docs/visitor-screens.md, "Directions"), never "no route".
 */
export function RouterDown({ from, to, mode, onRetry }: RouterDownProps) {
  return (
    <div className="router-down">
      <p className="router-down__title">{ROUTER_DOWN_TITLE}</p>
      {from ? <p className="router-down__distance">{straightLineText(from, to)}</p> : null}
      <ul className="router-down__apps" aria-label="Ouvrir l’itinéraire dans une autre application">
        {externalDirections(to, mode).map((link) => (
          <li key={link.app}>
            <a className="btn btn--secondary btn--sm router-down__app" href={link.href} target="_blank" rel="noopener noreferrer">
              Ouvrir dans {link.app}
              <span className="visually-hidden"> (nouvel onglet)</span>
            </a>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" className="router-down__retry" onClick={onRetry}>
        Réessayer
      </Button>
    </div>
  );
}
