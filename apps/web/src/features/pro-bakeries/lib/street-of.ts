import type { TGeocodeResult } from '@fournil/shared';

/** The street part of a geocoder label: '12 Rue du Four 75006 Paris' → '12 Rue du Four'. */
export function streetOf(result: TGeocodeResult): string {
  const suffix = `${result.postcode} ${result.city}`.trim();
  const label = result.label.trim();
  if (suffix && label.endsWith(suffix)) return label.slice(0, -suffix.length).replace(/[\s,]+$/, '') || label;
  return label;
}
