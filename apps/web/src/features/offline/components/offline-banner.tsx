import '../offline.css';

export const OFFLINE_BANNER_ID = 'hors-ligne';

/**
 * The offline banner of a page showing kept data (docs/offline.md), its text from lib/offline-state.ts,
 * with the reason the controls are disabled (app/start-offline.tsx writes it, out of the first load):
 * those controls point at it (aria-describedby).
 */
export function OfflineBanner({ text }: { text: string | null }) {
  return text ? (
    <p className="offline-banner" id={OFFLINE_BANNER_ID}>
      {text}
    </p>
  ) : null;
}
