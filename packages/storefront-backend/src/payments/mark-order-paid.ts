import type { ShopCatalogue } from '../deps.js';
import type { MoveDeps } from '../fulfilment/move-order.js';
import { startPlacedLife } from '../fulfilment/start-placed-life.js';
import { heldStockLines } from '../inventory/stock-lines.js';
import type { Repositories } from '../ports/storage.js';
import type { OrderRecord, PaymentRecord } from '../ports/storage/records.js';

/**
 * The outcome of paying an order's ONLINE payment with a provider payment: `confirmed` (the
 * payment is PAID now and the order moved PENDING → CONFIRMED), `already-paid` (this same
 * provider payment paid it before: a repeat, nothing changed), `conflict` (another provider
 * payment paid it, or this one paid another payment: nothing changed), or `not-pending` (the
 * payment is PAID now but the order had left PENDING, in practice cancelled when its hold ran
 * out: the caller keeps that record or rolls it back).
 *
 * @example
 * const outcome: MarkOrderPaidOutcome = { status: 'confirmed', order };
 */
export type MarkOrderPaidOutcome =
  | { readonly status: 'confirmed'; readonly order: OrderRecord }
  | { readonly status: 'already-paid' }
  | { readonly status: 'conflict' }
  | { readonly status: 'not-pending' };

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
  if (!confirmed) return { status: 'not-pending' };
  // Paid: its units stay reserved, no longer in the unpaid share.
  await repos.stock.settle(await heldStockLines(repos.catalogue, confirmed.lines));
  await startPlacedLife(repos, deps, confirmed, at);
  return { status: 'confirmed', order: confirmed };
}
