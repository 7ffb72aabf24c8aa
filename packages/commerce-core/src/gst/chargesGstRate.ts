import type { GstRate } from './gstRates.js';

/**
 * The GST rate of the charges billed with goods (shipping, COD charge, gift wrapping): the highest rate among
 * the invoice's goods, 0 when there are none. Delivery billed by the seller of the goods is part
 * of one composite supply whose principal supply is the goods (CGST Act s.2(30), s.8(a)), so it
 * takes the goods' rate rather than 18 % for a courier service; with goods at several rates the
 * highest is taken, so tax is never under-paid.
 *
 * @example
 * chargesGstRate([5, 18, 12]); // 18
 * chargesGstRate([]); // 0
 */
export function chargesGstRate(goodsRates: readonly GstRate[]): GstRate {
  let highest: GstRate = 0;
  for (const rate of goodsRates) if (rate > highest) highest = rate;
  return highest;
}
