/**
 * Store settings the cart arithmetic uses (spec 3 "in cart arithmetic they appear as
 * codCharges, prepaidDiscountPercent, maxPrepaidDiscount"). Rupees and percent.
 *
 * @example
 * const charges: CartCharges = { codCharges: 49, prepaidDiscountPercent: 5, maxPrepaidDiscount: 100 };
 */
export interface CartCharges {
  readonly codCharges?: number | null | undefined;
  readonly prepaidDiscountPercent?: number | null | undefined;
  readonly maxPrepaidDiscount?: number | null | undefined;
}

/**
 * Typed view of the store configuration keys the rules use (see `readStoreSettings`).
 * Numbers are rupees, percent or units; a missing number is 0, a missing flag is false.
 *
 * @example
 * const s: StoreSettings = { codCharges: 49, prepaidDiscountPercent: 5, maxPrepaidDiscount: 100, minCodAmount: 0, maxCodAmount: 5000, codEnabled: true, prepaidEnabled: true, ppcodEnabled: false, ppcodAmount: 0, blockInventory: 0, guestCheckout: true, orderCount: 0 };
 */
export interface StoreSettings extends Required<CartCharges> {
  readonly codCharges: number;
  readonly prepaidDiscountPercent: number;
  readonly maxPrepaidDiscount: number;
  readonly minCodAmount: number;
  readonly maxCodAmount: number;
  readonly codEnabled: boolean;
  readonly prepaidEnabled: boolean;
  readonly ppcodEnabled: boolean;
  readonly ppcodAmount: number;
  readonly blockInventory: number;
  readonly guestCheckout: boolean;
  readonly orderCount: number;
}
