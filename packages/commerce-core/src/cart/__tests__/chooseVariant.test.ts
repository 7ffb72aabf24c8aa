import { describe, expect, it } from 'vitest';
import { chooseVariant } from '../chooseVariant.js';

const variants = [
  { id: 'off', status: 'DISABLED', inventory: 9 },
  { id: 'empty', inventory: 0 },
  { id: 'stocked', inventory: 4 },
];

describe('chooseVariant', () => {
  it.each([
    ['the given variant', { variants }, 'empty', 'empty'],
    ['a given variant the product lacks', { variants }, 'ghost', null],
    ['first enabled variant with stock', { variants }, undefined, 'stocked'],
    [
      'untracked stock counts',
      { variants: [{ id: 'a', inventory: 0 }, { id: 'b' }] },
      undefined,
      'b',
    ],
    [
      'first enabled when none has stock',
      {
        variants: [
          { id: 'x', status: 'DISABLED' },
          { id: 'y', inventory: 0 },
        ],
      },
      undefined,
      'y',
    ],
    [
      'first when all are disabled',
      { variants: [{ id: 'x', status: 'DISABLED' }] },
      undefined,
      'x',
    ],
    ['no variants', {}, undefined, null],
  ])('%s', (_name, product, variantId, expected) => {
    expect(chooseVariant(product, variantId)?.id ?? null).toBe(expected);
  });
});
