// The one status chip of a bakery (docs/opening-hours.md, "Status wording"): each thing said once.
// No zod here: the home page loads this module (decision 009).
import type { TOpeningStatus } from '../hours/opening-status.js';
import type { TBreadStatus } from './get-bread-status.js';

export type TStatusChipTone = 'success' | 'danger' | 'warning' | 'neutral' | 'info';
export type TStatusChip = { label: string; tone: TStatusChipTone };

const BREAD_TONE: Record<TBreadStatus['kind'], TStatusChipTone> = {
  available: 'success',
  'no-bread': 'danger',
  closed: 'neutral',
  unknown: 'info',
};

/**
 * The chip of a card and of the owner's lists: the bread status the spec names (« Pain disponible », « Pas de
 * pain », « Fermé ») joined to the next change, never « Fermé » twice nor the same time twice:
 * « Pain disponible · ferme à 19 h », « Pas de pain · ferme bientôt à 18 h 45 », « Fermé · ouvre demain à 7 h »,
 * « Fermé pour congés annuels jusqu'au 31 août », « Horaires non renseignés ». Open with bread nobody has told
 * (a listing): « Ouvert · ferme à 19 h », in the listing's own colour; the card says « Disponibilité non
 * renseignée » on its own line.
 */
export function statusChip(opening: TOpeningStatus, bread: TBreadStatus): TStatusChip {
  if (opening.unknownHours !== null || !opening.isOpen || opening.closingTime === null) {
    return { label: opening.label, tone: BREAD_TONE[bread.kind] };
  }
  const closing = opening.isClosingSoon ? `ferme bientôt à ${opening.closingTime}` : `ferme à ${opening.closingTime}`;
  const what = bread.kind === 'unknown' ? 'Ouvert' : bread.label;
  return { label: `${what} · ${closing}`, tone: BREAD_TONE[bread.kind] };
}

/**
 * The chip of the bakery page, where bread has its own line under it: the opening status alone
 * (« Ouvert · ferme à 19 h », « Ferme bientôt · 18 h 45 » in the warning colour, « Fermé · ouvre lundi à 7 h »).
 */
export function openingChip(opening: TOpeningStatus): TStatusChip {
  if (opening.unknownHours !== null) return { label: opening.label, tone: 'info' };
  if (!opening.isOpen) return { label: opening.label, tone: 'neutral' };
  return { label: opening.label, tone: opening.isClosingSoon ? 'warning' : 'success' };
}
