import { toPaise } from '@haat/commerce-core';
import { GraphQLError } from 'graphql';
import type { CreateOrderInput } from '@haat/storefront-api/resolvers';
import { catalogueSnapshot } from '../catalogue/snapshot.js';
import { askCourierAhead, zipCodeFor } from '../courier/zip-code-for.js';
import { countCouponUses } from '../coupons/coupon-uses.js';
import type { RequestContext } from '../context.js';
import { sha256Hex } from '../crypto/hmac.js';
import type { ShopCatalogue } from '../deps.js';
import { badInput } from '../errors.js';
import { observe } from '../events.js';
import { startPlacedLife } from '../fulfilment/start-placed-life.js';
import { onceInTransaction } from '../idempotency/once-in-transaction.js';
import type { Repositories } from '../ports/storage.js';
import type { OrderRecord, PaymentRecord, UserRecord } from '../ports/storage/records.js';
import { orderStockLines } from '../pricing/order-lines.js';
import { priceOrder } from '../pricing/price-order.js';
import { hashAccessKey, newAccessKey } from './access-key.js';
import { unpaidHoldLimits } from './hold-limits.js';
import { orderRecord, orderPayments } from './order-record.js';
import { outOfStock } from './out-of-stock.js';
import { usePhoneProof } from './phone-proof.js';
import { releaseExpiredHolds } from './release-expired-holds.js';
import { stockHeld, unpaidOrderLimit } from './unpaid-refusals.js';

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

/** The hash of the caller's network address an order keeps for the per-address cap. */
const placedFromOf = (clientIp: string | null): Promise<string> | null =>
  clientIp === null ? null : sha256Hex(`haat-order-from:${clientIp}`);

/** Inserts the order: an unpaid one under the caps on open unpaid orders. */
async function insertOrder(
  repos: Repositories<ShopCatalogue>,
  context: RequestContext,
  order: OrderRecord,
  payments: readonly PaymentRecord[],
): Promise<void> {
  if (order.status !== 'PENDING') return repos.orders.insert(order, payments);
  const limits = unpaidHoldLimits(context.deps.settings);
  const inserted = await repos.orders.insertUnpaid(order, payments, {
    now: context.now,
    ...limits,
  });
  if (inserted.ok) return;
  throw unpaidOrderLimit(
    inserted,
    inserted.limit === 'phone' ? limits.perPhone : limits.perAddress,
  );
}

/** The pin code an order ships to, as the pin code lookups take it. */
const shippingPinCode = (input: CreateOrderInput) => input.shippingAddress.pinCode.trim();

/** A new order written but for its held rows, and what `takeHeldRows` takes for it. */
interface RecordedOrder {
  readonly placed: PlacedOrder;
  readonly priced: ReturnType<typeof priceOrder>;
  readonly user: UserRecord | null;
}

async function placeOrder(
  repos: Repositories<ShopCatalogue>,
  context: RequestContext,
  input: CreateOrderInput,
  user: UserRecord | null,
): Promise<RecordedOrder> {
  const { deps, now } = context;
  const metadata = checkMetadata(input.metadata);
  const [catalogue, zip, rewardBalance] = await Promise.all([
    // The ordered products only (and their stock), never the whole catalogue.
    catalogueSnapshot(
      repos,
      input.products.map((line) => line.productId),
    ),
    // The courier's answer is already kept (`askCourierAhead` in `createOrder`).
    zipCodeFor(deps.courier, repos, shippingPinCode(input)),
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
    holdMs: unpaidHoldLimits(deps.settings).startMs,
    placedFrom: await placedFromOf(context.clientIp),
  });
  if (!user && order.paymentType === 'COD') {
    await usePhoneProof(repos, input.phoneProof, order.shippingAddress.phone, now);
  }
  await insertOrder(repos, context, order, orderPayments(order, deps.ids));
  if (user) await repos.users.countOrder(user.id);
  await countCouponUses(repos, order, priced.redeemed);
  // A confirmed order's life starts with it: its placement message is queued with this commit.
  if (order.status === 'CONFIRMED') {
    await startPlacedLife(repos, deps, order, now, catalogue.products);
  }
  return { placed: { order, accessKey }, priced, user };
}

/**
 * Reserves the order's units and spends its rewards, refusing the whole order when either falls
 * short. Run last in the transaction: their rows (one product's stock row is shared by every
 * buyer of it) stay locked from their UPDATE to the commit, so only for the commit.
 */
async function takeHeldRows(
  repos: Repositories<ShopCatalogue>,
  { placed: { order }, priced, user }: RecordedOrder,
): Promise<void> {
  const reserved = await repos.stock.reserve(orderStockLines(priced.lines), {
    unpaid: order.status === 'PENDING',
  });
  if (!reserved.ok) {
    const held = reserved.shortages.filter((shortage) => shortage.heldForPayment);
    if (held.length === reserved.shortages.length) throw stockHeld(priced, held);
    throw outOfStock(
      priced,
      reserved.shortages.filter((shortage) => !shortage.heldForPayment),
    );
  }
  const rewards = toPaise(priced.totals.rewardsApplied);
  if (user && rewards > 0 && !(await repos.rewards.spend(user.id, rewards))) {
    throw badInput('Your reward points balance has changed. Please review your order.');
  }
}

const codeOf = (error: unknown): unknown =>
  error instanceof GraphQLError ? error.extensions['code'] : undefined;

/** Refusals a lapsed hold may cause: units it still holds (OUT_OF_STOCK) or its held share. */
const isStockShort = (error: unknown): boolean =>
  codeOf(error) === 'OUT_OF_STOCK' || codeOf(error) === 'STOCK_HELD';

/** Tells the observer about a refusal a host counts (stock, the caps on unpaid orders). */
function observeRefusal(context: RequestContext, error: unknown): void {
  const code = codeOf(error);
  if (code === 'OUT_OF_STOCK') observe(context.deps, { type: 'stock-refused' });
  if (code === 'STOCK_HELD') {
    observe(context.deps, { type: 'unpaid-hold-refused', limit: 'product' });
  }
  if (code === 'UNPAID_ORDER_LIMIT' && error instanceof GraphQLError) {
    const limit = error.extensions['limit'] === 'phone' ? 'phone' : 'address';
    observe(context.deps, { type: 'unpaid-hold-refused', limit });
  }
}

/** One attempt: the whole order in one transaction (see `createOrder`). */
const placeOnce = (
  context: RequestContext,
  input: CreateOrderInput,
  user: UserRecord | null,
): Promise<{ placed: PlacedOrder; fresh: boolean }> =>
  context.deps.storage.transaction(async (repos) => {
    const attempt = await onceInTransaction<
      { fresh: true; recorded: RecordedOrder } | { fresh: false; placed: PlacedOrder }
    >(
      repos,
      // The phone proof is not part of what the key stands for: a replay needs none.
      { scope: 'CreateOrder', input: { ...input, phoneProof: undefined }, now: context.now },
      async () => {
        const recorded = await placeOrder(repos, context, input, user);
        return { value: { fresh: true, recorded }, result: recordOf(recorded.placed) };
      },
      async (result) => ({ fresh: false, placed: await replayOrder(repos, result) }),
    );
    if (!attempt.fresh) return attempt;
    // After the key's record, so the held rows are the transaction's last writes: a refusal
    // here still rolls back the key with everything else.
    await takeHeldRows(repos, attempt.recorded);
    return { fresh: true, placed: attempt.recorded.placed };
  });

/**
 * CreateOrder, as one transaction: claims the idempotency key (a repeat with the same input
 * answers the first order, another input is refused with IDEMPOTENCY_KEY_REUSED; the phone proof
 * is not part of the input it compares), prices the order on the server from the catalogue with
 * live stock, takes the next order number, uses up a guest cash-on-delivery order's phone proof
 * (PHONE_NOT_VERIFIED without a live one for the shipping phone), inserts the order with its
 * payments (an unpaid one only under the caps on open unpaid orders per phone and per network
 * address: UNPAID_ORDER_LIMIT), counts its coupon uses against their per-customer caps
 * (INVALID_COUPON past one), starts a confirmed order's life (its message queued in the
 * outbox), records the key's result, and last reserves the units of every line (lines of one
 * stock key together; an unpaid order's within the unpaid share of each product: STOCK_HELD)
 * and spends the redeemed rewards (guarded): their rows stay locked only for the commit. Any
 * refusal rolls all of it back, the key and the proof's use
 * included, so a corrected retry runs afresh. When stock falls short, holds that lapsed are
 * released and, if any was, the order is tried once more, so a lapsed hold never blocks a buyer
 * (the one write outside the hold timer and the payment paths: this is a write path too). A COD
 * order (or one with nothing to pay online) is CONFIRMED at once; a prepaid one stays PENDING,
 * holding its units for `unpaidHolds.startMs`, until its payment is verified. The observer hears
 * `order-placed` for a new order (not a replay), `stock-refused` for an OUT_OF_STOCK refusal and
 * `unpaid-hold-refused` for a cap.
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
  await askCourierAhead(context.deps.courier, shippingPinCode(input));
  const { placed, fresh } = await placeOnce(context, input, user)
    .catch(async (error: unknown) => {
      if (isStockShort(error) && (await releaseExpiredHolds(context.deps)) > 0) {
        return placeOnce(context, input, user);
      }
      throw error;
    })
    .catch((error: unknown) => {
      observeRefusal(context, error);
      throw error;
    });
  if (fresh) observe(context.deps, { type: 'order-placed', paymentType: placed.order.paymentType });
  return placed;
}
