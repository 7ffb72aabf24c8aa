import { track } from '@/lib/analytics/track';
import type { Order } from '@/lib/schemas/order';

/** Spec 7 "purchase (with per-item events)", sent once when the order is confirmed. */
export function trackPurchase(order: Order) {
  track({
    name: 'purchase',
    transactionId: order.code,
    value: order.totalAmount,
    shipping: order.totalShippingCharges,
    coupon: order.couponCode ?? null,
    paymentType: order.paymentType,
    items: order.products.map((line) => ({
      item_id: line.productId,
      item_name: line.title,
      ...(line.variantTitle ? { item_variant: line.variantTitle } : {}),
      ...(line.variantId ? { variant_id: line.variantId } : {}),
      price: line.price,
      quantity: line.quantity,
    })),
  });
}
