import {
  availabilityUpdatedAt,
  formatFreshness,
  getBreadStatus,
  getOpeningStatus,
  openingInputOfCard,
  statusChip,
  UNKNOWN_AVAILABILITY,
  type TBakeryCalendar,
  type TBreadStatus,
  type TNearbyBakery,
  type TStatusChip,
} from '@fournil/shared';
import { visitorReportNotes, type TReportNotes, type TWithReports } from '@/lib/visitor-report-notes';

/** A card's calendar keys may be missing on a card cached before they existed: read as "none". */
export type TStatusInput = Pick<TNearbyBakery, 'horaires_ouvertures' | 'disponibilite_pain' | 'code_postal_boulangerie'> &
  Partial<TBakeryCalendar> &
  Partial<Pick<TNearbyBakery, 'disponibilites_maj' | 'horaires_statut'>> &
  TWithReports;

/** The bread status (its colour paints the card and the marker) plus the opening label and holiday note. */
export type TCardStatus = TBreadStatus & {
  /** Open now by its known hours (« Ouvertes maintenant »): false for closed and for unknown hours alike. */
  isOpen: boolean;
  /** « Ouvert · ferme à 19 h », « Fermé pour congés annuels jusqu'au 31 août »…; null when the label already says it (unknown hours). Read by the markers' names. */
  opening: string | null;
  /** The card's one chip: « Pain disponible · ferme à 19 h », « Fermé · ouvre demain à 7 h »… (statusChip). */
  chip: TStatusChip;
  /** « Disponibilité non renseignée » when open (or the hours unknown) and nobody has told about bread, else null. */
  availability: string | null;
  /** « Jour férié : horaires à confirmer », else null. */
  holidayNote: string | null;
  /** « Pain · mis à jour à 16 h 05 » while open (docs/availability.md, "Freshness"), else null. */
  freshness: string | null;
  /** The visitors' reports in force at `now` (docs/visitor-reports.md, "The screens"). */
  reports: TReportNotes;
};

/**
 * The status of a card at `now` (docs/visitor-screens.md, "Home"): open or closed comes from the one
 * shared status function (week, closures, special hours, public holidays), so "Ouvert" means open;
 * unknown hours are never « Fermé »; closed wins over bread; bread nobody told reads « Disponibilité non
 * renseignée » (docs/open-data.md, "Listings on the public surfaces").
 */
export function getBakeryStatus(bakery: TStatusInput, now: Date): TCardStatus {
  const opening = getOpeningStatus(openingInputOfCard(bakery), now);
  // Bread is the first flag (AVAILABILITY_FIELDS). Closed, the flag waits for the reset at the next opening: no time shown.
  const breadSetAt = opening.isOpen ? availabilityUpdatedAt(bakery.disponibilites_maj, 0) : null;
  const bread = getBreadStatus({
    isOpen: opening.isOpen,
    unknownHours: opening.unknownHours,
    disponibilite_pain: bakery.disponibilite_pain,
  });
  return {
    ...bread,
    isOpen: opening.isOpen,
    opening: opening.label === bread.label ? null : opening.label,
    chip: statusChip(opening, bread),
    // Unknown hours take the badge; the bread nobody told is then said on its own line (docs/open-data.md).
    // Open with bread nobody told, the chip says « Ouvert · … »: the bread's line says it is not known.
    availability: (opening.unknownHours !== null || opening.isOpen) && bakery.disponibilite_pain === null ? UNKNOWN_AVAILABILITY : null,
    holidayNote: opening.holidayNote,
    freshness: breadSetAt ? `Pain · ${formatFreshness(breadSetAt, now)}` : null,
    reports: visitorReportNotes(bakery, now),
  };
}
