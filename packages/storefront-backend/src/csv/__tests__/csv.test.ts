import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../parse-csv.js';
import { writeCsv } from '../write-csv.js';

describe('parseCsv', () => {
  it.each([
    [
      'a,b\r\nc,d\r\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'a,b\nc,d',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      '\uFEFFAWB,Amount\n"12,34","say ""hi"""\n',
      [
        ['AWB', 'Amount'],
        ['12,34', 'say "hi"'],
      ],
    ],
    [
      '"two\nlines",x\n\n\ny,\n',
      [
        ['two\nlines', 'x'],
        ['y', ''],
      ],
    ],
    ['', []],
  ])('reads %j', (text, rows) => {
    expect(parseCsv(text)).toEqual({ ok: true, rows });
  });

  it('names the line of an unclosed quote', () => {
    expect(parseCsv('a,b\nc,"d\ne')).toEqual({
      ok: false,
      message: 'Line 2 opens a quote that is never closed.',
    });
  });

  it('reads back whatever writeCsv writes', () => {
    const cellText = fc.string({
      unit: fc.constantFrom('a', 'Z', '9', ',', '"', '\n', '\r\n', ' ', '₹'),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(cellText, { minLength: 2, maxLength: 5 }), { maxLength: 6 }),
        (rows) => {
          expect(parseCsv(writeCsv(rows))).toEqual({ ok: true, rows });
        },
      ),
    );
  });
});
