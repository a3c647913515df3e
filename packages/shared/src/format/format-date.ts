import { PARIS_TIME_ZONE } from '../constants.js';

const dateFormatter = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: PARIS_TIME_ZONE,
});

/** '21 novembre 2026', the calendar date in Europe/Paris; '' for an invalid date. */
export function formatDateFr(isoOrDate: string | Date): string {
  const date = isoOrDate instanceof Date ? isoOrDate : new Date(isoOrDate);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormatter.format(date);
}
