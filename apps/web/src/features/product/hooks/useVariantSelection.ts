import { selectVariantOption, type VariantSelection } from '@haat/commerce-core';
import { useState } from 'react';
import type { ProductData, ProductVariant } from '@/lib/schemas/product';
import type { VariantGroupData } from '@/lib/schemas/store';

/** The options a variant carries, as a selection. */
export function selectionOf(variant: ProductVariant | undefined): VariantSelection {
  const selection: Record<string, string> = {};
  for (const pair of variant?.productVariantOptionIds ?? []) {
    selection[pair.variantGroupId] = pair.variantGroupOptionId;
  }
  return selection;
}

/**
 * The shopper's variant choice. Starts on `initialVariantId` (the first sellable variant);
 * choosing an option applies the spec 4 rule through commerce-core `selectVariantOption`
 * (later groups are re-selected so an existing enabled variant matches).
 */
export function useVariantSelection(
  product: ProductData,
  groups: readonly VariantGroupData[],
  initialVariantId: string | null,
) {
  const [state, setState] = useState(() => {
    const variant = product.variants.find((v) => v.id === initialVariantId) ?? product.variants[0];
    return { selection: selectionOf(variant), variantId: variant?.id ?? null };
  });
  const choose = (groupId: string, optionId: string): ProductVariant | null => {
    const next = selectVariantOption(product, groups, state.selection, groupId, optionId);
    const variantId = next.variant?.id ?? null;
    setState({ selection: next.selection, variantId });
    return product.variants.find((v) => v.id === variantId) ?? null;
  };
  const variant = product.variants.find((v) => v.id === state.variantId) ?? null;
  return { selection: state.selection, variant, choose };
}
