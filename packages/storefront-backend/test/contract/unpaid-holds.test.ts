import { describe, expect, it } from 'vitest';
import { documents } from './documents.js';
import { address, NO_VARIANTS, orderInput } from './fixtures.js';
import { codeOf, useContractTarget } from './harness.js';

const { gql, clock, proven } = useContractTarget();

const ROUTINE = 'prd-complete-skincare-routine';

interface Placed {
  createOrder: { id: string; status: string; accessKey: string | null };
}

/** A guest's unpaid (PREPAID) order of `products`, shipped to phone `n`. */
const unpaid = (n: number, products: unknown[] = [{ productId: NO_VARIANTS, quantity: 1 }]) =>
  gql<Placed>(documents.CreateOrder, {
    input: orderInput({
      products,
      paymentType: 'PREPAID',
      shippingAddress: address({ phone: `98${String(n).padStart(8, '0')}` }),
    }),
  });

const getOrder = (id: string) => gql<{ getOrder: { status: string } }>(documents.GetOrder, { id });

/** Issue 20: unpaid orders cannot take a product's stock away from paying shoppers. */
describe('unpaid orders', () => {
  it('are capped at 3 open per phone', async () => {
    for (let i = 0; i < 3; i += 1) expect((await unpaid(7)).errors).toEqual([]);
    const fourth = await unpaid(7);
    expect(fourth.errors).toEqual([
      expect.objectContaining({
        message:
          'You have 3 orders waiting for payment. Please pay for one of them, or try again in 5 minutes.',
        extensions: { code: 'UNPAID_ORDER_LIMIT', limit: 'phone', retryAfterSeconds: 300 },
      }),
    ]);
  });

  it('are capped at 20 open per network address', async () => {
    for (let n = 1; n <= 20; n += 1) expect((await unpaid(n)).errors).toEqual([]);
    const refused = await unpaid(21);
    expect(codeOf(refused)).toBe('UNPAID_ORDER_LIMIT');
    expect(refused.errors[0]?.message).toBe(
      'Too many orders from your network are waiting for payment. Please try again in 5 minutes.',
    );
  });

  it("hold at most half of a product's units; paying shoppers reach the rest", async () => {
    const one = [{ productId: ROUTINE, quantity: 1 }];
    for (let n = 1; n <= 3; n += 1) expect((await unpaid(n, one)).errors).toEqual([]);
    const fourth = await unpaid(4, one);
    expect(fourth.errors).toEqual([
      expect.objectContaining({
        message:
          'Other shoppers are paying for the remaining units of The Complete Routine: 5-Step Skincare Kit. Please try again in a few minutes.',
        extensions: { code: 'STOCK_HELD' },
      }),
    ]);
    const cod = await gql<Placed>(documents.CreateOrder, {
      input: await proven(orderInput({ products: [{ productId: ROUTINE, quantity: 2 }] })),
    });
    expect(cod.data?.createOrder.status).toBe('CONFIRMED');
  });
});

describe('CreateTransaction', () => {
  it("is for the order's owner only, and answers one provider order however often it is asked", async () => {
    const placed = await unpaid(1);
    const { id, accessKey } = placed.data?.createOrder ?? { id: '', accessKey: null };
    const start = (key: string | null) =>
      gql<{ createTransaction: { razorpayOrderId: string } }>(documents.CreateTransaction, {
        input: { idempotencyKey: crypto.randomUUID(), orderId: id, accessKey: key },
      });
    const stranger = await start(null);
    expect(stranger.errors).toEqual([
      expect.objectContaining({ message: 'Order not found', extensions: { code: 'NOT_FOUND' } }),
    ]);
    expect(codeOf(await start('ab'.repeat(32)))).toBe('NOT_FOUND');
    const first = await start(accessKey);
    const providerOrder = first.data?.createTransaction.razorpayOrderId;
    expect(providerOrder).toMatch(/^order_/);
    for (let i = 0; i < 3; i += 1) {
      expect((await start(accessKey)).data?.createTransaction.razorpayOrderId).toBe(providerOrder);
    }
  });
});

describe('a lapsed hold', () => {
  it('reads CANCELLED at once, and a poll never cancels anything', async () => {
    const placed = await unpaid(1, [{ productId: ROUTINE, quantity: 3 }]);
    const id = placed.data?.createOrder.id ?? '';
    clock.advance(5 * 60_000);
    expect((await getOrder(id)).data?.getOrder.status).toBe('CANCELLED');
    // Reading wrote nothing: the units come back only when someone needs them (or the timer).
    const cod = await gql<Placed>(documents.CreateOrder, {
      input: await proven(orderInput({ products: [{ productId: ROUTINE, quantity: 2 }] })),
    });
    expect(cod.data?.createOrder.status).toBe('CONFIRMED');
    expect((await getOrder(id)).data?.getOrder.status).toBe('CANCELLED');
  });
});
