import { allocatePaise, asPaise, type Paise } from '@haat/commerce-core';
import type { OrderRecord } from '../ports/storage/records.js';

/**
 * What an order charges apart from its goods: shipping, COD and gift charges (refunded only
 * when nothing of the order reached the shopper).
 *
 * @example
 * orderCharges(order.amounts); // shipping + COD charges + gift charges
 */
export function orderCharges(amounts: OrderRecord['amounts']): Paise {
  return asPaise(amounts.shipping + amounts.codCharges + amounts.giftCharges);
}

/**
 * What each unit of each line is worth after the order's discounts: the goods' share of what
 * the shopper pays (total + redeemed rewards − charges) allocated over every unit by its price,
 * once, with commerce-core `allocatePaise` (exact: the units add up to the goods' share to the
 * paisa). Within a line the values are highest first and differ by at most one paisa.
 *
 * @example
 * // ₹499 and ₹199 lines, a ₹100 coupon, free shipping: the ₹598 paid is split 427.51 / 170.49
 * unitValues(order); // [[42751], [17049]]
 */
export function unitValues(order: Pick<OrderRecord, 'lines' | 'amounts'>): Paise[][] {
  const goods = order.amounts.total + order.amounts.rewardsApplied - orderCharges(order.amounts);
  if (goods < 0) throw new RangeError(`Order charges exceed what the order costs: ${goods}`);
  const weights = order.lines.flatMap((line) =>
    Array.from({ length: line.quantity }, () => line.unitPrice as number),
  );
  const shares = allocatePaise(asPaise(goods), weights);
  let next = 0;
  return order.lines.map((line) => {
    const values = shares.slice(next, next + line.quantity);
    next += line.quantity;
    return values.sort((a, b) => b - a);
  });
}
