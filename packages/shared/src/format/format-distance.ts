import { COORDINATE_DECIMALS } from '../constants.js';

const kmFormatter = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const coordinateFormatter = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: COORDINATE_DECIMALS,
  maximumFractionDigits: COORDINATE_DECIMALS,
  useGrouping: false,
});

/** '1,25 km': French decimal comma, exactly 2 decimals (thousands separated by U+202F, as Intl does). */
export function formatKm(km: number): string {
  return `${kmFormatter.format(km)} km`;
}

/** '48,8534000': 7 decimals with a French comma; '' when the value is missing or not a number. */
export function formatCoordinate(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  return coordinateFormatter.format(n);
}
