/**
 * How long a claimed refund is left to the request that claimed it (it asks the gateway right
 * after its transaction commits) before the sweep may ask: a refund claimed this recently may
 * still be on its way. A claim's first `nextAskAt` is its time plus this.
 *
 * @example
 * RETRY_CLAIMED_AFTER_MS; // 300000 (5 minutes)
 */
export const RETRY_CLAIMED_AFTER_MS = 5 * 60_000;

/**
 * The wait after the first ask that failed (the gateway timed out, was down or refused); each
 * further failure doubles it, up to `REFUND_ASK_BACKOFF_CAP_MS`.
 *
 * @example
 * REFUND_ASK_BACKOFF_MS; // 300000 (5 minutes)
 */
export const REFUND_ASK_BACKOFF_MS = 5 * 60_000;

/**
 * The longest wait between two asks of a claimed refund: a refund the gateway keeps refusing
 * (more than is left to refund, the key reused with another body) is still asked four times a
 * day, so one that becomes possible (a capture, a dispute closed) is made within 6 hours.
 *
 * @example
 * REFUND_ASK_BACKOFF_CAP_MS; // 21600000 (6 hours)
 */
export const REFUND_ASK_BACKOFF_CAP_MS = 6 * 60 * 60_000;

/**
 * How long after its `failedAsks`-th failed ask (1, 2, …) a claimed refund is asked again:
 * 5 minutes doubling per failure (5, 10, 20, 40, 80, 160, 320 min), at most 6 hours.
 *
 * @example
 * refundAskBackoff(1); // 300000
 * refundAskBackoff(3); // 1200000
 * refundAskBackoff(40); // 21600000
 */
export function refundAskBackoff(failedAsks: number): number {
  if (!Number.isInteger(failedAsks) || failedAsks < 1) {
    throw new RangeError(`A backoff follows a failed ask: ${failedAsks}`);
  }
  // Past 2 ** 1023 the doubling is Infinity, which the cap still bounds.
  return Math.min(REFUND_ASK_BACKOFF_MS * 2 ** (failedAsks - 1), REFUND_ASK_BACKOFF_CAP_MS);
}
