import type { CartItem, CartTotals, Coupon } from '@haat/commerce-core';
import { addressInput, type AddressValues } from '@/features/addresses/addressValues';
import { apiCartItemSource } from '@/features/cart/api/cartItemSource';
import { env } from '@/lib/env';
import type { CreateOrderInput } from '../api/createOrder';

export type OrderPaymentType = 'COD' | 'PREPAID' | 'PPCOD';

/** Everything an order is made of, as the checkout page has it. */
export interface OrderDraft {
  items: readonly CartItem[];
  coupon: Coupon | null;
  cartId: string | null;
  values: AddressValues;
  paymentType: OrderPaymentType;
  /** commerce-core totals for this payment type (with rewards when applied). */
  totals: CartTotals;
  /** The PPCOD split shown to the shopper (commerce-core `ppcodSplit`), or null. */
  ppcod: { payNow: number; payOnDelivery: number } | null;
  /** WEB or MOBILE: the 575 px split, fixed when the page loads. */
  source: 'WEB' | 'MOBILE';
}

/** The input without what each attempt adds: its key and the attribution read for it. */
export type OrderInputWithoutKey = Omit<
  CreateOrderInput,
  'idempotencyKey' | 'isAffiseTrackingValid' | 'metadata'
>;

/**
 * The CreateOrder input (spec 7): products, shipping and billing address (the same,
 * `toOrderAddress`), coupon code, payment type, rewards, the client's totals and PPCOD split
 * (compared by the server, never trusted), cart id, source and orderVersion V1 — the attempt
 * adds affiliate validity and metadata (lib/attribution). Deterministic, so the same order
 * always has the same fingerprint.
 */
export function orderInput(draft: OrderDraft): OrderInputWithoutKey {
  const address = addressInput(draft.values);
  return {
    storeId: env.storeId,
    products: draft.items.map((line) => ({
      productId: line.id,
      variantId: line.variantId ?? null,
      quantity: line.qty,
      source: apiCartItemSource(line.cartItemSource),
    })),
    shippingAddress: address,
    billingAddress: address,
    couponCode: draft.coupon?.code ?? null,
    paymentType: draft.paymentType,
    appliedRewardPoints: draft.totals.rewardsApplied > 0 ? draft.totals.rewardsApplied : null,
    totalAmount: draft.totals.amountPayable,
    ppcod: draft.ppcod
      ? { prepaidAmount: draft.ppcod.payNow, codAmount: draft.ppcod.payOnDelivery }
      : null,
    shoppingCartId: draft.cartId,
    source: draft.source,
    totalCashbackEarned: draft.totals.cashbackEarned,
    orderVersion: 'V1',
  };
}

/** What identifies one order attempt: the whole input (the key aside). */
export const fingerprintOf = (input: OrderInputWithoutKey) => JSON.stringify(input);
