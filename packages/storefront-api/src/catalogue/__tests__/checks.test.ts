import { describe, expect, it } from 'vitest';
import { catalogueRecordProblems } from '../checks.js';

const counts = (field: string, shown: string) =>
  `${field} must be a whole number of at least 1, or left out to mean 1 (it is ${shown})`;

describe('catalogueRecordProblems', () => {
  it.each([
    [
      'a BUY_X_GET_Y with buyXQuantity 0',
      { coupons: [{ code: 'B0G1', couponType: 'BUY_X_GET_Y', buyXQuantity: 0 }] },
      [`coupons[0] (B0G1): ${counts('buyXQuantity', '0')}`],
    ],
    [
      'a PRODUCT coupon with negative counts, without a code',
      { coupons: [{}, { couponType: 'PRODUCT', buyXQuantity: -1, getYQuantity: -2 }] },
      [
        `coupons[1]: ${counts('buyXQuantity', '-1')}`,
        `coupons[1]: ${counts('getYQuantity', '-2')}`,
      ],
    ],
    [
      'a loyalty rule without enabled',
      { loyaltyRuleEngines: [{ id: 'loy-debit', event: 'DEBIT_PREPAID_ORDER' }] },
      [
        'loyaltyRuleEngines[0] (loy-debit): enabled must be true or false (a rule that does not say is off)',
      ],
    ],
    [
      'a loyalty rule whose enabled is text',
      { loyaltyRuleEngines: [{ id: 'r', enabled: 'yes' }] },
      [
        'loyaltyRuleEngines[0] (r): enabled must be true or false (a rule that does not say is off)',
      ],
    ],
    [
      'counts left out and rules that say',
      { coupons: [{ code: 'X' }], loyaltyRuleEngines: [{ enabled: false }] },
      [],
    ],
  ])('%s', (_name, lists, expected) => {
    expect(catalogueRecordProblems({ coupons: [], loyaltyRuleEngines: [], ...lists })).toEqual(
      expected,
    );
  });
});
