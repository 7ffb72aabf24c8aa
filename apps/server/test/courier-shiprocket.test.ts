import { sampleShop, STORE_ID } from '@haat/sample-shop';
import {
  bookShipment,
  followTracking,
  moveOrder,
  pickupManifest,
  requestReattempt,
  requestReturnToOrigin,
  shipmentLabel,
  type BackendDeps,
  shipmentBookingRequest,
  startSession,
  type BookingRequest,
  type MoveRequest,
} from '@haat/storefront-backend';
import { documents } from '@haat/storefront-backend/contract';
import { orderInput, signedInUser, withPhoneProof } from '@haat/storefront-backend/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingHints, type TrackingHints } from '../src/couriers/tracking-hints.js';
import {
  COURIER_TRACKING_WEBHOOK_PATH,
  registerTrackingWebhook,
} from '../src/couriers/tracking-webhook-route.js';
import { inProcessGraphql } from '../src/render/in-process-graphql.js';
import { createStorefront, type Storefront } from '../src/shop/storefront.js';
import type { Config } from '../src/config.js';
import type { Database } from '../src/storage/database.js';
import { createSqlStorage } from '../src/storage/sql/create-sql-storage.js';
import {
  FAKE_PDF,
  FAKE_PICKUP_LOCATION,
  FAKE_SHIPROCKET_EMAIL,
  FAKE_SHIPROCKET_PASSWORD,
  startFakeShiprocket,
  type FakeShiprocket,
  type FakeStatus,
} from './fakes/fake-shiprocket.js';
import { sharedSigningKey, startTestApp, storefrontConfig } from './harness.js';
import { freshPgliteDatabase } from './support/pglite.js';

const WEBHOOK_TOKEN = 'panel-security-token-0123456789';

let fake: FakeShiprocket;
let database: Database;
let storefront: Storefront;
let deps: BackendDeps;
let app: FastifyInstance;
let hints: TrackingHints;
let shiprocket: NonNullable<Config['shiprocket']>;

beforeAll(async () => {
  fake = await startFakeShiprocket();
  // Checkout asks Shiprocket whether cash on delivery reaches the shopper's pin code.
  fake.servePinCode('560001', {
    cod: true,
    etd: 'Jul 08, 2026',
    city: 'Bengaluru',
    state: 'Karnataka',
  });
  database = await freshPgliteDatabase();
  const storage = await createSqlStorage(database, { seed: { storeId: STORE_ID, ...sampleShop } });
  shiprocket = {
    email: FAKE_SHIPROCKET_EMAIL,
    password: FAKE_SHIPROCKET_PASSWORD,
    pickupLocation: FAKE_PICKUP_LOCATION,
    pickupPinCode: '400001',
    webhookToken: WEBHOOK_TOKEN,
    baseUrl: fake.baseUrl,
    // Only the one "slow" answer below is meant to exceed it.
    timeoutMs: 1_000,
  };
  storefront = createStorefront(
    { ...storefrontConfig(), shiprocket },
    storage,
    await sharedSigningKey(),
    { print: () => undefined },
  );
  deps = storefront.deps;
  app = Fastify();
  hints = trackingHints((awb) => followTracking(deps, awb), app.log);
  await registerTrackingWebhook(app, { token: WEBHOOK_TOKEN, hints });
}, 60_000);

afterAll(async () => {
  await hints.idle();
  await app.close();
  await fake.close();
  await database.close();
});

const STAFF = { kind: 'staff', staffId: 'staff-packer' } as const;

async function move(orderId: string, request: MoveRequest) {
  const outcome = await moveOrder(deps, { orderId, move: request, actor: STAFF });
  if (!outcome.ok) throw new Error(outcome.message);
}

/** A guest's COD order placed through the storefront API, confirmed and packed as S1. */
async function packedCodOrder() {
  const api = inProcessGraphql({ backend: storefront.backend, apiKey: deps.settings.apiKey });
  const answer = await api.execute({
    query: documents.CreateOrder,
    variables: { input: await withPhoneProof(deps, orderInput()) },
    operationName: 'CreateOrder',
  });
  const body = JSON.parse(answer.text) as { data?: { createOrder: { id: string; code: string } } };
  const placed = body.data?.createOrder;
  if (!placed) throw new Error(`no order: ${answer.text}`);
  await move(placed.id, { type: 'CONFIRM_COD' });
  await move(placed.id, { type: 'PACK' });
  const order = await deps.storage.repos.orders.byId(placed.id);
  if (!order) throw new Error('the order vanished');
  return order;
}

/** The booking of an order's S1, from the order and its life (`shipmentBookingRequest`). */
async function bookingOf(order: { readonly id: string }): Promise<BookingRequest> {
  const request = await shipmentBookingRequest(deps, order.id, 'S1');
  if ('refused' in request) throw new Error(request.refused);
  return request;
}

async function booked() {
  const order = await packedCodOrder();
  const outcome = await bookShipment(deps, await bookingOf(order));
  if (outcome.status !== 'booked' || !outcome.booking.awb) throw new Error(outcome.status);
  return { order, awb: outcome.booking.awb };
}

const webhook = (body: string, token: string | null = WEBHOOK_TOKEN) =>
  app.inject({
    method: 'POST',
    url: COURIER_TRACKING_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', ...(token ? { 'x-api-key': token } : {}) },
    payload: body,
  });

/** The courier scans the parcel and Shiprocket posts its webhook; the hint is followed. */
async function scanned(awb: string, status: FakeStatus, activity?: string) {
  fake.scan(awb, status, activity);
  const answer = await webhook(fake.webhook(awb));
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toEqual({ status: 'accepted' });
  await hints.idle();
}

const shipmentState = async (orderId: string) =>
  (await deps.storage.repos.orderLives.byOrder(orderId))?.life.shipments[0]?.state;

describe('Shiprocket courier, end to end against the fake', () => {
  it('books a COD order once although the first create timed out, prints label and manifest, and follows hints to delivered', async () => {
    const order = await packedCodOrder();
    fake.fail('create', { kind: 'slow', ms: 10_000 });
    const first = await bookShipment(deps, await bookingOf(order));
    expect(first).toMatchObject({ status: 'failed', retryable: true });
    expect(fake.creates).toBe(1);
    const retried = await bookShipment(deps, await bookingOf(order));
    expect(retried).toMatchObject({ status: 'booked', fresh: true });
    expect(fake.creates).toBe(1);
    const again = await bookShipment(deps, await bookingOf(order));
    expect(again).toMatchObject({ status: 'booked', fresh: false });
    expect(fake.creates).toBe(1);
    const created = fake.orders[0];
    expect(created?.channel_order_id).toBe(`${order.code}-S1`);
    expect(created?.payment_method).toBe('COD');
    // The cash to collect is what the shopper owes on delivery; the address as the courier wants it.
    expect((await bookingOf(order)).codAmount).toBe(order.amounts.payOnDelivery);
    expect(created?.body).toMatchObject({
      billing_customer_name: 'Asha',
      billing_state: 'Karnataka',
      billing_pincode: '560001',
      billing_phone: '9876543210',
    });
    expect(created?.body['order_items']).toHaveLength(2);
    expect(created?.status).toBe('PICKUP SCHEDULED');
    const awb = created?.shipment.awb ?? '';

    const label = await shipmentLabel(deps, order.id, 'S1');
    expect(label.status === 'ok' && Buffer.from(label.pdf).toString()).toBe(FAKE_PDF);
    const manifest = await pickupManifest(deps, [{ orderId: order.id, shipmentId: 'S1' }]);
    expect(manifest.status).toBe('ok');

    await scanned(awb, 'PICKED UP', 'Shipment picked up');
    expect(await shipmentState(order.id)).toBe('DISPATCHED');
    const life = await deps.storage.repos.orderLives.byOrder(order.id);
    expect(life?.life.shipments[0]).toMatchObject({
      courier: 'Delhivery Surface',
      awb,
      trackingUrl: `https://shiprocket.co/tracking/${awb}`,
    });
    await scanned(awb, 'OUT FOR DELIVERY', 'Out for delivery');
    expect(await shipmentState(order.id)).toBe('OUT_FOR_DELIVERY');
    await scanned(awb, 'DELIVERED', 'Delivered to consignee');
    expect(await shipmentState(order.id)).toBe('DELIVERED');
    expect((await deps.storage.repos.orders.byId(order.id))?.status).toBe('DELIVERED');
    const timeline = await deps.storage.repos.trackingEvents.byOrder(order.id);
    expect(timeline.map((event) => event.label)).toEqual([
      'PICKED UP',
      'OUT FOR DELIVERY',
      'DELIVERED',
    ]);
  });

  it('changes nothing for a forged webhook: no token, a wrong token, or a status the API does not confirm', async () => {
    const { order, awb } = await booked();
    await scanned(awb, 'PICKED UP');
    const before = await deps.storage.repos.orderLives.byOrder(order.id);
    const claim = fake.webhook(awb, {
      current_status: 'DELIVERED',
      current_status_id: 7,
      shipment_status: 'DELIVERED',
      shipment_status_id: 7,
      scans: [
        {
          date: '2026-07-05 12:00:00',
          activity: 'Delivered',
          'sr-status': '7',
          'sr-status-label': 'DELIVERED',
        },
      ],
    });
    expect((await webhook(claim, null)).statusCode).toBe(401);
    expect((await webhook(claim, `${WEBHOOK_TOKEN}x`)).statusCode).toBe(401);
    expect((await webhook(claim)).statusCode).toBe(200);
    await hints.idle();
    const after = await deps.storage.repos.orderLives.byOrder(order.id);
    expect(after?.life.version).toBe(before?.life.version);
    expect(after?.life.shipments[0]?.state).toBe('DISPATCHED');
    const labels = (await deps.storage.repos.trackingEvents.byOrder(order.id)).map((e) => e.label);
    expect(labels).toEqual(['PICKED UP']);
    // An AWB none of ours, and a body without one, change nothing either.
    expect(
      (await webhook(JSON.stringify({ awb: '999999999999', current_status: 'DELIVERED' }))).json(),
    ).toEqual({ status: 'accepted' });
    expect((await webhook(JSON.stringify({ ping: true }))).json()).toEqual({ status: 'ignored' });
    await hints.idle();
    expect((await deps.storage.repos.orderLives.byOrder(order.id))?.life.version).toBe(
      before?.life.version,
    );
  });

  it('re-attempts a failed delivery with corrections, then delivers it', async () => {
    const { order, awb } = await booked();
    await scanned(awb, 'PICKED UP');
    await scanned(awb, 'UNDELIVERED', 'Customer not available');
    const failed = await deps.storage.repos.orderLives.byOrder(order.id);
    expect(failed?.life.shipments[0]).toMatchObject({
      state: 'DELIVERY_FAILED',
      attempts: 1,
      lastFailure: { reason: 'Customer not available' },
    });
    // Staff decide (the admin API's reattemptDelivery move), and the courier is told.
    const corrections = { phone: '+919876500000', address: null, date: null };
    await move(order.id, { type: 'REATTEMPT', shipmentId: 'S1', corrections });
    const sent = await requestReattempt(deps, { orderId: order.id, shipmentId: 'S1', corrections });
    expect(sent).toEqual({ status: 'sent' });
    expect(fake.ndrActions.at(-1)).toEqual({
      awb,
      body: { action: 're-attempt', comments: 'Re-attempt delivery', phone: '9876500000' },
    });
    await scanned(awb, 'OUT FOR DELIVERY');
    expect(await shipmentState(order.id)).toBe('OUT_FOR_DELIVERY');
    await scanned(awb, 'DELIVERED');
    expect(await shipmentState(order.id)).toBe('DELIVERED');
  });

  it('returns another failed delivery to origin', async () => {
    const { order, awb } = await booked();
    await scanned(awb, 'PICKED UP');
    await scanned(awb, 'UNDELIVERED', 'Customer refused the parcel');
    const sent = await requestReturnToOrigin(deps, {
      orderId: order.id,
      shipmentId: 'S1',
      reason: 'Shopper refused the parcel',
    });
    expect(sent).toEqual({ status: 'sent' });
    expect(fake.ndrActions.at(-1)).toEqual({
      awb,
      body: { action: 'return', comments: 'Shopper refused the parcel' },
    });
    await scanned(awb, 'RTO INITIATED', 'RTO initiated');
    expect(await shipmentState(order.id)).toBe('RTO_IN_TRANSIT');
    // Back at the shop: staff check the parcel and receive it (RECEIVE_RTO), not the courier.
    await scanned(awb, 'RTO DELIVERED', 'RTO delivered');
    expect(await shipmentState(order.id)).toBe('RTO_IN_TRANSIT');
  });

  it('books through the admin API as a packer: once when retried, its label a PDF, and an RTO sent to Shiprocket', async () => {
    const order = await packedCodOrder();
    const { user } = await signedInUser(deps, { phone: '+919800000071' });
    await deps.storage.repos.staff.assign({ userId: user.id, role: 'packer', at: 0, by: null });
    const token = (await startSession(deps, user, deps.clock.now())).idToken;
    const admin = async <T>(query: string, variables: Record<string, unknown>) => {
      const answer = await storefront.backend.admin({
        body: JSON.stringify({ query, variables }),
        headers: new Headers({
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
        }),
        requestId: 'courier-admin-test',
      });
      return answer.body as { data?: T; errors?: { message: string }[] };
    };
    const ref = { orderId: order.id, shipmentId: 'S1' };
    const BOOK = `mutation Book($input: BookShipmentInput!) { bookShipment(input: $input) { status awb courier } }`;
    const creates = fake.creates;
    const first = await admin<{ bookShipment: { awb: string } }>(BOOK, { input: ref });
    expect(first.data?.bookShipment).toMatchObject({
      status: 'PICKUP_REQUESTED',
      courier: 'Delhivery Surface',
    });
    expect(await admin(BOOK, { input: ref })).toEqual(first);
    expect(fake.creates).toBe(creates + 1);
    const awb = first.data?.bookShipment.awb ?? '';

    const label = await admin<{ adminShipmentLabel: { contentType: string; pdfBase64: string } }>(
      `query Label($orderId: ID!, $shipmentId: ID!) {
        adminShipmentLabel(orderId: $orderId, shipmentId: $shipmentId) { contentType pdfBase64 } }`,
      ref,
    );
    expect(label.data?.adminShipmentLabel.contentType).toBe('application/pdf');
    const pdf = Buffer.from(label.data?.adminShipmentLabel.pdfBase64 ?? '', 'base64');
    expect(pdf.toString()).toBe(FAKE_PDF);

    await scanned(awb, 'PICKED UP');
    await scanned(awb, 'UNDELIVERED', 'Customer refused the parcel');
    const RTO = `mutation Rto($input: ShipmentMoveInput!) { returnToOrigin(input: $input) { shipments { state } } }`;
    const input = { ...ref, reason: 'Shopper refused the parcel' };
    fake.fail('ndr', { kind: 'status', status: 422, message: 'Action not allowed for this AWB' });
    const refused = await admin(RTO, { input });
    expect(refused.errors?.[0]?.message).toBe(
      `Shiprocket refused to return AWB ${awb} to origin: Action not allowed for this AWB`,
    );
    expect(await shipmentState(order.id)).toBe('DELIVERY_FAILED');
    const moved = await admin(RTO, { input });
    expect(moved.data).toEqual({ returnToOrigin: { shipments: [{ state: 'RTO_IN_TRANSIT' }] } });
    expect(fake.ndrActions.at(-1)).toEqual({
      awb,
      body: { action: 'return', comments: 'Shopper refused the parcel' },
    });
  });

  it('serves the webhook only when Shiprocket is configured (self-ship: no such route)', async () => {
    const base = { trustProxy: false, publicUrl: 'http://127.0.0.1', razorpay: null };
    const post = (url: string) =>
      fetch(`${url}${COURIER_TRACKING_WEBHOOK_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"awb":"321055700001"}',
      });
    for (const [config, status] of [
      [{ ...base, shiprocket }, 401],
      [base, 404],
    ] as const) {
      const served = await startTestApp({
        config,
        storefront,
        graphql: { edge: storefront.backend.graphqlEdge },
      });
      try {
        expect((await post(served.url)).status).toBe(status);
      } finally {
        await served.close();
      }
    }
  });
});
