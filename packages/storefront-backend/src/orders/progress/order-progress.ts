import type { OrderProgress } from '@haat/storefront-api/resolvers';
import type { RequestContext } from '../../context.js';
import { allowedMoves } from '../../fulfilment/allowed-moves.js';
import { lifeOfOrder, unstartedStage } from '../../fulfilment/life-of-order.js';
import { shopLifeRules } from '../../fulfilment/life-rules.js';
import type { Actor, LifeRules } from '../../fulfilment/life.js';
import { lineCounts } from '../../fulfilment/line-counts.js';
import { returnWindowEnd } from '../../fulfilment/moves/returns.js';
import type { FulfilmentStage } from '../../fulfilment/stage.js';
import type { StoredOrderLife } from '../../ports/storage/order-lives.js';
import type { OrderRecord } from '../../ports/storage/records.js';
import { orderAsOf } from '../order-as-of.js';
import { ownedOrder } from './owned-order.js';
import { SHOPPER_STAGE_LABELS } from './stage-label.js';
import { shopperTimeline } from './timeline.js';

/**
 * The shopper making a move on their order: the signed-in caller, or a guest (null).
 *
 * @example
 * const actor = shopperActor(context); // { kind: 'shopper', userId: 'u-1' }
 */
export const shopperActor = (context: RequestContext): Actor => ({
  kind: 'shopper',
  userId: context.caller.kind === 'user' ? context.caller.userId : null,
});

/**
 * Where an order stands for its shopper: its stage (from its life, or from its status for an
 * order moved without the machine) and that stage in the shopper's words.
 *
 * @example
 * stageOf(order, stored, rules, now); // { stage: 'IN_TRANSIT', label: 'Dispatched' }
 */
export function stageOf(
  order: OrderRecord,
  stored: StoredOrderLife | null,
  rules: LifeRules,
  now: number,
): { readonly stage: FulfilmentStage; readonly label: string } {
  const stage = stored?.stage ?? unstartedStage(orderAsOf(order, now), rules);
  return { stage, label: SHOPPER_STAGE_LABELS[stage] };
}

/**
 * An order's progress as its shopper follows it (`OrderProgress`), read at `context.now`
 * without writing: its life (stored, or the one it would start with), stage, timeline, and
 * whether the shopper may cancel or ask for a return now, found by trying the moves on the
 * machine itself (`allowedMoves`), so the page never offers what `moveOrder` would refuse.
 *
 * @example
 * const progress = await progressOf(context, order);
 */
export async function progressOf(
  context: RequestContext,
  order: OrderRecord,
  known?: StoredOrderLife | null,
): Promise<OrderProgress> {
  const { repos } = context.deps.storage;
  const rules = shopLifeRules(context.deps.settings);
  const stored = known === undefined ? await repos.orderLives.byOrder(order.id) : known;
  const current = await lifeOfOrder(repos, order, stored, rules, context.now);
  const { stage, label } = stageOf(order, current, rules, context.now);
  const life = current?.life ?? null;
  const allowed = life
    ? new Set(allowedMoves(life, shopperActor(context), context.now).map((m) => m.move))
    : new Set<string>();
  const canRequestReturn = allowed.has('REQUEST_RETURN');
  const returnUntil = life ? returnWindowEnd(life) : null;
  const placed = { title: 'Order placed', at: new Date(order.createdAt).toISOString() };
  return {
    orderId: order.id,
    stage,
    stageLabel: label,
    timeline: life
      ? shopperTimeline(life)
      : [{ ...placed, courier: null, awb: null, trackingUrl: null }],
    canCancel: allowed.has('CANCEL'),
    canRequestReturn,
    returnUntil: returnUntil === null ? null : new Date(returnUntil).toISOString(),
    returnableLines:
      life && canRequestReturn
        ? lineCounts(life)
            .map((c, line) => ({ line, quantity: c.kept - c.returnOpen }))
            .filter((u) => u.quantity > 0)
        : [],
  };
}

/**
 * orderProgress: the caller's own order's progress; NOT_FOUND for anyone else (`ownedOrder`).
 *
 * @example
 * const progress = await orderProgress(context, id, accessKey);
 */
export async function orderProgress(
  context: RequestContext,
  orderId: string,
  accessKey: string | null | undefined,
): Promise<OrderProgress> {
  return progressOf(context, await ownedOrder(context, orderId, accessKey));
}
