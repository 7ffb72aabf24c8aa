import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '../gstinCheckCharacter.js';
import { validateGstin } from '../validateGstin.js';

describe('validateGstin', () => {
  it.each([
    ['27AAPFU0939F1ZV', 'Maharashtra'],
    ['27aapfu0939f1zv', 'Maharashtra'],
    [' 27AAPFU 0939F1ZV ', 'Maharashtra'],
    ['29AAGCB7383J1Z4', 'Karnataka'],
  ])('accepts %j (%s)', (input, stateName) => {
    const check = validateGstin(input);
    expect(check.valid).toBe(true);
    if (check.valid) {
      expect(check.gstin).toBe(input.replace(/\s+/g, '').toUpperCase());
      expect(check.state.name).toBe(stateName);
    }
  });

  it.each([
    ['', 'Enter the GSTIN.'],
    [null, 'Enter the GSTIN.'],
    ['27AAPFU0939F1Z', 'A GSTIN has 15 characters; this one has 14.'],
    [
      '27AAPFU0939F1AV',
      'The GSTIN 27AAPFU0939F1AV is not in the GSTIN format (state code, PAN, entity number, Z, check character).',
    ],
    [
      '2AAAPFU0939F1ZV',
      'The GSTIN 2AAAPFU0939F1ZV is not in the GSTIN format (state code, PAN, entity number, Z, check character).',
    ],
    ['99AAPFU0939F1ZV', 'The GSTIN 99AAPFU0939F1ZV starts with an unknown state code 99.'],
    ['27AAPFU0939F1ZX', 'The GSTIN 27AAPFU0939F1ZX fails its check character (expected V).'],
  ])('refuses %j: %s', (input, message) => {
    expect(validateGstin(input)).toEqual({ valid: false, message });
  });

  it('accepts a well-formed GSTIN exactly when its last character is the check character', () => {
    const letters = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const digits = fc.constantFrom(...'0123456789');
    const body = fc
      .tuple(
        fc.constantFrom('07', '27', '29', '33'),
        fc.array(letters, { minLength: 5, maxLength: 5 }),
        fc.array(digits, { minLength: 4, maxLength: 4 }),
        letters,
        fc.constantFrom(...'123456789ABC'),
      )
      .map(([state, a, d, l, e]) => `${state}${a.join('')}${d.join('')}${l}${e}Z`);
    fc.assert(
      fc.property(
        body,
        fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        (first, last) => {
          const valid = validateGstin(`${first}${last}`).valid;
          return valid === (gstinCheckCharacter(first) === last);
        },
      ),
    );
  });
});
