/**
 * One order's use of a coupon, counted once for each customer key it names (`phone:+91…`, and
 * `user:<id>` when signed in), against the coupon's per-customer cap.
 *
 * @example
 * const use: CouponUse = { couponId: 'cpn-welcome5', orderId: 'o1', max: 1,
 *   customerKeys: ['phone:+919876543210', 'user:u1'] };
 */
export interface CouponUse {
  readonly couponId: string;
  readonly orderId: string;
  /** How many uses each customer key may count (the coupon's `maxAllowedUsage`), at least 1. */
  readonly max: number;
  readonly customerKeys: readonly string[];
}

/**
 * The outcome of counting a use: counted for every key, or for none, naming the first key (in
 * ascending order) that had used its `max`.
 *
 * @example
 * const refused: CouponUseOutcome = { ok: false, customerKey: 'phone:+919876543210' };
 */
export type CouponUseOutcome =
  { readonly ok: true } | { readonly ok: false; readonly customerKey: string };

/**
 * Coupon uses per customer, counted in storage with the order that uses them and given back when
 * it is cancelled. Each method is one atomic operation. SQL: `coupon_use_counts(coupon_id,
 * customer_key, used, PRIMARY KEY (coupon_id, customer_key), CHECK used >= 0)` and
 * `coupon_uses(order_id, coupon_id, customer_key, PRIMARY KEY (order_id, coupon_id,
 * customer_key))`.
 *
 * @example
 * const counted = await repos.couponUses.count({ couponId, orderId, max: 1, customerKeys });
 * if (!counted.ok) refuse('already used');
 */
export interface CouponUsesRepository {
  /**
   * Counts one use for every customer key, or none: per key (ascending order) `INSERT …
   * VALUES (1) ON CONFLICT DO UPDATE SET used = used + 1 WHERE used < $max` (no row back: that
   * key is at its cap, and the keys already counted roll back), then the order's use rows. Of
   * concurrent uses beyond a cap, none passes it. The same order counting the same coupon twice
   * is a programmer error and throws.
   */
  count(use: CouponUse): Promise<CouponUseOutcome>;
  /**
   * Gives back every use the order counted (its rows deleted, each key's count down by one, never
   * below 0); answers how many rows. An order that counted none answers 0.
   */
  giveBack(orderId: string): Promise<number>;
  /** How many uses a customer key has counted for the coupon (0 when none). */
  used(couponId: string, customerKey: string): Promise<number>;
}
