// Kept apart from calendar.schemas.ts (which loads zod) so the opening status can read it on the
// home page (decision 009); calendar.schemas.ts re-exports it.

/** « Ferme bientôt » in the last this many minutes before closing (docs/opening-hours.md, "Status texts"). */
export const CLOSING_SOON_MINUTES = 30;
