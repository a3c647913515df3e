import { PARIS_TIME_ZONE } from '@fournil/shared';

const dateTimeFormatter = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: PARIS_TIME_ZONE });
const shortDateTimeFormatter = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: PARIS_TIME_ZONE });
const monthFormatter = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '21 novembre 2026 à 14:05', Paris time; '' for a missing or invalid date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormatter.format(date);
}

/** '21/11/2026 14:05', Paris time, for dense tables; '' for a missing or invalid date. */
export function formatShortDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : shortDateTimeFormatter.format(date);
}

/** 'novembre 2026' for '2026-11' or '2026-11-01' (a calendar month, no time zone involved). */
export function formatMonth(value: string | null): string {
  const match = value ? /^(\d{4})-(\d{2})/.exec(value) : null;
  if (!match) return '';
  return monthFormatter.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}
