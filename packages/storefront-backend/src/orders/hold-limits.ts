/**
 * How long and how widely unpaid orders may hold stock (`BackendSettings.unpaidHolds` changes
 * them; the payment hold itself is `BackendSettings.paymentHoldMs`).
 *
 * @example
 * const limits: UnpaidHoldLimits = { startMs: 5 * 60_000, perPhone: 3, perAddress: 20 };
 */
export interface UnpaidHoldLimits {
  /** How long a new unpaid order holds its units before its payment starts (CreateTransaction). */
  readonly startMs: number;
  /** Open unpaid orders shipped to one phone. */
  readonly perPhone: number;
  /** Open unpaid orders placed from one network address. */
  readonly perAddress: number;
}

/**
 * The default bounds on unpaid (PREPAID and PPCOD, not yet paid) orders. An unpaid order holds
 * its units for 5 minutes until its payment starts, then for the payment hold
 * (`paymentHoldMs`, 20 minutes on the hosts) from that moment, extended once; at most 3 open
 * unpaid orders per phone (a shopper retrying a failed payment places one, maybe two) and 20 per
 * network address (mobile carriers put many shoppers behind one address, so per-address is the
 * coarse cap and per-phone the fine one). Per product, unpaid orders together hold at most half
 * (rounded up) of the units not sold to paying orders (`StockRepository.reserve`, `unpaid`):
 * however many addresses an attacker uses, cash-on-delivery and paid orders can always buy the
 * other half. Cash-on-delivery orders do not count here: a guest's needs a phone proven by a
 * one-time code, a signed-in shopper's phone was proven at sign-in.
 *
 * @example
 * UNPAID_HOLD_LIMITS.perPhone; // 3
 */
export const UNPAID_HOLD_LIMITS: UnpaidHoldLimits = Object.freeze({
  startMs: 5 * 60_000,
  perPhone: 3,
  perAddress: 20,
});

/**
 * The bounds a backend runs with: `settings.unpaidHolds` over {@link UNPAID_HOLD_LIMITS}.
 *
 * @example
 * unpaidHoldLimits({ unpaidHolds: { perPhone: 5 } }).perPhone; // 5
 */
export function unpaidHoldLimits(settings: {
  readonly unpaidHolds?: Partial<UnpaidHoldLimits> | undefined;
}): UnpaidHoldLimits {
  return { ...UNPAID_HOLD_LIMITS, ...settings.unpaidHolds };
}
