import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anOrder } from '../../../test/conformance/builders.js';
import type { OrderStatus } from '../../ports/storage/records.js';
import { TEST_START, testBackend } from '../../testing/test-backend.js';
import { moveOrder, ORDER_TRANSITIONS } from '../order-transitions.js';

const STATUSES: readonly OrderStatus[] = [
  'PENDING',
  'CONFIRMED',
  'COMPLETE',
  'DISPATCHED',
  'DELIVERED',
  'CANCELLED',
  'RETURNED',
];

/** An order stored in `status` since TEST_START. */
async function orderIn(status: OrderStatus) {
  const { storage } = testBackend();
  const { order, payments } = anOrder(1, { createdAt: TEST_START });
  await storage.repos.orders.insert(
    { ...order, status, history: [{ status, at: TEST_START }] },
    payments,
  );
  return { storage, id: order.id };
}

describe('ORDER_TRANSITIONS', () => {
  it('goes forward only: placed PENDING or CONFIRMED, cancelled before dispatch, final states stay', () => {
    expect(ORDER_TRANSITIONS).toEqual({
      PENDING: ['CONFIRMED', 'CANCELLED'],
      CONFIRMED: ['DISPATCHED', 'CANCELLED'],
      DISPATCHED: ['DELIVERED', 'RETURNED'],
      DELIVERED: ['COMPLETE', 'RETURNED'],
      COMPLETE: [],
      CANCELLED: [],
      RETURNED: [],
    });
  });
});

describe('moveOrder', () => {
  it('moves an order only where ORDER_TRANSITIONS allows, recording each change with its time', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...STATUSES),
        fc.constantFrom(...STATUSES.filter((status) => status !== 'PENDING')),
        async (current, to) => {
          const { storage, id } = await orderIn(current);
          const at = TEST_START + 60_000;
          const moved = await storage.transaction((repos) => moveOrder(repos, { id, to, at }));
          const stored = await storage.repos.orders.byId(id);
          if (ORDER_TRANSITIONS[current].includes(to)) {
            expect(moved?.status).toBe(to);
            expect(stored?.history).toEqual([
              { status: current, at: TEST_START },
              { status: to, at },
            ]);
          } else {
            expect(moved).toBeNull();
            expect(stored?.status).toBe(current);
            expect(stored?.history).toEqual([{ status: current, at: TEST_START }]);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('moves only from the statuses the caller names, among the allowed ones', async () => {
    const { storage, id } = await orderIn('CONFIRMED');
    const release = () =>
      storage.transaction((repos) =>
        moveOrder(repos, { id, to: 'CANCELLED', at: TEST_START + 1, from: ['PENDING'] }),
      );
    expect(await release()).toBeNull();
    expect((await storage.repos.orders.byId(id))?.status).toBe('CONFIRMED');
  });

  it('refuses to ask for a move nothing allows', async () => {
    const { storage, id } = await orderIn('CONFIRMED');
    await expect(
      storage.transaction((repos) => moveOrder(repos, { id, to: 'PENDING', at: TEST_START })),
    ).rejects.toThrow('No order may move from');
  });
});
