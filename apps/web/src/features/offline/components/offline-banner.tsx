import '../offline.css';

/**
 * The offline banner of a page showing kept data (docs/offline.md), its text from lib/offline-state.ts,
 * with the reason the controls are disabled (app/start-offline.tsx writes it, out of the first load).
 */
export function OfflineBanner({ text }: { text: string | null }) {
  return text ? <p className="offline-banner">{text}</p> : null;
}
