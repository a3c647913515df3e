import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name.js';

describe('exportFileName', () => {
  it('dates the file with the Paris day, on both sides of midnight in winter and in summer', () => {
    expect(exportFileName('2026-11-26T22:59:59.000Z')).toBe('fournil-mes-donnees-2026-11-26.json');
    // 00:00 in Paris, still the 26th in UTC.
    expect(exportFileName('2026-11-26T23:00:00.000Z')).toBe('fournil-mes-donnees-2026-11-27.json');
    // Summer time: midnight in Paris is 22:00 UTC.
    expect(exportFileName(new Date('2026-07-14T21:59:00Z'))).toBe('fournil-mes-donnees-2026-07-14.json');
    expect(exportFileName(new Date('2026-07-14T22:00:00Z'))).toBe('fournil-mes-donnees-2026-07-15.json');
    // New Year's Eve in UTC is New Year's Day in Paris.
    expect(exportFileName('2026-12-31T23:30:00.000Z')).toBe('fournil-mes-donnees-2027-01-01.json');
  });
});
