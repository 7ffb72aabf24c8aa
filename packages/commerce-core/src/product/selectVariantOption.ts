import type { Product, Variant, VariantGroup } from '../types/product.js';
import { isSellable } from './isSellable.js';

/**
 * Chosen option id per variant group id.
 *
 * @example
 * const selection: VariantSelection = { size: '50ml', shade: 'light' };
 */
export type VariantSelection = Readonly<Record<string, string>>;

const optionOf = (v: Variant, groupId: string): string | undefined =>
  v.productVariantOptionIds?.find((o) => o.variantGroupId === groupId)?.variantGroupOptionId ??
  undefined;

const matches = (v: Variant, selection: VariantSelection, groups: readonly string[]): boolean =>
  isSellable(v) && groups.every((g) => optionOf(v, g) === selection[g]);

/** Group ids in the product's order (its `variantGroups`), else in the store's order. */
function groupOrder(product: Product, groups: readonly VariantGroup[]): string[] {
  const own = (product.variantGroups ?? [])
    .map((g) => g.variantGroupId)
    .filter((id): id is string => !!id);
  return own.length > 0 ? own : groups.map((g) => g.id);
}

/** Option ids of a group, in the store's order, then any the variants use that it does not list. */
function optionIds(
  groupId: string,
  groups: readonly VariantGroup[],
  variants: readonly Variant[],
): string[] {
  const listed = (groups.find((g) => g.id === groupId)?.variantOptions ?? []).map((o) => o.id);
  const used = variants
    .map((v) => optionOf(v, groupId))
    .filter((id): id is string => id !== undefined);
  return [...new Set([...listed, ...used])];
}

/**
 * Variant selection (spec 4): choosing `optionId` in `groupId` keeps the earlier groups and
 * re-selects each later group so that an existing sellable variant (`isSellable`) matches — the current option
 * if it still matches, else the first option (store order) that does. If no sellable variant has
 * the chosen option, later groups are left as they were. Returns the selection and the sellable
 * variant matching it in every group (or `null`).
 *
 * @example
 * selectVariantOption(product, groups, { size: '50ml', shade: 'light' }, 'size', '100ml');
 * // { selection: { size: '100ml', shade: 'light' or the first shade that exists in 100ml }, variant }
 */
export function selectVariantOption(
  product: Product,
  variantGroups: readonly VariantGroup[],
  currentSelection: VariantSelection,
  groupId: string,
  optionId: string,
): { selection: VariantSelection; variant: Variant | null } {
  const variants = product.variants ?? [];
  const order = groupOrder(product, variantGroups);
  const index = order.indexOf(groupId);
  const selection: Record<string, string> = { ...currentSelection, [groupId]: optionId };
  const fixed = index === -1 ? [groupId] : order.slice(0, index + 1);
  if (variants.some((v) => matches(v, selection, fixed))) {
    for (const later of index === -1 ? [] : order.slice(index + 1)) {
      const prefix = [...fixed, later];
      const current = selection[later];
      const fits = (id: string): boolean =>
        variants.some((v) => matches(v, { ...selection, [later]: id }, prefix));
      const pick =
        current !== undefined && fits(current)
          ? current
          : optionIds(later, variantGroups, variants).find(fits);
      if (pick !== undefined) selection[later] = pick;
      fixed.push(later);
    }
  }
  const variant =
    variants.find((v) => matches(v, selection, order.length > 0 ? order : [groupId])) ?? null;
  return { selection, variant };
}
