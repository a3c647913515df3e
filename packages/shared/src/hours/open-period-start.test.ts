import { describe, expect, it } from 'vitest';
import { openingInputOfCard } from './opening-input.js';
import { currentOpenPeriodStart } from './open-period-start.js';

/** Tuesday–Saturday 07:00–13:00 and 15:00–19:30; Sunday 07:00–13:00 then 13:00–14:00 (no gap). */
const WEEK = '23456=0700-1300,1500-1930 7=0700-1300,1300-1400';
const input = (extra: Parameters<typeof openingInputOfCard>[0] extends infer T ? Partial<T> : never = {}) =>
  openingInputOfCard({ horaires_ouvertures: WEEK, code_postal_boulangerie: '63000', ...extra });
const start = (instant: string, extra = {}) => currentOpenPeriodStart(input(extra), new Date(instant))?.toISOString() ?? null;

describe('currentOpenPeriodStart', () => {
  it('is the morning opening during the morning (Paris time, winter offset)', () => {
    expect(start('2026-11-24T09:15:00+01:00')).toBe(new Date('2026-11-24T07:00:00+01:00').toISOString());
  });

  it('starts at 7:00 sharp, not a minute before', () => {
    expect(start('2026-11-24T07:00:00+01:00')).toBe(new Date('2026-11-24T07:00:00+01:00').toISOString());
    expect(start('2026-11-24T06:59:59+01:00')).toBeNull();
  });

  it('is the afternoon opening after the lunch break (a closed period)', () => {
    expect(start('2026-11-24T16:05:00+01:00')).toBe(new Date('2026-11-24T15:00:00+01:00').toISOString());
  });

  it('is null while closed: lunch break, after closing, a closed weekday', () => {
    expect(start('2026-11-24T14:00:00+01:00')).toBeNull();
    expect(start('2026-11-24T19:30:00+01:00')).toBeNull();
    expect(start('2026-11-23T10:00:00+01:00')).toBeNull();
  });

  it('keeps one period over ranges that follow each other without a gap', () => {
    expect(start('2026-11-29T13:30:00+01:00')).toBe(new Date('2026-11-29T07:00:00+01:00').toISOString());
  });

  it('follows summer time', () => {
    expect(start('2026-06-02T08:00:00+02:00')).toBe(new Date('2026-06-02T07:00:00+02:00').toISOString());
  });

  it('is null on a closure day and follows special hours', () => {
    expect(start('2026-11-24T09:00:00+01:00', { fermetures: [{ debut: '2026-11-24', fin: '2026-11-25', motif: null }] })).toBeNull();
    const special = { horaires_speciaux: [{ date: '2026-11-24', plages: [{ ouverture: '10:00', fermeture: '12:00' }] }] };
    expect(start('2026-11-24T09:00:00+01:00', special)).toBeNull();
    expect(start('2026-11-24T11:00:00+01:00', special)).toBe(new Date('2026-11-24T10:00:00+01:00').toISOString());
  });

  it('is null on a public holiday the bakery closes on', () => {
    // Tuesday 11 November 2025 (Armistice).
    expect(start('2025-11-11T09:00:00+01:00', { jours_feries: 'fermes' })).toBeNull();
    expect(start('2025-11-11T09:00:00+01:00', { jours_feries: 'habituels' })).toBe(new Date('2025-11-11T07:00:00+01:00').toISOString());
  });
});
