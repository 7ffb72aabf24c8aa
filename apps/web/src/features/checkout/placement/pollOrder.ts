import { fetchOrder, isOrderConfirmed, ORDER_POLL_MS } from '@/features/order/api/order';
import type { Order } from '@/lib/schemas/order';
import { wait } from '../wait';

/** The order was cancelled while we waited for it to be confirmed. */
export class OrderCancelledError extends Error {
  constructor(readonly order: Order) {
    super(`Order ${order.code} was cancelled.`);
    this.name = 'OrderCancelledError';
  }
}

export interface PollProgress {
  /** How many times the order has been read so far. */
  checks: number;
  /** The last read failed (network…); polling goes on. */
  lastError: unknown;
}

/**
 * Spec 4 "Order placement and confirmation": reads the order every 2 s until it has a code and
 * status CONFIRMED, then answers it. A failed read is reported and polling goes on; a CANCELLED
 * order stops it (OrderCancelledError); aborting the signal stops it (AbortError).
 */
export async function pollUntilConfirmed(
  order: Order,
  signal: AbortSignal,
  onProgress: (progress: PollProgress) => void,
): Promise<Order> {
  if (isOrderConfirmed(order)) return order;
  for (let checks = 1; ; checks += 1) {
    await wait(ORDER_POLL_MS, signal);
    let lastError: unknown = null;
    try {
      const current = await fetchOrder(order.id, signal);
      if (current !== null && isOrderConfirmed(current)) return current;
      if (current?.status === 'CANCELLED') throw new OrderCancelledError(current);
    } catch (error) {
      if (error instanceof OrderCancelledError || signal.aborted) throw error;
      lastError = error;
    }
    onProgress({ checks, lastError });
  }
}
