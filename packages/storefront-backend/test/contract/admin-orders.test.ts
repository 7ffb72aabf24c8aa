import { describe, expect, it } from 'vitest';
import { documents } from './documents.js';
import { address, NO_VARIANTS, orderInput } from './fixtures.js';
import { STORE_ID, useContractTarget } from './harness.js';
import { postAdmin, staffTokenOf } from './admin-client.js';

const { gql, tokenFor, proven, payInWindow, clock } = useContractTarget();

const OWNER = '+919800000011';
const PACKER = '+919800000012';
const SUPPORT = '+919800000013';
const SHOPPER = '9800000014';

const ORDER_FIELDS = `id code status deliveryStatus stage version paymentType
  lines { line status cancelledQuantity toPack packed inTransit delivered cameBack }
  shipments { id state courier awb trackingUrl attempts lastFailure { reason attempt } restocked { line quantity } }
  refunds { id amount destination status fromOnline }
  timeline { move actor { kind id } reason subject }
  allowedActions { move subject permission }
  money { total owed held refunded codToCollect }`;

const ADMIN_ORDER = `query AdminOrder($id: ID, $code: String) { adminOrder(id: $id, code: $code) { ${ORDER_FIELDS} } }`;
const ADMIN_ORDERS = `query AdminOrders($filter: AdminOrderFilter, $first: Int, $after: String) {
  adminOrders(filter: $filter, first: $first, after: $after) {
    items { id code status stage paymentType phone awbs units }
    pageInfo { endCursor hasNextPage }
    total
  }
}`;
const mutation = (name: string, input: string) =>
  `mutation ${name[0]?.toUpperCase()}${name.slice(1)}($input: ${input}!) { ${name}(input: $input) { ${ORDER_FIELDS} } }`;
const CONFIRM = mutation('confirmOrder', 'ConfirmOrderInput');
const PACK = mutation('packOrder', 'PackOrderInput');
const DISPATCH = mutation('dispatchOrder', 'DispatchOrderInput');
const DELIVERED = mutation('markOrderDelivered', 'ShipmentMoveInput');
const FAILED = mutation('reportDeliveryFailure', 'ReportDeliveryFailureInput');
const RTO = mutation('returnToOrigin', 'ShipmentMoveInput');
const RECEIVE_RTO = mutation('receiveRto', 'ReceiveRtoInput');
const CANCEL = mutation('cancelOrder', 'CancelOrderInput');
const AUDIT_LOG = `query AuditLog($filter: AuditLogFilter) {
  adminAuditLog(filter: $filter) { items { actor { kind id } action targetType targetId } }
}`;

interface AdminOrderData {
  readonly id: string;
  readonly code: string;
  readonly status: string;
  readonly deliveryStatus: string;
  readonly stage: string;
  readonly version: number;
  readonly lines: readonly { status: string; cancelledQuantity: number }[];
  readonly shipments: readonly {
    id: string;
    state: string;
    trackingUrl: string | null;
    attempts: number;
    restocked: readonly { line: number; quantity: number }[];
  }[];
  readonly refunds: readonly { id: string; amount: number; destination: string; status: string }[];
  readonly timeline: readonly { move: string; actor: { kind: string; id: string | null } }[];
  readonly allowedActions: readonly { move: string; permission: string }[];
  readonly money: { total: number; owed: number; held: number; refunded: number };
}

const admin = postAdmin;

/** An admin mutation's order, failing the test with the errors when refused. */
async function moved(token: string, query: string, input: Record<string, unknown>) {
  const answer = await admin<Record<string, AdminOrderData>>(token, query, { input });
  const order = answer.data ? Object.values(answer.data)[0] : undefined;
  if (!order) throw new Error(JSON.stringify(answer.errors));
  clock.advance(1000);
  return order;
}

const staffToken = (phone: string, role: 'owner' | 'packer' | 'support') =>
  staffTokenOf(tokenFor, phone, role);

/** A guest's COD order of `quantity` units of the hyaluronic acid serum (no variants). */
async function codOrder(quantity = 2, phone = SHOPPER, pinCode = '560001') {
  const answer = await gql<{ createOrder: { id: string; code: string; status: string } }>(
    documents.CreateOrder,
    {
      input: await proven(
        orderInput({
          products: [{ productId: NO_VARIANTS, quantity }],
          shippingAddress: address({ phone, pinCode }),
        }),
      ),
    },
  );
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  clock.advance(1000); // the next order or move comes a second later: lists and logs sort by time
  return answer.data.createOrder;
}

/** A signed-in shopper's prepaid order, paid through the sandbox payment window. */
async function paidOrder(quantity = 1) {
  const token = await tokenFor(SHOPPER);
  const placed = await gql<{ createOrder: { id: string } }>(
    documents.CreateOrder,
    {
      input: orderInput({
        paymentType: 'PREPAID',
        products: [{ productId: NO_VARIANTS, quantity }],
      }),
    },
    { token },
  );
  const orderId = placed.data?.createOrder.id ?? '';
  const transaction = await gql<{ createTransaction: { razorpayOrderId: string } }>(
    documents.CreateTransaction,
    { input: { idempotencyKey: crypto.randomUUID(), orderId } },
    { token },
  );
  const paid = await payInWindow(transaction.data?.createTransaction.razorpayOrderId ?? '');
  const validated = await gql(documents.ValidateTransaction, {
    input: {
      idempotencyKey: crypto.randomUUID(),
      orderId,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpayOrderId: paid.razorpay_order_id,
      razorpaySignature: paid.razorpay_signature,
    },
  });
  expect(validated.errors ?? []).toEqual([]);
  return orderId;
}

/** The hyaluronic acid serum's units on sale, as the storefront's CheckInventory answers. */
async function onSale(): Promise<number> {
  const answer = await gql<{ checkInventory: { items: { inventory: number }[] } }>(
    documents.CheckInventory,
    { input: { storeId: STORE_ID, items: [{ recordKey: 'a', productId: NO_VARIANTS }] } },
  );
  return answer.data?.checkInventory.items[0]?.inventory ?? Number.NaN;
}

/** The order as the shopper's order page reads it (spec 4's statuses, courier and tracking). */
const SHOPPER_ORDER = `query ShopperOrder($id: ID!) { getOrder(id: $id) {
  status products { status cancelledQuantity shippingCourier trackingId } } }`;
const shopperStatus = async (id: string) =>
  (
    await gql<{
      getOrder: {
        status: string;
        products: { status: string; shippingCourier: string | null; trackingId: string | null }[];
      };
    }>(SHOPPER_ORDER, { id })
  ).data?.getOrder;

describe("admin API: the order's life", () => {
  it('confirms, dispatches (tracking link from the store template) and delivers a COD order; the shopper sees each status', async () => {
    const owner = await staffToken(OWNER, 'owner');
    const order = await codOrder();
    const before = await admin<{ adminOrder: AdminOrderData }>(owner, ADMIN_ORDER, {
      id: order.id,
    });
    expect(before.data?.adminOrder).toMatchObject({
      status: 'CONFIRMED',
      stage: 'TO_CONFIRM',
      version: 0,
    });
    expect(before.data?.adminOrder.allowedActions.map((a) => a.move)).toContain('CONFIRM_COD');

    const confirmed = await moved(owner, CONFIRM, { orderId: order.id, expectedVersion: 0 });
    expect(confirmed).toMatchObject({
      status: 'CONFIRMED',
      deliveryStatus: 'CONFIRMED',
      stage: 'TO_PACK',
      version: 1,
    });

    const dispatched = await moved(owner, DISPATCH, {
      orderId: order.id,
      courier: 'Delhivery',
      awb: '1490811234567',
    });
    expect(dispatched).toMatchObject({
      status: 'DISPATCHED',
      deliveryStatus: 'SHIPPED',
      stage: 'IN_TRANSIT',
    });
    expect(dispatched.shipments).toMatchObject([
      {
        id: 'S1',
        state: 'DISPATCHED',
        trackingUrl: 'https://haatskincare.in/track-order?awb=1490811234567',
      },
    ]);
    expect(await shopperStatus(order.id)).toMatchObject({
      status: 'DISPATCHED',
      products: [
        { status: 'DISPATCHED', shippingCourier: 'Delhivery', trackingId: '1490811234567' },
      ],
    });

    const delivered = await moved(owner, DELIVERED, { orderId: order.id, shipmentId: 'S1' });
    expect(delivered).toMatchObject({ status: 'DELIVERED', stage: 'DELIVERED' });
    expect(delivered.timeline.map((event) => event.move)).toEqual([
      'PLACE',
      'CONFIRM_COD',
      'DISPATCH',
      'DELIVER',
    ]);
    expect(await shopperStatus(order.id)).toMatchObject({
      status: 'DELIVERED',
      products: [{ status: 'DELIVERED' }],
    });
    const log = await admin<{
      adminAuditLog: { items: { action: string; actor: { kind: string } }[] };
    }>(owner, AUDIT_LOG, { filter: { targetType: 'order', targetId: order.id } });
    expect(log.data?.adminAuditLog.items.map((e) => e.action)).toEqual([
      'markOrderDelivered',
      'dispatchOrder',
      'confirmOrder',
    ]);
  });

  it('packs, reports a failed delivery, returns it to origin and receives it: the units go back on sale', async () => {
    const owner = await staffToken(OWNER, 'owner');
    const packer = await staffToken(PACKER, 'packer');
    const start = await onSale();
    const order = await codOrder(2);
    expect(await onSale()).toBe(start - 2);
    await moved(owner, CONFIRM, { orderId: order.id });
    const packed = await moved(packer, PACK, { orderId: order.id });
    expect(packed).toMatchObject({
      stage: 'TO_DISPATCH',
      shipments: [{ id: 'S1', state: 'PACKED' }],
    });
    await moved(packer, DISPATCH, {
      orderId: order.id,
      shipmentId: 'S1',
      courier: 'Delhivery',
      awb: '1490811234568',
      trackingUrl: 'https://www.delhivery.com/track/package/1490811234568',
    });
    expect(await onSale()).toBe(start - 2);
    const failed = await moved(packer, FAILED, {
      orderId: order.id,
      shipmentId: 'S1',
      reason: 'Customer not available',
    });
    expect(failed).toMatchObject({ stage: 'DELIVERY_FAILED', shipments: [{ attempts: 1 }] });
    const rto = await moved(packer, RTO, { orderId: order.id, shipmentId: 'S1' });
    expect(rto).toMatchObject({
      stage: 'RTO_IN_TRANSIT',
      shipments: [{ state: 'RTO_IN_TRANSIT' }],
    });
    const received = await moved(packer, RECEIVE_RTO, {
      orderId: order.id,
      shipmentId: 'S1',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(received).toMatchObject({
      stage: 'RTO_RECEIVED',
      shipments: [{ state: 'RTO_RECEIVED', restocked: [{ line: 0, quantity: 2 }] }],
    });
    expect(await onSale()).toBe(start);
  });

  it('cancels a COD order (units back) and a paid prepaid one (refunded at the payment gateway)', async () => {
    const owner = await staffToken(OWNER, 'owner');
    const start = await onSale();
    const cod = await codOrder(3);
    const request = {
      orderId: cod.id,
      reason: 'Customer called to cancel',
      idempotencyKey: crypto.randomUUID(),
    };
    const cancelled = await moved(owner, CANCEL, request);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', stage: 'CANCELLED', refunds: [] });
    expect(await onSale()).toBe(start);
    // A retry with its key answers the order as it stands, moved once; the key with other
    // details is refused.
    expect(await moved(owner, CANCEL, request)).toMatchObject({ status: 'CANCELLED', version: 1 });
    expect(await onSale()).toBe(start);
    const reused = await admin(owner, CANCEL, { input: { ...request, reason: 'Other' } });
    expect(reused.errors).toMatchObject([
      {
        message: 'This request was already made with different details. Please try again.',
        extensions: { code: 'IDEMPOTENCY_KEY_REUSED' },
      },
    ]);
    expect(await shopperStatus(cod.id)).toMatchObject({ status: 'CANCELLED' });

    const prepaidId = await paidOrder(1);
    expect(await onSale()).toBe(start - 1);
    const refunded = await moved(owner, CANCEL, {
      orderId: prepaidId,
      reason: 'Out of delivery area',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(refunded).toMatchObject({ status: 'CANCELLED' });
    expect(refunded.refunds).toMatchObject([
      { id: 'F1', destination: 'ORIGINAL', status: 'PROCESSED', amount: refunded.money.total },
    ]);
    expect(refunded.money.refunded).toBe(refunded.money.total);
    expect(refunded.timeline.map((e) => [e.move, e.actor.kind])).toEqual([
      // Paid before its life started: the life starts paid, from the order.
      ['PLACE', 'SHOPPER'],
      ['CANCEL', 'STAFF'],
      ['SETTLE_REFUND', 'PROVIDER'],
    ]);
    expect(await onSale()).toBe(start);
    const again = await admin(owner, CANCEL, {
      input: { orderId: prepaidId, reason: 'again', idempotencyKey: crypto.randomUUID() },
    });
    expect(again.errors).toMatchObject([{ extensions: { code: 'MOVE_REFUSED' } }]);
    expect(String(again.errors?.[0]?.message)).toMatch(/^Order HAAT-\d+ is already cancelled\.$/);
    expect(await onSale()).toBe(start);
  });

  it('lets one of two staff cancelling one order at once win; the other is told why; the units come back once', async () => {
    const owner = await staffToken(OWNER, 'owner');
    const support = await staffToken(SUPPORT, 'support');
    const start = await onSale();
    const order = await codOrder(2);
    const cancel = (token: string) =>
      admin<{ cancelOrder: AdminOrderData }>(token, CANCEL, {
        input: {
          orderId: order.id,
          reason: 'Customer called',
          idempotencyKey: crypto.randomUUID(),
        },
      });
    const answers = await Promise.all([cancel(owner), cancel(support)]);
    expect(answers.filter((a) => a.data?.cancelOrder?.status === 'CANCELLED')).toHaveLength(1);
    const loser = answers.find((a) => !a.data?.cancelOrder);
    expect(loser?.errors).toMatchObject([{ extensions: { code: 'MOVE_REFUSED' } }]);
    expect(loser?.errors?.[0]?.message).toBe(`Order ${order.code} is already cancelled.`);
    expect(await onSale()).toBe(start);
    const log = await admin<{ adminAuditLog: { items: { action: string }[] } }>(owner, AUDIT_LOG, {
      filter: { targetType: 'order', targetId: order.id },
    });
    expect(log.data?.adminAuditLog.items.map((e) => e.action)).toEqual(['cancelOrder']);
  });

  it('refuses a packer a cancel, naming the permission, and writes nothing', async () => {
    const owner = await staffToken(OWNER, 'owner');
    const packer = await staffToken(PACKER, 'packer');
    const start = await onSale();
    const order = await codOrder(1);
    const refused = await admin(packer, CANCEL, {
      input: { orderId: order.id, reason: 'no', idempotencyKey: crypto.randomUUID() },
    });
    expect(refused.errors).toMatchObject([
      {
        message: 'Your role (packer) cannot do this: it needs ORDERS_CANCEL.',
        extensions: { code: 'FORBIDDEN' },
      },
    ]);
    const after = await admin<{ adminOrder: AdminOrderData }>(owner, ADMIN_ORDER, { id: order.id });
    expect(after.data?.adminOrder).toMatchObject({ status: 'CONFIRMED', version: 0 });
    expect(await onSale()).toBe(start - 1);
    const log = await admin<{ adminAuditLog: { items: unknown[] } }>(owner, AUDIT_LOG, {
      filter: { targetType: 'order', targetId: order.id },
    });
    expect(log.data?.adminAuditLog.items).toEqual([]);
    // A packer's view offers the moves its role may make only.
    const view = await admin<{ adminOrder: AdminOrderData }>(packer, ADMIN_ORDER, { id: order.id });
    expect(view.data?.adminOrder.allowedActions.map((a) => a.permission)).not.toContain(
      'ORDERS_CANCEL',
    );
  });

  it("answers a move the order's life does not allow MOVE_REFUSED with the reason, and a stale version CONFLICT", async () => {
    const owner = await staffToken(OWNER, 'owner');
    const order = await codOrder(1);
    const early = await admin(owner, PACK, { input: { orderId: order.id } });
    expect(early.errors).toMatchObject([{ extensions: { code: 'MOVE_REFUSED' } }]);
    expect(String(early.errors?.[0]?.message)).toContain(order.code);
    await moved(owner, CONFIRM, { orderId: order.id });
    const stale = await admin(owner, PACK, { input: { orderId: order.id, expectedVersion: 0 } });
    expect(stale.errors).toMatchObject([{ extensions: { code: 'CONFLICT' } }]);
    const missing = await admin(owner, CONFIRM, { input: { orderId: 'no-such-order' } });
    expect(missing.errors).toMatchObject([{ extensions: { code: 'NOT_FOUND' } }]);
  });

  it('lists orders newest first with status, stage, payment type, phone and code filters, in cursor pages', async () => {
    const owner = await staffToken(OWNER, 'owner');
    const support = await staffToken(SUPPORT, 'support');
    const first = await codOrder(1, '9800000021');
    const second = await codOrder(1, '9800000022');
    const third = await codOrder(1, '9800000023');
    await moved(owner, CONFIRM, { orderId: second.id });
    type List = {
      adminOrders: {
        items: { id: string; stage: string; phone: string }[];
        pageInfo: { endCursor: string | null; hasNextPage: boolean };
        total: number;
      };
    };
    const list = (filter: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      admin<List>(support, ADMIN_ORDERS, { filter, ...extra });
    const all = await list({ paymentType: ['COD'] });
    expect(all.data?.adminOrders.items.map((o) => o.id)).toEqual([third.id, second.id, first.id]);
    expect(all.data?.adminOrders.total).toBe(3);
    const toConfirm = await list({ stage: ['TO_CONFIRM'] });
    expect(toConfirm.data?.adminOrders.items.map((o) => o.id)).toEqual([third.id, first.id]);
    const toPack = await list({ stage: ['TO_PACK'], status: ['CONFIRMED'] });
    expect(toPack.data?.adminOrders.items.map((o) => o.id)).toEqual([second.id]);
    const byPhone = await list({ phone: '9800000023' });
    expect(byPhone.data?.adminOrders.items).toMatchObject([
      { id: third.id, phone: '+919800000023' },
    ]);
    const byCode = await list({ code: first.code.toLowerCase() });
    expect(byCode.data?.adminOrders.items.map((o) => o.id)).toEqual([first.id]);
    expect((await list({ paymentType: ['PREPAID'] })).data?.adminOrders.total).toBe(0);
    const page1 = await list({}, { first: 2 });
    expect(page1.data?.adminOrders.pageInfo.hasNextPage).toBe(true);
    const page2 = await list({}, { first: 2, after: page1.data?.adminOrders.pageInfo.endCursor });
    expect(
      [...(page1.data?.adminOrders.items ?? []), ...(page2.data?.adminOrders.items ?? [])].map(
        (o) => o.id,
      ),
    ).toEqual([third.id, second.id, first.id]);
    expect(page2.data?.adminOrders.pageInfo).toEqual({ endCursor: null, hasNextPage: false });
    const byCodeOne = await admin<{ adminOrder: AdminOrderData }>(support, ADMIN_ORDER, {
      code: second.code,
    });
    expect(byCodeOne.data?.adminOrder).toMatchObject({ id: second.id, stage: 'TO_PACK' });
  });

  it('finds a dispatched order by its AWB (a packer on the phone) and orders by pin code; a bad pin code is refused', async () => {
    const owner = await staffToken(OWNER, 'owner');
    const packer = await staffToken(PACKER, 'packer');
    const sent = await codOrder(1, '9800000031');
    const elsewhere = await codOrder(1, '9800000032', '845401');
    await moved(owner, CONFIRM, { orderId: sent.id });
    await moved(packer, DISPATCH, { orderId: sent.id, courier: 'Delhivery', awb: '1490811234599' });
    type List = { adminOrders: { items: { id: string; awbs: string[] }[]; total: number } };
    const list = (filter: Record<string, unknown>) => admin<List>(packer, ADMIN_ORDERS, { filter });

    const byAwb = await list({ awb: ' 1490811234599 ' });
    expect(byAwb.data?.adminOrders).toMatchObject({
      items: [{ id: sent.id, awbs: ['1490811234599'] }],
      total: 1,
    });
    expect((await list({ awb: '149081123459' })).data?.adminOrders.total).toBe(0);
    const byPin = await list({ pinCode: '845401' });
    expect(byPin.data?.adminOrders.items.map((o) => o.id)).toEqual([elsewhere.id]);
    const bengaluru = await list({ pinCode: '560001' });
    expect(bengaluru.data?.adminOrders.items.map((o) => o.id)).toEqual([sent.id]);

    for (const pinCode of ['56001', '0560001', 'BLR560']) {
      const refused = await list({ pinCode });
      expect(refused.data).toBeNull();
      expect(refused.errors).toMatchObject([
        {
          message: 'filter.pinCode must be a 6-digit pin code.',
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ]);
    }
  });

  it('finds orders from one search text read as an order code, an AWB or a phone; a search that is none finds nothing', async () => {
    const owner = await staffToken(OWNER, 'owner');
    const packer = await staffToken(PACKER, 'packer');
    const sent = await codOrder(1, '9800000041');
    const other = await codOrder(1, '9800000042');
    await moved(owner, CONFIRM, { orderId: sent.id });
    await moved(packer, DISPATCH, { orderId: sent.id, courier: 'Delhivery', awb: '1490811234577' });
    type List = { adminOrders: { items: { id: string }[]; total: number } };
    const found = async (search: string, filter: Record<string, unknown> = {}) => {
      const answer = await admin<List>(packer, ADMIN_ORDERS, { filter: { ...filter, search } });
      expect(answer.errors ?? []).toEqual([]);
      return answer.data?.adminOrders.items.map((o) => o.id);
    };
    expect(await found(' 1490811234577 ')).toEqual([sent.id]);
    expect(await found(other.code.toLowerCase())).toEqual([other.id]);
    expect(await found('9800000042')).toEqual([other.id]);
    expect(await found('+91 98000 00042')).toEqual([other.id]);
    expect(await found('+919800000042')).toEqual([other.id]);
    // Whole values only, and with the other filters.
    expect(await found('149081123457')).toEqual([]);
    expect(await found('98000000')).toEqual([]);
    expect(await found('nothing like an order')).toEqual([]);
    expect(await found('9800000042', { stage: ['IN_TRANSIT'] })).toEqual([]);

    for (const [search, message] of [
      ['  ', 'filter.search is empty: give an order code, an AWB or a phone.'],
      ['x'.repeat(65), 'filter.search may be at most 64 characters.'],
    ] as const) {
      const refused = await admin<List>(packer, ADMIN_ORDERS, { filter: { search } });
      expect(refused.data).toBeNull();
      expect(refused.errors).toMatchObject([{ message, extensions: { code: 'BAD_USER_INPUT' } }]);
    }
  });

  it("refuses a shopper's and an anonymous caller's tries at every order operation, and moves nothing", async () => {
    const owner = await staffToken(OWNER, 'owner');
    const order = await codOrder(1);
    const shopper = await tokenFor(SHOPPER);
    const tries: [string, Record<string, unknown>][] = [
      [ADMIN_ORDERS, {}],
      [ADMIN_ORDER, { id: order.id }],
      [CONFIRM, { input: { orderId: order.id } }],
      [PACK, { input: { orderId: order.id } }],
      [DISPATCH, { input: { orderId: order.id, courier: 'x', awb: '1' } }],
      [DELIVERED, { input: { orderId: order.id, shipmentId: 'S1' } }],
      [FAILED, { input: { orderId: order.id, shipmentId: 'S1', reason: 'x' } }],
      [RTO, { input: { orderId: order.id, shipmentId: 'S1' } }],
      [RECEIVE_RTO, { input: { orderId: order.id, shipmentId: 'S1', idempotencyKey: 'k' } }],
      [CANCEL, { input: { orderId: order.id, reason: 'x', idempotencyKey: 'k' } }],
    ];
    for (const [query, variables] of tries) {
      const asShopper = await admin(shopper, query, variables);
      // A nullable root field (adminOrder) answers null beside the error; the rest null data.
      expect(Object.values(asShopper.data ?? {}).every((value) => value === null)).toBe(true);
      expect(asShopper.errors).toMatchObject([
        { message: 'You are not staff of this shop.', extensions: { code: 'FORBIDDEN' } },
      ]);
      const anonymous = await admin(null, query, variables);
      expect(anonymous.status).toBe(401);
    }
    const after = await admin<{ adminOrder: AdminOrderData }>(owner, ADMIN_ORDER, { id: order.id });
    expect(after.data?.adminOrder).toMatchObject({
      status: 'CONFIRMED',
      stage: 'TO_CONFIRM',
      version: 0,
    });
  });
});
