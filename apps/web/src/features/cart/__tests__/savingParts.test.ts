import { computeCartTotals, toPaise, type Coupon } from '@haat/commerce-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { savingParts } from '../savingParts';

const rupees = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map((paise) => paise / 100);

const line = fc.record({
  id: fc.constantFrom('a', 'b', 'c'),
  price: rupees(1, 2000),
  extra: rupees(0, 500),
  qty: fc.integer({ min: 1, max: 4 }),
});

const coupon = fc.option(
  fc.record({
    code: fc.constant('SAVE'),
    couponType: fc.constant('PERCENTAGE' as const),
    getYPercentage: fc.integer({ min: 1, max: 50 }),
    maxDiscount: fc.option(rupees(1, 300), { nil: undefined }),
    applyPrepaidDiscount: fc.boolean(),
  }),
  { nil: null },
);

const cart = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 4 }),
  coupon,
  shippingAmount: rupees(0, 120),
  freeFrom: rupees(0, 1500),
  method: fc.constantFrom('NONE', 'COD', 'PREPAID', 'PPCOD'),
  prepaidDiscountPercent: fc.integer({ min: 0, max: 10 }),
});

describe('savingParts', () => {
  it('breaks ₹409.21 into MRP, coupon, prepaid discount and the ₹50 shipping part', () => {
    // The two serums of the journeys: ₹599 (MRP ₹699) + ₹499 (MRP ₹599), GLOW10, free shipping.
    expect(
      savingParts({
        amountSaved: 409.21,
        listingTotal: 1298,
        itemTotal: 1098,
        couponDiscount: 109.8,
        totalDiscount: 159.21,
      }),
    ).toEqual([
      { kind: 'mrp', amount: 200 },
      { kind: 'coupon', amount: 109.8 },
      { kind: 'prepaid', amount: 49.41 },
      { kind: 'shipping', amount: 50 },
    ]);
  });

  it('adds up to the "You save" figure on any cart, and its shipping part is ₹50 minus shipping', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const totals = computeCartTotals({
          items: input.lines.map((l) => ({
            id: l.id,
            price: l.price,
            listingPrice: l.price + l.extra,
            qty: l.qty,
          })),
          coupon: input.coupon as Coupon | null,
          shippingTiers: [
            {
              type: 'CUSTOM',
              paymentType: 'ALL',
              amount: input.shippingAmount,
              maxOrderValue: input.freeFrom,
            },
            { type: 'CUSTOM', paymentType: 'ALL', amount: 0, minOrderValue: input.freeFrom + 0.01 },
          ],
          paymentMethod: input.method,
          charges: { codCharges: 49, prepaidDiscountPercent: input.prepaidDiscountPercent },
        });
        const parts = savingParts(totals);
        const sum = parts.reduce((total, part) => total + toPaise(part.amount), 0);
        expect(sum).toBe(toPaise(totals.amountSaved));
        expect(parts.every((part) => part.amount > 0)).toBe(true);
        const shipping = parts.find((part) => part.kind === 'shipping')?.amount ?? 0;
        // Spec 9: "adds a floor of 50 minus shipping, not below 0".
        expect(toPaise(shipping)).toBe(Math.max(0, 5000 - toPaise(totals.shipping)));
      }),
    );
  });
});
