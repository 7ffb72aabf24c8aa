import { describe, expect, it } from 'vitest';
import { awbTemplate, readAwbList } from '../awbList';

describe('readAwbList', () => {
  const codes = ['HAAT-10301', 'HAAT-10302'];

  it.each([
    ['commas', 'HAAT-10301, DL1\nHAAT-10302, DL2'],
    ['tabs (a spreadsheet paste)', 'HAAT-10301\tDL1\nHAAT-10302\tDL2'],
    [
      'a CSV export with a header and quotes',
      'order,awb\r\n"HAAT-10301","DL1"\r\n"haat-10302","DL2"',
    ],
  ])('reads %s', (_, text) => {
    expect(readAwbList(text, codes)).toEqual({
      lines: [
        { code: 'HAAT-10301', awb: 'DL1', courier: null },
        { code: 'HAAT-10302', awb: 'DL2', courier: null },
      ],
      problems: [],
    });
  });

  it('names orders without an AWB, listed twice or not chosen', () => {
    expect(readAwbList('HAAT-10301, DL1\nHAAT-10301, DL9\nHAAT-999, DL3', codes).problems).toEqual([
      'HAAT-10301 is listed twice.',
      'HAAT-999 is not one of the orders chosen.',
      'HAAT-10302 has no AWB.',
    ]);
    expect(readAwbList(awbTemplate(codes), codes).problems).toEqual([
      'HAAT-10301 has no AWB.',
      'HAAT-10302 has no AWB.',
    ]);
  });
});
