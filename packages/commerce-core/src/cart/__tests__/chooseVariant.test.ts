import { describe, expect, it } from 'vitest';
import { chooseVariant } from '../chooseVariant.js';

const variants = [
  { id: 'off', status: 'DISABLED', inventory: 9 },
  { id: 'unknown', inventory: 9 },
  { id: 'empty', status: 'ENABLED', inventory: 0 },
  { id: 'stocked', status: 'ENABLED', inventory: 4 },
];

describe('chooseVariant', () => {
  it.each([
    ['the given variant', { variants }, 'empty', 'empty'],
    ['a given variant the product lacks', { variants }, 'ghost', null],
    [
      'first sellable variant with stock (no status is not sellable)',
      { variants },
      undefined,
      'stocked',
    ],
    [
      'untracked stock counts',
      {
        variants: [
          { id: 'a', status: 'ENABLED', inventory: 0 },
          { id: 'b', status: 'ENABLED' },
        ],
      },
      undefined,
      'b',
    ],
    [
      'a variant without its own count reads the product’s shared one (sold out here)',
      {
        inventory: 0,
        variants: [
          { id: 'shared', status: 'ENABLED' },
          { id: 'own', status: 'ENABLED', inventory: 2 },
        ],
      },
      undefined,
      'own',
    ],
    [
      'a variant without its own count reads the product’s shared one (in stock here)',
      {
        inventory: 5,
        variants: [
          { id: 'empty', status: 'ENABLED', inventory: 0 },
          { id: 'shared', status: 'ENABLED' },
        ],
      },
      undefined,
      'shared',
    ],
    [
      'first sellable when none has stock',
      {
        variants: [
          { id: 'x', status: 'DISABLED' },
          { id: 'y', status: 'ENABLED', inventory: 0 },
        ],
      },
      undefined,
      'y',
    ],
    [
      'first when none is sellable',
      { variants: [{ id: 'x', status: 'DISABLED' }, { id: 'z' }] },
      undefined,
      'x',
    ],
    ['no variants', {}, undefined, null],
  ])('%s', (_name, product, variantId, expected) => {
    expect(chooseVariant(product, variantId)?.id ?? null).toBe(expected);
  });
});
