import { asPaise } from '@haat/commerce-core';
import { CourierError, type ShipmentRequest } from '@haat/storefront-backend';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_PDF,
  FAKE_PICKUP_LOCATION,
  FAKE_SHIPROCKET_EMAIL,
  FAKE_SHIPROCKET_PASSWORD,
  startFakeShiprocket,
  type FakeShiprocket,
} from '../../../test/fakes/fake-shiprocket.js';
import { shiprocketCourier, type ShiprocketOptions } from '../shiprocket.js';
import { TOKEN_RENEW_AFTER_MS } from '../shiprocket-session.js';

let fake: FakeShiprocket;
beforeEach(async () => {
  fake = await startFakeShiprocket();
});
afterEach(async () => {
  await fake.close();
});

const courier = (overrides: Partial<ShiprocketOptions> = {}) =>
  shiprocketCourier({
    email: FAKE_SHIPROCKET_EMAIL,
    password: FAKE_SHIPROCKET_PASSWORD,
    pickupLocation: FAKE_PICKUP_LOCATION,
    baseUrl: fake.baseUrl,
    timeoutMs: 2_000,
    ...overrides,
  });

const shipment: ShipmentRequest = {
  channelOrderId: 'HAAT-10234-S1',
  orderDate: '2026-07-04',
  deliverTo: {
    name: 'Asha Rao',
    phone: '+919876543210',
    email: null,
    address: '12 MG Road',
    landmark: 'Near the metro',
    city: 'Bengaluru',
    state: 'Karnataka',
    pinCode: '560034',
  },
  items: [
    { name: 'Vitamin C Serum', sku: 'VCS-30', units: 2, unitPrice: asPaise(29900), hsn: '330499' },
  ],
  codAmount: asPaise(59800),
  subTotal: asPaise(59800),
  parcel: { weightGrams: 700, lengthCm: 12, breadthCm: 5, heightCm: 10 },
};

const failure = async (promise: Promise<unknown>) => {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CourierError);
  return error as CourierError;
};

describe('shiprocketCourier', () => {
  it('logs in once, keeps the token for 9 days, and logs in again after that', async () => {
    let now = 1_000;
    const api = courier({ now: () => now });
    await api.findShipment('HAAT-1-S1');
    await api.findShipment('HAAT-2-S1');
    expect(fake.logins).toBe(1);
    now += TOKEN_RENEW_AFTER_MS;
    await api.findShipment('HAAT-3-S1');
    expect(fake.logins).toBe(2);
    const login = fake.received.find((request) => request.url === '/v1/external/auth/login');
    expect(JSON.parse(login?.body ?? '')).toEqual({
      email: FAKE_SHIPROCKET_EMAIL,
      password: FAKE_SHIPROCKET_PASSWORD,
    });
  });

  it('logs in again once when a call is answered 401, and repeats the call', async () => {
    const api = courier();
    await api.findShipment('HAAT-1-S1');
    fake.expireTokens();
    await expect(api.findShipment('HAAT-1-S1')).resolves.toBeNull();
    expect(fake.logins).toBe(2);
  });

  it('names a refused login without the password', async () => {
    const error = await failure(courier({ password: 'wrong-password' }).findShipment('HAAT-1-S1'));
    expect(error.failure).toBe('refused');
    expect(error.message).toBe(
      `Shiprocket refused to log in as ${FAKE_SHIPROCKET_EMAIL}: Invalid email and password combination`,
    );
    expect(error.message).not.toContain('wrong-password');
  });

  it('answers serviceability: COD, the soonest delivery day, city and state; none where no courier goes', async () => {
    fake.servePinCode('560034', {
      cod: true,
      etd: 'Jul 08, 2026',
      city: 'Bengaluru',
      state: 'Karnataka',
    });
    const ask = {
      pickupPinCode: '400001',
      weightGrams: 500,
      cod: true,
      declaredValue: asPaise(49900),
    };
    await expect(courier().serviceability({ ...ask, deliveryPinCode: '560034' })).resolves.toEqual({
      serviceable: true,
      cod: true,
      estimatedDelivery: '2026-07-08',
      city: 'Bengaluru',
      state: 'Karnataka',
    });
    const asked = fake.received.find((request) => request.url.includes('serviceability'));
    expect(new URL(asked?.url ?? '', fake.baseUrl).searchParams.toString()).toBe(
      'pickup_postcode=400001&delivery_postcode=560034&cod=1&weight=0.5&declared_value=499',
    );
    await expect(courier().serviceability({ ...ask, deliveryPinCode: '799001' })).resolves.toEqual({
      serviceable: false,
      cod: false,
      estimatedDelivery: null,
      city: null,
      state: null,
    });
  });

  it('creates the order in rupees and kg, with our channel order id, and finds it by that id', async () => {
    const api = courier();
    const created = await api.createShipment(shipment);
    expect(created).toEqual({
      providerOrderId: String(fake.orders[0]?.id),
      providerShipmentId: String(fake.orders[0]?.shipment.id),
      awb: null,
      courierName: null,
      pickupRequested: false,
    });
    expect(fake.orders[0]?.body).toMatchObject({
      order_id: 'HAAT-10234-S1',
      order_date: '2026-07-04',
      pickup_location: FAKE_PICKUP_LOCATION,
      billing_customer_name: 'Asha',
      billing_last_name: 'Rao',
      billing_address_2: 'Near the metro',
      billing_pincode: '560034',
      billing_phone: '9876543210',
      shipping_is_billing: true,
      order_items: [
        { name: 'Vitamin C Serum', sku: 'VCS-30', units: 2, selling_price: 299, hsn: '330499' },
      ],
      payment_method: 'COD',
      sub_total: 598,
      weight: 0.7,
    });
    await expect(api.findShipment('HAAT-10234-S1')).resolves.toEqual(created);
    // A search matches parts of ids: only our exact id counts.
    await expect(api.findShipment('HAAT-10234-S')).resolves.toBeNull();
  });

  it('assigns the AWB, schedules the pickup once (a repeat counts as asked), and prints label and manifest', async () => {
    const api = courier();
    const { providerShipmentId: id } = await api.createShipment(shipment);
    const awb = await api.assignAwb(id);
    expect(awb).toEqual({ awb: fake.orders[0]?.shipment.awb, courierName: 'Delhivery Surface' });
    // Asked again (the first answer lost): Shiprocket refuses, the shipment holds the AWB.
    await expect(api.assignAwb(id)).resolves.toEqual(awb);
    await expect(api.requestPickup(id)).resolves.toEqual({ scheduledAt: '2026-07-05 10:00:00' });
    await expect(api.requestPickup(id)).resolves.toEqual({ scheduledAt: null });
    const label = await api.label(id);
    expect(Buffer.from(label).toString()).toBe(FAKE_PDF);
    expect(Buffer.from(await api.manifest([id])).toString()).toBe(FAKE_PDF);
    expect(fake.manifests).toEqual([[Number(id)]]);
    await expect(api.findShipment('HAAT-10234-S1')).resolves.toMatchObject({
      awb: awb.awb,
      pickupRequested: true,
    });
  });

  it('reads tracking oldest scan first, staged by Shiprocket status codes, in India time', async () => {
    const api = courier();
    const { providerShipmentId: id } = await api.createShipment(shipment);
    const { awb } = await api.assignAwb(id);
    await expect(api.tracking(awb)).resolves.toEqual({
      awb,
      stage: 'BOOKED',
      label: 'NEW',
      scans: [],
    });
    fake.scan(awb, 'PICKED UP', 'Shipment picked up');
    fake.scan(awb, 'UNDELIVERED', 'Customer not available');
    const tracked = await api.tracking(awb);
    expect(tracked.stage).toBe('DELIVERY_FAILED');
    expect(tracked.label).toBe('UNDELIVERED');
    expect(tracked.scans.map(({ stage, label, activity }) => [stage, label, activity])).toEqual([
      ['IN_TRANSIT', 'PICKED UP', 'Shipment picked up'],
      ['DELIVERY_FAILED', 'UNDELIVERED', 'Customer not available'],
    ]);
    expect(tracked.scans[0]?.at).toBe(Date.UTC(2026, 6, 5, 4, 31));
  });

  it('sends re-attempts with corrections and returns to origin as NDR actions', async () => {
    const api = courier();
    const { providerShipmentId: id } = await api.createShipment(shipment);
    const { awb } = await api.assignAwb(id);
    fake.scan(awb, 'UNDELIVERED', 'Customer not available');
    await api.reattempt(
      awb,
      { phone: '+91 98765 00000', address: null, date: '2026-07-09' },
      'Call first',
    );
    await api.returnToOrigin(awb, 'Shopper refused the parcel');
    expect(fake.ndrActions).toEqual([
      {
        awb,
        body: {
          action: 're-attempt',
          comments: 'Call first',
          phone: '9876500000',
          deferred_date: '2026-07-09',
        },
      },
      { awb, body: { action: 'return', comments: 'Shopper refused the parcel' } },
    ]);
  });

  it('cancels a booked order before pickup, then finds it no more; refuses an unknown or picked-up one', async () => {
    const api = courier();
    const created = await api.createShipment(shipment);
    await api.assignAwb(created.providerShipmentId);
    await api.cancelShipment(created.providerOrderId);
    expect(fake.orders.map((order) => order.status)).toEqual(['CANCELED']);
    expect(await api.findShipment('HAAT-10234-S1')).toBeNull();
    expect(await failure(api.cancelShipment(created.providerOrderId))).toMatchObject({
      failure: 'refused',
      message: `Shiprocket refused to cancel order ${created.providerOrderId}: Order is already cancelled.`,
    });
    expect(await failure(api.cancelShipment('999'))).toMatchObject({
      failure: 'refused',
      message: 'Shiprocket refused to cancel order 999: Invalid order id.',
    });
    const picked = await api.createShipment({ ...shipment, channelOrderId: 'HAAT-10235-S1' });
    const { awb } = await api.assignAwb(picked.providerShipmentId);
    fake.scan(awb, 'PICKED UP');
    expect(await failure(api.cancelShipment(picked.providerOrderId))).toMatchObject({
      failure: 'refused',
      message: `Shiprocket refused to cancel order ${picked.providerOrderId}: Order cannot be cancelled once picked up.`,
    });
    fake.fail('cancel', { kind: 'status', status: 503 });
    expect(await failure(api.cancelShipment(picked.providerOrderId))).toMatchObject({
      failure: 'unavailable',
    });
  });

  it('names failures: refusals in Shiprocket words, time-outs and 5xx as unavailable', async () => {
    const api = courier();
    const refused = await failure(
      api.createShipment({ ...shipment, deliverTo: { ...shipment.deliverTo, city: '' } }),
    );
    expect(refused.failure).toBe('refused');
    expect(refused.message).toBe(
      'Shiprocket refused to create order HAAT-10234-S1: Oops! Invalid Data.: The billing city field is required.',
    );
    fake.fail('create', { kind: 'slow', ms: 10_000 });
    const late = await failure(courier({ timeoutMs: 300 }).createShipment(shipment));
    expect(late.failure).toBe('unavailable');
    expect(late.message).toBe('Shiprocket did not answer within 300 ms');
    fake.fail('track', { kind: 'status', status: 502 });
    const down = await failure(api.tracking('X'));
    expect(down).toMatchObject({
      failure: 'unavailable',
      message: 'Shiprocket could not track AWB X: Something went wrong',
    });
    const ndr = await failure(api.returnToOrigin('X', 'no'));
    expect(ndr).toMatchObject({
      failure: 'refused',
      message: 'Shiprocket refused to return AWB X to origin: Invalid AWB',
    });
  });
});
