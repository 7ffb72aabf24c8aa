import { describe, expect, it } from 'vitest';
import { saveLabel } from '../saveLabel.js';

describe('saveLabel', () => {
  it.each([
    [499, 599, 'Save ₹100'],
    [499.5, 599, 'Save ₹99.50'],
    [0.1, 0.3, 'Save ₹0.20'],
    [599, 599, null],
    [699, 599, null],
    [499, null, null],
  ])('price %s, listing %s → %j', (price, listing, label) => {
    expect(saveLabel(price, listing)).toBe(label);
  });
});
