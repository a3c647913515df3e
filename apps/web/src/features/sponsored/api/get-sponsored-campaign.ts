import type { TSponsoredCampaign } from '@fournil/shared';

/**
 * `GET /api/regiepub/campagnes-sponsorisees/?lat=&lng=`: at most one published campaign within 2 km
 * of the searched centre; the server counts the answer as a view (docs/advertising.md, "Sponsored
 * card"). A plain fetch: the home page's lazy chunk stays small, and a failure simply shows no card.
 */
export async function getSponsoredCampaign(centre: { lat: number; lng: number }, signal?: AbortSignal): Promise<TSponsoredCampaign | null> {
  const query = new URLSearchParams({ lat: String(centre.lat), lng: String(centre.lng) });
  const response = await fetch(`/api/regiepub/campagnes-sponsorisees/?${query.toString()}`, {
    signal: signal ?? null,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return null;
  const found = (await response.json()) as TSponsoredCampaign[];
  return found[0] ?? null;
}
