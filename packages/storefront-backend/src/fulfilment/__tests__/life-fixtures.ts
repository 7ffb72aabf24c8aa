import { asPaise } from '@haat/commerce-core';
import type { OrderLineRecord, OrderRecord } from '../../ports/storage/records.js';
import type { StockKeyProduct } from '../../ports/storage/stock.js';
import type { Actor, LifeRules } from '../life.js';

/** 1 Jan 2026, 10:00 IST. */
export const T0 = Date.UTC(2026, 0, 1, 4, 30);
export const DAY = 86_400_000;

export const STAFF: Actor = { kind: 'staff', staffId: 'staff-1' };
export const SHOPPER: Actor = { kind: 'shopper', userId: 'user-1' };
export const SYSTEM: Actor = { kind: 'system' };
export const COURIER: Actor = { kind: 'provider', provider: 'courier' };
export const GATEWAY: Actor = { kind: 'provider', provider: 'razorpay' };

export const RULES: LifeRules = {
  codConfirmation: false,
  returnWindowMs: 7 * DAY,
  rtoAdvance: 'keep',
};

/** Where every test order goes. */
const SHIP_TO: OrderRecord['shippingAddress'] = {
  name: 'Asha Rao',
  phone: '+919876543210',
  email: null,
  country: 'IN',
  state: 'KA',
  city: 'Bengaluru',
  pinCode: '560001',
  landmark: null,
  address: '12 MG Road',
  location: null,
  area: null,
};

/** An order's options: lines (unit price in paise, quantity), payment and money. */
export interface OrderShape {
  readonly lines?: readonly { readonly price: number; readonly quantity: number }[];
  readonly paymentType?: OrderRecord['paymentType'];
  readonly couponDiscount?: number;
  readonly shipping?: number;
  readonly codCharges?: number;
  readonly rewards?: number;
  /** PPCOD: the advance paid online. */
  readonly advance?: number;
  readonly coupon?: boolean;
  /** Placed PENDING (waiting for its online part). */
  readonly pending?: boolean;
}

const line = (index: number, price: number, quantity: number): OrderLineRecord => ({
  productId: `p${index + 1}`,
  variantId: index % 2 === 1 ? `v${index + 1}` : null,
  sku: null,
  title: `Product ${index + 1}`,
  variantTitle: null,
  imageKey: null,
  quantity,
  cancelledQuantity: 0,
  unitPrice: asPaise(price),
  unitListingPrice: null,
  source: null,
  status: 'CREATED',
  deliveryPartner: null,
  shippingCourier: null,
  trackingId: null,
});

/**
 * An order as placed: ₹499 × 2 and ₹199 × 1 by default, COD, no discount, CONFIRMED (PENDING
 * with `pending`); totals computed as the storefront computes them.
 */
export function anOrder(shape: OrderShape = {}): OrderRecord {
  const lines = (
    shape.lines ?? [
      { price: 49900, quantity: 2 },
      { price: 19900, quantity: 1 },
    ]
  ).map((l, i) => line(i, l.price, l.quantity));
  const paymentType = shape.paymentType ?? 'COD';
  const itemTotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const coupon = shape.couponDiscount ?? 0;
  const shipping = shape.shipping ?? 0;
  const codCharges = paymentType === 'PREPAID' ? 0 : (shape.codCharges ?? 0);
  const rewards = shape.rewards ?? 0;
  const total = itemTotal - coupon + shipping + codCharges - rewards;
  const payNow =
    paymentType === 'COD'
      ? 0
      : paymentType === 'PREPAID'
        ? total
        : Math.min(shape.advance ?? 10000, total);
  const zero = asPaise(0);
  return {
    id: 'order-1',
    code: 'HAAT-10234',
    storeId: 'store-1',
    userId: 'user-1',
    guestSecretHash: null,
    channelName: 'WEB',
    shippingAddress: SHIP_TO,
    billingAddress: SHIP_TO,
    lines,
    amounts: {
      itemTotal: asPaise(itemTotal),
      listingTotal: null,
      couponDiscount: asPaise(coupon),
      prepaidDiscount: zero,
      totalDiscount: asPaise(coupon),
      shipping: asPaise(shipping),
      codCharges: asPaise(codCharges),
      giftCharges: zero,
      rewardsApplied: asPaise(rewards),
      total: asPaise(total),
      payNow: asPaise(payNow),
      payOnDelivery: asPaise(total - payNow),
      cashbackEarned: zero,
      cashbackRefunded: zero,
    },
    couponCode: shape.coupon ? 'SAVE100' : null,
    couponCodeId: shape.coupon ? 'coupon-1' : null,
    paymentType,
    status: shape.pending ? 'PENDING' : 'CONFIRMED',
    deliveryStatus: shape.pending ? 'PENDING' : 'CONFIRMED',
    history: [],
    holdUntil: shape.pending ? T0 + 5 * 60_000 : null,
    placedFrom: null,
    currency: 'INR',
    source: 'WEB',
    checkoutChannel: 'HAAT',
    isAffiseTrackingValid: false,
    metadata: null,
    orderVersion: 'V1',
    sla: null,
    priority: null,
    taxExempted: false,
    cFormProvided: false,
    thirdPartyShipping: false,
    createdAt: T0,
    updatedAt: T0,
  };
}

/**
 * The catalogue's view of an order's products: each line's variant, when it has one, counts its
 * own stock (keys `p2:v2`), the others draw on the product's key.
 */
export const productsOf = (order: OrderRecord): StockKeyProduct[] =>
  order.lines.map((l) => ({
    id: l.productId,
    variants: l.variantId === null ? [] : [{ id: l.variantId, inventory: 5 }],
  }));
