// The one CSV writer of the back-office (docs/back-office.md, "CSV export"): files as French
// spreadsheets open them — UTF-8 with a byte order mark (so accents survive), `;` between cells
// (`,` is the decimal mark), amounts as `15,00`, CRLF line ends (RFC 4180), formula cells made inert.

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/** 1500 → '15,00', -1500 → '-15,00': a number a French spreadsheet reads as such. */
export function amountCell(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/** A plain French number (`-15,00`, `42`): nothing a spreadsheet would run, kept as it is. */
const FRENCH_NUMBER = /^-?\d+(,\d+)?$/;

/**
 * One cell, safe to open: a value a spreadsheet would run as a formula (starting with = + - @, or
 * a tab or carriage return) gets a leading apostrophe (OWASP "CSV injection") unless it is a plain
 * number (a credit note's `-15,00`); a value holding the separator, a quote or a line break is
 * quoted, its quotes doubled.
 */
export function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) && !FRENCH_NUMBER.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

/** The whole file: the header row then one line per row, every cell made safe. */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(SEPARATOR));
  return BOM + lines.join(LINE_END) + LINE_END;
}
