import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cursorParts, cursorText, pageSize } from '../paging.js';

describe('admin list paging', () => {
  it('takes 50 by default and 1 to 200 when asked, refusing other sizes by their bounds', () => {
    expect(pageSize(null)).toBe(50);
    expect(pageSize(undefined)).toBe(50);
    expect(pageSize(1)).toBe(1);
    expect(pageSize(200)).toBe(200);
    for (const first of [0, -1, 201, 2.5]) {
      expect(() => pageSize(first)).toThrow('first must be between 1 and 200.');
    }
  });

  it('reads back every cursor it gave', () => {
    fc.assert(
      fc.property(fc.nat(), fc.string(), (at, id) => {
        expect(cursorParts(cursorText(at, id))).toEqual([at, id]);
      }),
    );
  });

  it('refuses a cursor it did not give', () => {
    for (const text of [
      '',
      'not base64!',
      btoa('{"at":1}'),
      btoa('[1.5,"x"]'),
      btoa('["1","x"]'),
    ]) {
      expect(() => cursorParts(text)).toThrow('after is not a cursor this list gave.');
    }
  });
});
