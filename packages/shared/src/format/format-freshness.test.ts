import { describe, expect, it } from 'vitest';
import { availabilityUpdatedAt, formatFreshness } from './format-freshness.js';

const at = (iso: string) => new Date(iso);

describe('formatFreshness', () => {
  const now = at('2026-11-24T16:25:00+01:00');

  it('says « il y a 20 min » under an hour', () => {
    expect(formatFreshness(at('2026-11-24T16:05:00+01:00'), now)).toBe('mis à jour il y a 20 min');
    expect(formatFreshness(at('2026-11-24T15:25:30+01:00'), now)).toBe('mis à jour il y a 59 min');
  });

  it('says « à l’instant » under a minute, and for a time slightly ahead of the phone', () => {
    expect(formatFreshness(at('2026-11-24T16:24:30+01:00'), now)).toBe('mis à jour à l’instant');
    expect(formatFreshness(at('2026-11-24T16:26:00+01:00'), now)).toBe('mis à jour à l’instant');
  });

  it('gives the Paris time « 16\u00a0h\u00a005 » from an hour on, the same day', () => {
    expect(formatFreshness(at('2026-11-24T16:05:00+01:00'), at('2026-11-24T17:10:00+01:00'))).toBe('mis à jour à 16\u00a0h\u00a005');
    expect(formatFreshness(at('2026-11-24T07:00:00+01:00'), now)).toBe('mis à jour à 7\u00a0h');
  });

  it('says « hier » the day before, then the number of days', () => {
    expect(formatFreshness(at('2026-11-23T19:10:00+01:00'), at('2026-11-24T06:50:00+01:00'))).toBe('mis à jour hier à 19\u00a0h\u00a010');
    expect(formatFreshness(at('2026-11-21T09:00:00+01:00'), now)).toBe('mis à jour il y a 3 jours');
  });

  it('counts days in Paris, not in UTC', () => {
    // 00:30 in Paris on the 25th is 23:30 UTC on the 24th: « today » at 9:00 in Paris, not « hier ».
    expect(formatFreshness(at('2026-11-24T23:30:00Z'), at('2026-11-25T09:00:00+01:00'))).toBe('mis à jour à 0\u00a0h\u00a030');
  });
});

describe('availabilityUpdatedAt', () => {
  it('reads epoch seconds in the order of the flags', () => {
    expect(availabilityUpdatedAt([1_795_000_000, null], 0)?.toISOString()).toBe(new Date(1_795_000_000_000).toISOString());
    expect(availabilityUpdatedAt([1_795_000_000, null], 1)).toBeNull();
    expect(availabilityUpdatedAt(undefined, 0)).toBeNull();
  });
});
