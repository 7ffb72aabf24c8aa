import { describe, expect, it } from 'vitest';
import { asPaise } from '@haat/commerce-core';
import { stockKey } from '../../ports/storage/stock.js';
import { orderInput, PRODUCTS, signedInUser } from '../../testing/order-fixtures.js';
import { TEST_START, testBackend, testContext } from '../../testing/test-backend.js';
import { cancelOrder } from '../cancel-order.js';
import { createOrder } from '../create-order.js';
import { getOrder } from '../get-order.js';
import { releaseExpiredHolds } from '../release-expired-holds.js';

const ROUTINE_KEY = stockKey({ id: PRODUCTS.routine.productId }, null);
const HOLD = 30 * 60_000;

const routine = (paymentType: 'COD' | 'PREPAID' | 'PPCOD', quantity = 2) =>
  orderInput({ products: [{ ...PRODUCTS.routine, quantity }], paymentType });

describe('releaseExpiredHolds', () => {
  it('cancels a prepaid order left unpaid past the hold and gives its units back', async () => {
    const { deps, storage, clock } = testBackend();
    const { order } = await createOrder(testContext(deps), routine('PREPAID'));
    const level = async () => (await storage.repos.stock.available([ROUTINE_KEY]))[0]?.available;
    expect(await level()).toBe(4);

    clock.advance(HOLD);
    expect(await releaseExpiredHolds(deps)).toBe(0);
    clock.advance(1);
    expect(await releaseExpiredHolds(deps)).toBe(1);
    expect(await level()).toBe(6);
    const cancelled = await storage.repos.orders.byId(order.id);
    expect(cancelled?.status).toBe('CANCELLED');
    expect(cancelled?.history).toEqual([
      { status: 'PENDING', at: TEST_START },
      { status: 'CANCELLED', at: TEST_START + HOLD + 1 },
    ]);
    expect(await releaseExpiredHolds(deps)).toBe(0);
    expect(await level()).toBe(6);
  });

  it('honours a configured hold, and runs lazily when the order is read', async () => {
    const { deps, clock } = testBackend({ settings: { paymentHoldMs: 60_000 } });
    const { order, accessKey } = await createOrder(testContext(deps), routine('PPCOD'));
    clock.advance(60_001);
    expect((await getOrder(testContext(deps), order.id, accessKey))?.status).toBe('CANCELLED');
  });

  it('a lapsed hold on the last units never blocks a buyer: the order releases it and goes through', async () => {
    const { deps, storage, clock } = testBackend();
    const held = [];
    for (let i = 0; i < 3; i += 1)
      held.push(await createOrder(testContext(deps), routine('PREPAID')));
    const level = async () => (await storage.repos.stock.available([ROUTINE_KEY]))[0]?.available;
    expect(await level()).toBe(0);
    await expect(createOrder(testContext(deps), routine('COD'))).rejects.toMatchObject({
      extensions: { code: 'OUT_OF_STOCK' },
    });

    clock.advance(HOLD + 1);
    const { order } = await createOrder(testContext(deps), routine('COD'));
    expect(order.status).toBe('CONFIRMED');
    for (const { order: lapsed } of held) {
      expect((await storage.repos.orders.byId(lapsed.id))?.status).toBe('CANCELLED');
    }
    expect(await level()).toBe(4);
  });

  it('leaves COD orders alone', async () => {
    const { deps, clock } = testBackend();
    const { order } = await createOrder(testContext(deps), routine('COD'));
    clock.advance(HOLD * 10);
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

    expect((await cancelOrder(deps, order.id))?.status).toBe('CANCELLED');
    expect(await storage.repos.rewards.balance(user.id)).toBe(10_000);
    expect((await storage.repos.stock.available([ROUTINE_KEY]))[0]?.available).toBe(6);
    expect(await cancelOrder(deps, order.id)).toBeNull();
    expect(await storage.repos.rewards.balance(user.id)).toBe(10_000);
  });
});
