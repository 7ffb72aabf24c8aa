import * as z from 'zod/mini';
import { CouponSchema } from '@/lib/schemas/coupon';
import { InventoryItemSchema } from '@/lib/schemas/inventory';
import { showCartNotice } from '@/lib/toast';
import { validateStoredCart } from '@/stores/validateStoredCart';
import type { PlacementProblem } from './orderProblems';

/**
 * Spec 4 "Validate on error": an OUT_OF_STOCK refusal carries inventoryDetails (and the coupon);
 * the cart is validated with them like a stock check, and its notice shown.
 */
export function revalidateFromProblem(problem: PlacementProblem) {
  if (problem.code !== 'ERROR' || problem.inventory === undefined) return;
  const inventory = z.array(InventoryItemSchema).safeParse(problem.inventory);
  if (!inventory.success) return;
  const coupon = CouponSchema.safeParse(problem.coupon);
  const { notice } = validateStoredCart(inventory.data, coupon.success ? coupon.data : null);
  if (notice) showCartNotice(notice);
}
