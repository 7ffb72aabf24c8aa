import { describe, expect, it } from 'vitest';
import {
  orderInput,
  provenOrderInput,
  signedInUser,
  STORED_PHONE,
} from '../../testing/order-fixtures.js';
import { testBackend, testContext } from '../../testing/test-backend.js';
import { createOrder } from '../create-order.js';
import { getOrder } from '../get-order.js';
import { searchOrders } from '../search-orders.js';

describe('getOrder: personal data only for the owner', () => {
  it('answers a guest order in full with its access key, and only code and status without it', async () => {
    const { deps } = testBackend();
    const { order, accessKey } = await createOrder(testContext(deps), await provenOrderInput(deps));
    expect(accessKey).toMatch(/^[0-9a-f]{64}$/);
    expect(order.guestSecretHash).not.toBe(accessKey);

    const owner = await getOrder(testContext(deps), order.id, accessKey);
    expect(owner?.shippingAddress?.name).toBe('Asha Rao');
    expect(owner?.billingAddress?.phone).toBe(STORED_PHONE);

    for (const key of [null, undefined, '', 'not-the-key', `${accessKey ?? ''}0`]) {
      const stranger = await getOrder(testContext(deps), order.id, key);
      expect(stranger).toMatchObject({ code: 'HAAT-10234', status: 'CONFIRMED' });
      expect(stranger?.shippingAddress).toBeNull();
      expect(stranger?.billingAddress).toBeNull();
      expect(stranger?.userId).toBeNull();
      expect(stranger?.accessKey).toBeNull();
    }
  });

  it('answers an order placed signed in only to that user', async () => {
    const { deps } = testBackend();
    const asha = await signedInUser(deps);
    const ravi = await signedInUser(deps, { phone: '+919812345678' });
    const { order, accessKey } = await createOrder(testContext(deps, asha.caller), orderInput());
    expect(accessKey).toBeNull();
    expect(
      (await getOrder(testContext(deps, asha.caller), order.id, null))?.shippingAddress,
    ).toEqual(expect.objectContaining({ address: '12 MG Road' }));
    expect(
      (await getOrder(testContext(deps, ravi.caller), order.id, null))?.shippingAddress,
    ).toBeNull();
    expect((await getOrder(testContext(deps), order.id, null))?.shippingAddress).toBeNull();
  });

  it('answers null for an unknown id', async () => {
    const { deps } = testBackend();
    expect(await getOrder(testContext(deps), 'no-such-order', null)).toBeNull();
  });
});

describe('searchOrders', () => {
  it('finds the user’s orders and the guest orders shipped to their verified phone, newest first', async () => {
    const { deps, clock } = testBackend();
    const guest = await createOrder(testContext(deps), await provenOrderInput(deps));
    clock.advance(60_000);
    const asha = await signedInUser(deps);
    const own = await createOrder(testContext(deps, asha.caller), orderInput());
    const elsewhere = orderInput();
    await createOrder(
      testContext(deps),
      await provenOrderInput(deps, {
        shippingAddress: { ...elsewhere.shippingAddress, phone: '9812345678' },
      }),
    );
    const page = await searchOrders(testContext(deps, asha.caller), {});
    expect(page.items.map((order) => order.code)).toEqual([own.order.code, guest.order.code]);
    expect(page.total).toBe(2);
    expect(page.items[1]?.shippingAddress?.name).toBe('Asha Rao');
    expect(page.nextToken).toBeNull();
  });

  it('does not list guest orders for an unverified phone', async () => {
    const { deps } = testBackend();
    await createOrder(testContext(deps), await provenOrderInput(deps));
    const asha = await signedInUser(deps, { phoneVerified: false });
    expect((await searchOrders(testContext(deps, asha.caller), {})).items).toEqual([]);
  });

  it('pages across both sources', async () => {
    const { deps, clock } = testBackend();
    const asha = await signedInUser(deps);
    const codes: string[] = [];
    for (const caller of [undefined, asha.caller, undefined, asha.caller]) {
      const input = caller ? orderInput() : await provenOrderInput(deps);
      codes.unshift((await createOrder(testContext(deps, caller), input)).order.code);
      clock.advance(1000);
    }
    const first = await searchOrders(testContext(deps, asha.caller), { limit: 3 });
    expect(first.items.map((order) => order.code)).toEqual(codes.slice(0, 3));
    expect(first.total).toBe(4);
    const second = await searchOrders(testContext(deps, asha.caller), {
      limit: 3,
      nextToken: first.nextToken,
    });
    expect(second.items.map((order) => order.code)).toEqual(codes.slice(3));
    expect(second.nextToken).toBeNull();
  });

  it('is refused when nobody is signed in', async () => {
    const { deps } = testBackend();
    await expect(searchOrders(testContext(deps), {})).rejects.toThrow('Unauthorized');
  });
});
