/** Lowercase, no accents, no spaces, hyphens or apostrophes: 'Saint-Étienne' ≡ 'saint etienne'. */
function normalizeCity(city: string): string {
  return city
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\-‐‑–—'’ʼ`]/gu, '');
}

/** Whether two city names designate the same city, for the geocoding mismatch warning. */
export function isSameCity(a: string | null | undefined, b: string | null | undefined): boolean {
  return normalizeCity(a ?? '') === normalizeCity(b ?? '');
}

/** Whether two postcodes are equal once spaces are removed ('75 004' ≡ '75004'). */
export function isSamePostcode(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? '').replace(/\s/gu, '') === (b ?? '').replace(/\s/gu, '');
}
