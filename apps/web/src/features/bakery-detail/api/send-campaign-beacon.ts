/**
 * `POST /api/regiepub/campagnes-publicitaires/{id}/vue/` or `/clic/` (public, 204): the campaign's
 * statistics (docs/advertising.md). Fire and forget, surviving the navigation a click starts; no
 * cookie and no token are sent.
 */
export function sendCampaignBeacon(campaignId: number, kind: 'vue' | 'clic'): void {
  const url = `/api/regiepub/campagnes-publicitaires/${campaignId}/${kind}/`;
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
    void fetch(url, { method: 'POST', keepalive: true, credentials: 'omit' }).catch(() => undefined);
  } catch {
    // Statistics never get in the visitor's way.
  }
}
