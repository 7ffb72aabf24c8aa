import type { RefundStatus } from '../ports/storage/refunds.js';

const RANK: Readonly<Record<RefundStatus, number>> = {
  claimed: 0,
  pending: 1,
  processed: 2,
  failed: 2,
};

/**
 * Whether a refund may move from one status to another: forward only (claimed → pending →
 * processed or failed), never out of processed or failed. Every storage adapter applies this
 * rule (SQL: the same test in the UPDATE's WHERE).
 *
 * @example
 * refundMayAdvance('pending', 'processed'); // true
 * refundMayAdvance('processed', 'failed'); // false
 */
export function refundMayAdvance(from: RefundStatus, to: RefundStatus): boolean {
  return RANK[to] > RANK[from];
}
