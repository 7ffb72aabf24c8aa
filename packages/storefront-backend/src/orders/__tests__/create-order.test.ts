import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { courierBackend } from '../../courier/__tests__/courier-test-backend.js';
import type { Storage } from '../../ports/storage.js';
import type { ShopCatalogue } from '../../deps.js';
import { stockKey } from '../../ports/storage/stock.js';
import { orderInput, PRODUCTS, provenOrderInput } from '../../testing/order-fixtures.js';
import { refusal } from '../../testing/refusal.js';
import { TEST_START, testBackend, testContext } from '../../testing/test-backend.js';
import { createOrder } from '../create-order.js';
import { orderView } from '../order-view.js';

const ROUTINE_KEY = stockKey({ id: PRODUCTS.routine.productId }, null);

const available = async (storage: Storage<ShopCatalogue>, key: string) =>
  (await storage.repos.stock.available([key]))[0]?.available;

const routineOrder = (quantity = 1) =>
  orderInput({ products: [{ ...PRODUCTS.routine, quantity }], paymentType: 'PREPAID' });

/**
 * Storage whose transactions read 100 more units than there are (another buyer's order commits
 * between the read and the write): the order gets as far as its reservation.
 */
const staleReads = (storage: Storage<ShopCatalogue>): Storage<ShopCatalogue> => ({
  repos: storage.repos,
  transaction: (work) =>
    storage.transaction((repos) =>
      work({
        ...repos,
        stock: {
          ...repos.stock,
          available: async (keys) =>
            (await repos.stock.available(keys)).map((level) => ({
              ...level,
              available: level.available === null ? null : level.available + 100,
            })),
        },
      }),
    ),
});

describe('createOrder', () => {
  it('prices on the server: a tampered totalAmount changes nothing', async () => {
    const { deps } = testBackend();
    const honest = await createOrder(
      testContext(deps),
      await provenOrderInput(deps, { totalAmount: null }),
    );
    const tampered = await createOrder(
      testContext(deps),
      await provenOrderInput(deps, { totalAmount: 1 }),
    );
    const shown = (placed: typeof honest) =>
      orderView(placed.order, { personal: true, accessKey: null });
    expect(shown(tampered).totalAmount).toBe(shown(honest).totalAmount);
    expect(shown(tampered).totalAmount).toBeGreaterThan(1);
    expect(shown(tampered).products.map((line) => line.price)).toEqual(
      shown(honest).products.map((line) => line.price),
    );
  });

  it('numbers orders HAAT-10234, HAAT-10235, …', async () => {
    const { deps } = testBackend();
    const first = await createOrder(testContext(deps), await provenOrderInput(deps));
    const second = await createOrder(testContext(deps), await provenOrderInput(deps));
    expect([first.order.code, second.order.code]).toEqual(['HAAT-10234', 'HAAT-10235']);
  });

  it('confirms a COD order when it is placed, and keeps a prepaid one PENDING until paid', async () => {
    const { deps } = testBackend();
    const cod = await createOrder(testContext(deps), await provenOrderInput(deps));
    expect(cod.order.status).toBe('CONFIRMED');
    expect(cod.order.history).toEqual([{ status: 'CONFIRMED', at: TEST_START }]);
    const prepaid = await createOrder(testContext(deps), orderInput({ paymentType: 'PREPAID' }));
    expect(prepaid.order.status).toBe('PENDING');
    expect(prepaid.order.history).toEqual([{ status: 'PENDING', at: TEST_START }]);
  });

  it('reserves the units it sells: stock read back afterwards is lower', async () => {
    const { deps, storage } = testBackend();
    const before = await available(storage, ROUTINE_KEY);
    expect(before).toBe(6);
    await createOrder(testContext(deps), routineOrder(2));
    expect(await available(storage, ROUTINE_KEY)).toBe(4);
  });

  it('with 6 units and 100 concurrent buyers, sells exactly 6 and stock reads 0', async () => {
    const { deps, storage } = testBackend();
    // Cash on delivery (orders that pay): unpaid ones would meet the caps on unpaid orders.
    const inputs = await Promise.all(
      Array.from({ length: 100 }, () =>
        provenOrderInput(deps, { products: [{ ...PRODUCTS.routine, quantity: 1 }] }),
      ),
    );
    const attempts = await Promise.allSettled(
      inputs.map((input) => createOrder(testContext(deps), input)),
    );
    const sold = attempts.filter((attempt) => attempt.status === 'fulfilled');
    expect(sold).toHaveLength(6);
    expect(await available(storage, ROUTINE_KEY)).toBe(0);
    const refused = attempts.flatMap((attempt) =>
      attempt.status === 'rejected' && attempt.reason instanceof GraphQLError
        ? [attempt.reason.extensions['code']]
        : [],
    );
    expect(refused).toEqual(Array.from({ length: 94 }, () => 'OUT_OF_STOCK'));
  });

  it('refuses a reservation that falls short, naming the product, and writes nothing', async () => {
    const { deps, storage } = testBackend();
    // The reservation, lines of one key together, is what refuses.
    const context = testContext({ ...deps, storage: staleReads(storage) });
    const input = orderInput({
      products: [
        { ...PRODUCTS.routine, quantity: 3, source: 'CART' },
        { ...PRODUCTS.routine, quantity: 3 },
        { ...PRODUCTS.routine, quantity: 1, source: 'CART' },
      ],
      paymentType: 'PREPAID',
    });
    expect(await refusal(createOrder(context, input))).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'Only 6 left of The Complete Routine: 5-Step Skincare Kit.',
    });
    expect(await available(storage, ROUTINE_KEY)).toBe(6);
    const next = await createOrder(testContext(deps), await provenOrderInput(deps));
    expect(next.order.code).toBe('HAAT-10234');
  });

  it('asks the courier about the pin code before its transaction opens, once', async () => {
    const { deps, scripted } = courierBackend();
    scripted.serviceable.set('560001', {
      serviceable: true,
      cod: true,
      estimatedDelivery: '2026-01-05',
      city: 'Bengaluru',
      state: 'Karnataka',
    });
    const input = await provenOrderInput(deps);
    const askedWhenOpened: number[] = [];
    const { storage } = deps;
    const watched: Storage<ShopCatalogue> = {
      repos: storage.repos,
      transaction: (work) => {
        askedWhenOpened.push(
          scripted.calls.filter((call) => call.method === 'serviceability').length,
        );
        return storage.transaction(work);
      },
    };
    const placed = await createOrder(testContext({ ...deps, storage: watched }), input);
    expect(placed.order.status).toBe('CONFIRMED');
    // The courier answered before the order's transaction, and the lookup inside it was kept.
    expect(askedWhenOpened).toEqual([1]);
    expect(scripted.calls.filter((call) => call.method === 'serviceability')).toHaveLength(1);
  });

  describe('idempotency', () => {
    it('20 identical concurrent requests with one key place one order; every replay answers it', async () => {
      const { deps, storage } = testBackend();
      const input = routineOrder(1);
      const placed = await Promise.all(
        Array.from({ length: 20 }, () => createOrder(testContext(deps), input)),
      );
      expect(new Set(placed.map(({ order }) => order.id)).size).toBe(1);
      expect(new Set(placed.map(({ accessKey }) => accessKey)).size).toBe(1);
      expect(await available(storage, ROUTINE_KEY)).toBe(5);
      const next = await createOrder(testContext(deps), await provenOrderInput(deps));
      expect(next.order.code).toBe('HAAT-10235');
    });

    it('refuses the same key with other input', async () => {
      const { deps } = testBackend();
      const input = await provenOrderInput(deps);
      await createOrder(testContext(deps), input);
      const other = { ...input, products: [{ ...PRODUCTS.hyaluronic, quantity: 2 }] };
      expect(await refusal(createOrder(testContext(deps), other))).toEqual({
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: 'This request was already made with different details. Please try again.',
      });
    });

    it('a failed attempt abandons the key: the corrected retry places the order', async () => {
      const { deps } = testBackend();
      const input = await provenOrderInput(deps);
      const broken = { ...input, shippingAddress: { ...input.shippingAddress, pinCode: '12' } };
      expect((await refusal(createOrder(testContext(deps), broken))).code).toBe('INVALID_ADDRESS');
      const placed = await createOrder(testContext(deps), { ...input });
      expect(placed.order.code).toBe('HAAT-10234');
    });

    it('a refusal at the reservation, the last step, leaves no trace: the same request then places the order once', async () => {
      const { deps, storage } = testBackend({ settings: { notificationChannels: ['console'] } });
      const one = { products: [{ ...PRODUCTS.routine, quantity: 1 }] };
      for (let sold = 0; sold < 6; sold += 1) {
        await createOrder(testContext(deps), await provenOrderInput(deps, one));
      }
      // Cash on delivery: the key's record, the proof's use, the order's life and its message
      // are all written before the reservation refuses.
      const input = await provenOrderInput(deps, one);
      const stale = testContext({ ...deps, storage: staleReads(storage) });
      expect((await refusal(createOrder(stale, input))).code).toBe('OUT_OF_STOCK');
      expect(await storage.repos.outbox.list(null, 10)).toHaveLength(6);
      await storage.repos.stock.restock([{ key: ROUTINE_KEY, quantity: 1 }]);
      const placed = await createOrder(testContext(deps), input);
      expect(placed.order.code).toBe('HAAT-10240');
      expect(await storage.repos.outbox.list(null, 10)).toHaveLength(7);
      expect(await available(storage, ROUTINE_KEY)).toBe(0);
      const replayed = await createOrder(testContext(deps), input);
      expect(replayed.order.id).toBe(placed.order.id);
    });
  });
});
