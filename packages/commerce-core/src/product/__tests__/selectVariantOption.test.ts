import { describe, expect, it } from 'vitest';
import { selectVariantOption } from '../selectVariantOption.js';
import type { Product, Variant, VariantGroup } from '../../types/product.js';

const groups: VariantGroup[] = [
  { id: 'size', label: 'Size', variantOptions: [{ id: '30' }, { id: '50' }, { id: '100' }] },
  {
    id: 'shade',
    label: 'Shade',
    variantOptions: [{ id: 'light' }, { id: 'medium' }, { id: 'dark' }],
  },
];
const variant = (id: string, size: string, shade: string, status = 'ENABLED'): Variant => ({
  id,
  status,
  productVariantOptionIds: [
    { variantGroupId: 'size', variantGroupOptionId: size },
    { variantGroupId: 'shade', variantGroupOptionId: shade },
  ],
});
const product: Product = {
  id: 'tint',
  variantGroups: [{ variantGroupId: 'size' }, { variantGroupId: 'shade' }],
  variants: [
    variant('30-light', '30', 'light'),
    variant('30-medium', '30', 'medium'),
    variant('50-medium', '50', 'medium'),
    variant('50-dark', '50', 'dark'),
    variant('100-light', '100', 'light', 'DISABLED'),
    variant('100-dark', '100', 'dark'),
  ],
};

describe('selectVariantOption', () => {
  it.each([
    [
      'keeps a later option that still matches',
      { size: '30', shade: 'medium' },
      'size',
      '50',
      { size: '50', shade: 'medium' },
      '50-medium',
    ],
    [
      're-selects a later option that no longer matches',
      { size: '30', shade: 'light' },
      'size',
      '50',
      { size: '50', shade: 'medium' },
      '50-medium',
    ],
    [
      'skips disabled variants when re-selecting',
      { size: '30', shade: 'light' },
      'size',
      '100',
      { size: '100', shade: 'dark' },
      '100-dark',
    ],
    [
      'changing the last group keeps the earlier ones',
      { size: '50', shade: 'medium' },
      'shade',
      'dark',
      { size: '50', shade: 'dark' },
      '50-dark',
    ],
    [
      'an option with no variant in the earlier groups selects nothing',
      { size: '30', shade: 'light' },
      'shade',
      'dark',
      { size: '30', shade: 'dark' },
      null,
    ],
    [
      'fills a later group that had no selection',
      {},
      'size',
      '100',
      { size: '100', shade: 'dark' },
      '100-dark',
    ],
  ])('%s', (_name, current, groupId, optionId, selection, variantId) => {
    const result = selectVariantOption(product, groups, current, groupId, optionId);
    expect(result.selection).toEqual(selection);
    expect(result.variant?.id ?? null).toBe(variantId);
  });

  it('uses the store group order when the product lists none', () => {
    const bare = { ...product, variantGroups: null };
    expect(
      selectVariantOption(bare, groups, { size: '30', shade: 'light' }, 'size', '50').selection,
    ).toEqual({ size: '50', shade: 'medium' });
  });

  it('sets an unknown group without touching the others', () => {
    expect(
      selectVariantOption(product, groups, { size: '30', shade: 'light' }, 'finish', 'matte')
        .selection,
    ).toEqual({
      size: '30',
      shade: 'light',
      finish: 'matte',
    });
  });
});
