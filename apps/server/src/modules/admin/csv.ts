// The one CSV writer of the server's exports (docs/back-office.md, "CSV export"): files as French
// spreadsheets open them — UTF-8 with a byte order mark (so accents survive), `;` between cells
// (`,` is the decimal mark), amounts as `15,00`, CRLF line ends (RFC 4180), formula cells made inert.
// csv-stringify does the quoting; this file only says how, and guards every cell it writes.
import { stringify } from 'csv-stringify/sync';

/** 1500 → '15,00', -1500 → '-15,00': a number a French spreadsheet reads as such. */
export function amountCell(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/** A plain French number (`-15,00`, `42`): nothing a spreadsheet would run, kept as it is. */
const FRENCH_NUMBER = /^-?\d+(,\d+)?$/;

/**
 * What a spreadsheet runs as a formula when a cell starts with it (OWASP "CSV injection"): = + - @,
 * a tab, a carriage return, and the full-width = + - @ that Apple Numbers folds into them.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A cell made inert: a leading apostrophe before a formula start, unless the cell is a plain number (a credit note's `-15,00`). */
export function inertCell(value: string): string {
  return FORMULA_START.test(value) && !FRENCH_NUMBER.test(value) ? `'${value}` : value;
}

/**
 * The whole file: the header row then one line per row, every cell (the header's too) made inert.
 * A cell holding `;`, a quote or a line break (CR or LF, alone or together) is quoted, its quotes doubled.
 */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify([header, ...rows], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    // Given a record delimiter, csv-stringify would quote only `\r\n`: a lone `\n` or `\r` must be quoted too.
    quote_record_delimiter: true,
    cast: { string: inertCell },
  });
}
