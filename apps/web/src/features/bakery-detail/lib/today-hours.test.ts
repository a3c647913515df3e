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
    ).toBe('De 7\u00a0h à 13\u00a0h et de 15\u00a0h\u00a030 à 19\u00a0h\u00a030');
    expect(todayHoursText({ ranges: [{ open: 425, close: 1140 }] })).toBe('De 7\u00a0h\u00a005 à 19\u00a0h');
    expect(
      todayHoursText({
        ranges: [
          { open: 420, close: 600 },
          { open: 660, close: 780 },
          { open: 900, close: 1140 },
        ],
      }),
    ).toBe('De 7\u00a0h à 10\u00a0h, de 11\u00a0h à 13\u00a0h et de 15\u00a0h à 19\u00a0h');
  });

  it('says « Fermé » for a day without hours', () => {
    expect(todayHoursText({ ranges: [] })).toBe('Fermé');
  });
});
