import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_MAX_BYTES, readCsvTable } from '../read-csv-table.js';
import { writeCsv } from '../write-csv.js';

const COLUMNS = { required: ['key', 'on_hand'], optional: ['note'] };

describe('readCsvTable', () => {
  it('reads rows by column name, numbering them as a spreadsheet does (the header is row 1)', () => {
    expect(readCsvTable('\uFEFFOn_Hand , KEY\r\n12,p1\r\n\r\n3,p2,\r\n', COLUMNS, 10)).toEqual({
      ok: true,
      headers: { key: 'KEY', on_hand: 'On_Hand' },
      records: [
        { row: 2, cells: { key: 'p1', on_hand: '12', note: '' }, problem: null },
        { row: 3, cells: { key: 'p2', on_hand: '3', note: '' }, problem: null },
      ],
    });
  });

  it("reads a column under its first alias present and ignores others' columns when asked", () => {
    const statement = {
      required: ['awb', 'amount'],
      optional: [],
      ignoreOthers: true,
      aliases: { awb: ['awb code'], amount: ['remitted amount', 'cod amount'] },
    };
    expect(
      readCsvTable('Courier,COD Amount,AWB Code,Remitted Amount\nX,600,A1,598.00\n', statement, 10),
    ).toEqual({
      ok: true,
      headers: { awb: 'AWB Code', amount: 'Remitted Amount' },
      records: [{ row: 2, cells: { awb: 'A1', amount: '598.00' }, problem: null }],
    });
    expect(readCsvTable('Courier,COD Amount\nX,600\n', statement, 10)).toEqual({
      ok: false,
      message: 'The first row must name the columns awb and amount; awb is missing.',
    });
  });

  it.each([
    ['', 'The file is empty: its first row must name the columns key, on_hand and note.'],
    [
      'key,on_hand,count,size\n',
      'Unknown column "count" and "size": the columns are key, on_hand and note.',
    ],
    ['key,key,on_hand\n', 'The column key appears twice.'],
    [
      'note\n',
      'The first row must name the columns key, on_hand and note; key and on_hand are missing.',
    ],
    ['key,on_hand\n', 'The file has no rows under its header.'],
    [
      'key,on_hand\np1,1\np2,2\np3,3\n',
      'The file has 3 rows; at most 2 are read at once: split it.',
    ],
    [
      `key,on_hand\np1,"${'x'.repeat(CSV_MAX_BYTES)}"\n`,
      'The file is larger than 2 MB: split it into smaller files.',
    ],
  ])('refuses %j whole', (content, message) => {
    expect(readCsvTable(content, COLUMNS, 2)).toEqual({ ok: false, message });
  });

  it('names a row with more cells than the header', () => {
    const table = readCsvTable('key,on_hand\np1,1,oops\n', COLUMNS, 10);
    expect(table.ok && table.records[0]?.problem).toBe('The row has 3 cells; the header names 2.');
  });

  it('reads back, trimmed and by name, whatever writeCsv wrote under a header', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', '9', ',', '"', '\n', '\r\n', ' ', '₹') });
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell, cell), { minLength: 1, maxLength: 6 }), (rows) => {
        const table = readCsvTable(writeCsv([['note', 'key', 'on_hand'], ...rows]), COLUMNS, 10);
        expect(table).toEqual({
          ok: true,
          headers: { key: 'key', on_hand: 'on_hand', note: 'note' },
          records: rows.map(([note, key, onHand], index) => ({
            row: index + 2,
            cells: { key: key.trim(), on_hand: onHand.trim(), note: note.trim() },
            problem: null,
          })),
        });
      }),
    );
  });
});
