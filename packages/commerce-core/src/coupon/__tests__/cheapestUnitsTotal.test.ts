import { describe, expect, it } from 'vitest';
import { cheapestUnitsTotal } from '../cheapestUnitsTotal.js';

const lines = [
  { id: 'a', price: 300, qty: 2 },
  { id: 'b', price: 100, qty: 1 },
  { id: 'c', price: 0.5, qty: 3 },
];

describe('cheapestUnitsTotal', () => {
  it.each([
    [0, 0],
    [2, 100],
    [4, 10150],
    [6, 70150],
    [99, 70150],
    [-1, 0],
  ])('the %s cheapest units cost %s paise', (count, expected) => {
    expect(cheapestUnitsTotal(lines, count)).toBe(expected);
  });
});
