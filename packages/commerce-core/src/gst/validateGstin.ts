import { gstinCheckCharacter } from './gstinCheckCharacter.js';
import { gstState } from './gstState.js';
import type { GstState } from './gstStates.js';

/**
 * A GSTIN checked: valid with its normalised form and its state, or refused with a message
 * naming the problem.
 *
 * @example
 * const check: GstinCheck = { valid: false, message: 'A GSTIN has 15 characters; this one has 14.' };
 */
export type GstinCheck =
  | { readonly valid: true; readonly gstin: string; readonly state: GstState }
  | { readonly valid: false; readonly message: string };

/** State code, PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character. */
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * Checks a GSTIN (spaces removed, upper-cased): 15 characters, a known state code, the PAN and
 * entity-number shape, `Z` in the 14th place, and the check character (`gstinCheckCharacter`).
 *
 * @example
 * validateGstin('27aapfu0939f1zv'); // { valid: true, gstin: '27AAPFU0939F1ZV', state: Maharashtra }
 * validateGstin('27AAPFU0939F1ZX').valid; // false: 'The GSTIN 27AAPFU0939F1ZX fails its check character (expected V).'
 */
export function validateGstin(value: string | null | undefined): GstinCheck {
  const gstin = (value ?? '').replace(/\s+/g, '').toUpperCase();
  if (gstin === '') return { valid: false, message: 'Enter the GSTIN.' };
  if (gstin.length !== 15) {
    return {
      valid: false,
      message: `A GSTIN has 15 characters; this one has ${gstin.length}.`,
    };
  }
  if (!SHAPE.test(gstin)) {
    return {
      valid: false,
      message: `The GSTIN ${gstin} is not in the GSTIN format (state code, PAN, entity number, Z, check character).`,
    };
  }
  const state = gstState(gstin.slice(0, 2));
  if (!state) {
    return {
      valid: false,
      message: `The GSTIN ${gstin} starts with an unknown state code ${gstin.slice(0, 2)}.`,
    };
  }
  const expected = gstinCheckCharacter(gstin.slice(0, 14));
  if (expected !== gstin.charAt(14)) {
    return {
      valid: false,
      message: `The GSTIN ${gstin} fails its check character (expected ${expected ?? '?'}).`,
    };
  }
  return { valid: true, gstin, state };
}
