import { describe, expect, it } from 'vitest';
import { parisWallTimeToInstant } from '../dates/paris-dates.js';
import { getOpeningStatus, type TOpeningInput } from '../hours/opening-status.js';
import { getBreadStatus } from './get-bread-status.js';
import { openingChip, statusChip } from './status-chip.js';

const NBSP = '\u00a0';
const DAY = [{ open: 7 * 60, close: 13 * 60 }];
// Every day 7 h–13 h, Wednesday closed.
const input: TOpeningInput = {
  week: [DAY, DAY, [], DAY, DAY, DAY, DAY],
  fermetures: [],
  horaires_speciaux: [],
  jours_feries: 'habituels',
  code_postal: '17000',
};

// Tuesday 24 November 2026.
const at = (date: string, hour: number, minute = 0) => parisWallTimeToInstant(date, hour * 60 + minute);

function chipsAt(instant: Date, disponibilite_pain: boolean | null) {
  const opening = getOpeningStatus(input, instant);
  const bread = getBreadStatus({ isOpen: opening.isOpen, unknownHours: opening.unknownHours, disponibilite_pain });
  return { card: statusChip(opening, bread), page: openingChip(opening) };
}

describe('statusChip (cards and owner lists)', () => {
  it('joins the bread status to the closing time, once', () => {
    expect(chipsAt(at('2026-11-24', 10), true).card).toEqual({ label: `Pain disponible · ferme à 13${NBSP}h`, tone: 'success' });
    expect(chipsAt(at('2026-11-24', 10), false).card).toEqual({ label: `Pas de pain · ferme à 13${NBSP}h`, tone: 'danger' });
    expect(chipsAt(at('2026-11-24', 12, 40), true).card.label).toBe(`Pain disponible · ferme bientôt à 13${NBSP}h`);
  });

  it('says « Fermé » once, with the next opening', () => {
    const { card } = chipsAt(at('2026-11-24', 14), true);
    expect(card).toEqual({ label: `Fermé · ouvre jeudi à 7${NBSP}h`, tone: 'neutral' });
    expect(card.label.match(/Fermé/g)).toHaveLength(1);
  });

  it('open with bread nobody has told: « Ouvert », in the listing colour', () => {
    expect(chipsAt(at('2026-11-24', 10), null).card).toEqual({ label: `Ouvert · ferme à 13${NBSP}h`, tone: 'info' });
  });
});

describe('openingChip (bakery page)', () => {
  it('is the opening status alone, coloured by it', () => {
    expect(chipsAt(at('2026-11-24', 10), true).page).toEqual({ label: `Ouvert · ferme à 13${NBSP}h`, tone: 'success' });
    expect(chipsAt(at('2026-11-24', 12, 40), true).page).toEqual({ label: `Ferme bientôt · 13${NBSP}h`, tone: 'warning' });
    expect(chipsAt(at('2026-11-25', 8), true).page).toEqual({ label: `Fermé · ouvre demain à 7${NBSP}h`, tone: 'neutral' });
  });
});
