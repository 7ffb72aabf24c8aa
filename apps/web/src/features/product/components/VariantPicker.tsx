import { isSellable, productStock, type VariantSelection } from '@haat/commerce-core';
import type { ProductData } from '@/lib/schemas/product';
import type { VariantGroupData } from '@/lib/schemas/store';

interface VariantPickerProps {
  product: ProductData;
  groups: readonly VariantGroupData[];
  selection: VariantSelection;
  blockInventory: number;
  onChoose: (groupId: string, optionId: string) => void;
}

const optionOf = (
  pairs: ProductData['variants'][number]['productVariantOptionIds'],
  group: string,
) => pairs.find((pair) => pair.variantGroupId === group)?.variantGroupOptionId;

/**
 * One radio group per variant group the product uses, in the product's order. An option no
 * enabled variant offers (with the earlier groups as chosen) is disabled; one whose variant is
 * out of stock is struck through and says so.
 */
export function VariantPicker({
  product,
  groups,
  selection,
  blockInventory,
  onChoose,
}: VariantPickerProps) {
  const order = product.variantGroups.map((group) => group.variantGroupId);
  return (
    <div className="space-y-3">
      {product.variantGroups.map((used, index) => {
        const group = groups.find((g) => g.id === used.variantGroupId);
        const earlier = order.slice(0, index);
        const label = group?.label ?? 'Option';
        return (
          <fieldset key={used.variantGroupId}>
            <legend className="mb-1.5 text-sm font-medium">
              {label}:{' '}
              <span className="font-normal text-ink-muted">
                {group?.variantOptions.find((o) => o.id === selection[used.variantGroupId])?.label}
              </span>
            </legend>
            <div className="flex flex-wrap gap-2">
              {used.variantGroupOptionIds.map((optionId) => {
                const offering = product.variants.filter(
                  (v) =>
                    isSellable(v) &&
                    optionOf(v.productVariantOptionIds, used.variantGroupId) === optionId &&
                    earlier.every((g) => optionOf(v.productVariantOptionIds, g) === selection[g]),
                );
                const exact = offering.find((v) =>
                  order.every(
                    (g) =>
                      g === used.variantGroupId ||
                      optionOf(v.productVariantOptionIds, g) === selection[g],
                  ),
                );
                const soldOut =
                  exact !== undefined && !productStock(product, exact.id, blockInventory).inStock;
                const optionLabel =
                  group?.variantOptions.find((o) => o.id === optionId)?.label ?? optionId;
                return (
                  <label
                    key={optionId}
                    className="chip has-checked:border-brand has-checked:bg-brand has-checked:text-white has-disabled:cursor-not-allowed has-disabled:opacity-40 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      name={`variant-${product.id}-${used.variantGroupId}`}
                      value={optionId}
                      checked={selection[used.variantGroupId] === optionId}
                      disabled={offering.length === 0}
                      onChange={() => onChoose(used.variantGroupId, optionId)}
                    />
                    <span className={soldOut ? 'line-through' : ''}>{optionLabel}</span>
                    {soldOut ? ' ' : null}
                    {soldOut ? <span className="sr-only">(out of stock)</span> : null}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
