/**
 * One refused field of a coupon being written, named as the coupon's field is.
 *
 * @example
 * const problem: CouponFieldProblem = { field: 'buyXQuantity', message: 'buyXQuantity must be a whole number of at least 1, or left out to mean 1 (it is 0)' };
 */
export interface CouponFieldProblem {
  readonly field: 'buyXQuantity' | 'getYQuantity';
  readonly message: string;
}

const FIELDS = ['buyXQuantity', 'getYQuantity'] as const;

/**
 * What is wrong with a coupon's counts before it is stored: `buyXQuantity` and `getYQuantity`
 * must each be left out (null: the spec's default of 1) or be a whole number of at least 1. A 0,
 * a negative or a fraction is refused with a message naming the field and the value, since the
 * rules would read it as 1 (`couponQuantities`) and the coupon would not do what its author
 * typed. The one check every place that writes coupons runs (the catalogue import, the admin
 * API's upsertCoupon); it takes unchecked JSON as well as a `Coupon`. Empty when the coupon may
 * be stored.
 *
 * @example
 * couponQuantityProblems({ buyXQuantity: 2, getYQuantity: null }); // []
 * couponQuantityProblems({ buyXQuantity: 0 });
 * // [{ field: 'buyXQuantity', message: 'buyXQuantity must be a whole number of at least 1, or left out to mean 1 (it is 0)' }]
 */
export function couponQuantityProblems(coupon: {
  readonly buyXQuantity?: unknown;
  readonly getYQuantity?: unknown;
}): CouponFieldProblem[] {
  return FIELDS.flatMap((field) => {
    const value = coupon[field];
    if (value == null || (typeof value === 'number' && Number.isInteger(value) && value >= 1)) {
      return [];
    }
    // Numbers as they print; anything else (text, a list…) as JSON, so "2" shows its quotes.
    const shown = typeof value === 'number' ? String(value) : JSON.stringify(value);
    return [
      {
        field,
        message: `${field} must be a whole number of at least 1, or left out to mean 1 (it is ${shown})`,
      },
    ];
  });
}
