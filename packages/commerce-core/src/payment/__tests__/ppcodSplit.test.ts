import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ppcodSplit } from '../ppcodSplit.js';
import { toPaise } from '../../money/paise.js';
import { rupees } from '../../__tests__/support/arbitraries.js';

describe('ppcodSplit', () => {
  it.each([
    ['PPCOD_AMOUNT', { grandTotal: 1049, ppcodAmount: 99 }, { payNow: 99, payOnDelivery: 950 }],
    [
      'coupon amount wins',
      { grandTotal: 1049, ppcodAmount: 99, coupon: { ppcodCouponAmount: 149.5 } },
      { payNow: 149.5, payOnDelivery: 899.5 },
    ],
    [
      'coupon amount 0 does not win',
      { grandTotal: 1049, ppcodAmount: 99, coupon: { ppcodCouponAmount: 0 } },
      { payNow: 99, payOnDelivery: 950 },
    ],
    [
      'never more than the total',
      { grandTotal: 50.25, ppcodAmount: 99 },
      { payNow: 50.25, payOnDelivery: 0 },
    ],
    ['no amount set', { grandTotal: 500, ppcodAmount: null }, { payNow: 0, payOnDelivery: 500 }],
  ])('%s', (_name, input, expected) => {
    expect(ppcodSplit(input)).toEqual(expected);
  });

  it('always adds up to the total', () => {
    fc.assert(
      fc.property(rupees(), rupees(), (grandTotal, ppcodAmount) => {
        const { payNow, payOnDelivery } = ppcodSplit({ grandTotal, ppcodAmount });
        return (
          toPaise(payNow) + toPaise(payOnDelivery) === toPaise(grandTotal) && payNow <= grandTotal
        );
      }),
    );
  });
});
