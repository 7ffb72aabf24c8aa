import type { ShopCatalogue } from '../deps.js';
import type { RefundToAsk } from '../fulfilment/apply-effects.js';
import { MoveRefused } from '../fulfilment/move-refused.js';
import { moveOrderWith, type MoveDeps } from '../fulfilment/move-order.js';
import { startPlacedLife } from '../fulfilment/start-placed-life.js';
import { heldStockLines } from '../inventory/stock-lines.js';
import type { Repositories } from '../ports/storage.js';
import { claimRefundWith } from '../refunds/issue-refund.js';
import type { OrderRecord, PaymentRecord } from '../ports/storage/records.js';

/**
 * The outcome of paying an order's ONLINE payment with a provider payment: `confirmed` (the
 * payment is PAID now and the order moved PENDING → CONFIRMED), `already-paid` (this same
 * provider payment paid it before: a repeat, nothing changed), `conflict` (another provider
 * payment paid it, or this one paid another payment: nothing changed), or `not-pending` (the
 * payment is PAID now but the order had left PENDING: cancelled when its hold ran out, or by
 * staff; the caller keeps that record or rolls it back). When the cancelled order's life had
 * started (a staff cancel), the money is told to it (PAY) and its refund to the original
 * payment is claimed in this transaction: `toAsk`, for the caller to ask of the gateway after
 * commit (`askRefundsDue`).
 *
 * @example
 * const outcome: MarkOrderPaidOutcome = { status: 'confirmed', order };
 */
export type MarkOrderPaidOutcome =
  | { readonly status: 'confirmed'; readonly order: OrderRecord }
  | { readonly status: 'already-paid' }
  | { readonly status: 'conflict' }
  | { readonly status: 'not-pending'; readonly toAsk: readonly RefundToAsk[] };

/**
 * The id, in its order, of the refund of money paid after the order's hold lapsed and
 * cancelled it (an order with no life, so no `F1`… of its own).
 *
 * @example
 * refundKey(orderId, LATE_PAYMENT_REFUND); // '<order id>_LATE'
 */
export const LATE_PAYMENT_REFUND = 'LATE';

/**
 * Marks the order's ONLINE payment PAID with the provider's payment id (`payments.markPaid`, one
 * conditional statement) and then confirms the order (`orders.transition`: PENDING → CONFIRMED,
 * delivery CONFIRMED, recorded with its time) and takes its units out of the unpaid share
 * (`stock.settle`) and starts its life (`startPlacedLife`: the order-confirmed message is queued
 * once, with this transaction), with the caller's transaction. The caller has cancelled the order first if
 * its hold lapsed (`cancelIfLapsed`): a lapsed order is never confirmed. The one path by which a verified
 * payment moves an order forward: the checkout's ValidateTransaction and the provider's webhook
 * both come here.
 *
 * @example
 * const outcome = await deps.storage.transaction((repos) =>
 *   markOrderPaid(repos, deps, { order, online, providerPaymentId: 'pay_29QQoUBi66xm2f', at: now }));
 */
export async function markOrderPaid(
  repos: Repositories<ShopCatalogue>,
  deps: MoveDeps,
  payment: {
    readonly order: OrderRecord;
    readonly online: PaymentRecord;
    readonly providerPaymentId: string;
    readonly at: number;
  },
): Promise<MarkOrderPaidOutcome> {
  const { order, online, providerPaymentId, at } = payment;
  const marked = await repos.payments.markPaid(online.id, providerPaymentId, at);
  if (marked.status === 'not-found') throw new Error(`Payment ${online.id} vanished`);
  if (marked.status !== 'paid') return { status: marked.status };
  const confirmed = await repos.orders.transition({
    id: order.id,
    from: ['PENDING'],
    to: 'CONFIRMED',
    at,
    deliveryStatus: 'CONFIRMED',
  });
  if (!confirmed)
    return { status: 'not-pending', toAsk: await payCancelledLife(repos, deps, payment) };
  // Paid: its units stay reserved, no longer in the unpaid share.
  await repos.stock.settle(await heldStockLines(repos.catalogue, confirmed.lines));
  await startPlacedLife(repos, deps, confirmed, at);
  return { status: 'confirmed', order: confirmed };
}

/**
 * Money that arrived for an order cancelled while it waited for it is refunded to the original
 * payment at once, the refund claimed in this transaction (the machine's rule: money for a
 * cancelled order is never turned back into a sale; its units may have been sold again). A
 * started life (staff cancelled it whole) takes the money as PAY, which claims the refund; an
 * order cancelled by its lapsed hold has no life (the sweep never starts one), so its refund is
 * claimed directly under its own id, `LATE` (one per order: a second provider payment for it is
 * answered `conflict` before this).
 */
async function payCancelledLife(
  repos: Repositories<ShopCatalogue>,
  deps: MoveDeps,
  payment: { readonly order: OrderRecord; readonly online: PaymentRecord; readonly at: number },
): Promise<readonly RefundToAsk[]> {
  const stored = await repos.orderLives.lock(payment.order.id);
  if (!stored) {
    const claimed = await claimRefundWith(repos, payment.at, {
      orderId: payment.order.id,
      refundId: LATE_PAYMENT_REFUND,
      amount: payment.online.amount,
      destination: 'original',
      speed: 'normal',
      receipt: `${payment.order.code}/${LATE_PAYMENT_REFUND}`,
      reason: 'Paid after the order was cancelled',
    });
    return claimed.status === 'claim'
      ? [{ refundId: LATE_PAYMENT_REFUND, refund: claimed.refund }]
      : [];
  }
  if (stored.life.payment !== 'AWAITING') return [];
  try {
    const moved = await moveOrderWith(
      repos,
      deps,
      {
        orderId: payment.order.id,
        move: { type: 'PAY', amount: payment.online.amount },
        actor: { kind: 'provider', provider: 'payments' },
      },
      payment.at,
    );
    return moved.toAsk;
  } catch (error) {
    // A PAY the life refuses (another amount) leaves the money recorded, as without a life.
    if (error instanceof MoveRefused) return [];
    throw error;
  }
}
