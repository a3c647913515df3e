import { MAX_SERIAL_ID } from '../constants.js';

/** The id segment of an address (`/boulangerie/{id}`, `/admin/faq/{id}`): a positive integer that fits an id column, else null. */
export function parsePathId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= MAX_SERIAL_ID ? id : null;
}
