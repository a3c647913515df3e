import type { ReactNode } from 'react';
import '../offline.css';

/**
 * Offline, disables every control of `children` (docs/offline.md, "Offline home") in a fieldset
 * whose legend gives the reason, « Indisponible hors ligne »; online, `children` as they are (a
 * fieldset without a legend would be a group without a name: WCAG 1.3.1, 4.1.2).
 */
export function OfflineGuard({ isOffline, children }: { isOffline: boolean; children: ReactNode }) {
  if (!isOffline) return children;
  return (
    <fieldset disabled className="offline-guard">
      <legend className="visually-hidden">Indisponible hors ligne</legend>
      {children}
    </fieldset>
  );
}
