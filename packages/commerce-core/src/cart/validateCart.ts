import { isCouponStillAllowed } from '../coupon/isCouponStillAllowed.js';
import type { Maybe } from '../types/common.js';
import type { CartState } from '../types/cart.js';
import type { Coupon } from '../types/coupon.js';
import type { InventoryDetail } from '../types/inventory.js';
import { emptyCart } from './emptyCart.js';
import { findInventoryDetail } from './findInventoryDetail.js';
import { CART_NOTICES, type CartNotice } from './notices.js';
import { refreshLine, type LineRefresh } from './refreshLine.js';
import { withoutCoupon } from './updateCart.js';
import { NO_CART_CHANGES, pickCartNotice, type CartChanges } from './pickCartNotice.js';

/**
 * Result of `validateCart`: the new state, the one notice to toast, and every change by
 * record key (for tracking "out of stock" / "price mismatch" events and line highlights).
 *
 * @example
 * const { state, notice } = validateCart(cart, inventoryDetails);
 */
export interface CartValidation {
  readonly state: CartState;
  readonly notice: CartNotice | null;
  readonly changes: CartChanges;
  /**
   * True when an exception emptied the cart: the caller then also clears what spec 4 "Empty"
   * clears outside the cart state (the click id).
   */
  readonly emptied: boolean;
}

function validate(
  state: CartState,
  details: readonly InventoryDetail[],
  fresh: Maybe<Coupon>,
): CartValidation {
  const outcomes = state.data.map((line) => {
    const detail = findInventoryDetail(details, line);
    return { key: line.recordKey, line, refresh: detail ? refreshLine(line, detail) : null };
  });
  const keysWhere = (test: (r: LineRefresh) => boolean): string[] =>
    outcomes.filter((o) => o.refresh !== null && test(o.refresh)).map((o) => o.key);
  const removed = keysWhere((r) => r.removed);
  const survivors = outcomes.flatMap((o) =>
    o.refresh === null ? [o.line] : o.refresh.line ? [o.refresh.line] : [],
  );
  const orphans = survivors.filter(
    (l) => l.parentRecordKey != null && removed.includes(l.parentRecordKey),
  );
  const data = survivors.filter((l) => !orphans.includes(l));
  const coupon = fresh ?? state.coupon;
  const couponRemoved =
    coupon != null && (coupon.isArchive === true || !isCouponStillAllowed(coupon, data));
  const next: CartState = couponRemoved
    ? withoutCoupon({ ...state, data })
    : { ...state, data, coupon };
  const changes: CartChanges = {
    removed: [...removed, ...orphans.map((l) => l.recordKey)],
    unavailable: keysWhere((r) => r.unavailable),
    priceChanged: keysWhere((r) => r.priceChanged),
    collectionsChanged: keysWhere((r) => r.collectionsChanged),
    quantityChanged: keysWhere((r) => r.quantityChanged),
    unverified: outcomes.filter((o) => o.refresh === null).map((o) => o.key),
    couponRemoved,
  };
  return {
    state: next,
    notice: pickCartNotice(changes, next.coupon !== null),
    changes,
    emptied: false,
  };
}

/**
 * Validates the cart against CheckInventory data (spec 4 "Validate", also used with the
 * inventoryDetails and coupon of an order error). Each line is refreshed by `refreshLine`
 * (clamp to min/max order quantity, refresh price, collections, stock and limits; remove lines
 * out of stock, and with them their deal add-ons). A line with no entry in `inventoryDetails`
 * is kept unchanged and listed as `unverified`: a partial or failed answer must never empty a
 * shopper's cart, and the order call checks again. `coupon` is the server's fresh copy of the
 * applied coupon (omitted or null: the state's coupon is used); if it is archived or no longer
 * allowed on the refreshed lines it is removed with its gift lines. The notice follows
 * `pickCartNotice`. Any exception empties the cart (notice ITEMS_REMOVED if it had lines).
 *
 * @example
 * validateCart(cart, [{ recordKey: 'p1', inventory: 5, price: 549 }]).notice; // CART_NOTICES.CONDITIONS_CHANGED
 */
export function validateCart(
  state: CartState,
  inventoryDetails: Maybe<readonly InventoryDetail[]>,
  coupon?: Maybe<Coupon>,
): CartValidation {
  try {
    return validate(state, inventoryDetails ?? [], coupon);
  } catch {
    // The state itself may be what broke validation: read it defensively here.
    const lines: readonly unknown[] = Array.isArray(state?.data) ? state.data : [];
    const removed = lines.flatMap((line) => {
      const key = (line as { recordKey?: unknown } | null)?.recordKey;
      return typeof key === 'string' ? [key] : [];
    });
    const changes: CartChanges = {
      ...NO_CART_CHANGES,
      removed,
      couponRemoved: state?.coupon != null,
    };
    const notice = removed.length > 0 ? CART_NOTICES.ITEMS_REMOVED : null;
    return { state: emptyCart(), notice, changes, emptied: true };
  }
}
