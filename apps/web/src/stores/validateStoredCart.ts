import {
  validateCart,
  type CartValidation,
  type Coupon,
  type InventoryDetail,
} from '@haat/commerce-core';
import { useCartStore } from './cartStore';

/**
 * Applies CheckInventory data to the stored cart with commerce-core `validateCart` (spec 4
 * "Validate"; also "Validate on error" with an order refusal's inventoryDetails and coupon) and
 * returns the notice to show and what changed (for tracking). Kept out of the cart store so the
 * validation rules load with the cart's effects, not with the first page.
 */
export function validateStoredCart(
  inventory: readonly InventoryDetail[],
  coupon?: Coupon | null,
): CartValidation {
  const result = validateCart(useCartStore.getState(), inventory, coupon);
  // An exception emptied the cart: empty it the store's way, which also clears the click id.
  if (result.emptied) useCartStore.getState().empty();
  else useCartStore.getState().set(result.state);
  return result;
}
