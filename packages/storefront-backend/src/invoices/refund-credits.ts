import type { OrderLife, RefundDue } from '../fulfilment/life.js';

/** Whether `refund` was made by staff refunding again what failed refunds left owed. */
const isReissue = (refund: RefundDue): boolean => refund.reissue === true;

/**
 * Whether a refund lowers the value of goods already invoiced: a return's refund, or a goodwill
 * refund. Refunds of units never dispatched (a cancellation) were never invoiced, and an RTO's
 * refund is covered by the RTO's credit note.
 *
 * @example
 * creditsInvoicedGoods(life, refund); // true for the refund of return R1
 */
export function creditsInvoicedGoods(life: OrderLife, refund: RefundDue): boolean {
  if (refund.returnId !== null) return true;
  if (isReissue(refund)) return false;
  return life.events.some((e) => e.move === 'GOODWILL_REFUND' && e.at === refund.createdAt);
}

/**
 * The refunds whose money reached the shopper with the settlement of refund `refundId`
 * (processed): that refund itself, or — when it was a reissue (`REISSUE_REFUND`) — the failed
 * refunds it finished paying. A credit note is for money refunded once, whatever the number of
 * payout attempts, so it is issued for the refund that made the money due (a return's, a
 * goodwill refund), not for each attempt. Reissues pay the failed refunds first in, first out:
 * a failed refund is paid once the processed reissues add up to it and every failed refund
 * before it (a reissue that fails again pays nothing; the next one pays the same debt). Pure.
 *
 * @example
 * // F1 (a return's) failed; F2, its reissue, failed; F3, the next reissue, was processed:
 * refundsPaidBy(life, 'F3'); // [F1]
 */
export function refundsPaidBy(life: OrderLife, refundId: string): RefundDue[] {
  const { refunds } = life.money;
  const settled = refunds.find((r) => r.id === refundId);
  if (settled?.status !== 'processed') return [];
  if (!isReissue(settled)) return [settled];
  const paid = refunds
    .filter((r) => r.status === 'processed' && isReissue(r))
    .reduce((sum, r) => sum + r.amount, 0);
  const paidBefore = paid - settled.amount;
  let owed = 0;
  return refunds.filter((refund) => {
    if (refund.status !== 'failed' || isReissue(refund)) return false;
    owed += refund.amount;
    return owed > paidBefore && owed <= paid;
  });
}
