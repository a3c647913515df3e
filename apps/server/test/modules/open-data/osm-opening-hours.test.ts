// weekFromOsmOpeningHours on a table of real-world values (osm-opening-hours.cases.ts), in several time
// zones: the parser reads Dates in local time, so the answers must not depend on the machine's TZ
// (docs/open-data.md, "Opening hours from OpenStreetMap"). A pure unit test: no database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OSM_HOURS_REASONS, weekFromOsmOpeningHours, type TOsmHours } from '../../../src/modules/open-data/osm-opening-hours.js';
import { OSM_HOURS_CASES, type TOsmHoursCase } from './osm-opening-hours.cases.js';

/** Each zone with its offset on 12 January 2026 (Date#getTimezoneOffset), to prove the switch took effect. */
const TIME_ZONES = [
  { zone: 'UTC', januaryOffset: 0 },
  { zone: 'Europe/Paris', januaryOffset: -60 },
  { zone: 'America/New_York', januaryOffset: 300 },
  // Summer time in January, and the other side of the date line.
  { zone: 'Pacific/Auckland', januaryOffset: -780 },
] as const;

// Node applies an assignment to process.env.TZ at once. The api project runs files in a shared worker
// (isolate: false), so the zone in force before is put back.
function useTimeZone(zone: string): () => void {
  const previous = process.env.TZ;
  process.env.TZ = zone;
  return () => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  };
}

function inTimeZone<T>(zone: string, run: () => T): T {
  const restore = useTimeZone(zone);
  try {
    return run();
  } finally {
    restore();
  }
}

const nameOf = (row: TOsmHoursCase) => (row.value === undefined ? 'undefined' : JSON.stringify(row.value));
const NAMED_CASES = OSM_HOURS_CASES.map((row) => [nameOf(row), row] as const);

describe('the table', () => {
  it('holds at least 40 values, each once', () => {
    expect(OSM_HOURS_CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(OSM_HOURS_CASES.map(nameOf)).size).toBe(OSM_HOURS_CASES.length);
  });

  it('covers every answer: each reason but the safety net, each holiday rule', () => {
    const answers = OSM_HOURS_CASES.map((row) => row.expected);
    const reasons = new Set(answers.flatMap((answer) => (answer.kind === 'to-confirm' ? [answer.reason] : [])));
    expect([...reasons].sort()).toEqual(OSM_HOURS_REASONS.filter((reason) => reason !== 'invalid-week').sort());
    const holidayRules = new Set(answers.flatMap((answer) => (answer.kind === 'week' ? [answer.jours_feries] : [])));
    expect(holidayRules).toEqual(new Set([null, 'fermes', 'habituels']));
  });
});

describe.each(TIME_ZONES)('weekFromOsmOpeningHours with TZ=$zone', ({ zone, januaryOffset }) => {
  let restore: () => void;
  beforeAll(() => {
    restore = useTimeZone(zone);
  });
  afterAll(() => restore());

  it('runs in that zone', () => {
    expect(new Date(2026, 0, 12).getTimezoneOffset()).toBe(januaryOffset);
  });

  it.each(NAMED_CASES)('%s', (_name, row) => {
    expect(weekFromOsmOpeningHours(row.value)).toStrictEqual(row.expected);
  });
});

describe('weekFromOsmOpeningHours', () => {
  it('gives the same answers in every zone', () => {
    const answersIn = (zone: string): TOsmHours[] =>
      inTimeZone(zone, () => OSM_HOURS_CASES.map((row) => weekFromOsmOpeningHours(row.value)));
    const [first, ...others] = TIME_ZONES.map(({ zone }) => answersIn(zone));
    for (const answers of others) expect(answers).toStrictEqual(first);
  });

  it('keeps a value to confirm exactly as written, spaces and mistakes included', () => {
    for (const raw of [
      '  Mo-Sa 7h-19h  ',
      'Lundi-Samedi 7h-19h',
      'Mo-Sa 07:00-12:00 | 14:00-19:00',
      'Mo-Fr 07:00-19:00 "sauf vacances"\n',
    ]) {
      const answer = weekFromOsmOpeningHours(raw);
      expect(answer.kind).toBe('to-confirm');
      expect(answer.kind === 'to-confirm' && answer.raw).toBe(raw);
    }
  });

  it('answers none for a missing value, never a closed week', () => {
    for (const missing of [undefined, '', ' ', '\t\n']) expect(weekFromOsmOpeningHours(missing)).toStrictEqual({ kind: 'none' });
  });
});
