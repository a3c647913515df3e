import { describe, expect, it } from 'vitest';
import { emptyWeek } from './hours.schemas.js';
import { openingInputOfCard, openingInputOfDetail } from './opening-input.js';

describe('openingInputOfCard', () => {
  it('reads the compact week, the postcode and the calendar keys', () => {
    const fermetures = [{ debut: '2026-08-10', fin: '2026-08-31', motif: 'Congés annuels' }];
    const horaires_speciaux = [{ date: '2026-12-24', plages: [] }];
    const input = openingInputOfCard({
      horaires_ouvertures: '6=0730-1300',
      code_postal_boulangerie: '67000',
      jours_feries: 'fermes',
      fermetures,
      horaires_speciaux,
    });
    expect(input).toEqual({
      week: [[], [], [], [], [], [{ open: 450, close: 780 }], []],
      code_postal: '67000',
      jours_feries: 'fermes',
      fermetures,
      horaires_speciaux,
    });
  });

  it('reads a card without calendar keys (an older live-feed message) as no calendar and no rule', () => {
    const input = openingInputOfCard({ horaires_ouvertures: '', code_postal_boulangerie: '75011' });
    expect(input).toMatchObject({ jours_feries: null, fermetures: [], horaires_speciaux: [] });
  });
});

describe('openingInputOfDetail', () => {
  it('reads the full week: an unticked day is closed', () => {
    const { jours_ouvertures, horaires_ouvertures } = emptyWeek();
    jours_ouvertures.lundi = true;
    horaires_ouvertures.lundi = { ouverture_matin: '07:00', fermeture_matin: '13:00', ouverture_apm: '15:00', fermeture_apm: '19:00' };
    horaires_ouvertures.mardi = { ouverture_matin: '07:00', fermeture_matin: '13:00', ouverture_apm: null, fermeture_apm: null };
    const input = openingInputOfDetail({
      jours_ouvertures,
      horaires_ouvertures,
      code_postal_boulangerie: '75011',
      jours_feries: null,
      fermetures: [],
      horaires_speciaux: [],
    });
    expect(input.week[0]).toEqual([
      { open: 420, close: 780 },
      { open: 900, close: 1140 },
    ]);
    expect(input.week[1]).toEqual([]);
    expect(input.code_postal).toBe('75011');
  });
});
