// The name of the personal data export (docs/privacy.md, "Export"), the same for the server's
// attachment and the browser's download: dated with the Paris day of the export, not the UTC one
// (at 00:30 in Paris on 27 November, the file says 27, where the UTC date still says 26).
import { parisDay } from '../dates/paris-dates.js';

/** `fournil-mes-donnees-2026-11-27.json` for an export made at `exportedAt` (an ISO instant or a Date). */
export function exportFileName(exportedAt: string | Date): string {
  return `fournil-mes-donnees-${parisDay(new Date(exportedAt))}.json`;
}
