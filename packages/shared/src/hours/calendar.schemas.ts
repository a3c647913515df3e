// A bakery's calendar beyond its usual week (docs/opening-calendar.md): exceptional closures, special
// hours for one date, and what it does on public holidays. The same shapes travel in the owner's API,
// the public detail and the nearby card; the status function (opening-status.ts) reads them.
// The home page reads cards without loading zod (decision 009): browser code that only needs the
// shapes imports the `T…` types of this file with `import type`.
import { z } from 'zod';
import { MAX_SERIAL_ID } from '../constants.js';
import { HOURS_MESSAGES, ZTime, timeToMinutes } from './hours.schemas.js';

/** At most this many upcoming entries (closures + special dates) per bakery. */
export const CALENDAR_MAX_UPCOMING = 50;
/** The public detail lists the closures and special hours of the next this many days. */
export const CALENDAR_PUBLIC_DAYS = 60;
/** A date can be set at most this many days ahead. */
export const CALENDAR_MAX_DAYS_AHEAD = 366;
/** A closure's reason, at most this many characters. */
export const CLOSURE_REASON_MAX = 80;
/** « Ferme bientôt » in the last this many minutes before closing (defined without zod for the home page). */
export { CLOSING_SOON_MINUTES } from './closing-soon.js';

/** Every French text of the calendar's API answers and screens (docs/opening-calendar.md). */
export const CALENDAR_MESSAGES = {
  invalidDate: 'Date invalide (format AAAA-MM-JJ).',
  pastDate: 'Cette date est déjà passée.',
  tooFarAhead: `Une date se fixe au plus ${CALENDAR_MAX_DAYS_AHEAD} jours à l’avance.`,
  endBeforeStart: 'Le dernier jour doit être le premier jour ou après.',
  overlapping: 'Cette fermeture chevauche une fermeture déjà prévue.',
  tooMany: `Pas plus de ${CALENDAR_MAX_UPCOMING} fermetures et horaires exceptionnels à venir.`,
  reasonTooLong: `Le motif fait ${CLOSURE_REASON_MAX} caractères au plus.`,
  tooManyRanges: 'Une journée a deux plages au plus.',
  rangesOverlap: 'La deuxième plage doit commencer après la fin de la première.',
  invalidHolidayRule: 'Valeur invalide : null, « habituels » ou « fermes ».',
  closureNotFound: 'Fermeture introuvable.',
  specialHoursNotFound: 'Aucun horaire exceptionnel à cette date.',
  /** The one-tap closing of the manager view (a breakdown, an empty oven). */
  closedToday: 'Fermé aujourd’hui',
} as const;

/** A calendar day, 'YYYY-MM-DD', that exists (no 31 February). */
export const ZCalendarDate = z
  .string({ error: CALENDAR_MESSAGES.invalidDate })
  // abort: a text that is not AAAA-MM-JJ gets the message once, not again from the refine below.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: CALENDAR_MESSAGES.invalidDate, abort: true })
  .refine(isRealDate, { error: CALENDAR_MESSAGES.invalidDate });

function isRealDate(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** One opening range of a special date: open from `ouverture` (included) to `fermeture` (excluded). */
export const ZSpecialRange = z
  .object({ ouverture: ZTime, fermeture: ZTime })
  .refine((range) => timeToMinutes(range.fermeture) > timeToMinutes(range.ouverture), {
    error: HOURS_MESSAGES.closingBeforeOpening,
    path: ['fermeture'],
  });
export type TSpecialRange = z.infer<typeof ZSpecialRange>;

/** `PUT …/horaires-speciaux/{date}/`: zero ranges (closed that day), one or two. */
export const ZSpecialHoursRequest = z.object({
  plages: z
    .array(ZSpecialRange)
    .max(2, { error: CALENDAR_MESSAGES.tooManyRanges })
    .superRefine((ranges, ctx) => {
      const [first, second] = ranges;
      if (first && second && timeToMinutes(second.ouverture) < timeToMinutes(first.fermeture)) {
        ctx.addIssue({ code: 'custom', message: CALENDAR_MESSAGES.rangesOverlap, path: [1, 'ouverture'] });
      }
    }),
});
export type TSpecialHoursRequest = z.infer<typeof ZSpecialHoursRequest>;

/** `POST …/fermetures/`: first and last day, both included. Past and overlap checks need today and the stored closures: the service does them. */
export const ZClosureRequest = z
  .object({
    debut: ZCalendarDate,
    fin: ZCalendarDate,
    // Trimmed; an empty reason is stored as null by the server. No .transform here: every exported
    // schema must turn into JSON Schema (index.test.ts), for requests and responses.
    motif: z.string().trim().max(CLOSURE_REASON_MAX, { error: CALENDAR_MESSAGES.reasonTooLong }).nullish(),
  })
  .refine((closure) => closure.fin >= closure.debut, { error: CALENDAR_MESSAGES.endBeforeStart, path: ['fin'] });
export type TClosureRequest = z.infer<typeof ZClosureRequest>;

export const HOLIDAY_RULES = ['habituels', 'fermes'] as const;
/** What the bakery does on public holidays: null = not said yet. */
export const ZHolidayRule = z.enum(HOLIDAY_RULES, { error: CALENDAR_MESSAGES.invalidHolidayRule }).nullable();
export type THolidayRule = z.infer<typeof ZHolidayRule>;

/** `PATCH /api/cotepro/ma-boulangerie/{id}/` with the single key `jours_feries` (owner or manager). */
export const ZHolidayRuleRequest = z.object({ jours_feries: ZHolidayRule }).strict();
export type THolidayRuleRequest = z.infer<typeof ZHolidayRuleRequest>;

/** A stored closure (owner's list); the public shapes drop the id. */
export const ZClosure = z.object({
  id: z.number().int(),
  debut: z.string(),
  fin: z.string(),
  motif: z.string().nullable(),
});
export type TClosure = z.infer<typeof ZClosure>;

export const ZPublicClosure = ZClosure.omit({ id: true });
export type TPublicClosure = z.infer<typeof ZPublicClosure>;

export const ZSpecialHours = z.object({
  date: z.string(),
  plages: z.array(z.object({ ouverture: z.string(), fermeture: z.string() })),
});
export type TSpecialHours = z.infer<typeof ZSpecialHours>;

/**
 * What the status needs beyond the week, carried by the public detail (next 60 days) and by the
 * nearby card (every upcoming entry): `fermetures` and `horaires_speciaux` sorted by date.
 */
export const ZBakeryCalendar = z.object({
  jours_feries: ZHolidayRule,
  fermetures: z.array(ZPublicClosure),
  horaires_speciaux: z.array(ZSpecialHours),
});
export type TBakeryCalendar = z.infer<typeof ZBakeryCalendar>;

/** `GET /api/cotepro/ma-boulangerie/{id}/fermetures/`: everything upcoming, for the owner's section. */
export const ZCalendarResponse = z.object({
  jours_feries: ZHolidayRule,
  fermetures: z.array(ZClosure),
  horaires_speciaux: z.array(ZSpecialHours),
});
export type TCalendarResponse = z.infer<typeof ZCalendarResponse>;

const CLOSURE_ID_MESSAGE = 'Identifiant de fermeture invalide.';
export const ZClosureIdParam = z.object({
  fermetureId: z.coerce
    .number({ error: CLOSURE_ID_MESSAGE })
    .int(CLOSURE_ID_MESSAGE)
    .positive(CLOSURE_ID_MESSAGE)
    .max(MAX_SERIAL_ID, CLOSURE_ID_MESSAGE),
});
