// The one CSV writer (docs/back-office.md, "CSV export"), read back by a real CSV parser as a
// spreadsheet would: every cell comes back whole, and no cell — header included, whatever its
// column — starts with something a spreadsheet would run as a formula.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { amountCell, csvDocument } from '../../../src/modules/admin/csv.js';

/** Read as a spreadsheet does: a bare CR or LF ends a line too. */
const read = (file: string): string[][] => parse(file, { bom: true, delimiter: ';', record_delimiter: ['\r\n', '\n', '\r'] });

const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'];

describe('csvDocument', () => {
  it('writes UTF-8 with a byte order mark, `;` between cells and CRLF after every line', () => {
    const file = csvDocument(['Numéro', 'Montant (€)'], [['1', amountCell(1500)]]);
    expect(file).toBe('\uFEFFNuméro;Montant (€)\r\n1;15,00\r\n');
  });

  it('gives back every cell whole: separators, quotes and line breaks inside a cell are quoted', () => {
    const cells = ['Au Bon Pain; et Vin', 'Le "Fournil"', 'ligne 1\nligne 2', 'retour\rchariot', 'a\r\nb', '', 'Chez Paul, fils'];
    expect(
      read(
        csvDocument(
          ['Nom'],
          cells.map((cell) => [cell]),
        ),
      ),
    ).toEqual([['Nom'], ...cells.map((cell) => [cell])]);
  });

  it('puts an apostrophe before every formula start, in every column and in the header', () => {
    const values = FORMULA_STARTS.map((start) => `${start}HYPERLINK("http://mal.example")`);
    const header = values.map((value) => `${value} (en-tête)`);
    const rows = values.map((_, row) => values.map((value, column) => (row === column ? value : `texte ${column}`)));
    const [readHeader, ...readRows] = read(csvDocument(header, rows));
    expect(readHeader).toEqual(header.map((cell) => `'${cell}`));
    readRows.forEach((cells, row) => expect(cells[row]).toBe(`'${values[row]}`));
    for (const cell of [readHeader!, ...readRows].flat()) expect(cell).not.toMatch(/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/);
  });

  it('keeps a credit note’s `-15,00` a number, but not text that only starts like one', () => {
    const [, ...rows] = read(csvDocument(['x'], [[amountCell(-1500)], ['-12'], ['-15,00+1'], ['-1+cmd|A0']]));
    expect(rows).toEqual([['-15,00'], ['-12'], ["'-15,00+1"], ["'-1+cmd|A0"]]);
  });

  it('gives back a name full of commas and formulas as the one cell it is, untouched since it starts with a letter', () => {
    const name = "Chez Paul,=cmd|'/C calc'!A0,@SUM(1+1)";
    expect(read(csvDocument(['Boulangerie', 'Montant (€)'], [[name, '15,00']]))).toEqual([
      ['Boulangerie', 'Montant (€)'],
      [name, '15,00'],
    ]);
  });
});
