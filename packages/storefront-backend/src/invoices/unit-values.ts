import { allocatePaise, asPaise, type Paise } from '@haat/commerce-core';
import type { OrderRecord } from '../ports/storage/records.js';

/**
 * What an order charges apart from its goods, in paise: shipping, COD and gift charges.
 *
 * @example
 * orderCharges(order.amounts); // asPaise(9800) for ₹49 shipping and ₹49 COD charges
 */
export function orderCharges(amounts: OrderRecord['amounts']): Paise {
  return asPaise(amounts.shipping + amounts.codCharges + amounts.giftCharges);
}

/**
 * Each unit's value after the order's discounts: the goods' share of what the shopper pays
 * (total + redeemed rewards − charges) allocated over every unit by its price with commerce-core
 * `allocatePaise` (exact; within a line highest first). The same rule as the order life's
 * `unitValues` (issue 23), so invoices and refunds agree to the paisa.
 *
 * @example
 * // ₹499 and ₹199 lines, a ₹100 coupon: [[42751], [17049]]
 * unitValuesOf(order);
 */
export function unitValuesOf(order: Pick<OrderRecord, 'lines' | 'amounts'>): Paise[][] {
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
