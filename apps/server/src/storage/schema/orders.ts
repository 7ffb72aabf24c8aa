import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import type { OrderAddressRecord } from '@haat/storefront-backend';
import { epochMs, paise } from './columns.js';

/** Order numbers (the code's digits): unique under any concurrency, never reused. */
export const orderNumbers = pgSequence('order_numbers', { startWith: 10234, minValue: 10234 });

/** Orders (OrderRecord): the receipt in integer paise columns, addresses as JSON. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull().unique('orders_code_unique'),
    storeId: text('store_id').notNull(),
    userId: text('user_id'),
    guestSecretHash: text('guest_secret_hash'),
    /** The shipping address's phone, for a verified phone's guest orders. */
    phone: text('phone'),
    channelName: text('channel_name'),
    shippingAddress: jsonb('shipping_address').$type<OrderAddressRecord>().notNull(),
    billingAddress: jsonb('billing_address').$type<OrderAddressRecord>().notNull(),
    itemTotal: paise('item_total_paise').notNull(),
    listingTotal: paise('listing_total_paise'),
    couponDiscount: paise('coupon_discount_paise').notNull(),
    prepaidDiscount: paise('prepaid_discount_paise').notNull(),
    totalDiscount: paise('total_discount_paise').notNull(),
    shipping: paise('shipping_paise').notNull(),
    codCharges: paise('cod_charges_paise').notNull(),
    giftCharges: paise('gift_charges_paise').notNull(),
    rewardsApplied: paise('rewards_applied_paise').notNull(),
    total: paise('total_paise').notNull(),
    payNow: paise('pay_now_paise').notNull(),
    payOnDelivery: paise('pay_on_delivery_paise').notNull(),
    cashbackEarned: paise('cashback_earned_paise').notNull(),
    cashbackRefunded: paise('cashback_refunded_paise').notNull(),
    couponCode: text('coupon_code'),
    couponCodeId: text('coupon_code_id'),
    paymentType: text('payment_type').notNull(),
    status: text('status').notNull(),
    deliveryStatus: text('delivery_status').notNull(),
    /** When a PENDING order's hold on its units lapses (null: it holds nothing unpaid). */
    holdUntil: epochMs('hold_until'),
    /** The SHA-256 of the network address the order was placed from (the per-address cap). */
    placedFrom: text('placed_from'),
    currency: text('currency').notNull().default('INR'),
    source: text('source'),
    checkoutChannel: text('checkout_channel'),
    isAffiseTrackingValid: boolean('is_affise_tracking_valid').notNull().default(false),
    metadata: text('metadata'),
    orderVersion: text('order_version').notNull(),
    sla: text('sla'),
    priority: integer('priority'),
    taxExempted: boolean('tax_exempted').notNull().default(false),
    cFormProvided: boolean('c_form_provided').notNull().default(false),
    thirdPartyShipping: boolean('third_party_shipping').notNull().default(false),
    createdAt: epochMs('created_at').notNull(),
    updatedAt: epochMs('updated_at').notNull(),
  },
  (t) => [
    index('orders_user_created').on(t.userId, t.createdAt),
    index('orders_phone_created').on(t.phone, t.createdAt),
    // The hold sweep (status = 'PENDING' and hold_until <= now) and the caps' counts.
    index('orders_open_holds').on(t.status, t.holdUntil),
    index('orders_placed_from').on(t.placedFrom, t.holdUntil),
    // The Today screen's orders per day (a range on created_at).
    index('orders_created').on(t.createdAt),
    // The console's pin code filter, newest first (the expression the adapter's WHERE writes).
    index('orders_shipping_pin_code').on(sql`(${t.shippingAddress} ->> 'pinCode')`, t.createdAt),
    check('orders_payment_type', sql`${t.paymentType} in ('COD', 'PREPAID', 'PPCOD')`),
    check(
      'orders_status',
      sql`${t.status} in ('PENDING', 'CONFIRMED', 'COMPLETE', 'DISPATCHED', 'DELIVERED', 'CANCELLED', 'RETURNED')`,
    ),
    check(
      'orders_total_not_negative',
      sql`${t.total} >= 0 and ${t.payNow} >= 0 and ${t.payOnDelivery} >= 0`,
    ),
  ],
);

/** Order lines (OrderLineRecord) in their order. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    variantId: text('variant_id'),
    sku: text('sku'),
    title: text('title').notNull(),
    variantTitle: text('variant_title'),
    imageKey: text('image_key'),
    quantity: integer('quantity').notNull(),
    cancelledQuantity: integer('cancelled_quantity').notNull().default(0),
    unitPrice: paise('unit_price_paise').notNull(),
    unitListingPrice: paise('unit_listing_price_paise'),
    source: text('source'),
    status: text('status').notNull(),
    deliveryPartner: text('delivery_partner'),
    shippingCourier: text('shipping_courier'),
    trackingId: text('tracking_id'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    index('order_lines_product').on(t.productId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_cancelled_within', sql`${t.cancelledQuantity} between 0 and ${t.quantity}`),
  ],
);

/** Every status an order has had, with its time (the creation status first). */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    status: text('status').notNull(),
    at: epochMs('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);
