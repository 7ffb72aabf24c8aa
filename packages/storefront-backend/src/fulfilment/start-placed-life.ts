import type { ShopCatalogue } from '../deps.js';
import type { Repositories } from '../ports/storage.js';
import type { OrderRecord } from '../ports/storage/records.js';
import type { StockKeyProduct } from '../ports/storage/stock.js';
import { applyEffects } from './apply-effects.js';
import { shopLifeRules } from './life-rules.js';
import type { MoveDeps } from './move-order.js';
import { fulfilmentStage } from './stage.js';
import { startLife } from './start-life.js';

/**
 * Starts the life of an order that has just become CONFIRMED, with the caller's transaction: at
 * placement (a COD order, or one with nothing to pay online) and when a prepaid order's payment
 * is captured (`markOrderPaid`). The life is stored (`orderLives.start`) and `startLife`'s
 * effects applied through the moves' one path (`applyEffects`): the confirm-your-COD-order
 * message with its link when the shop confirms COD orders, else the order-confirmed message,
 * queued in the outbox so it leaves if and only if the placement or payment commits. An order
 * whose life was already started (a payment reported twice, a staff move first) is left as it
 * is and queues nothing: its messages are never sent twice. Answers whether it started the life.
 * A PENDING order's life is not started here: it waits for its payment without one. `products`
 * are the order's products when the caller has just read them (placement), else they are read.
 *
 * @example
 * await deps.storage.transaction((repos) => startPlacedLife(repos, deps, order, now));
 */
export async function startPlacedLife(
  repos: Repositories<ShopCatalogue>,
  deps: MoveDeps,
  order: OrderRecord,
  at: number,
  products?: readonly StockKeyProduct[],
): Promise<boolean> {
  if (order.status !== 'CONFIRMED') {
    throw new Error(`Order ${order.code} is ${order.status}: only a confirmed order starts here`);
  }
  const rules = shopLifeRules(deps.settings);
  const ids = () => [...new Set(order.lines.map((line) => line.productId))];
  const ordered =
    products ?? (await repos.catalogue.productsByIds(ids())).filter((p) => p !== null);
  const { life, effects } = startLife(order, rules, ordered);
  if (!(await repos.orderLives.start({ life, stage: fulfilmentStage(life) }, at))) return false;
  await applyEffects(
    repos,
    {
      ids: deps.ids,
      at,
      order,
      before: life,
      after: life,
      channels: deps.settings.notificationChannels ?? [],
      refundSpeed: 'normal',
      settings: deps.settings,
    },
    effects,
  );
  return true;
}
