import { asPaise } from '@haat/commerce-core';
import type { OrderRecord } from '../ports/storage/records.js';
import { stockKey, type StockKeyProduct } from '../ports/storage/stock.js';
import type { Effect } from './effects.js';
import type { LifeRules, OrderLife } from './life.js';
import { orderCharges, unitValues } from './unit-values.js';

/**
 * The life of an order just placed (issue 23: a COD order is CONFIRMED at once, as the
 * storefront's polling expects; a prepaid or PPCOD order is PENDING until its online part is
 * paid), and its first effects: the confirm-your-COD-order message when the shop asks COD
 * orders to be confirmed (`rules.codConfirmation`; the order stays CONFIRMED for the shopper
 * while its fulfilment waits "to confirm"), else the order-confirmed message once nothing is
 * left to pay online. An order placed PENDING is waiting for its payment; one placed CONFIRMED
 * with an online part has paid it. Orders in any other status have moved on already: a
 * programmer error. `products` are the order's products as the catalogue holds them: a line's
 * stock key depends on whether its variant counts its own stock (`stockKey`); a product not
 * among them gives its units to its own key, as `heldStockLines` does.
 *
 * @example
 * const { life, effects } = startLife(order, { codConfirmation: true,
 *   returnWindowMs: 7 * 86_400_000, rtoAdvance: 'keep' }, products);
 * effects; // [{ kind: 'notify', message: 'confirm-cod', subject: null }] for a COD order
 */
export function startLife(
  order: OrderRecord,
  rules: LifeRules,
  products: readonly StockKeyProduct[],
): { readonly life: OrderLife; readonly effects: readonly Effect[] } {
  if (order.status !== 'PENDING' && order.status !== 'CONFIRMED') {
    throw new Error(`Order ${order.code} is ${order.status}: its life has already started`);
  }
  const { amounts } = order;
  const awaiting = order.status === 'PENDING';
  const payment = amounts.payNow === 0 ? 'NOT_NEEDED' : awaiting ? 'AWAITING' : 'PAID';
  const confirmation =
    order.paymentType === 'COD' && rules.codConfirmation && !awaiting ? 'REQUIRED' : 'NOT_NEEDED';
  const values = unitValues(order);
  const byId = new Map(products.map((product) => [product.id, product]));
  const life: OrderLife = {
    orderId: order.id,
    code: order.code,
    paymentType: order.paymentType,
    couponCodeId: order.couponCodeId,
    rules,
    placedAt: order.createdAt,
    confirmation,
    payment,
    lines: order.lines.map((line, index) => ({
      key: stockKey(byId.get(line.productId) ?? { id: line.productId }, line.variantId),
      quantity: line.quantity,
      unitValues: values[index] ?? [],
      cancelled: line.cancelledQuantity,
    })),
    shipments: [],
    returns: [],
    money: {
      charges: orderCharges(amounts),
      payNow: amounts.payNow,
      onlinePaid: payment === 'PAID' ? amounts.payNow : asPaise(0),
      rewardsApplied: amounts.rewardsApplied,
      cashCollected: asPaise(0),
      retained: asPaise(0),
      goodwill: asPaise(0),
      refunds: [],
    },
    couponReturned: false,
    completedAt: null,
    events: [
      {
        move: 'PLACE',
        actor: { kind: 'shopper', userId: order.userId },
        at: order.createdAt,
        reason: null,
        subject: null,
      },
    ],
    version: 0,
  };
  const effects: Effect[] = awaiting
    ? []
    : [
        {
          kind: 'notify',
          message: confirmation === 'REQUIRED' ? 'confirm-cod' : 'order-confirmed',
          subject: null,
        },
      ];
  return { life, effects };
}
