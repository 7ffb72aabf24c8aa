import { describe, expect, it } from 'vitest';
import { moveOrder, type MoveRequest } from '../../fulfilment/move-order.js';
import { createOrder } from '../../orders/create-order.js';
import { provenOrderInput } from '../../testing/order-fixtures.js';
import { testBackend, testContext } from '../../testing/test-backend.js';
import { shipmentBookingRequest } from '../booking-request.js';

const STAFF = { kind: 'staff', staffId: 'staff-packer' } as const;
const PAYMENTS = { kind: 'provider', provider: 'payments' } as const;

async function placed(paymentType: 'COD' | 'PREPAID' = 'COD') {
  const backend = testBackend();
  const { deps } = backend;
  const { order } = await createOrder(
    testContext(deps),
    await provenOrderInput(deps, { paymentType }),
  );
  const move = async (request: MoveRequest) => {
    // The payment is the gateway's move; every other one here is staff's.
    const actor = request.type === 'PAY' ? PAYMENTS : STAFF;
    const outcome = await moveOrder(deps, { orderId: order.id, move: request, actor });
    if (!outcome.ok) throw new Error(outcome.message);
  };
  return { ...backend, order, move };
}

describe('shipmentBookingRequest', () => {
  it('books a packed COD shipment: the state by name, the cash owed on delivery, the parcel', async () => {
    const { deps, order, move } = await placed();
    await move({ type: 'CONFIRM_COD' });
    await move({ type: 'PACK' });
    const request = await shipmentBookingRequest(deps, order.id, 'S1');
    expect(request).toMatchObject({
      orderId: order.id,
      orderCode: order.code,
      shipmentId: 'S1',
      deliverTo: {
        name: 'Asha Rao',
        phone: '+919876543210',
        state: 'Karnataka',
        pinCode: '560001',
      },
      codAmount: order.amounts.payOnDelivery,
    });
    if ('refused' in request) throw new Error(request.refused);
    expect(request.items.map((item) => item.units)).toEqual([2, 1]);
    expect(request.orderDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(request.parcel.weightGrams).toBeGreaterThan(0);
    // Declared at the highest unit values: never below what the goods sold for.
    expect(request.subTotal).toBeGreaterThanOrEqual(
      order.amounts.itemTotal - order.amounts.totalDiscount,
    );
  });

  it('asks no cash for a prepaid order', async () => {
    const { deps, order, move } = await placed('PREPAID');
    await move({ type: 'PAY', amount: order.amounts.payNow });
    await move({ type: 'PACK' });
    const request = await shipmentBookingRequest(deps, order.id, 'S1');
    expect(request).toMatchObject({ codAmount: 0 });
  });

  it('refuses a shipment that is not there or has left', async () => {
    const { deps, order, move } = await placed();
    await move({ type: 'CONFIRM_COD' });
    expect(await shipmentBookingRequest(deps, order.id, 'S1')).toEqual({
      refused: 'There is no shipment S1.',
    });
    await move({ type: 'PACK' });
    await move({
      type: 'DISPATCH',
      shipmentId: 'S1',
      courier: 'Delhivery',
      awb: '1490811234567',
      trackingUrl: 'https://t.example/1',
    });
    expect(await shipmentBookingRequest(deps, order.id, 'S1')).toEqual({
      refused: `Shipment S1 of order ${order.code} is not waiting to leave.`,
    });
  });
});
