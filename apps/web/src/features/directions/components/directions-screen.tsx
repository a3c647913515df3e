import {
  BAKERY_NAME_FALLBACK,
  DIRECTIONS_MODES,
  formatDuration,
  formatKm,
  type TLatLng,
  type TRouteMode,
  type TRouteSummary,
} from '@fournil/shared';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Badge, Button, ErrorBox, LinkButton, LoadingText, PageHeader } from '@/components/ui';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { cx } from '@/lib/cx';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRoutes } from '../api/get-route';
import { useOrigin } from '../hooks/use-origin';
import { originPosition } from '../lib/origin';
import { INVALID_COORDINATES_MESSAGE, parseDirectionsParams, parseIdParam, type TDirectionsTarget } from '../lib/parse-directions-params';
import { readRememberedMode, rememberMode } from '../lib/remembered-mode';
import { getShortestMode } from '../lib/shortest-mode';
import { RouteMap } from './route-map';
import { RouterDown } from './router-down';
import { StartAddressForm } from './start-address-form';
import '../directions.css';

export const ROUTE_LOADING_TEXT = 'Itinéraire en cours de calcul…';
export const MODE_UNAVAILABLE = "Ce mode n'est pas disponible pour ce trajet.";
export const SHORTEST_TAG = 'le plus court';
export const START_ADDRESS_PROMPT = 'Indiquez une adresse de départ pour calculer l’itinéraire.';

function BackArrow() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </svg>
  );
}

function BackButton({ bakeryId }: { bakeryId: number | null }) {
  const navigate = useNavigate();
  if (bakeryId !== null) {
    return (
      <LinkButton to={paths.bakery.getHref(bakeryId)} variant="ghost" size="sm" icon={<BackArrow />} className="directions__back">
        Retour à la fiche boulangerie
      </LinkButton>
    );
  }
  return (
    <Button variant="ghost" size="sm" icon={<BackArrow />} className="directions__back" onClick={() => void navigate(-1)}>
      Retour
    </Button>
  );
}

/** Our server or its router could not be reached (network, 5xx): not a refusal of this trip (4xx). */
export function isRouterDown(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

function durationSeconds(route: TRouteSummary): number {
  return (route.duration_min ?? 0) * 60;
}

function ModeMeta({
  route,
  isWaiting,
  isLoading,
  isShortest,
  isDown,
}: {
  route: TRouteSummary | undefined;
  isWaiting: boolean;
  isLoading: boolean;
  isShortest: boolean;
  isDown: boolean;
}) {
  if (isWaiting) return <>—</>;
  if (isLoading) return <>…</>;
  // The router did not answer: nothing is known about this mode yet (the summary says why).
  if (isDown) return <>—</>;
  if (!route?.available || route.distance_km === undefined) return <>Indisponible</>;
  return (
    <>
      {isShortest ? (
        <span className="mode-button__star" aria-hidden="true">
          ★{' '}
        </span>
      ) : null}
      {formatKm(route.distance_km)}
      {isShortest ? <span className="visually-hidden">, {SHORTEST_TAG}</span> : null}
    </>
  );
}

type RouteSummaryProps = {
  route: TRouteSummary | undefined;
  /** No start yet: the visitor has an address to give first. */
  isWaiting: boolean;
  isLoading: boolean;
  error: unknown;
  isShortest: boolean;
  onRetry: () => void;
  from: TLatLng | null;
  to: TLatLng;
  mode: TRouteMode;
};

function RouteSummary({ route, isWaiting, isLoading, error, isShortest, onRetry, from, to, mode }: RouteSummaryProps) {
  if (isWaiting) return <p className="route-summary__waiting">{START_ADDRESS_PROMPT}</p>;
  if (isLoading) return <LoadingText>{ROUTE_LOADING_TEXT}</LoadingText>;
  if (isRouterDown(error)) return <RouterDown from={from} to={to} mode={mode} onRetry={onRetry} />;
  if (error) {
    return (
      <ErrorBox title="L’itinéraire n’a pas pu être calculé." onRetry={onRetry}>
        {errorMessage(error)}
      </ErrorBox>
    );
  }
  if (!route?.available || route.distance_km === undefined) return <p className="route-summary__unavailable">{MODE_UNAVAILABLE}</p>;
  return (
    <div className="route-summary__result">
      <p className="route-summary__figures">
        <span className="route-summary__distance">{formatKm(route.distance_km)}</span>
        <span className="route-summary__separator" aria-hidden="true">
          ·
        </span>
        <span className="route-summary__duration">{formatDuration(durationSeconds(route))}</span>
      </p>
      {isShortest ? (
        <Badge tone="success" className="route-summary__tag">
          {SHORTEST_TAG}
        </Badge>
      ) : null}
    </div>
  );
}

function Directions({ target }: { target: TDirectionsTarget }) {
  const name = target.nom || BAKERY_NAME_FALLBACK;
  useDocumentTitle(`Itinéraire vers ${name}`);
  const { origin, chooseStart } = useOrigin();
  const from = originPosition(origin);
  const [to] = useState(() => ({ lat: target.lat, lng: target.lng }));
  const queries = useRoutes(from, to);
  const [mode, setMode] = useState<TRouteMode>(readRememberedMode);

  function chooseMode(next: TRouteMode) {
    setMode(next);
    rememberMode(next);
  }
  const baseId = useId();

  const routes = queries.map((query) => query.data);
  const shortest = getShortestMode(routes);
  const selectedIndex = DIRECTIONS_MODES.findIndex((item) => item.mode === mode);
  const selected = queries[selectedIndex];
  const isLocating = origin.status === 'locating';
  const isWaiting = origin.status === 'address' && origin.start === null;
  const selectedRoute = selected?.data;
  const geometry = selectedRoute?.available && selectedRoute.geometry?.length ? selectedRoute.geometry : null;

  return (
    <div className="directions">
      <BackButton bakeryId={target.id} />
      <PageHeader eyebrow="Itinéraire" title={`Vers ${name}`} />

      {origin.status === 'address' ? (
        <>
          <div className="directions__notice" role="status">
            <strong>{origin.reason}</strong>
            {origin.start ? <span>Départ : {origin.start.label}</span> : null}
          </div>
          <StartAddressForm onFound={chooseStart} />
        </>
      ) : null}

      <div className="mode-switch" role="group" aria-label="Mode de déplacement">
        {DIRECTIONS_MODES.map((item, index) => {
          const query = queries[index];
          const labelId = `${baseId}-${item.mode}-label`;
          const metaId = `${baseId}-${item.mode}-meta`;
          return (
            <button
              key={item.mode}
              type="button"
              className={cx('mode-button', mode === item.mode && 'is-selected')}
              aria-pressed={mode === item.mode}
              aria-labelledby={labelId}
              aria-describedby={metaId}
              onClick={() => chooseMode(item.mode)}
            >
              <span id={labelId} className="mode-button__label">
                {item.label}
              </span>
              <span id={metaId} className="mode-button__meta">
                <ModeMeta
                  route={query?.data}
                  isWaiting={isWaiting}
                  isLoading={isLocating || Boolean(query?.isPending)}
                  isShortest={shortest === item.mode}
                  isDown={isRouterDown(query?.error)}
                />
              </span>
            </button>
          );
        })}
      </div>

      <div className="route-summary" data-testid="route-summary" aria-live="polite">
        <RouteSummary
          route={selectedRoute}
          isWaiting={isWaiting}
          isLoading={isLocating || Boolean(selected?.isPending)}
          error={selected?.isError ? selected.error : null}
          isShortest={shortest === mode}
          onRetry={() => void selected?.refetch()}
          from={from}
          to={to}
          mode={mode}
        />
      </div>

      <RouteMap from={from} to={to} bakeryName={name} geometry={geometry} />
    </div>
  );
}

/** `/itineraire?lng&lat&nom&id`: the shortest route by car, on foot and by bike. */
export function DirectionsScreen() {
  const [params] = useSearchParams();
  const target = parseDirectionsParams(params);
  if (!target) return <InvalidDirections bakeryId={parseIdParam(params.get('id'))} />;
  return <Directions key={params.toString()} target={target} />;
}

function InvalidDirections({ bakeryId }: { bakeryId: number | null }) {
  useDocumentTitle('Itinéraire');
  return (
    <div className="directions">
      <BackButton bakeryId={bakeryId} />
      <PageHeader title="Itinéraire" />
      <ErrorBox>{INVALID_COORDINATES_MESSAGE}</ErrorBox>
    </div>
  );
}
