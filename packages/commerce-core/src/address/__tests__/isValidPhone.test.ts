import { describe, expect, it } from 'vitest';
import { isValidPhone } from '../isValidPhone.js';

describe('isValidPhone', () => {
  it.each([
    ['9876543210', true],
    ['+919876543210', true],
    ['98765 43210', false],
    ['987654321', false],
    ['98765432100', false],
    ['+91987654321a', false],
    ['', false],
    [null, false],
  ])('%j → %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });
});
