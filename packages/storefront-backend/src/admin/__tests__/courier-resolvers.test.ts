import { describe, expect, it } from 'vitest';
import { fromBase64, fromUtf8 } from '../../crypto/encoding.js';
import { CourierError } from '../../ports/courier.js';
import { refusal, shop } from './courier-shop.js';

const BOOK = `mutation Book($input: BookShipmentInput!) {
  bookShipment(input: $input) { status channelOrderId courier awb pickupScheduledAt codAmount }
}`;
const LABEL = `query Label($orderId: ID!, $shipmentId: ID!) {
  adminShipmentLabel(orderId: $orderId, shipmentId: $shipmentId) { filename contentType pdfBase64 }
}`;
const MANIFEST = `query Manifest($shipments: [ShipmentRefInput!]!) {
  adminPickupManifest(shipments: $shipments) { filename contentType pdfBase64 }
}`;
const ORDER = `query Order($id: ID) { adminOrder(id: $id) { bookingCourier
  shipments { id state booking { status awb courier } trackingEvents { stage label activity source } } } }`;
const FAILED = `mutation Failed($input: ReportDeliveryFailureInput!) {
  reportDeliveryFailure(input: $input) { version } }`;
const REATTEMPT = `mutation Reattempt($input: ReattemptDeliveryInput!) {
  reattemptDelivery(input: $input) { shipments { state } } }`;
const RTO = `mutation Rto($input: ShipmentMoveInput!) {
  returnToOrigin(input: $input) { shipments { state } } }`;
const AUDIT = `query Audit { adminAuditLog(filter: { action: "bookShipment" }) {
  items { actor { kind id } action targetType targetId before after } } }`;

describe('bookShipment through the admin edge', () => {
  it('books a packed shipment for a packer, once however often it is retried, audited once', async () => {
    const { order, tokenOf, admin, scripted } = await shop();
    const packer = await tokenOf('packer');
    const input = { orderId: order.id, shipmentId: 'S1' };
    const first = await admin(packer.token, BOOK, { input });
    expect(first.body).toEqual({
      data: {
        bookShipment: {
          status: 'PICKUP_REQUESTED',
          channelOrderId: `${order.code}-S1`,
          courier: 'Delhivery Surface',
          awb: 'AWB1',
          pickupScheduledAt: '2026-01-02 14:00:00',
          codAmount: order.amounts.payOnDelivery / 100,
        },
      },
    });
    const again = await admin(packer.token, BOOK, { input });
    expect(again.body.data).toEqual(first.body.data);
    expect(scripted.count('createShipment')).toBe(1);
    expect(scripted.count('requestPickup')).toBe(1);

    const owner = await tokenOf('owner');
    const audit = await admin<{ adminAuditLog: { items: Record<string, unknown>[] } }>(
      owner.token,
      AUDIT,
    );
    expect(audit.body.data?.adminAuditLog.items).toEqual([
      {
        actor: { kind: 'STAFF', id: packer.userId },
        action: 'bookShipment',
        targetType: 'order',
        targetId: order.id,
        before: JSON.stringify({ shipmentId: 'S1', state: 'CLAIMED', awb: null, courier: null }),
        after: JSON.stringify({
          shipmentId: 'S1',
          state: 'PICKUP_REQUESTED',
          awb: 'AWB1',
          courier: 'Delhivery Surface',
        }),
      },
    ]);

    const view = await admin(packer.token, ORDER, { id: order.id });
    expect(view.body.data).toEqual({
      adminOrder: {
        bookingCourier: 'Scripted',
        shipments: [
          {
            id: 'S1',
            state: 'PACKED',
            booking: { status: 'PICKUP_REQUESTED', awb: 'AWB1', courier: 'Delhivery Surface' },
            trackingEvents: [],
          },
        ],
      },
    });
  });

  it('refuses support, a shopper and an anonymous caller, and books nothing for them', async () => {
    const { order, tokenOf, admin, scripted } = await shop();
    const input = { orderId: order.id, shipmentId: 'S1' };
    const support = await admin((await tokenOf('support')).token, BOOK, { input });
    expect(refusal(support.body)).toEqual({
      code: 'FORBIDDEN',
      message: 'Your role (support) cannot do this: it needs ORDERS_FULFIL.',
    });
    const shopper = await admin((await tokenOf(null)).token, BOOK, { input });
    expect(refusal(shopper.body)).toEqual({
      code: 'FORBIDDEN',
      message: 'You are not staff of this shop.',
    });
    expect((await admin(null, BOOK, { input })).status).toBe(401);
    expect(scripted.calls).toEqual([]);
  });

  it("says how to ship in a self-ship shop, and passes on the courier's refusal", async () => {
    const selfShip = await shop({ selfShip: true });
    const packer = await selfShip.tokenOf('packer');
    const input = { orderId: selfShip.order.id, shipmentId: 'S1' };
    expect(refusal((await selfShip.admin(packer.token, BOOK, { input })).body)).toEqual({
      code: 'MOVE_REFUSED',
      message: 'No courier is set up: enter the courier and AWB when you dispatch.',
    });
    const view = await selfShip.admin(packer.token, ORDER, { id: selfShip.order.id });
    expect(view.body.data).toMatchObject({ adminOrder: { bookingCourier: null } });

    const refused = await shop();
    refused.scripted.fail(
      'createShipment',
      new CourierError('No courier serviceable for pincode 560001', 'refused'),
    );
    const staff = await refused.tokenOf('packer');
    const answer = await refused.admin(staff.token, BOOK, {
      input: { orderId: refused.order.id, shipmentId: 'S1' },
    });
    expect(refusal(answer.body)).toEqual({
      code: 'MOVE_REFUSED',
      message: 'No courier serviceable for pincode 560001',
    });
    const owner = await refused.tokenOf('owner');
    const audit = await refused.admin<{ adminAuditLog: { items: unknown[] } }>(owner.token, AUDIT);
    expect(audit.body.data?.adminAuditLog.items).toEqual([]);
  });

  it('prints the label of a booked shipment and the manifest of booked shipments', async () => {
    const { order, tokenOf, admin } = await shop();
    const packer = (await tokenOf('packer')).token;
    const ref = { orderId: order.id, shipmentId: 'S1' };
    expect(refusal((await admin(packer, LABEL, ref)).body)).toEqual({
      code: 'MOVE_REFUSED',
      message: 'Shipment S1 is not booked with the courier yet.',
    });
    await admin(packer, BOOK, { input: ref });
    const label = await admin<{ adminShipmentLabel: { pdfBase64: string } }>(packer, LABEL, ref);
    expect(label.body.data?.adminShipmentLabel).toMatchObject({
      filename: `label-${order.code}-S1.pdf`,
      contentType: 'application/pdf',
    });
    const text = (base64: string | undefined) =>
      fromUtf8(fromBase64(base64 ?? '') ?? new Uint8Array());
    expect(text(label.body.data?.adminShipmentLabel.pdfBase64)).toBe('%PDF label PS1');
    const manifest = await admin<{ adminPickupManifest: { pdfBase64: string } }>(packer, MANIFEST, {
      shipments: [ref],
    });
    expect(manifest.body.data?.adminPickupManifest).toMatchObject({
      filename: 'manifest-2026-01-01.pdf',
    });
    expect(text(manifest.body.data?.adminPickupManifest.pdfBase64)).toBe('%PDF manifest PS1');
  });
});

describe('failed deliveries of a booked shipment through the admin edge', () => {
  async function failedDelivery() {
    const test = await shop();
    const packer = (await test.tokenOf('packer')).token;
    const ref = { orderId: test.order.id, shipmentId: 'S1' };
    await test.admin(packer, BOOK, { input: ref });
    await test.move({ type: 'DISPATCH', shipmentId: 'S1', courier: 'Delhivery', awb: 'AWB1' });
    const failed = await test.admin(packer, FAILED, {
      input: { ...ref, reason: 'Shopper not at home' },
    });
    expect(failed.body.errors).toBeUndefined();
    return { ...test, packer, ref };
  }

  it('sends a re-attempt with its corrections to the courier, then moves the order', async () => {
    const { admin, packer, ref, scripted } = await failedDelivery();
    const answer = await admin(packer, REATTEMPT, {
      input: { ...ref, date: '2026-01-03', reason: 'Shopper asked for Saturday' },
    });
    expect(answer.body.data).toEqual({
      reattemptDelivery: { shipments: [{ state: 'DISPATCHED' }] },
    });
    expect(scripted.calls.filter((call) => call.method === 'reattempt')).toEqual([
      {
        method: 'reattempt',
        args: ['AWB1', { phone: null, address: null, date: '2026-01-03' }, 'Re-attempt delivery'],
      },
    ]);
    const view = await admin(packer, ORDER, { id: ref.orderId });
    expect(view.body.data).toMatchObject({
      adminOrder: {
        shipments: [
          {
            trackingEvents: [
              {
                stage: 'DELIVERY_FAILED',
                label: 'RE-ATTEMPT REQUESTED',
                activity: 'Re-attempt requested (on 2026-01-03)',
                source: 'SHOP',
              },
            ],
          },
        ],
      },
    });
  });

  it('leaves the order where it was when the courier refuses a return to origin', async () => {
    const { admin, packer, ref, scripted } = await failedDelivery();
    scripted.fail('returnToOrigin', new CourierError('RTO not allowed for this AWB', 'refused'));
    const input = { ...ref, reason: 'Shopper refused the parcel' };
    expect(refusal((await admin(packer, RTO, { input })).body)).toEqual({
      code: 'MOVE_REFUSED',
      message: 'RTO not allowed for this AWB',
    });
    const view = await admin(packer, ORDER, { id: ref.orderId });
    expect(view.body.data).toMatchObject({
      adminOrder: { shipments: [{ state: 'DELIVERY_FAILED', trackingEvents: [] }] },
    });
    scripted.fail('returnToOrigin', null);
    const sent = await admin(packer, RTO, { input });
    expect(sent.body.data).toEqual({
      returnToOrigin: { shipments: [{ state: 'RTO_IN_TRANSIT' }] },
    });
    expect(scripted.count('returnToOrigin')).toBe(2);
  });
});
