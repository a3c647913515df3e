// A bakery's nearby card (ZNearbyBakery), serialized once per change of the bakery, as UTF-8 bytes.
// The only part that depends on the visitor, `distance_km`, sits between a fixed head and tail, so a
// search answer or a live-feed message is assembled by copying bytes: no object is serialized and no
// text encoded per request (a profile showed both costing 15 % of the server's time).
import {
  encodeCompactWeek,
  roundCardCoordinate,
  roundDistanceKm,
  toWeekRanges,
  type TNearbyBakery,
  type TOpeningInput,
} from '@fournil/shared';
import { mediaUrl } from '../../lib/media-url.js';
import { availabilityTimes, publicFlags } from '../availability/columns.js';
import { reportView, shownSummary } from './report-view.js';
import type { CardRow } from './repository.js';

export type CardEntry = {
  id: number;
  /** Full precision: distances are computed from these, the card carries them rounded. */
  latitude: number;
  longitude: number;
  /** `{"id":…,…,"longitude":…,"distance_km":` */
  head: Buffer;
  /** `,"disponibilite_pain":…}` */
  tail: Buffer;
  /** Epoch ms when a visitors' report in force expires: the card must be built again then (docs/visitor-reports.md). */
  refreshAt: number | null;
};

const ARRAY_START = Buffer.from('[');
const ARRAY_END = Buffer.from(']');
const SEPARATOR = Buffer.from(',');

type CardHead = Pick<TNearbyBakery, 'id' | 'nom' | 'adresse' | 'ville' | 'code_postal_boulangerie' | 'latitude' | 'longitude'>;
type CardTail = Omit<TNearbyBakery, keyof CardHead | 'distance_km'>;

/** What decides whether the card's bakery is open (its week and every upcoming calendar entry). */
export function cardOpeningInput(row: CardRow): TOpeningInput {
  return {
    week: toWeekRanges(row.joursOuvertures, row.horairesOuvertures),
    code_postal: row.codePostalBoulangerie,
    horaires_statut: row.horairesStatut,
    jours_feries: row.joursFeries ?? null,
    fermetures: row.fermetures.map(([debut, fin, motif]) => ({ debut, fin, motif })),
    horaires_speciaux: row.horairesSpeciaux.map(([date, plages]) => ({
      date,
      plages: plages.map((range) => ({ ouverture: range.ouverture, fermeture: range.fermeture })),
    })),
  };
}

/** The card of a placed bakery (a row without coordinates has no card: it is not on the map). */
export function toCardEntry(row: CardRow, now: Date = new Date()): CardEntry | null {
  if (row.latitude === null || row.longitude === null) return null;
  const opening = cardOpeningInput(row);
  const { fermetures, horaires_speciaux: horairesSpeciaux } = opening;
  // A listing's flags nobody told are null (docs/open-data.md, "Listings on the public surfaces"); bread may follow the reports.
  const flags = publicFlags(row);
  const reports = reportView(row.signalements, { flag: flags.disponibilite_pain, flagAt: row.disponibilitePainMaj, opening }, now);
  const head: CardHead = {
    id: row.id,
    nom: row.nom,
    adresse: row.adressePostale,
    ville: row.ville,
    code_postal_boulangerie: row.codePostalBoulangerie,
    latitude: roundCardCoordinate(row.latitude),
    longitude: roundCardCoordinate(row.longitude),
  };
  const tail: CardTail = {
    ...flags,
    disponibilite_pain: reports.disponibilitePain,
    revendiquee: row.proprietaireId !== null,
    horaires_statut: row.horairesStatut,
    disponibilites_maj: availabilityTimes(row),
    horaires_ouvertures: encodeCompactWeek(row.joursOuvertures, row.horairesOuvertures),
    image_logo_main: mediaUrl(row.imageLogoMain),
    jours_feries: row.joursFeries ?? null,
    fermetures,
    horaires_speciaux: horairesSpeciaux,
    signalements: shownSummary(reports.signalements),
  };
  const headJson = JSON.stringify(head);
  const tailJson = JSON.stringify(tail);
  return {
    id: row.id,
    latitude: row.latitude,
    longitude: row.longitude,
    head: Buffer.from(`${headJson.slice(0, -1)},"distance_km":`),
    tail: Buffer.from(`,${tailJson.slice(1)}`),
    refreshAt: reports.refreshAt,
  };
}

/** Whether two cards would send the same bytes. */
export function isSameCard(a: CardEntry, b: CardEntry): boolean {
  return a.latitude === b.latitude && a.longitude === b.longitude && a.head.equals(b.head) && a.tail.equals(b.tail);
}

const NULL_DISTANCE = Buffer.from('null');

/** The distance as JSON, rounded once (shared rule): ASCII digits; `null` for a card asked without a centre. */
function distanceBytes(distanceKm: number | null): Buffer {
  return distanceKm === null ? NULL_DISTANCE : Buffer.from(String(roundDistanceKm(distanceKm)), 'latin1');
}

/** The card's JSON with the distance from one visitor's centre. */
export function cardJson(entry: CardEntry, distanceKm: number): Buffer {
  return Buffer.concat([entry.head, distanceBytes(distanceKm), entry.tail]);
}

/** A JSON array of cards, in the given order (`distance_km` null where no distance was asked). */
export function cardsJson(found: readonly { entry: CardEntry; distanceKm: number | null }[]): Buffer {
  const parts: Buffer[] = [ARRAY_START];
  found.forEach(({ entry, distanceKm }, index) => {
    if (index > 0) parts.push(SEPARATOR);
    parts.push(entry.head, distanceBytes(distanceKm), entry.tail);
  });
  parts.push(ARRAY_END);
  return Buffer.concat(parts);
}
