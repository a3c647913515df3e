import { BAKERY_MESSAGES, type TProBakery } from '@fournil/shared';
import type { ReactNode } from 'react';

/** The owner's list links here to open the bakery's form on its location (bakery-page.tsx). */
export const FIX_POSITION_HASH = '#corriger-position';

/** Whether visitors can find the bakery on the map: it needs coordinates (docs/bakery-management.md, "Position on the map"). */
export function isOnMap(bakery: Pick<TProBakery, 'latitude' | 'longitude'>): boolean {
  return bakery.latitude !== null && bakery.longitude !== null;
}

/**
 * « Cette boulangerie n'apparaît pas encore sur la carte », with how to fix it (`action`: a link
 * or a button to the location fields), for a bakery without coordinates; nothing otherwise.
 */
export function MapPresenceNotice({ bakery, action }: { bakery: Pick<TProBakery, 'latitude' | 'longitude'>; action: ReactNode }) {
  if (isOnMap(bakery)) return null;
  return (
    <div className="map-presence-notice">
      <p className="map-presence-notice__title">{BAKERY_MESSAGES.notOnMap}</p>
      <p className="map-presence-notice__text">{BAKERY_MESSAGES.notOnMapFix}</p>
      {action}
    </div>
  );
}
