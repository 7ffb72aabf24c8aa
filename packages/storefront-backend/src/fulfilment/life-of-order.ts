import type { ShopCatalogue } from '../deps.js';
import { orderAsOf } from '../orders/order-as-of.js';
import type { Repositories } from '../ports/storage.js';
import type { StoredOrderLife } from '../ports/storage/order-lives.js';
import type { OrderRecord } from '../ports/storage/records.js';
import type { LifeRules } from './life.js';
import { fulfilmentStage, type FulfilmentStage } from './stage.js';
import { startLife } from './start-life.js';

/**
 * The stage of an order whose life has not started (placed before lives were kept, or not
 * moved yet), from its status: what `fulfilmentStage(startLife(order))` answers for PENDING
 * and CONFIRMED orders, and the nearest stage for statuses reached without the machine.
 *
 * @example
 * unstartedStage({ status: 'CONFIRMED', paymentType: 'COD' }, rules); // 'TO_CONFIRM' when COD is confirmed
 */
export function unstartedStage(
  order: Pick<OrderRecord, 'status' | 'paymentType'>,
  rules: LifeRules,
): FulfilmentStage {
  switch (order.status) {
    case 'PENDING':
      return 'AWAITING_PAYMENT';
    case 'CONFIRMED':
      return order.paymentType === 'COD' && rules.codConfirmation ? 'TO_CONFIRM' : 'TO_PACK';
    case 'DISPATCHED':
      return 'IN_TRANSIT';
    case 'DELIVERED':
      return 'DELIVERED';
    case 'COMPLETE':
      return 'COMPLETE';
    case 'CANCELLED':
      return 'CANCELLED';
    case 'RETURNED':
      return 'RETURNED';
  }
}

/**
 * An order's life as a reader sees it at `now`, without writing anything: the stored one, or
 * for an order not moved yet the life it would start with (`startLife`; a lapsed hold reads as
 * cancelled, as `orderAsOf` shows it), or null for an order that reached another status
 * without the machine.
 *
 * @example
 * const life = await lifeOfOrder(repos, order, stored, rules, now);
 */
export async function lifeOfOrder(
  repos: Pick<Repositories<ShopCatalogue>, 'catalogue'>,
  order: OrderRecord,
  stored: StoredOrderLife | null,
  rules: LifeRules,
  now: number,
): Promise<StoredOrderLife | null> {
  if (stored) return stored;
  const shown = orderAsOf(order, now);
  if (shown.status !== 'PENDING' && shown.status !== 'CONFIRMED') return null;
  const ids = [...new Set(order.lines.map((line) => line.productId))];
  const products = (await repos.catalogue.productsByIds(ids)).filter((p) => p !== null);
  const { life } = startLife(shown, rules, products);
  return { life, stage: fulfilmentStage(life) };
}
