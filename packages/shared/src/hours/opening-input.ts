// The one way every caller builds the status input (docs/opening-hours.md, "One status function"):
// from a nearby card (compact week) or from the public detail (full week). Types only from the
// schemas: the home page must not load zod (decision 009).
import type { TNearbyBakery, TPublicBakery } from '../bakery/bakery.schemas.js';
import type { TBakeryCalendar } from './calendar.schemas.js';
import { parseCompactWeek } from './compact-week.js';
import type { TOpeningInput } from './day-plan.js';
import { toWeekRanges } from './week-ranges.js';

/** The calendar keys; a message of an older server (the live feed) may lack them: read as empty, rule not said. */
type TCalendarKeys = Partial<TBakeryCalendar>;

function calendarOf(source: TCalendarKeys): TBakeryCalendar {
  return {
    jours_feries: source.jours_feries ?? null,
    fermetures: source.fermetures ?? [],
    horaires_speciaux: source.horaires_speciaux ?? [],
  };
}

/** `horaires_statut` may be missing too: a professional bakery (always 'renseignes') or a card kept from before it. */
type THoursStatusKey = Partial<Pick<TNearbyBakery, 'horaires_statut'>>;

export type TOpeningCard = Pick<TNearbyBakery, 'horaires_ouvertures' | 'code_postal_boulangerie'> & TCalendarKeys & THoursStatusKey;

export type TOpeningDetail = Pick<TPublicBakery, 'jours_ouvertures' | 'horaires_ouvertures' | 'code_postal_boulangerie'> &
  TCalendarKeys &
  THoursStatusKey;

function hoursStatusOf(source: THoursStatusKey): Pick<TOpeningInput, 'horaires_statut'> {
  return source.horaires_statut === undefined ? {} : { horaires_statut: source.horaires_statut };
}

/** The status input of a nearby card or a live-feed card (compact week). */
export function openingInputOfCard(card: TOpeningCard): TOpeningInput {
  return {
    week: parseCompactWeek(card.horaires_ouvertures),
    code_postal: card.code_postal_boulangerie,
    ...calendarOf(card),
    ...hoursStatusOf(card),
  };
}

/** The status input of the public detail (full week). */
export function openingInputOfDetail(detail: TOpeningDetail): TOpeningInput {
  return {
    week: toWeekRanges(detail.jours_ouvertures, detail.horaires_ouvertures),
    code_postal: detail.code_postal_boulangerie,
    ...calendarOf(detail),
    ...hoursStatusOf(detail),
  };
}
