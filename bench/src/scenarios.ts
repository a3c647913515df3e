// The HTTP scenarios of one database pass: health (the yardstick), then nearby searches and the
// public detail, each without compression and with `Accept-Encoding: gzip, br`.
import { PARIS_CENTRE, RURAL_POINT, randomSearches, type Point } from './geography.js';
import { seededRandom } from './random.js';

/** `none`: no Accept-Encoding header at all. */
export type Encoding = 'none' | 'gzip, br';

export type Scenario = {
  key: string;
  label: string;
  /** Cycled in order, one per request, across all connections. */
  paths: string[];
  encoding: Encoding;
};

/** Distinct URLs of the cycled scenarios: enough that no cache of a few entries can answer them all. */
const DISTINCT_URLS = 300;

const nearbyPath = ({ lat, lng }: Point, rayon: number) => `/api/boulangeries/?lat=${lat}&lng=${lng}&rayon=${rayon}`;

export const NEARBY_PARIS_2KM_KEY = 'nearby-paris-2';
export const DETAIL_KEY = 'detail';

export function buildScenarios(bakeryIds: { first: number; last: number }): Scenario[] {
  const random = seededRandom(4_242);
  const detailPaths = Array.from({ length: DISTINCT_URLS }, () => {
    const id = bakeryIds.first + Math.floor(random() * (bakeryIds.last - bakeryIds.first + 1));
    return `/api/boulangeries/${id}/public/`;
  });
  const mixPaths = randomSearches(DISTINCT_URLS, 1_789).map((search) => nearbyPath(search, search.rayon));
  const loads: Omit<Scenario, 'encoding'>[] = [
    { key: NEARBY_PARIS_2KM_KEY, label: 'nearby rayon=2, Paris centre', paths: [nearbyPath(PARIS_CENTRE, 2)] },
    { key: 'nearby-paris-10', label: 'nearby rayon=10, Paris centre', paths: [nearbyPath(PARIS_CENTRE, 10)] },
    {
      key: 'nearby-rural-10',
      label: `nearby rayon=10, rural (${RURAL_POINT.lat}, ${RURAL_POINT.lng})`,
      paths: [nearbyPath(RURAL_POINT, 10)],
    },
    { key: 'nearby-mix', label: `nearby mix: ${DISTINCT_URLS} random points of France, rayon 1–10`, paths: mixPaths },
    { key: DETAIL_KEY, label: `public detail, ${DISTINCT_URLS} random ids`, paths: detailPaths },
  ];
  return [
    { key: 'health', label: 'GET /api/health (yardstick)', paths: ['/api/health'], encoding: 'none' },
    ...loads.flatMap((load) => (['none', 'gzip, br'] as const).map((encoding) => ({ ...load, encoding }))),
  ];
}
