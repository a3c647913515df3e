import { PARIS_TIME_ZONE } from '@fournil/shared';

// Staff type dates as Paris wall time (`<input type="datetime-local">`, no zone); the API speaks ISO
// instants. These two functions convert, whatever the browser's own time zone.

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: PARIS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

type TWallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function parisWallTime(instant: Date): TWallTime {
  const parts = Object.fromEntries(partsFormatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) };
}

/** Minutes Paris is ahead of UTC at `instant` (60 in winter, 120 in summer). */
function parisOffsetMinutes(instant: Date): number {
  const wall = parisWallTime(instant);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** '2026-11-25T10:00' (Paris) → '2026-11-25T09:00:00.000Z'; '' stays '' (no date); anything else is returned as is for the schema to refuse. */
export function parisInputToIso(value: string): string {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return value;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the guessed instant, checked once more: it differs only around a change of time.
  let instant = wallAsUtc - parisOffsetMinutes(new Date(wallAsUtc)) * 60_000;
  instant = wallAsUtc - parisOffsetMinutes(new Date(instant)) * 60_000;
  return new Date(instant).toISOString();
}

/** An ISO instant → '2026-11-25T10:00', its Paris wall time for a datetime-local input; null → ''. */
export function isoToParisInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const wall = parisWallTime(date);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${wall.year}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}`;
}

/** Today's Paris date, '2026-11-25'. */
export function parisToday(now = new Date()): string {
  return isoToParisInput(now.toISOString()).slice(0, 10);
}
