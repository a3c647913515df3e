// The status table (opening-status.cases.ts) in the shared project; the web and api projects run the
// same table. `TZ=America/New_York npx vitest run …` proves the machine's time zone plays no part.
import { describe, expect, it } from 'vitest';
import { openingStatusCases } from './opening-status.cases.js';
import { getOpeningStatus } from './opening-status.js';

const CASES = openingStatusCases();

describe('getOpeningStatus (the shared table)', () => {
  it('covers at least 60 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CASES.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const status = getOpeningStatus(row.input, new Date(row.instant));
    expect({
      isOpen: status.isOpen,
      label: status.label,
      holidayNote: status.holidayNote,
      nextChange: status.nextChange?.toISOString() ?? null,
      ...(row.expected.reason ? { reason: status.reason } : {}),
    }).toEqual({ ...row.expected, nextChange: row.expected.nextChange && new Date(row.expected.nextChange).toISOString() });
    expect(status.isClosingSoon).toBe(status.label.startsWith('Ferme bientôt'));
  });
});
