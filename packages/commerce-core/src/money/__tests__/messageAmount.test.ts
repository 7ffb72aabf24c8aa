import { describe, expect, it } from 'vitest';
import { messageAmount } from '../messageAmount.js';

describe('messageAmount', () => {
  it.each([
    [250, '250'],
    [99.5, '99.50'],
    [0.1 + 0.2, '0.30'],
    [1000.004, '1000'],
    [466.67, '466.67'],
    [0, '0'],
  ])('messageAmount(%s) is %s', (rupees, text) => {
    expect(messageAmount(rupees)).toBe(text);
  });
});
