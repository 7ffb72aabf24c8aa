import { describe, expect, it } from 'vitest';
import { addPhonePrefix, removePhonePrefix } from '../phonePrefix.js';

describe('addPhonePrefix', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    [' 9876543210 ', '+919876543210'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (phone, expected) => {
    expect(addPhonePrefix(phone)).toBe(expected);
  });
});

describe('removePhonePrefix', () => {
  it.each([
    ['+919876543210', '9876543210'],
    ['9876543210', '9876543210'],
    ['919876543210', '919876543210'],
    [undefined, ''],
  ])('%j → %j', (phone, expected) => {
    expect(removePhonePrefix(phone)).toBe(expected);
  });
});
