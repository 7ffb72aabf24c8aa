import { describe, expect, it } from 'vitest';
import type { BackendDeps, ShopCatalogue } from '../../src/deps.js';
import { completeDeliveredOrders } from '../../src/fulfilment/complete-delivered-orders.js';
import { moveOrder, type MoveRequest } from '../../src/fulfilment/move-order.js';
import type { Actor } from '../../src/fulfilment/life.js';
import { specStatuses } from '../../src/fulfilment/spec-statuses.js';
import { fulfilmentStage } from '../../src/fulfilment/stage.js';
import { startLife } from '../../src/fulfilment/start-life.js';
import { DEFAULT_LIFE_RULES } from '../../src/fulfilment/life-rules.js';
import { paymentEvent } from '../../src/payments/payment-event.js';
import { retryClaimedRefunds } from '../../src/refunds/retry-claimed-refunds.js';
import { sandboxPaymentGateway } from '../../src/payments/sandbox-gateway.js';
import type { Storage } from '../../src/ports/storage.js';
import type { OrderMoveLogEntry } from '../../src/ports/storage/order-lives.js';
import type { OrderRecord } from '../../src/ports/storage/records.js';
import { hs256TokenSigner, hs256TokenVerifier } from '../../src/tokens/hs256.js';
import { anOrder, NOW, uuid } from './builders.js';
import { PRODUCT, type ConformanceCatalogue } from './catalogue.js';
import { concurrently, type Harness } from './harness.js';

const staff: Actor = { kind: 'staff', staffId: 'staff-1' };

/** Ids stay unique across every backend made over one storage. */
let counter = 900_000;

/** The backend's I/O around the storage under test: a fixed clock, counted ids, the sandbox gateway. */
export function depsOver(storage: Storage<ConformanceCatalogue>, at = NOW + 60_000): BackendDeps {
  const ids = { uuid: () => uuid((counter += 1)) };
  const clock = { now: () => at };
  const tokens = { secret: 'conformance-secret', issuer: 'https://haat.test', clientId: 'c' };
  return {
    // The conformance catalogue is a shop's catalogue with a store id.
    storage: storage as unknown as Storage<ShopCatalogue>,
    clock,
    ids,
    payments: sandboxPaymentGateway('conformance-payments', ids),
    sms: { sendOtp: () => Promise.resolve() },
    tokens: { signer: hs256TokenSigner(tokens, ids), verifier: hs256TokenVerifier(tokens, clock) },
    settings: {
      apiKey: 'k',
      otpSecret: 's',
      fixedOtp: null,
      paymentHoldMs: 20 * 60_000,
      userPool: { clientId: 'c', userPoolId: 'p', tokenLifetimeSeconds: 3600 },
      notificationChannels: ['console'],
    },
  };
}

/**
 * A placed order of `quantity` units of five-left (5 on hand), its units reserved: COD orders
 * CONFIRMED; prepaid ones paid online (`pay_<n>`) and CONFIRMED.
 */
export async function placed(
  storage: Storage<ConformanceCatalogue>,
  n: number,
  options: { paymentType?: OrderRecord['paymentType']; quantity?: number; coupon?: boolean } = {},
): Promise<OrderRecord> {
  const paymentType = options.paymentType ?? 'COD';
  const built = anOrder(n, { paymentType, quantity: options.quantity ?? 2, userId: uuid(70 + n) });
  const order: OrderRecord = {
    ...built.order,
    status: 'CONFIRMED',
    deliveryStatus: 'CONFIRMED',
    history: [...built.order.history, { status: 'CONFIRMED', at: NOW }],
    holdUntil: null,
    couponCodeId: options.coupon ? 'coupon-1' : null,
    couponCode: options.coupon ? 'WELCOME10' : null,
  };
  await storage.transaction(async (repos) => {
    await repos.orders.insert(order, built.payments);
    const reserved = await repos.stock.reserve([
      { key: PRODUCT.fiveLeft, quantity: options.quantity ?? 2 },
    ]);
    if (!reserved.ok) throw new Error('no stock for the conformance order');
    if (options.coupon) {
      await repos.couponUses.count({
        couponId: 'coupon-1',
        orderId: order.id,
        max: 5,
        customerKeys: [`user:${order.userId}`],
      });
    }
    for (const payment of built.payments) {
      if (payment.method === 'ONLINE') await repos.payments.markPaid(payment.id, `pay_${n}`, NOW);
    }
  });
  return order;
}

const available = async (storage: Storage<ConformanceCatalogue>) =>
  (await storage.repos.stock.available([PRODUCT.fiveLeft]))[0]?.available;

const move = (
  storage: Storage<ConformanceCatalogue>,
  orderId: string,
  request: MoveRequest,
  actor: Actor = staff,
  at?: number,
) => moveOrder(depsOver(storage, at), { orderId, move: request, actor, action: request.type });

/** Order lives: started once, saved only from the version read, moved in one transaction. */
export function orderLivesConformance(harness: Harness): void {
  describe('order lives', () => {
    it('starts a life once, even when 10 starts race, and locks and reads it', async () => {
      const storage = await harness.open();
      const order = await placed(storage, 1);
      const { life } = startLife(order, DEFAULT_LIFE_RULES, []);
      const stored = { life, stage: fulfilmentStage(life) };
      const started = await concurrently(10, () => storage.repos.orderLives.start(stored, NOW));
      expect(started.filter(Boolean)).toHaveLength(1);
      expect(await storage.repos.orderLives.byOrder(order.id)).toEqual(stored);
      expect(stored.stage).toBe('TO_CONFIRM');
      expect(await storage.transaction((repos) => repos.orderLives.lock(order.id))).toEqual(stored);
      expect(await storage.repos.orderLives.byOrders([order.id, uuid(404)])).toEqual([stored]);
      expect(await storage.repos.orderLives.byOrder(uuid(404))).toBeNull();
    });

    it('saves a moved life only from the version read, with the order statuses and the log entry', async () => {
      const storage = await harness.open();
      const order = await placed(storage, 2);
      const { life } = startLife(order, DEFAULT_LIFE_RULES, []);
      await storage.repos.orderLives.start({ life, stage: fulfilmentStage(life) }, NOW);
      const next = {
        ...life,
        lines: life.lines.map((line) => ({ ...line, cancelled: line.quantity })),
        version: 1,
      };
      const entry: OrderMoveLogEntry = {
        id: uuid(300),
        orderId: order.id,
        version: 1,
        move: 'CANCEL',
        actorKind: 'staff',
        actorId: 'staff-1',
        reason: 'Asked by phone',
        subject: null,
        at: NOW + 5,
      };
      const change = {
        life: next,
        stage: fulfilmentStage(next),
        statuses: specStatuses(next),
        tracking: [{ shippingCourier: null, trackingId: null }],
        at: NOW + 5,
        entry,
      };
      expect(await storage.repos.orderLives.save(change, 3)).toBe(false);
      expect((await storage.repos.orders.byId(order.id))?.status).toBe('CONFIRMED');
      expect(await storage.repos.orderLives.log(order.id)).toEqual([]);
      expect(await storage.repos.orderLives.save(change, 0)).toBe(true);
      expect(await storage.repos.orderLives.save(change, 0)).toBe(false);
      const cancelled = await storage.repos.orders.byId(order.id);
      expect(cancelled).toMatchObject({ status: 'CANCELLED', deliveryStatus: 'CANCELLED' });
      expect(cancelled?.lines[0]).toMatchObject({ status: 'CANCELLED', cancelledQuantity: 2 });
      expect(cancelled?.history.at(-1)).toEqual({ status: 'CANCELLED', at: NOW + 5 });
      expect(await storage.repos.orderLives.byOrder(order.id)).toEqual({
        life: next,
        stage: 'CANCELLED',
      });
      expect(await storage.repos.orderLives.log(order.id)).toEqual([entry]);
    });

    it('moves a COD order from confirmation to delivery: stock leaves once, statuses follow, staff moves audited', async () => {
      const storage = await harness.open();
      const order = await placed(storage, 3);
      expect(await available(storage)).toBe(3);
      const confirmed = await move(storage, order.id, { type: 'CONFIRM_COD' });
      expect(confirmed).toMatchObject({ ok: true, order: { status: 'CONFIRMED' } });
      const dispatched = await move(storage, order.id, {
        type: 'DISPATCH',
        courier: 'Delhivery',
        awb: '1490811234567',
        trackingUrlTemplate: 'https://track.example/{awb}',
      });
      expect(dispatched).toMatchObject({
        ok: true,
        order: { status: 'DISPATCHED', deliveryStatus: 'SHIPPED' },
      });
      if (!dispatched.ok) return;
      expect(dispatched.order.lines[0]).toMatchObject({
        status: 'DISPATCHED',
        shippingCourier: 'Delhivery',
        trackingId: '1490811234567',
      });
      expect(dispatched.life.shipments[0]).toMatchObject({
        id: 'S1',
        trackingUrl: 'https://track.example/1490811234567',
      });
      // Committed: 2 of 5 left the warehouse; 3 are still for sale.
      expect(await available(storage)).toBe(3);
      const delivered = await move(storage, order.id, { type: 'DELIVER', shipmentId: 'S1' });
      expect(delivered).toMatchObject({ ok: true, order: { status: 'DELIVERED' } });
      const log = await storage.repos.orderLives.log(order.id);
      expect(log.map((entry) => [entry.version, entry.move, entry.actorId])).toEqual([
        [1, 'CONFIRM_COD', 'staff-1'],
        [2, 'DISPATCH', 'staff-1'],
        [3, 'DELIVER', 'staff-1'],
      ]);
      const audit = await storage.repos.audit.search(
        { targetType: 'order', targetId: order.id },
        { limit: 10, after: null },
      );
      expect(audit.items.map((entry) => entry.action).sort()).toEqual([
        'CONFIRM_COD',
        'DELIVER',
        'DISPATCH',
      ]);
      const messages = await storage.repos.outbox.list(order.id, 50);
      expect(messages.map((m) => m.kind).sort()).toEqual([
        'delivered',
        'dispatched',
        'order-confirmed',
      ]);
    });

    it('completes a delivered order once its return window has passed, and only then', async () => {
      const storage = await harness.open();
      const order = await placed(storage, 13, { quantity: 1 });
      const day = 86_400_000;
      const deliveredAt = NOW + day;
      await move(storage, order.id, { type: 'CONFIRM_COD' });
      await move(storage, order.id, {
        type: 'DISPATCH',
        courier: 'Delhivery',
        awb: '1313',
        trackingUrlTemplate: 'https://track.example/{awb}',
      });
      const delivered = await move(
        storage,
        order.id,
        { type: 'DELIVER', shipmentId: 'S1' },
        staff,
        deliveredAt,
      );
      expect(delivered).toMatchObject({ ok: true, order: { status: 'DELIVERED' } });
      // What the sweep reads: delivered lives whose last move is older than the time given.
      expect(await storage.repos.orderLives.deliveredBefore(deliveredAt, 10)).toEqual([]);
      expect(await storage.repos.orderLives.deliveredBefore(deliveredAt + 1, 10)).toEqual([
        order.id,
      ]);
      const windowEnd = deliveredAt + 7 * day;
      expect(await completeDeliveredOrders(depsOver(storage, windowEnd - 1))).toBe(0);
      expect(await completeDeliveredOrders(depsOver(storage, windowEnd + 1))).toBe(1);
      expect(await completeDeliveredOrders(depsOver(storage, windowEnd + 1))).toBe(0);
      expect(await storage.repos.orders.byId(order.id)).toMatchObject({ status: 'COMPLETE' });
      expect((await storage.repos.orderLives.log(order.id)).at(-1)).toMatchObject({
        move: 'COMPLETE',
        actorKind: 'system',
      });
      expect(await storage.repos.orderLives.deliveredBefore(windowEnd + 1, 10)).toEqual([]);
    });

    it('refuses a move the life does not allow and writes nothing, not even the started life', async () => {
      const storage = await harness.open();
      const order = await placed(storage, 4);
      const refused = await move(storage, order.id, { type: 'PACK' });
      expect(refused).toMatchObject({ ok: false, code: 'MOVE_REFUSED' });
      if (refused.ok) return;
      expect(refused.message).toMatch(/HAAT-4/);
      expect(await storage.repos.orderLives.byOrder(order.id)).toBeNull();
      expect(
        (await storage.repos.audit.search({ targetId: order.id }, { limit: 5, after: null })).items,
      ).toEqual([]);
      expect(await move(storage, uuid(404), { type: 'PACK' })).toMatchObject({
        ok: false,
        code: 'NOT_FOUND',
      });
      const shopper = await move(
        storage,
        order.id,
        { type: 'DISPATCH', courier: 'x', awb: '1' },
        {
          kind: 'shopper',
          userId: order.userId,
        },
      );
      expect(shopper).toMatchObject({ ok: false, code: 'MOVE_REFUSED' });
    });

    it('cancels a prepaid order: stock and coupon use back, the refund claimed and paid once', async () => {
      const storage = await harness.open();
      const order = await placed(storage, 5, { paymentType: 'PREPAID', coupon: true });
      expect(await available(storage)).toBe(3);
      const cancelled = await move(storage, order.id, { type: 'CANCEL', reason: 'Out of area' });
      expect(cancelled).toMatchObject({ ok: true, order: { status: 'CANCELLED' } });
      if (!cancelled.ok) return;
      expect(await available(storage)).toBe(5);
      expect(await storage.repos.couponUses.used('coupon-1', `user:${order.userId}`)).toBe(0);
      expect(cancelled.refunds).toEqual([expect.objectContaining({ status: 'processed' })]);
      const refunds = await storage.repos.refunds.byOrder(order.id);
      expect(refunds).toEqual([
        expect.objectContaining({
          amount: order.amounts.total,
          destination: 'original',
          providerPaymentId: 'pay_5',
          status: 'processed',
        }),
      ]);
      // The gateway processed it at once: the life settled it, and the shopper is told.
      expect(cancelled.life.money.refunds).toMatchObject([{ id: 'F1', status: 'processed' }]);
      expect(
        (await storage.repos.orderLives.log(order.id)).map((e) => [e.move, e.actorKind]),
      ).toEqual([
        ['CANCEL', 'staff'],
        ['SETTLE_REFUND', 'provider'],
      ]);
      expect((await storage.repos.outbox.list(order.id, 10)).map((m) => m.kind).sort()).toEqual([
        'cancelled',
        'refunded',
      ]);
      expect(await move(storage, order.id, { type: 'CANCEL' })).toMatchObject({
        ok: false,
        code: 'MOVE_REFUSED',
      });
      expect(await available(storage)).toBe(5);
    });

    it('refunds money that races a staff cancel of an unpaid order once, whichever comes first', async () => {
      const storage = await harness.open();
      const { order, payments } = anOrder(12, { quantity: 1, userId: uuid(82) });
      const online = payments.find((payment) => payment.method === 'ONLINE');
      if (!online) throw new Error('a prepaid order has an online payment');
      await storage.transaction(async (repos) => {
        await repos.orders.insert(order, payments);
        const held = await repos.stock.reserve([{ key: PRODUCT.fiveLeft, quantity: 1 }], {
          unpaid: true,
        });
        if (!held.ok) throw new Error('no stock for the conformance order');
        await repos.paymentAttempts.insert({
          id: uuid(83),
          orderId: order.id,
          paymentId: online.id,
          amount: online.amount,
          currency: 'INR',
          providerOrderId: 'order_race12',
          createdAt: NOW,
          lastFailure: null,
        });
      });
      const [cancel, paid] = await Promise.all([
        move(storage, order.id, { type: 'CANCEL', reason: 'Shopper called to cancel' }),
        paymentEvent(depsOver(storage), {
          eventId: 'evt_race12',
          kind: 'paid',
          providerOrderId: 'order_race12',
          providerPaymentId: 'pay_race12',
          amountPaise: online.amount,
        }),
      ]);
      // Paid first: the cancel refunds it. Cancelled first: the life takes the late money and
      // refunds it at once. Either way the order is cancelled, its unit back, the money refunded once.
      expect(cancel).toMatchObject({ ok: true, order: { status: 'CANCELLED' } });
      expect(['paid', 'refund-due']).toContain(paid.status);
      expect(await available(storage)).toBe(5);
      expect(await storage.repos.refunds.byOrder(order.id)).toEqual([
        expect.objectContaining({
          amount: online.amount,
          destination: 'original',
          providerPaymentId: 'pay_race12',
          status: 'processed',
        }),
      ]);
      const life = await storage.repos.orderLives.byOrder(order.id);
      expect(life?.life.money.refunds).toMatchObject([{ status: 'processed' }]);
    });

    it('asks again for a refund the gateway did not answer, once it answers: paid once, settled', async () => {
      const storage = await harness.open();
      const order = await placed(storage, 14, { paymentType: 'PREPAID' });
      const down = depsOver(storage);
      const cancelled = await moveOrder(
        {
          ...down,
          payments: { ...down.payments, refund: () => Promise.reject(new Error('timed out')) },
        },
        { orderId: order.id, move: { type: 'CANCEL', reason: 'Out of area' }, actor: staff },
      );
      expect(cancelled).toMatchObject({ ok: true, refunds: [{ status: 'not-asked' }] });
      expect(await storage.repos.refunds.byOrder(order.id)).toMatchObject([{ status: 'claimed' }]);
      // Not before 5 minutes: the request that claimed it may still be asking.
      expect(await retryClaimedRefunds(depsOver(storage, NOW + 60_000 + 5 * 60_000))).toBe(0);
      const later = depsOver(storage, NOW + 60_000 + 5 * 60_000 + 1);
      expect(await retryClaimedRefunds(later)).toBe(1);
      expect(await retryClaimedRefunds(later)).toBe(0);
      expect(await storage.repos.refunds.byOrder(order.id)).toEqual([
        expect.objectContaining({ amount: order.amounts.total, status: 'processed' }),
      ]);
      const life = await storage.repos.orderLives.byOrder(order.id);
      expect(life?.life.money.refunds).toMatchObject([{ id: 'F1', status: 'processed' }]);
      expect((await storage.repos.orderLives.log(order.id)).map((e) => e.move)).toEqual([
        'CANCEL',
        'SETTLE_REFUND',
      ]);
    });

    it('lets exactly one of 10 concurrent cancels win and returns the stock once', async () => {
      const storage = await harness.open();
      const order = await placed(storage, 6, { quantity: 3 });
      expect(await available(storage)).toBe(2);
      const outcomes = await concurrently(10, (i) =>
        move(
          storage,
          order.id,
          { type: 'CANCEL', reason: `staff ${i}` },
          {
            kind: 'staff',
            staffId: `staff-${i}`,
          },
        ),
      );
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      for (const outcome of outcomes.filter((o) => !o.ok)) {
        expect(outcome).toMatchObject({ ok: false, code: 'MOVE_REFUSED' });
      }
      expect(await available(storage)).toBe(5);
      expect(await storage.repos.orderLives.log(order.id)).toHaveLength(1);
    });

    it('lets one of a dispatch and a cancel racing on one order win, stock moved once', async () => {
      const storage = await harness.open();
      const order = await placed(storage, 7, { quantity: 1 });
      await move(storage, order.id, { type: 'CONFIRM_COD' });
      const [dispatch, cancel] = await Promise.all([
        move(storage, order.id, {
          type: 'DISPATCH',
          courier: 'Delhivery',
          awb: '149',
          trackingUrl: 'https://track.example/149',
        }),
        move(storage, order.id, { type: 'CANCEL', reason: 'Customer asked' }),
      ]);
      expect([dispatch?.ok, cancel?.ok].filter(Boolean)).toHaveLength(1);
      const after = await storage.repos.orders.byId(order.id);
      // Dispatched: 1 of 5 left the shelf (4 on sale). Cancelled: all 5 back on sale.
      expect(await available(storage)).toBe(after?.status === 'DISPATCHED' ? 4 : 5);
      expect(['DISPATCHED', 'CANCELLED']).toContain(after?.status);
    });

    it('lets exactly one of two staff dispatching one order at once win: its units leave once', async () => {
      const storage = await harness.open();
      const order = await placed(storage, 9, { quantity: 2 });
      await move(storage, order.id, { type: 'CONFIRM_COD' });
      const dispatch = (i: number) =>
        move(
          storage,
          order.id,
          {
            type: 'DISPATCH',
            courier: 'Delhivery',
            awb: `14908112345${i}`,
            trackingUrl: `https://track.example/${i}`,
          },
          { kind: 'staff', staffId: `staff-${i}` },
        );
      const outcomes = await Promise.all([dispatch(1), dispatch(2)]);
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      const refused = outcomes.find((o) => !o.ok);
      expect(refused).toMatchObject({ ok: false, code: 'MOVE_REFUSED' });
      const stored = await storage.repos.orderLives.byOrder(order.id);
      expect(stored?.life.shipments).toHaveLength(1);
      // One shipment, one DISPATCH logged: a second commit of the 2 units would have found them
      // no longer reserved and rolled its move back.
      expect(await available(storage)).toBe(3);
      expect(await storage.repos.orderLives.log(order.id)).toHaveLength(2);
    });

    it('moves once for 5 concurrent repeats of one idempotent request; another request with its key is refused', async () => {
      const storage = await harness.open();
      const order = await placed(storage, 10, { quantity: 2 });
      const idempotency = { scope: 'admin:cancelOrder', key: uuid(777), fingerprint: '{"a":1}' };
      const cancel = (fingerprint = idempotency.fingerprint) =>
        moveOrder(depsOver(storage), {
          orderId: order.id,
          move: { type: 'CANCEL', reason: 'Customer called' },
          actor: staff,
          idempotency: { ...idempotency, fingerprint },
        });
      const outcomes = await concurrently(5, () => cancel());
      for (const outcome of outcomes) {
        expect(outcome).toMatchObject({
          ok: true,
          stage: 'CANCELLED',
          order: { status: 'CANCELLED' },
        });
      }
      expect(await storage.repos.orderLives.log(order.id)).toHaveLength(1);
      expect(await available(storage)).toBe(5);
      expect(await cancel('{"a":2}')).toMatchObject({ ok: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    });

    it('answers CONFLICT when the caller read an older version', async () => {
      const storage = await harness.open();
      const order = await placed(storage, 8);
      await move(storage, order.id, { type: 'CONFIRM_COD' });
      const stale = await moveOrder(depsOver(storage), {
        orderId: order.id,
        move: { type: 'PACK' },
        actor: staff,
        expectedVersion: 0,
      });
      expect(stale).toMatchObject({ ok: false, code: 'CONFLICT' });
      expect((await storage.repos.orderLives.byOrder(order.id))?.life.version).toBe(1);
    });

    it('lists orders newest first (then by id) with their lives, filtered and paged by cursor', async () => {
      const storage = await harness.open();
      const insert = async (n: number, at: number, paymentType: OrderRecord['paymentType']) => {
        const built = anOrder(n, { createdAt: at, paymentType, phone: `+9198000000${n}` });
        await storage.repos.orders.insert(built.order, built.payments);
        return built.order;
      };
      const a = await insert(31, NOW, 'COD');
      const b = await insert(32, NOW + 10, 'PREPAID');
      const c = await insert(33, NOW + 10, 'COD');
      const d = await insert(34, NOW + 20, 'PPCOD');
      const { life } = startLife({ ...c, status: 'CONFIRMED' }, DEFAULT_LIFE_RULES, []);
      await storage.repos.orderLives.start({ life, stage: 'TO_PACK' }, NOW);
      const ids = (page: { items: readonly { order: OrderRecord }[] }) =>
        page.items.map((item) => item.order.id);
      const all = await storage.repos.orderLives.searchOrders({}, { limit: 10, after: null });
      // Same time: the larger id first.
      expect(ids(all)).toEqual([d.id, c.id, b.id, a.id]);
      expect(all.total).toBe(4);
      expect(all.next).toBeNull();
      expect(all.items[1]?.life).toEqual({ life, stage: 'TO_PACK' });
      expect(all.items[0]?.life).toBeNull();
      expect(all.items[0]?.order).toEqual(d);

      const first = await storage.repos.orderLives.searchOrders({}, { limit: 2, after: null });
      expect(ids(first)).toEqual([d.id, c.id]);
      expect(first.next).toEqual({ createdAt: NOW + 10, id: c.id });
      const second = await storage.repos.orderLives.searchOrders(
        {},
        { limit: 2, after: first.next },
      );
      expect(ids(second)).toEqual([b.id, a.id]);
      expect(second.next).toBeNull();
      expect(second.total).toBe(4);

      const search = async (query: Parameters<typeof storage.repos.orderLives.searchOrders>[0]) =>
        ids(await storage.repos.orderLives.searchOrders(query, { limit: 10, after: null }));
      expect(await search({ paymentTypes: ['COD'] })).toEqual([c.id, a.id]);
      expect(await search({ statuses: ['PENDING'], paymentTypes: ['PPCOD', 'PREPAID'] })).toEqual([
        d.id,
        b.id,
      ]);
      expect(await search({ phone: '+919800000032' })).toEqual([b.id]);
      expect(await search({ code: 'haat-31' })).toEqual([a.id]);
      expect(await search({ from: NOW + 10, to: NOW + 20 })).toEqual([c.id, b.id]);
      expect(
        await search({
          stages: {
            started: ['TO_PACK'],
            unstarted: [{ status: 'PENDING', paymentType: 'PPCOD' }],
          },
        }),
      ).toEqual([d.id, c.id]);
      // c's stored stage counts, not its status and payment type.
      expect(
        await search({
          stages: { started: [], unstarted: [{ status: 'PENDING', paymentType: 'COD' }] },
        }),
      ).toEqual([a.id]);
      expect(await search({ statuses: [] })).toEqual([]);
    });

    it('finds orders by their shipping pin code and by the AWB of any of their parcels, exactly', async () => {
      const storage = await harness.open();
      const sent = await placed(storage, 41, { quantity: 2 });
      const elsewhere = anOrder(42, { createdAt: NOW + 5, phone: '+919800000042' });
      await storage.repos.orders.insert(
        {
          ...elsewhere.order,
          shippingAddress: { ...elsewhere.order.shippingAddress, pinCode: '110001' },
        },
        elsewhere.payments,
      );
      const template = 'https://track.example/{awb}';
      expect(await move(storage, sent.id, { type: 'CONFIRM_COD' })).toMatchObject({ ok: true });
      // Partial dispatch: two parcels, each with its own AWB.
      for (const awb of ['AWB-ONE-1', 'AWB-TWO-2']) {
        const dispatched = await move(storage, sent.id, {
          type: 'DISPATCH',
          units: [{ line: 0, quantity: 1 }],
          courier: 'Delhivery',
          awb,
          trackingUrlTemplate: template,
        });
        expect(dispatched).toMatchObject({ ok: true });
      }
      const search = async (query: Parameters<typeof storage.repos.orderLives.searchOrders>[0]) => {
        const page = await storage.repos.orderLives.searchOrders(query, { limit: 10, after: null });
        return { ids: page.items.map((item) => item.order.id), total: page.total };
      };
      expect(await search({ awb: 'AWB-ONE-1' })).toEqual({ ids: [sent.id], total: 1 });
      expect(await search({ awb: 'AWB-TWO-2' })).toEqual({ ids: [sent.id], total: 1 });
      // Whole and exact: no part of an AWB, no other case, no AWB never given.
      expect(await search({ awb: 'AWB-ONE' })).toEqual({ ids: [], total: 0 });
      expect(await search({ awb: 'awb-one-1' })).toEqual({ ids: [], total: 0 });
      expect(await search({ awb: 'Delhivery' })).toEqual({ ids: [], total: 0 });
      expect(await search({ pinCode: '560001' })).toEqual({ ids: [sent.id], total: 1 });
      expect(await search({ pinCode: '110001' })).toEqual({ ids: [elsewhere.order.id], total: 1 });
      expect(await search({ pinCode: '110002' })).toEqual({ ids: [], total: 0 });
      expect(await search({ pinCode: '560001', awb: 'AWB-TWO-2' })).toEqual({
        ids: [sent.id],
        total: 1,
      });
      expect(await search({ pinCode: '110001', awb: 'AWB-TWO-2' })).toEqual({ ids: [], total: 0 });

      // One search box: the text is tried as a code, an AWB and a phone; any may match.
      const box = (text: string, phone?: string) =>
        search({ anyOf: { code: text, awb: text, phone } });
      expect(await box('AWB-TWO-2')).toEqual({ ids: [sent.id], total: 1 });
      expect(await box('haat-42')).toEqual({ ids: [elsewhere.order.id], total: 1 });
      expect(await box('9800000042', '+919800000042')).toEqual({
        ids: [elsewhere.order.id],
        total: 1,
      });
      expect(await box('HAAT-4')).toEqual({ ids: [], total: 0 });
      expect(await search({ anyOf: {} })).toEqual({ ids: [], total: 0 });
      // With other parts of the query, all must hold.
      expect(
        await search({ pinCode: '560001', anyOf: { code: 'HAAT-42', awb: 'HAAT-42' } }),
      ).toEqual({ ids: [], total: 0 });
    });
  });
}
