import { describe, expect, it } from 'vitest';
import { promoCouponCode } from '../promoCouponCode.js';

describe('promoCouponCode', () => {
  it.each([
    ['BETTER LUCK NEXT TIME', null],
    [' BETTER LUCK NEXT TIME ', null],
    ['', null],
    [null, null],
    [' GLOW10 ', 'GLOW10'],
  ])('%j → %j', (value, code) => {
    expect(promoCouponCode(value)).toBe(code);
  });
});
