import { describe, expect, it } from 'vitest';
import { formatClockFr } from '@fournil/shared';
import { offlineBannerText } from './offline-banner-text';

// Times are written with no-break spaces (\u00a0): « 8 h 12 » never breaks across lines.

// docs/offline.md, "Offline home": the banner says when the kept list was fetched, Paris time.
describe('offlineBannerText', () => {
  const now = new Date('2026-11-27T16:30:00Z'); // 17 h 30 in Paris (winter time, UTC+1)

  it('says « Hors ligne · données de 8 h 12 » for a list fetched at 8 h 12 the same Paris day', () => {
    expect(offlineBannerText(Date.parse('2026-11-27T07:12:00Z'), now)).toBe('Hors ligne · données de 8\u00a0h\u00a012');
  });

  it('pads the minutes and leaves them out on the hour, as the opening times do', () => {
    expect(offlineBannerText(Date.parse('2026-11-27T08:05:00Z'), now)).toBe('Hors ligne · données de 9\u00a0h\u00a005');
    expect(offlineBannerText(Date.parse('2026-11-27T13:00:00Z'), now)).toBe('Hors ligne · données de 14\u00a0h');
  });

  it('reads the time in Paris, whatever the phone’s time zone (summer time too)', () => {
    expect(offlineBannerText(Date.parse('2026-07-01T06:12:00Z'), new Date('2026-07-01T10:00:00Z'))).toBe(
      'Hors ligne · données de 8\u00a0h\u00a012',
    );
  });

  it('names the day of a list kept from an earlier day', () => {
    expect(offlineBannerText(Date.parse('2026-11-26T17:40:00Z'), now)).toBe('Hors ligne · données du 26 novembre à 18\u00a0h\u00a040');
    expect(offlineBannerText(Date.parse('2026-11-01T09:00:00Z'), now)).toBe('Hors ligne · données du 1er novembre à 10\u00a0h');
  });

  it('says only « Hors ligne » when no kept list is known', () => {
    expect(offlineBannerText(null, now)).toBe('Hors ligne');
  });

  it('formats midnight as « 0 h »', () => {
    expect(formatClockFr(0, 0)).toBe('0\u00a0h');
    expect(formatClockFr(23, 59)).toBe('23\u00a0h\u00a059');
  });
});
