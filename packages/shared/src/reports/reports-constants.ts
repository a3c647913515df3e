// Visitors' reports « Il reste du pain ? » (docs/visitor-reports.md): the constants and the French
// messages, without zod, so that the bakery page and the cards can word a report without loading the
// validation library (decision 009). The schemas are in reports.schemas.ts.
import { UNKNOWN_AVAILABILITY } from '../bakery/get-bread-status.js';
import { CLOSED_BY_VISITORS } from './report-wording.js';

export const REPORT_TYPES = ['pain', 'plus_de_pain', 'ferme'] as const;
export type TReportType = (typeof REPORT_TYPES)[number];

/** The three buttons of « Il reste du pain ? », in display order. */
export const REPORT_BUTTONS: readonly { type: TReportType; label: string }[] = [
  { type: 'pain', label: 'Oui, il y en a' },
  { type: 'plus_de_pain', label: 'Non, plus de pain' },
  { type: 'ferme', label: 'C’est fermé' },
];

export const REPORT_QUESTION = 'Il reste du pain ?';

/** Under the question: why the visitor's position is asked. The app and the server's HTML of a bakery page write it. */
export const REPORT_HINT =
  'Vous êtes à la boutique ? Dites-le aux autres visiteurs. Votre position sert seulement à vérifier que vous êtes tout près ; elle n’est pas enregistrée.';

export const REPORT_RULES = {
  /** A report is in force for 2 hours, and never past the bakery's next closing. */
  lifetimeMinutes: 120,
  /** One report per bakery per visitor (and per address) every 30 minutes. */
  perBakeryEveryMinutes: 30,
  /** 20 reports a day per visitor and per address (an IPv6 /64 is one address). */
  perDay: 20,
  /** A report is refused when the visitor's position is farther than this from the bakery. */
  maxDistanceMeters: 300,
  /** « C'est fermé » shows only when this many different visitors say so during opening hours. */
  closedReportsNeeded: 2,
  /** A « pain » report on a listing (no owner) tells the bread alerts only when this many visitors agree. */
  listingBreadAlertReportsNeeded: 2,
} as const;

export const REPORT_MESSAGES = {
  invalidType: 'Type de signalement invalide : « pain », « plus_de_pain » ou « ferme ».',
  invalidPosition: 'Position invalide : autorisez la localisation pour signaler.',
  tooFar: 'Vous semblez trop loin de cette boulangerie pour la signaler : approchez-vous à moins de 300 m.',
  tooSoon: 'Vous avez déjà signalé cette boulangerie il y a moins de 30 minutes.',
  tooManyToday: 'Vous avez atteint la limite de 20 signalements par jour. Réessayez demain.',
  blocked: 'Les signalements depuis cet appareil sont suspendus.',
  thanks: 'Merci ! Votre signalement aide les autres visiteurs.',
  closedByVisitors: CLOSED_BY_VISITORS,
  unknownAvailability: UNKNOWN_AVAILABILITY,
} as const;
