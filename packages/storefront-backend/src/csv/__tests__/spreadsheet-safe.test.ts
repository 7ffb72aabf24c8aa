import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../parse-csv.js';
import { csvRupees, spreadsheetSafe } from '../spreadsheet-safe.js';
import { writeCsv } from '../write-csv.js';

describe('spreadsheetSafe', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+919800000001', "'+919800000001"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['Asha Rao', 'Asha Rao'],
    ['a=1', 'a=1'],
    ['', ''],
  ])('%j is written %j', (cell, safe) => {
    expect(spreadsheetSafe(cell)).toBe(safe);
  });

  it('never leaves a formula first, and reads back the same through writeCsv', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 5 }),
        (cells) => {
          const safe = cells.map(spreadsheetSafe);
          for (const cell of safe) expect(/^[=+\-@\t\r]/.test(cell)).toBe(false);
          expect(parseCsv(writeCsv([safe]))).toEqual({ ok: true, rows: [safe] });
        },
      ),
    );
  });
});

describe('csvRupees', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123_450, '1234.50'],
    [10_000_000, '100000.00'],
    [-250, '-2.50'],
  ])('%i paise is %s', (paise, text) => {
    expect(csvRupees(paise)).toBe(text);
  });
});
