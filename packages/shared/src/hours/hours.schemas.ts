import { z } from 'zod';
import { DAY_NAMES, type TDayName } from './day-names.js';
import { parseTimeOfDay } from './time-of-day.js';

export const HOURS_MESSAGES = {
  invalidTime: 'Heure invalide (format HH:MM).',
  incompleteRange: 'Indiquez l’heure d’ouverture et l’heure de fermeture.',
  closingBeforeOpening: 'La fermeture doit être après l’ouverture.',
  afternoonBeforeMorning: 'L’après-midi doit commencer après la fermeture du matin.',
} as const;

/** A time of day, 'HH:MM' from 00:00 to 23:59. */
export const ZTime = z.string({ error: HOURS_MESSAGES.invalidTime }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  error: HOURS_MESSAGES.invalidTime,
});
export type TTime = z.infer<typeof ZTime>;

/** A validated 'HH:MM' → minutes since midnight. */
export function timeToMinutes(time: string): number {
  return parseTimeOfDay(time) ?? 0;
}

export const HOUR_FIELDS = ['ouverture_matin', 'fermeture_matin', 'ouverture_apm', 'fermeture_apm'] as const;
export type THourField = (typeof HOUR_FIELDS)[number];

export const ZDayHours = z
  .object({
    ouverture_matin: ZTime.nullable(),
    fermeture_matin: ZTime.nullable(),
    ouverture_apm: ZTime.nullable(),
    fermeture_apm: ZTime.nullable(),
  })
  .superRefine((day, ctx) => {
    const checkRange = (openField: THourField, closeField: THourField): boolean => {
      const open = day[openField];
      const close = day[closeField];
      if (open === null && close === null) return false;
      if (open === null || close === null) {
        ctx.addIssue({
          code: 'custom',
          message: HOURS_MESSAGES.incompleteRange,
          path: [open === null ? openField : closeField],
        });
        return false;
      }
      if (timeToMinutes(close) <= timeToMinutes(open)) {
        ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.closingBeforeOpening, path: [closeField] });
        return false;
      }
      return true;
    };
    const isMorningValid = checkRange('ouverture_matin', 'fermeture_matin');
    const isAfternoonValid = checkRange('ouverture_apm', 'fermeture_apm');
    if (isMorningValid && isAfternoonValid && timeToMinutes(day.ouverture_apm as string) < timeToMinutes(day.fermeture_matin as string)) {
      ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.afternoonBeforeMorning, path: ['ouverture_apm'] });
    }
  });
export type TDayHours = z.infer<typeof ZDayHours>;

export function emptyDayHours(): TDayHours {
  return { ouverture_matin: null, fermeture_matin: null, ouverture_apm: null, fermeture_apm: null };
}

const dayFlag = z.boolean().default(false);
/** Which weekdays the bakery opens; a missing day is closed. */
export const ZJoursOuvertures = z.object({
  lundi: dayFlag,
  mardi: dayFlag,
  mercredi: dayFlag,
  jeudi: dayFlag,
  vendredi: dayFlag,
  samedi: dayFlag,
  dimanche: dayFlag,
});
export type TJoursOuvertures = z.infer<typeof ZJoursOuvertures>;

const dayHours = ZDayHours.default(emptyDayHours);
/** Opening hours per weekday; a missing day has no hours. */
export const ZHorairesOuvertures = z.object({
  lundi: dayHours,
  mardi: dayHours,
  mercredi: dayHours,
  jeudi: dayHours,
  vendredi: dayHours,
  samedi: dayHours,
  dimanche: dayHours,
});
export type THorairesOuvertures = z.infer<typeof ZHorairesOuvertures>;

/** A week with every day closed and no hours: the starting point of the creation form. */
export function emptyWeek(): { jours_ouvertures: TJoursOuvertures; horaires_ouvertures: THorairesOuvertures } {
  const jours = {} as Record<TDayName, boolean>;
  const horaires = {} as Record<TDayName, TDayHours>;
  for (const day of DAY_NAMES) {
    jours[day] = false;
    horaires[day] = emptyDayHours();
  }
  return { jours_ouvertures: jours, horaires_ouvertures: horaires };
}
