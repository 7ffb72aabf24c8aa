import { describe, expect, it } from 'vitest';
import { asPaise } from '@haat/commerce-core';
import { CourierError } from '../../ports/courier.js';
import { refusal, shop } from './courier-shop.js';

const BOOK = `mutation Book($input: BookShipmentInput!) { bookShipment(input: $input) { status awb } }`;
const CANCEL = `mutation Cancel($input: CancelOrderInput!) { cancelOrder(input: $input) { status } }`;
const ORDER = `query Order($id: ID) { adminOrder(id: $id) { status shipments { id state booking { status } } } }`;
const LABEL = `query Label($orderId: ID!, $shipmentId: ID!) {
  adminShipmentLabel(orderId: $orderId, shipmentId: $shipmentId) { filename } }`;
const MY_CANCEL = `mutation CancelMyOrder($input: CancelMyOrderInput!) { cancelMyOrder(input: $input) { stage } }`;

/** The shop with its packed order booked with the courier (shipment S1), and an owner's token. */
async function booked() {
  const test = await shop();
  const owner = await test.tokenOf('owner');
  const book = await test.admin(owner.token, BOOK, {
    input: { orderId: test.order.id, shipmentId: 'S1' },
  });
  expect(book.body.data).toEqual({ bookShipment: { status: 'PICKUP_REQUESTED', awb: 'AWB1' } });
  const view = async () => (await test.admin(owner.token, ORDER, { id: test.order.id })).body.data;
  return { ...test, owner, view };
}

describe('cancelOrder of a shipment booked with the courier', () => {
  it('cancels at the courier once, then the order; the label is gone and a second tap is refused', async () => {
    const { order, owner, admin, scripted, view } = await booked();
    const input = { orderId: order.id, idempotencyKey: 'double-tap-1', reason: 'Shopper called' };
    const first = await admin(owner.token, CANCEL, { input });
    expect(first.body).toEqual({ data: { cancelOrder: { status: 'CANCELLED' } } });
    const doubleTap = await admin(owner.token, CANCEL, { input });
    expect(doubleTap.body).toEqual(first.body);
    expect(scripted.calls.filter((c) => c.method === 'cancelShipment')).toEqual([
      { method: 'cancelShipment', args: ['PO1'] },
    ]);
    expect(await view()).toEqual({ adminOrder: { status: 'CANCELLED', shipments: [] } });
    const label = await admin(owner.token, LABEL, { orderId: order.id, shipmentId: 'S1' });
    expect(refusal(label.body).message).toBe('Shipment S1 is not booked with the courier yet.');
    const again = await admin(owner.token, CANCEL, {
      input: { ...input, idempotencyKey: 'another-tap-2' },
    });
    expect(refusal(again.body)).toEqual({
      code: 'MOVE_REFUSED',
      message: `Order ${order.code} is already cancelled.`,
    });
    expect(scripted.count('cancelShipment')).toBe(1);
  });

  it("leaves the order as it was, booked, when the courier refuses, with the courier's words", async () => {
    const { order, owner, admin, scripted, view } = await booked();
    const before = await view();
    scripted.fail('cancelShipment', new CourierError('Order already picked up', 'refused'));
    const { body } = await admin(owner.token, CANCEL, {
      input: { orderId: order.id, idempotencyKey: 'key-too-late', reason: 'Too late' },
    });
    expect(refusal(body)).toEqual({
      code: 'MOVE_REFUSED',
      message: 'Scripted did not cancel shipment S1: Order already picked up',
    });
    expect(await view()).toEqual(before);
    expect(before).toMatchObject({
      adminOrder: {
        shipments: [{ id: 'S1', state: 'PACKED', booking: { status: 'PICKUP_REQUESTED' } }],
      },
    });
  });

  it('cancels the booking of a shipment a partial cancel shrinks, and lets it be booked again', async () => {
    const { order, owner, admin, scripted, view } = await booked();
    const { body } = await admin(owner.token, CANCEL, {
      input: {
        orderId: order.id,
        idempotencyKey: 'partial-cancel-1',
        units: [{ line: 1, quantity: 1 }],
        reason: 'Out of stock',
      },
    });
    expect(body.errors).toBeUndefined();
    expect(scripted.count('cancelShipment')).toBe(1);
    expect(await view()).toMatchObject({
      adminOrder: { shipments: [{ id: 'S1', state: 'PACKED', booking: null }] },
    });
    const again = await admin(owner.token, BOOK, {
      input: { orderId: order.id, shipmentId: 'S1' },
    });
    expect(again.body.data).toEqual({ bookShipment: { status: 'PICKUP_REQUESTED', awb: 'AWB2' } });
    expect(scripted.count('createShipment')).toBe(2);
  });

  it('asks the courier nothing when the life refuses the cancel (dispatched)', async () => {
    const { order, owner, admin, scripted, move } = await booked();
    await move({ type: 'DISPATCH', shipmentId: 'S1', courier: 'Delhivery Surface', awb: 'AWB1' });
    const { body } = await admin(owner.token, CANCEL, {
      input: { orderId: order.id, idempotencyKey: 'after-dispatch', reason: 'Too late' },
    });
    expect(refusal(body).code).toBe('MOVE_REFUSED');
    expect(refusal(body).message).toMatch(/dispatched/);
    expect(scripted.count('cancelShipment')).toBe(0);
  });

  it('refuses a malformed idempotency key before asking the courier anything', async () => {
    const { order, owner, admin, scripted } = await booked();
    const { body } = await admin(owner.token, CANCEL, {
      input: { orderId: order.id, idempotencyKey: 'short', reason: 'Out of stock' },
    });
    expect(refusal(body)).toEqual({
      code: 'MOVE_REFUSED',
      message: 'idempotencyKey must be 8 to 128 characters (use a UUID).',
    });
    expect(scripted.count('cancelShipment')).toBe(0);
  });

  it('asks the courier nothing for an unbooked shipment or a self-shipping shop', async () => {
    for (const selfShip of [false, true]) {
      const { order, tokenOf, admin, scripted } = await shop({ selfShip });
      const owner = await tokenOf('owner');
      const { body } = await admin(owner.token, CANCEL, {
        input: { orderId: order.id, idempotencyKey: 'key-out-of-stock', reason: 'Out of stock' },
      });
      expect(body).toEqual({ data: { cancelOrder: { status: 'CANCELLED' } } });
      expect(scripted.count('cancelShipment')).toBe(0);
    }
  });

  it('refuses while the shipment is being booked, and asks the courier nothing', async () => {
    const { order, tokenOf, admin, scripted, storage, clock } = await shop();
    const owner = await tokenOf('owner');
    await storage.repos.courierBookings.claim({
      orderId: order.id,
      shipmentId: 'S1',
      channelOrderId: `${order.code}-S1`,
      codAmount: asPaise(0),
      claimToken: 'attempt-1',
      now: clock.now(),
      leaseMs: 120_000,
    });
    const { body } = await admin(owner.token, CANCEL, {
      input: { orderId: order.id, idempotencyKey: 'key-out-of-stock', reason: 'Out of stock' },
    });
    expect(refusal(body)).toEqual({
      code: 'MOVE_REFUSED',
      message:
        'Shipment S1 is being booked with Scripted right now: cancel again once the booking is done.',
    });
    expect(scripted.count('cancelShipment')).toBe(0);
  });
});

describe('cancelMyOrder of a shipment booked with the courier', () => {
  const key = (n: number) => `cancel-key-0000000${n}`;

  it('cancels at the courier once however often the shopper taps', async () => {
    const { order, accessKey, storefront, scripted, view } = await booked();
    const input = {
      idempotencyKey: key(1),
      orderId: order.id,
      accessKey,
      reason: 'Ordered by mistake',
    };
    const first = await storefront(MY_CANCEL, { input });
    expect(first).toEqual({ data: { cancelMyOrder: { stage: 'CANCELLED' } } });
    const again = await storefront(MY_CANCEL, { input });
    expect(again).toEqual(first);
    expect(scripted.count('cancelShipment')).toBe(1);
    expect(await view()).toEqual({ adminOrder: { status: 'CANCELLED', shipments: [] } });
  });

  it('tells the shopper why when the courier refuses, and leaves the order unchanged', async () => {
    const { order, accessKey, storefront, scripted, view } = await booked();
    const before = await view();
    scripted.fail('cancelShipment', new CourierError('Order already picked up', 'refused'));
    const input = { idempotencyKey: key(2), orderId: order.id, accessKey, reason: 'Too slow' };
    const answer = await storefront(MY_CANCEL, { input });
    expect(answer.errors?.[0]).toMatchObject({
      message:
        'Your order could not be cancelled: its parcel is booked with the courier, who could not take the booking back. Please try again in a few minutes or contact us.',
      extensions: { code: 'ORDER_MOVE_REFUSED' },
    });
    expect(await view()).toEqual(before);
  });

  it('asks the shopper to try again while the parcel is being booked, and cancels nothing', async () => {
    const { order, accessKey, storefront, scripted, storage, clock } = await shop();
    await storage.repos.courierBookings.claim({
      orderId: order.id,
      shipmentId: 'S1',
      channelOrderId: `${order.code}-S1`,
      codAmount: asPaise(0),
      claimToken: 'attempt-1',
      now: clock.now(),
      leaseMs: 120_000,
    });
    const input = { idempotencyKey: key(3), orderId: order.id, accessKey, reason: 'Changed mind' };
    const answer = await storefront(MY_CANCEL, { input });
    expect(answer.errors?.[0]).toMatchObject({
      message:
        'Your order could not be cancelled just now: its parcel is being booked with the courier. Please try again in a few minutes.',
      extensions: { code: 'ORDER_MOVE_REFUSED' },
    });
    expect(scripted.count('cancelShipment')).toBe(0);
    const stored = await storage.repos.orderLives.byOrder(order.id);
    expect(stored?.life.lines.map((line) => line.cancelled)).toEqual([0, 0]);
  });
});
