// The shared status table (packages/shared/src/hours/opening-status.cases.ts) in the api (Node, the server's runtime)
// project: the server and every browser must give the same status. Run it with TZ=America/New_York as well.
import { getOpeningStatus, openingStatusCases } from '@fournil/shared';
import { describe, expect, it } from 'vitest';

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
