// INTERIM (issue 22): stand-ins for the shared builders the "status" helper writes in
// packages/shared/src/hours/ (openingInputOfCard, openingInputOfDetail, getWeekPlan,
// formatClosureLine). Replaced by re-exports of @fournil/shared once merged.
import {
  DAY_LABELS,
  DAY_NAMES,
  getParisClock,
  parisDay,
  parseCompactWeek,
  toWeekRanges,
  type TBakeryCalendar,
  type TDayName,
  type THorairesInput,
  type TJoursInput,
  type TOpeningInput,
  type TPublicClosure,
  type TRange,
} from '@fournil/shared';

type TCalendarKeys = Partial<TBakeryCalendar>;

function calendarOf(source: TCalendarKeys): TBakeryCalendar {
  return { jours_feries: source.jours_feries ?? null, fermetures: source.fermetures ?? [], horaires_speciaux: source.horaires_speciaux ?? [] };
}

export function openingInputOfCard(card: { horaires_ouvertures: string; code_postal_boulangerie: string } & TCalendarKeys): TOpeningInput {
  return { ...calendarOf(card), week: parseCompactWeek(card.horaires_ouvertures), code_postal: card.code_postal_boulangerie };
}

export function openingInputOfDetail(
  detail: { jours_ouvertures: TJoursInput; horaires_ouvertures: THorairesInput; code_postal_boulangerie: string } & TCalendarKeys,
): TOpeningInput {
  return { ...calendarOf(detail), week: toWeekRanges(detail.jours_ouvertures, detail.horaires_ouvertures), code_postal: detail.code_postal_boulangerie };
}

export type TWeekPlanRow = {
  date: string;
  day: TDayName;
  label: string;
  ranges: readonly TRange[];
  source: 'hours' | 'special' | 'closure' | 'holiday';
  isToday: boolean;
  isOpenNow: boolean;
  closureReason: string | null;
  holidayName: string | null;
  holidayNote: string | null;
};

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function toMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

export function getWeekPlan(input: TOpeningInput, instant: Date): TWeekPlanRow[] {
  const clock = getParisClock(instant);
  const today = parisDay(instant);
  const monday = addDays(today, -DAY_NAMES.indexOf(clock.day));
  return DAY_NAMES.map((day, index) => {
    const date = addDays(monday, index);
    const closure = input.fermetures.find((entry) => entry.debut <= date && date <= entry.fin);
    const special = input.horaires_speciaux.find((entry) => entry.date === date);
    const isToday = date === today;
    const base = { date, day, label: DAY_LABELS[day], isToday, closureReason: null, holidayName: null, holidayNote: null };
    let row: TWeekPlanRow;
    if (closure) row = { ...base, ranges: [], source: 'closure', isOpenNow: false, closureReason: closure.motif };
    else if (special)
      row = { ...base, ranges: special.plages.map((range) => ({ open: toMinutes(range.ouverture), close: toMinutes(range.fermeture) })), source: 'special', isOpenNow: false };
    else row = { ...base, ranges: [...(input.week[index] ?? [])], source: 'hours', isOpenNow: false };
    row.isOpenNow = isToday && row.ranges.some((range) => clock.minutes >= range.open && clock.minutes < range.close);
    return row;
  });
}

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

function dayMonth(date: string): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day === 1 ? '1er' : day} ${MONTHS[month - 1]}`;
}

export function formatClosureLine(closure: TPublicClosure, _instant: Date = new Date()): string {
  const span = closure.debut === closure.fin ? `le ${dayMonth(closure.debut)}` : `du ${dayMonth(closure.debut)} au ${dayMonth(closure.fin)}`;
  const reason = closure.motif ? ` : ${closure.motif.charAt(0).toLowerCase()}${closure.motif.slice(1)}` : '';
  return `Fermeture exceptionnelle ${span}${reason}`;
}

export function formatTimeFr(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}
