import { toPaise } from '@haat/commerce-core';
import { GraphQLError } from 'graphql';
import type { CreateOrderInput } from '@haat/storefront-api/resolvers';
import { catalogueSnapshot } from '../catalogue/snapshot.js';
import { zipCodeFor } from '../courier/zip-code-for.js';
import type { RequestContext } from '../context.js';
import type { ShopCatalogue } from '../deps.js';
import { badInput } from '../errors.js';
import { observe } from '../events.js';
import { onceInTransaction } from '../idempotency/once-in-transaction.js';
import type { Repositories } from '../ports/storage.js';
import type { OrderRecord, UserRecord } from '../ports/storage/records.js';
import { stockLinesOf } from '../pricing/order-lines.js';
import { priceOrder } from '../pricing/price-order.js';
import { hashAccessKey, newAccessKey } from './access-key.js';
import { orderRecord, orderPayments } from './order-record.js';
import { outOfStock } from './out-of-stock.js';
import { releaseExpiredHolds } from './release-expired-holds.js';

/**
 * A placed order and, for a guest order, its access key (the secret only the placing browser
 * holds; null for an order placed signed in).
 *
 * @example
 * const { order, accessKey } = await createOrder(context, input);
 */
export interface PlacedOrder {
  readonly order: OrderRecord;
  readonly accessKey: string | null;
}

const checkMetadata = (metadata: string | null | undefined): string | null => {
  if (!metadata) return null;
  try {
    const parsed: unknown = JSON.parse(metadata);
    if (typeof parsed === 'object' && parsed !== null) return metadata;
  } catch {
    // refused below
  }
  throw badInput('metadata must be a JSON-encoded object');
};

/** The idempotency record of a placed order: its id and access key (see `createOrder`). */
const recordOf = (placed: PlacedOrder): string =>
  JSON.stringify({ orderId: placed.order.id, accessKey: placed.accessKey });

async function replayOrder(
  repos: Repositories<ShopCatalogue>,
  result: string,
): Promise<PlacedOrder> {
  const parsed: unknown = JSON.parse(result);
  const field = (name: string): unknown =>
    typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, name) : undefined;
  const orderId = String(field('orderId'));
  const key = field('accessKey');
  const accessKey = typeof key === 'string' ? key : null;
  const order = await repos.orders.byId(orderId);
  if (!order) throw new Error(`An idempotency record points at a missing order ${orderId}`);
  return { order, accessKey };
}

async function placeOrder(
  repos: Repositories<ShopCatalogue>,
  context: RequestContext,
  input: CreateOrderInput,
  user: UserRecord | null,
): Promise<PlacedOrder> {
  const { deps, now } = context;
  const metadata = checkMetadata(input.metadata);
  const [catalogue, zip, rewardBalance] = await Promise.all([
    // The ordered products only (and their stock), never the whole catalogue.
    catalogueSnapshot(
      repos,
      input.products.map((line) => line.productId),
    ),
    zipCodeFor(deps.courier, repos, input.shippingAddress.pinCode.trim()),
    user ? repos.rewards.balance(user.id) : Promise.resolve(null),
  ]);
  const priced = priceOrder(input, { catalogue, zip, now, rewardBalance });
  const accessKey = user ? null : newAccessKey(deps.ids);
  const order = orderRecord({
    id: deps.ids.uuid(),
    number: await repos.counters.nextOrderNumber(),
    input,
    priced,
    userId: user?.id ?? null,
    guestSecretHash: accessKey ? await hashAccessKey(accessKey) : null,
    metadata,
    now,
  });
  await repos.orders.insert(order, orderPayments(order, deps.ids));
  if (user) await repos.users.countOrder(user.id);
  // Stock and rewards last: their rows (one product's stock row is shared by every buyer of it)
  // stay locked from their UPDATE to the commit, so only for the few statements left.
  const reserved = await repos.stock.reserve(stockLinesOf(input.products));
  if (!reserved.ok) throw outOfStock(priced, reserved.shortages);
  const rewards = toPaise(priced.totals.rewardsApplied);
  if (user && rewards > 0 && !(await repos.rewards.spend(user.id, rewards))) {
    throw badInput('Your reward points balance has changed. Please review your order.');
  }
  return { order, accessKey };
}

const isOutOfStock = (error: unknown): boolean =>
  error instanceof GraphQLError && error.extensions['code'] === 'OUT_OF_STOCK';

/** One attempt: the whole order in one transaction (see `createOrder`). */
const placeOnce = (
  context: RequestContext,
  input: CreateOrderInput,
  user: UserRecord | null,
): Promise<{ placed: PlacedOrder; fresh: boolean }> =>
  context.deps.storage.transaction((repos) =>
    onceInTransaction<{ placed: PlacedOrder; fresh: boolean }>(
      repos,
      { scope: 'CreateOrder', input, now: context.now },
      async () => {
        const order = await placeOrder(repos, context, input, user);
        return { value: { placed: order, fresh: true }, result: recordOf(order) };
      },
      async (result) => ({ placed: await replayOrder(repos, result), fresh: false }),
    ),
  );

/**
 * CreateOrder, as one transaction: claims the idempotency key (a repeat with the same input
 * answers the first order, another input is refused with IDEMPOTENCY_KEY_REUSED), prices the
 * order on the server from the catalogue with live stock, takes the next order number, inserts
 * the order with its payments, then reserves the units of every line (lines of one stock key
 * together) and spends the redeemed rewards (guarded). Any refusal rolls all of it back,
 * the key included, so a corrected retry runs afresh. When stock falls short, holds that ran out
 * are released and, if any was, the order is tried once more, so a lapsed hold never blocks a
 * buyer (without a sweep on every order). A COD order (or one with nothing to pay online) is
 * CONFIRMED at once; a prepaid one stays PENDING until its payment is verified. The observer
 * hears `order-placed` for a new order (not a replay) and `stock-refused` for an OUT_OF_STOCK
 * refusal (priced against live stock, or the reservation fell short).
 *
 * @example
 * const { order, accessKey } = await createOrder(context, input);
 * order.code; // 'HAAT-10234'
 */
export async function createOrder(
  context: RequestContext,
  input: CreateOrderInput,
): Promise<PlacedOrder> {
  const user = await context.viewer();
  const { placed, fresh } = await placeOnce(context, input, user)
    .catch(async (error: unknown) => {
      if (isOutOfStock(error) && (await releaseExpiredHolds(context.deps)) > 0) {
        return placeOnce(context, input, user);
      }
      throw error;
    })
    .catch((error: unknown) => {
      if (isOutOfStock(error)) observe(context.deps, { type: 'stock-refused' });
      throw error;
    });
  if (fresh) observe(context.deps, { type: 'order-placed', paymentType: placed.order.paymentType });
  return placed;
}
