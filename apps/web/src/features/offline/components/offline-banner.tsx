import '../offline.css';

export const OFFLINE_BANNER_ID = 'hors-ligne';

/**
 * The offline banner of a page showing kept data (docs/offline.md), its text from lib/offline-state.ts.
 * Controls that need the network point at it (aria-describedby) for the reason they are disabled.
 */
export function OfflineBanner({ text }: { text: string | null }) {
  return text ? (
    <p className="offline-banner" id={OFFLINE_BANNER_ID}>
      {text} · <span className="offline-banner__reason">recherche et rayon indisponibles</span>
    </p>
  ) : null;
}
