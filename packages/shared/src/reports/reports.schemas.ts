// Visitors' reports (docs/visitor-reports.md): the request of `POST /api/boulangeries/{id}/signalements/`
// and the summary of the reports in force that a nearby card and a bakery detail carry.
import { z } from 'zod';
import { REPORT_MESSAGES, REPORT_TYPES } from './reports-constants.js';

export * from './reports-constants.js';

/** `POST /api/boulangeries/{id}/signalements/`. The position is checked (≤ 300 m) and never stored or logged. */
export const ZReportRequest = z.object({
  type: z.enum(REPORT_TYPES, { error: REPORT_MESSAGES.invalidType }),
  latitude: z
    .number({ error: REPORT_MESSAGES.invalidPosition })
    .min(-90, REPORT_MESSAGES.invalidPosition)
    .max(90, REPORT_MESSAGES.invalidPosition),
  longitude: z
    .number({ error: REPORT_MESSAGES.invalidPosition })
    .min(-180, REPORT_MESSAGES.invalidPosition)
    .max(180, REPORT_MESSAGES.invalidPosition),
});
export type TReportRequest = z.infer<typeof ZReportRequest>;

/** The 201 answer: « Merci ! Votre signalement aide les autres visiteurs. » (the card follows through the live feed). */
export const ZReportAccepted = z.object({ message: z.string() });
export type TReportAccepted = z.infer<typeof ZReportAccepted>;

const ZEpochSeconds = z.number().int().meta({ description: 'Secondes depuis 1970 (UTC).' });

/**
 * The visitors' word on bread in force (not expired, newer than the baker's last word): its value
 * (`pain` true, `plus_de_pain` false), how many different visitors said it, when the latest did, and
 * when it stops being in force (2 hours after the latest, or the bakery's next closing if sooner).
 */
export const ZBreadReports = z.object({
  valeur: z.boolean(),
  nombre: z.number().int().min(1),
  dernier: ZEpochSeconds,
  expire: ZEpochSeconds,
});
export type TBreadReports = z.infer<typeof ZBreadReports>;

/** « C'est fermé » reports in force from different visitors during opening hours. */
export const ZClosedReports = z.object({
  nombre: z.number().int().min(1),
  dernier: ZEpochSeconds,
  expire: ZEpochSeconds,
});
export type TClosedReports = z.infer<typeof ZClosedReports>;

/** What a card and a detail carry of the visitors' reports; null fields when none in force. */
export const ZVisitorReports = z.object({
  pain: ZBreadReports.nullable(),
  ferme: ZClosedReports.nullable(),
});
export type TVisitorReports = z.infer<typeof ZVisitorReports>;
