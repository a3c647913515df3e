// Rules of a bakery's calendar: closures, special hours and the public-holiday rule
// (docs/opening-calendar.md). Who may call these is checked before (modules/pro-area/guard.ts:
// the bakery's owner or manager). "Today" is the Paris calendar day of ctx.now().
import {
  addDays,
  BAKERY_MESSAGES,
  CALENDAR_MAX_DAYS_AHEAD,
  CALENDAR_MAX_UPCOMING,
  CALENDAR_MESSAGES,
  CALENDAR_PUBLIC_DAYS,
  parisDay,
  type TBakeryCalendar,
  type TCalendarResponse,
  type TClosure,
  type THolidayRule,
  type TClosureRequest,
  type TSpecialHours,
  type TSpecialHoursRequest,
} from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import type { ServiceContext } from '../../service-context.js';
import * as repository from './repository.js';
import type { ClosureRow, SpecialHoursRow } from './repository.js';

type CalendarContext = Pick<ServiceContext, 'db' | 'now'>;

/** The closures and special dates of a bakery, as the public shapes carry them. */
export type CalendarEntries = Omit<TBakeryCalendar, 'jours_feries'>;

function toClosure(row: ClosureRow): TClosure {
  return { id: row.id, debut: row.debut, fin: row.fin, motif: row.motif };
}

function toSpecialHours(row: Pick<SpecialHoursRow, 'jour' | 'plages'>): TSpecialHours {
  // Rebuilt key by key: jsonb stores keys in its own order, the API answers in the documented one.
  return { date: row.jour, plages: row.plages.map((range) => ({ ouverture: range.ouverture, fermeture: range.fermeture })) };
}

// ---------------------------------------------------------------- reading (public detail, owner's list)

/**
 * The calendar entries of these bakeries from `today`, for `days` days when given (the public
 * detail: CALENDAR_PUBLIC_DAYS), else every upcoming one. Two queries whatever the number of bakeries.
 */
export async function findCalendarEntries(
  db: Db,
  bakeryIds: number[],
  today: string,
  days?: number,
): Promise<Map<number, CalendarEntries>> {
  const until = days === undefined ? undefined : addDays(today, days);
  const [closures, special] = await Promise.all([
    repository.findClosures(db, bakeryIds, today, until),
    repository.findSpecialHours(db, bakeryIds, today, until),
  ]);
  const byBakery = new Map<number, CalendarEntries>(bakeryIds.map((id) => [id, { fermetures: [], horaires_speciaux: [] }]));
  for (const row of closures) byBakery.get(row.bakeryId)?.fermetures.push({ debut: row.debut, fin: row.fin, motif: row.motif });
  for (const row of special) byBakery.get(row.bakeryId)?.horaires_speciaux.push(toSpecialHours(row));
  return byBakery;
}

/** What the public detail shows (docs/opening-calendar.md, "Windows"): the next 60 days. */
export async function findPublicCalendarEntries(db: Db, bakeryIds: number[], now: Date): Promise<Map<number, CalendarEntries>> {
  return findCalendarEntries(db, bakeryIds, parisDay(now), CALENDAR_PUBLIC_DAYS);
}

/** `GET …/fermetures/`: everything upcoming, with the closures' ids. */
export async function getCalendar({ db, now }: CalendarContext, bakeryId: number): Promise<TCalendarResponse> {
  const today = parisDay(now());
  const rule = await repository.findHolidayRule(db, bakeryId);
  if (rule === undefined) throw notFound(BAKERY_MESSAGES.notFound);
  const [closures, special] = await Promise.all([
    repository.findClosures(db, [bakeryId], today),
    repository.findSpecialHours(db, [bakeryId], today),
  ]);
  return { jours_feries: rule, fermetures: closures.map(toClosure), horaires_speciaux: special.map(toSpecialHours) };
}

// ---------------------------------------------------------------- rules

function fieldRule(field: string, message: string): AppError {
  return new AppError('bad_request', message, { [field]: [message] });
}

/** A date that has passed, or too far ahead (docs/opening-calendar.md, "Rules"). */
function checkDay(field: string, day: string, today: string): void {
  if (day < today) throw fieldRule(field, CALENDAR_MESSAGES.pastDate);
  if (day > addDays(today, CALENDAR_MAX_DAYS_AHEAD)) throw fieldRule(field, CALENDAR_MESSAGES.tooFarAhead);
}

/** A new entry may not bring the bakery past CALENDAR_MAX_UPCOMING upcoming entries. */
async function checkRoomFor(db: Db, bakeryId: number, today: string): Promise<void> {
  if ((await repository.countUpcoming(db, bakeryId, today)) >= CALENDAR_MAX_UPCOMING) throw badRequest(CALENDAR_MESSAGES.tooMany);
}

/** Runs `write` with the bakery row locked: concurrent writes of one calendar see each other. */
async function inLockedBakery<T>(db: Db, bakeryId: number, write: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (!(await repository.lockBakery(tx, bakeryId))) throw notFound(BAKERY_MESSAGES.notFound);
    return write(tx);
  });
}

// ---------------------------------------------------------------- closures

/** `POST …/fermetures/`. */
export async function addClosure({ db, now }: CalendarContext, bakeryId: number, request: TClosureRequest): Promise<TClosure> {
  const today = parisDay(now());
  checkDay('debut', request.debut, today);
  checkDay('fin', request.fin, today);
  return inLockedBakery(db, bakeryId, async (tx) => {
    if (await repository.hasOverlappingClosure(tx, bakeryId, request.debut, request.fin)) throw badRequest(CALENDAR_MESSAGES.overlapping);
    await checkRoomFor(tx, bakeryId, today);
    // An empty or absent reason is no reason: null, so screens fall back to « Fermeture exceptionnelle ».
    const motif = request.motif ? request.motif : null;
    return toClosure(await repository.insertClosure(tx, { bakeryId, debut: request.debut, fin: request.fin, motif }));
  });
}

/** `DELETE …/fermetures/{fermetureId}/`: only a closure of this very bakery. */
export async function removeClosure({ db }: Pick<ServiceContext, 'db'>, bakeryId: number, closureId: number): Promise<void> {
  if (!(await repository.deleteClosure(db, bakeryId, closureId))) throw notFound(CALENDAR_MESSAGES.closureNotFound);
}

// ---------------------------------------------------------------- special hours

/** `PUT …/horaires-speciaux/{date}/`: sets (or replaces) the hours of that date. */
export async function setSpecialHours(
  { db, now }: CalendarContext,
  bakeryId: number,
  day: string,
  request: TSpecialHoursRequest,
): Promise<TSpecialHours> {
  const today = parisDay(now());
  checkDay('date', day, today);
  const plages = request.plages.map((range) => ({ ouverture: range.ouverture, fermeture: range.fermeture }));
  await inLockedBakery(db, bakeryId, async (tx) => {
    // Replacing a date's hours adds no entry: only a new date counts against the limit.
    if (!(await repository.hasSpecialHours(tx, bakeryId, day))) await checkRoomFor(tx, bakeryId, today);
    await repository.upsertSpecialHours(tx, bakeryId, day, plages);
  });
  return { date: day, plages };
}

/** `DELETE …/horaires-speciaux/{date}/`. */
export async function removeSpecialHours({ db }: Pick<ServiceContext, 'db'>, bakeryId: number, day: string): Promise<void> {
  if (!(await repository.deleteSpecialHours(db, bakeryId, day))) throw notFound(CALENDAR_MESSAGES.specialHoursNotFound);
}

// ---------------------------------------------------------------- holiday rule

/** `PATCH /api/cotepro/ma-boulangerie/{id}/` with `{jours_feries}` (owner or manager). */
export async function setHolidayRule({ db }: Pick<ServiceContext, 'db'>, bakeryId: number, rule: THolidayRule): Promise<void> {
  await repository.setHolidayRule(db, bakeryId, rule);
}
