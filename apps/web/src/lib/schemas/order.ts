import * as z from 'zod/mini';
import { addressFields } from './addressFields';

/** Order statuses (spec 4). */
export const ORDER_STATUSES = [
  'PENDING',
  'CONFIRMED',
  'COMPLETE',
  'DISPATCHED',
  'DELIVERED',
  'CANCELLED',
  'RETURNED',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const OrderAddressSchema = z.object({ ...addressFields, phone: z.nullish(z.string()) });

export type OrderAddress = z.infer<typeof OrderAddressSchema>;

export const OrderProductSchema = z.object({
  productId: z.string(),
  variantId: z.nullish(z.string()),
  sku: z.nullish(z.string()),
  title: z.string(),
  variantTitle: z.nullish(z.string()),
  imageKey: z.nullish(z.string()),
  quantity: z.number(),
  cancelledQuantity: z.number(),
  price: z.number(),
  listingPrice: z.nullish(z.number()),
  source: z.nullish(z.enum(['CART', 'COUPON', 'LIMITED_TIME_DEAL'])),
  status: z.string(),
});

export type OrderProduct = z.infer<typeof OrderProductSchema>;

/**
 * An order (spec 3 "Order") with addresses, lines and totals, as CreateOrder and GetOrder answer.
 * The addresses are null when the API does not show this caller the order's personal data (a
 * guest order read without its access key); `accessKey` only comes with CreateOrder.
 */
export const OrderSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** The shopper's account; null for a guest order. */
  userId: z.nullish(z.string()),
  status: z.enum(ORDER_STATUSES),
  paymentType: z.enum(['COD', 'PREPAID', 'PPCOD']),
  shippingAddress: z.nullish(OrderAddressSchema),
  billingAddress: z.nullish(OrderAddressSchema),
  accessKey: z.nullish(z.string()),
  products: z.array(OrderProductSchema),
  itemTotal: z.number(),
  listingTotal: z.nullish(z.number()),
  couponDiscount: z.number(),
  couponCode: z.nullish(z.string()),
  totalAmount: z.number(),
  totalDiscount: z.number(),
  totalStoreCredit: z.number(),
  totalCashOnDeliveryCharges: z.number(),
  totalPrepaidAmount: z.number(),
  totalCodAmount: z.number(),
  totalShippingCharges: z.number(),
  prepaidDiscount: z.number(),
  cashbackEarned: z.nullish(z.number()),
  appliedRewardPoints: z.nullish(z.number()),
  ppcod: z.nullish(z.object({ prepaidAmount: z.number(), codAmount: z.number() })),
  orderDate: z.string(),
  createdAt: z.string(),
});

export type Order = z.infer<typeof OrderSchema>;
