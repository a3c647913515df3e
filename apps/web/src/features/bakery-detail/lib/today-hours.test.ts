import { describe, expect, it } from 'vitest';
import { todayHoursText } from './today-hours';

describe('todayHoursText', () => {
  it('writes today’s ranges the French way', () => {
    expect(
      todayHoursText({
        ranges: [
          { open: 420, close: 780 },
          { open: 930, close: 1170 },
        ],
      }),
    ).toBe('De 7 h à 13 h et de 15 h 30 à 19 h 30');
    expect(todayHoursText({ ranges: [{ open: 425, close: 1140 }] })).toBe('De 7 h 05 à 19 h');
    expect(
      todayHoursText({
        ranges: [
          { open: 420, close: 600 },
          { open: 660, close: 780 },
          { open: 900, close: 1140 },
        ],
      }),
    ).toBe('De 7 h à 10 h, de 11 h à 13 h et de 15 h à 19 h');
  });

  it('says « Fermé » for a day without hours', () => {
    expect(todayHoursText({ ranges: [] })).toBe('Fermé');
  });
});
