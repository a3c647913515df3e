// The week built from read ranges, and the shared schemas' check that turns a week they refuse into
// « à confirmer » (docs/open-data.md, "Opening hours from OpenStreetMap"). No value of the table reaches
// that check's refusal, since the parser's ranges are already ordered and within a day: it is tested here.
import { describe, expect, it } from 'vitest';
import { weekOfRanges } from '../../../src/modules/open-data/osm-week.js';

const closedDay = { ouverture_matin: null, fermeture_matin: null, ouverture_apm: null, fermeture_apm: null };

describe('weekOfRanges', () => {
  it('writes one range as the morning and two as the morning and the afternoon, Monday first', () => {
    const week = weekOfRanges(
      [
        [[420, 780]],
        [],
        [],
        [],
        [],
        [
          [390, 780],
          [930, 1170],
        ],
        [],
      ],
      'fermes',
    );
    expect(week).toStrictEqual({
      kind: 'week',
      jours_ouvertures: { lundi: true, mardi: false, mercredi: false, jeudi: false, vendredi: false, samedi: true, dimanche: false },
      horaires_ouvertures: {
        lundi: { ouverture_matin: '07:00', fermeture_matin: '13:00', ouverture_apm: null, fermeture_apm: null },
        mardi: closedDay,
        mercredi: closedDay,
        jeudi: closedDay,
        vendredi: closedDay,
        samedi: { ouverture_matin: '06:30', fermeture_matin: '13:00', ouverture_apm: '15:30', fermeture_apm: '19:30' },
        dimanche: closedDay,
      },
      jours_feries: 'fermes',
    });
  });

  it('refuses what the shared schemas refuse', () => {
    // Closing before opening; an afternoon starting before the morning closes; a closing at 24:00.
    expect(weekOfRanges([[[780, 420]]], null)).toBeNull();
    expect(
      weekOfRanges(
        [
          [
            [420, 780],
            [720, 1140],
          ],
        ],
        null,
      ),
    ).toBeNull();
    expect(weekOfRanges([[[420, 1440]]], null)).toBeNull();
  });
});
