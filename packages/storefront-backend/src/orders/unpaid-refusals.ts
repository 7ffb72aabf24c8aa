import type { GraphQLError } from 'graphql';
import { apiError } from '../errors.js';
import { waitText } from '../otp/limits.js';
import { stockKey, type StockShortage } from '../ports/storage/stock.js';
import type { UnpaidInsertOutcome } from '../ports/storage/orders.js';
import type { PricedOrder } from '../pricing/price-order.js';

/**
 * The refusal of an unpaid order past a cap on open unpaid orders: UNPAID_ORDER_LIMIT, saying
 * which cap and when the earliest of those orders stops counting, with `retryAfterSeconds`.
 *
 * @example
 * throw unpaidOrderLimit({ ok: false, limit: 'phone', retryAfterMs: 240_000 }, 3);
 * // 'You have 3 orders waiting for payment. Please pay for one of them, or try again in 4 minutes.'
 */
export function unpaidOrderLimit(
  refused: Extract<UnpaidInsertOutcome, { ok: false }>,
  cap: number,
): GraphQLError {
  const wait = waitText(refused.retryAfterMs);
  const message =
    refused.limit === 'phone'
      ? `You have ${cap} ${cap === 1 ? 'order' : 'orders'} waiting for payment. Please pay for one of them, or try again in ${wait}.`
      : `Too many orders from your network are waiting for payment. Please try again in ${wait}.`;
  return apiError('UNPAID_ORDER_LIMIT', message, {
    limit: refused.limit,
    retryAfterSeconds: Math.ceil(refused.retryAfterMs / 1000),
  });
}

/**
 * The refusal of an unpaid order when unpaid orders already hold their share of a product
 * (a shortage with `heldForPayment`): STOCK_HELD naming the product.
 *
 * @example
 * throw stockHeld(priced, [{ key: 'p1', requested: 1, available: 3, heldForPayment: true }]);
 * // 'Other shoppers are paying for the remaining units of Vitamin C Serum. Please try again in a few minutes.'
 */
export function stockHeld(priced: PricedOrder, shortages: readonly StockShortage[]): GraphQLError {
  const [first] = shortages;
  const line = priced.lines.find(
    ({ item, product }) => first && stockKey(product, item.variantId) === first.key,
  );
  const title = line?.product.title ?? 'a product in your cart';
  return apiError(
    'STOCK_HELD',
    `Other shoppers are paying for the remaining units of ${title}. Please try again in a few minutes.`,
  );
}
