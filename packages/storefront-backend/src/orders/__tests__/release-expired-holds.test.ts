import { describe, expect, it } from 'vitest';
import { asPaise } from '@haat/commerce-core';
import { stockKey } from '../../ports/storage/stock.js';
import {
  orderInput,
  PRODUCTS,
  provenOrderInput,
  signedInUser,
} from '../../testing/order-fixtures.js';
import { TEST_START, testBackend, testContext } from '../../testing/test-backend.js';
import { createTransaction } from '../../payments/create-transaction.js';
import { moveOrder } from '../../fulfilment/move-order.js';
import { cancelOrder, cancelOrderWith } from '../cancel-order.js';
import { createOrder } from '../create-order.js';
import { staffCancel } from '../../testing/staff-cancel.js';
import { getOrder } from '../get-order.js';
import { searchOrders } from '../search-orders.js';
import { releaseExpiredHolds } from '../release-expired-holds.js';

const ROUTINE_KEY = stockKey({ id: PRODUCTS.routine.productId }, null);
const START_HOLD = 5 * 60_000;
const PAYMENT_HOLD = 20 * 60_000;

const routine = (paymentType: 'COD' | 'PREPAID' | 'PPCOD', quantity = 2) =>
  orderInput({ products: [{ ...PRODUCTS.routine, quantity }], paymentType });

describe('releaseExpiredHolds', () => {
  it('cancels an unpaid order whose payment never started 5 minutes after it was placed, at that moment', async () => {
    const { deps, storage, clock } = testBackend();
    const { order } = await createOrder(testContext(deps), routine('PREPAID'));
    expect(order.holdUntil).toBe(TEST_START + START_HOLD);
    const level = async () => (await storage.repos.stock.available([ROUTINE_KEY]))[0]?.available;
    expect(await level()).toBe(4);

    clock.advance(START_HOLD - 1);
    expect(await releaseExpiredHolds(deps)).toBe(0);
    clock.advance(1);
    expect(await releaseExpiredHolds(deps)).toBe(1);
    expect(await level()).toBe(6);
    const cancelled = await storage.repos.orders.byId(order.id);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', holdUntil: null });
    expect(cancelled?.history).toEqual([
      { status: 'PENDING', at: TEST_START },
      { status: 'CANCELLED', at: TEST_START + START_HOLD },
    ]);
    expect(await releaseExpiredHolds(deps)).toBe(0);
    expect(await level()).toBe(6);
  });

  it('holds for the payment hold from the moment payment starts, extended once', async () => {
    const { deps, storage, clock } = testBackend();
    const { order, accessKey } = await createOrder(testContext(deps), routine('PPCOD'));
    clock.advance(4 * 60_000);
    const started = TEST_START + 4 * 60_000;
    const input = { idempotencyKey: crypto.randomUUID(), orderId: order.id, accessKey };
    await createTransaction(testContext(deps), input);
    expect((await storage.repos.orders.byId(order.id))?.holdUntil).toBe(started + PAYMENT_HOLD);
    clock.advance(10 * 60_000);
    await createTransaction(testContext(deps), { ...input, idempotencyKey: crypto.randomUUID() });
    expect((await storage.repos.orders.byId(order.id))?.holdUntil).toBe(started + PAYMENT_HOLD);
    clock.advance(PAYMENT_HOLD - 10 * 60_000 - 1);
    expect(await releaseExpiredHolds(deps)).toBe(0);
    clock.advance(1);
    expect(await releaseExpiredHolds(deps)).toBe(1);
  });

  it('reads never write: a lapsed order reads CANCELLED while storage keeps it until the timer runs', async () => {
    const { deps, storage, clock } = testBackend({
      settings: { unpaidHolds: { startMs: 60_000 } },
    });
    const asha = await signedInUser(deps);
    const { order } = await createOrder(testContext(deps, asha.caller), routine('PREPAID'));
    clock.advance(60_000);
    const read = await getOrder(testContext(deps, asha.caller), order.id, null);
    expect(read).toMatchObject({ status: 'CANCELLED', deliveryStatus: 'CANCELLED' });
    expect(read?.updatedAt).toBe(new Date(TEST_START + 60_000).toISOString());
    const listed = await searchOrders(testContext(deps, asha.caller), {
      filter: { status: 'CANCELLED' },
    });
    expect(listed.items.map((item) => item.status)).toEqual(['CANCELLED']);
    expect(
      (await searchOrders(testContext(deps, asha.caller), { filter: { status: 'PENDING' } })).items,
    ).toEqual([]);
    expect(await storage.repos.orders.byId(order.id)).toEqual(order);
    expect((await storage.repos.stock.available([ROUTINE_KEY]))[0]?.available).toBe(4);

    expect(await releaseExpiredHolds(deps)).toBe(1);
    expect(await getOrder(testContext(deps, asha.caller), order.id, null)).toEqual(read);
  });

  it('a lapsed hold on the last units never blocks a buyer: the order releases it and goes through', async () => {
    const { deps, storage, clock } = testBackend();
    const held = await createOrder(testContext(deps), routine('PREPAID', 3));
    // Cash on delivery is allowed up to ₹5,000: the other 3 units in two orders.
    await createOrder(testContext(deps), await provenOrderInput(deps, routine('COD', 2)));
    await createOrder(testContext(deps), await provenOrderInput(deps, routine('COD', 1)));
    const level = async () => (await storage.repos.stock.available([ROUTINE_KEY]))[0]?.available;
    expect(await level()).toBe(0);
    const more = await provenOrderInput(deps, routine('COD', 2));
    await expect(createOrder(testContext(deps), more)).rejects.toMatchObject({
      extensions: { code: 'OUT_OF_STOCK' },
    });

    clock.advance(START_HOLD);
    const { order } = await createOrder(testContext(deps), more);
    expect(order.status).toBe('CONFIRMED');
    expect((await storage.repos.orders.byId(held.order.id))?.status).toBe('CANCELLED');
    expect(await level()).toBe(1);
  });

  it('leaves COD orders alone', async () => {
    const { deps, clock } = testBackend();
    const { order } = await createOrder(testContext(deps), await provenOrderInput(deps));
    clock.advance(PAYMENT_HOLD * 10);
    expect(await releaseExpiredHolds(deps)).toBe(0);
    expect((await getOrder(testContext(deps), order.id, null))?.status).toBe('CONFIRMED');
  });
});

describe('cancelOrder', () => {
  it('gives back the units and the redeemed reward points, once', async () => {
    const { deps, storage } = testBackend();
    const { user, caller } = await signedInUser(deps, { rewardBalance: asPaise(10_000) });
    const { order } = await createOrder(testContext(deps, caller), {
      ...routine('COD'),
      appliedRewardPoints: 100,
    });
    const spent = order.amounts.rewardsApplied;
    expect(spent).toBeGreaterThan(0);
    expect(await storage.repos.rewards.balance(user.id)).toBe(10_000 - spent);

    expect(await staffCancel(deps, order.id)).toMatchObject({ order: { status: 'CANCELLED' } });
    expect(await storage.repos.rewards.balance(user.id)).toBe(10_000);
    expect((await storage.repos.stock.available([ROUTINE_KEY]))[0]?.available).toBe(6);
    expect(await staffCancel(deps, order.id)).toMatchObject({ ok: false });
    expect(await cancelOrder(deps, order.id)).toBeNull();
    expect(await storage.repos.rewards.balance(user.id)).toBe(10_000);
  });

  it('cancels an order without a life, only from the statuses named', async () => {
    const { deps, storage } = testBackend();
    const { order } = await createOrder(testContext(deps), routine('PREPAID'));
    expect(
      await storage.transaction((repos) =>
        cancelOrderWith(repos, order.id, TEST_START, ['CONFIRMED']),
      ),
    ).toBeNull();
    expect((await storage.repos.orders.byId(order.id))?.status).toBe('PENDING');
    expect((await cancelOrder(deps, order.id))?.status).toBe('CANCELLED');
    expect(await cancelOrder(deps, order.id)).toBeNull();
  });

  it("leaves an order whose life has started to its life: the machine's CANCEL cancels it", async () => {
    const { deps, storage, clock } = testBackend();
    const { order } = await createOrder(testContext(deps), await provenOrderInput(deps));
    clock.advance(60_000);
    const actor = { kind: 'staff', staffId: 'staff-1' } as const;
    const confirmed = await moveOrder(deps, {
      orderId: order.id,
      actor,
      move: { type: 'CONFIRM_COD' },
    });
    expect(confirmed).toMatchObject({ ok: true, stage: 'TO_PACK' });
    expect(await cancelOrder(deps, order.id)).toBeNull();
    expect((await storage.repos.orders.byId(order.id))?.status).toBe('CONFIRMED');
    const cancelled = await moveOrder(deps, { orderId: order.id, actor, move: { type: 'CANCEL' } });
    expect(cancelled).toMatchObject({
      ok: true,
      stage: 'CANCELLED',
      order: { status: 'CANCELLED' },
    });
  });
});

describe('an order waiting for its payment', () => {
  it('is cancelled whole by staff, never in part, so the sweep and the payment never meet its life', async () => {
    const { deps, storage, clock } = testBackend();
    const { order } = await createOrder(testContext(deps), routine('PREPAID', 2));
    const level = async () => (await storage.repos.stock.available([ROUTINE_KEY]))[0]?.available;
    expect(await level()).toBe(4);
    clock.advance(60_000);
    const actor = { kind: 'staff', staffId: 'staff-1' } as const;
    const part = await moveOrder(deps, {
      orderId: order.id,
      actor,
      move: { type: 'CANCEL', units: [{ line: 0, quantity: 1 }] },
    });
    expect(part).toEqual({
      ok: false,
      code: 'MOVE_REFUSED',
      message: `Order ${order.code} is waiting for its payment: it can only be cancelled whole until it is paid.`,
    });
    expect(await storage.repos.orderLives.byOrder(order.id)).toBeNull();
    const whole = await moveOrder(deps, { orderId: order.id, actor, move: { type: 'CANCEL' } });
    expect(whole).toMatchObject({ ok: true, order: { status: 'CANCELLED' } });
    expect(await level()).toBe(6);
    clock.advance(PAYMENT_HOLD * 2);
    expect(await releaseExpiredHolds(deps)).toBe(0);
  });
});
