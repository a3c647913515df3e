import { describe, expect, it } from 'vitest';
import { markerLabel } from '../markers';
import { appendLogLine } from './use-debug-log';

describe('appendLogLine', () => {
  it('keeps only the last 50 lines', () => {
    let lines: string[] = [];
    for (let index = 1; index <= 60; index += 1) lines = appendLogLine(lines, `ligne ${index}`);
    expect(lines).toHaveLength(50);
    expect(lines[0]).toBe('ligne 11');
    expect(lines[49]).toBe('ligne 60');
  });
});

describe('markerLabel', () => {
  it('names the bakery and its status, with the fallback name', () => {
    expect(
      markerLabel({ nom: 'Au Bon Pain', status: { kind: 'available', label: 'Pain disponible', color: 'green' } }, 'Boulangerie sans nom'),
    ).toBe('Au Bon Pain — Pain disponible');
    expect(markerLabel({ nom: ' ', status: { kind: 'closed', label: 'Fermé', color: 'grey' } }, 'Boulangerie sans nom')).toBe(
      'Boulangerie sans nom — Fermé',
    );
  });

  it('adds the opening label after the status, so the reason of a grey marker is heard too', () => {
    expect(
      markerLabel(
        {
          nom: 'Au Bon Pain',
          status: { kind: 'closed', label: 'Fermé', color: 'grey' },
          opening: "Fermé pour congés annuels jusqu'au 31 août",
        },
        'Boulangerie sans nom',
      ),
    ).toBe("Au Bon Pain — Fermé (Fermé pour congés annuels jusqu'au 31 août)");
  });
});
