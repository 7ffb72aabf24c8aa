import { asPaise } from '@haat/commerce-core';
import { describe, expect, it } from 'vitest';
import { allowedMoves } from '../allowed-moves.js';
import { applyMove } from '../apply-move.js';
import type { Effect } from '../effects.js';
import type { OrderLife } from '../life.js';
import type { Move } from '../moves.js';
import { specStatuses } from '../spec-statuses.js';
import { fulfilmentStage } from '../stage.js';
import { startLife } from '../start-life.js';
import {
  anOrder,
  COURIER,
  DAY,
  GATEWAY,
  productsOf,
  RULES,
  SHOPPER,
  STAFF,
  SYSTEM,
  T0,
  type OrderShape,
} from './life-fixtures.js';

/** A move without its time (each step is an hour after the last unless it says when). */
type Step = Move extends infer M
  ? M extends Move
    ? Omit<M, 'at'> & { readonly at?: number }
    : never
  : never;

/** Runs moves one after the other (each an hour after the last unless it says when). */
function run(life: OrderLife, steps: readonly Step[]) {
  let current = life;
  let at = life.events.at(-1)?.at ?? life.placedAt;
  const effects: Effect[] = [];
  for (const step of steps) {
    at = step.at ?? at + 3_600_000;
    const outcome = applyMove(current, { ...step, at });
    if (!outcome.ok) throw new Error(`${step.type} refused: ${outcome.message}`);
    current = outcome.life;
    effects.push(...outcome.effects);
  }
  return { life: current, effects };
}

const start = (shape: OrderShape = {}, rules = RULES) => {
  const order = anOrder(shape);
  return startLife(order, rules, productsOf(order));
};
const notices = (effects: readonly Effect[]) =>
  effects.flatMap((e) => (e.kind === 'notify' ? [e.message] : []));

describe('applyMove: a COD order the shop confirms first, that comes back undelivered', () => {
  const placed = start({}, { ...RULES, codConfirmation: true });

  it('waits "to confirm" while the shopper still sees it confirmed', () => {
    expect(notices(placed.effects)).toEqual(['confirm-cod']);
    expect(fulfilmentStage(placed.life)).toBe('TO_CONFIRM');
    expect(specStatuses(placed.life)).toEqual({
      status: 'CONFIRMED',
      deliveryStatus: 'DRAFT',
      lines: [
        { status: 'CREATED', cancelledQuantity: 0 },
        { status: 'CREATED', cancelledQuantity: 0 },
      ],
    });
    expect(applyMove(placed.life, { type: 'PACK', actor: STAFF, at: T0 + 1 })).toEqual({
      ok: false,
      code: 'STATE',
      message: 'Order HAAT-10234 is waiting for the shopper to confirm it.',
    });
  });

  it('is dispatched with the tracking link from the store template, fails, and comes back', () => {
    const confirmed = run(placed.life, [{ type: 'CONFIRM_COD', actor: SHOPPER }]);
    expect(notices(confirmed.effects)).toEqual(['order-confirmed']);
    const sent = run(confirmed.life, [
      {
        type: 'DISPATCH',
        actor: STAFF,
        courier: 'Delhivery',
        awb: '1490811234567',
        trackingUrlTemplate: 'https://haatskincare.in/track-order',
      },
    ]);
    const [shipment] = sent.life.shipments;
    expect(shipment).toMatchObject({
      id: 'S1',
      state: 'DISPATCHED',
      courier: 'Delhivery',
      awb: '1490811234567',
      trackingUrl: 'https://haatskincare.in/track-order?awb=1490811234567',
      codAmount: 119700,
    });
    expect(sent.effects).toEqual([
      {
        kind: 'commit-stock',
        units: [
          { key: 'p1', quantity: 2 },
          { key: 'p2:v2', quantity: 1 },
        ],
      },
      { kind: 'notify', message: 'dispatched', subject: 'S1' },
    ]);
    expect(specStatuses(sent.life).status).toBe('DISPATCHED');

    const failed = run(sent.life, [
      { type: 'OUT_FOR_DELIVERY', actor: COURIER, shipmentId: 'S1' },
      { type: 'DELIVERY_FAILED', actor: COURIER, shipmentId: 'S1', reason: 'Customer refused' },
    ]);
    expect(fulfilmentStage(failed.life)).toBe('DELIVERY_FAILED');
    expect(failed.life.shipments[0]?.lastFailure).toMatchObject({
      reason: 'Customer refused',
      attempt: 1,
    });
    expect(notices(failed.effects)).toEqual(['out-for-delivery', 'delivery-failed']);

    const back = run(failed.life, [
      { type: 'RETURN_TO_ORIGIN', actor: STAFF, shipmentId: 'S1' },
      { type: 'RECEIVE_RTO', actor: STAFF, shipmentId: 'S1', restock: [{ line: 0, quantity: 1 }] },
    ]);
    expect(back.effects).toEqual([
      { kind: 'cod-uncollected', shipmentId: 'S1', amount: 119700 },
      { kind: 'restock', units: [{ key: 'p1', quantity: 1 }], reason: 'rto' },
      {
        kind: 'write-off',
        units: [
          { key: 'p1', quantity: 1 },
          { key: 'p2:v2', quantity: 1 },
        ],
        reason: 'rto',
      },
    ]);
    expect(fulfilmentStage(back.life)).toBe('RTO_RECEIVED');
    expect(specStatuses(back.life)).toEqual({
      status: 'RETURNED',
      deliveryStatus: 'CANCELLED',
      lines: [
        { status: 'COURIER_RETURN', cancelledQuantity: 0 },
        { status: 'COURIER_RETURN', cancelledQuantity: 0 },
      ],
    });
  });

  it('is cancelled by the shop when left unconfirmed, stock back', () => {
    const cancelled = run(placed.life, [
      { type: 'CANCEL', actor: SYSTEM, reason: 'Not confirmed in 48 h' },
    ]);
    expect(cancelled.effects).toEqual([
      {
        kind: 'release-stock',
        units: [
          { key: 'p1', quantity: 2 },
          { key: 'p2:v2', quantity: 1 },
        ],
      },
      { kind: 'notify', message: 'cancelled', subject: null },
    ]);
    expect(cancelled.life.events.at(-1)).toEqual({
      move: 'CANCEL',
      actor: SYSTEM,
      at: T0 + 3_600_000,
      reason: 'Not confirmed in 48 h',
      subject: null,
    });
  });
});

describe('applyMove: a prepaid order with a coupon and rewards', () => {
  const shape = {
    paymentType: 'PREPAID',
    pending: true,
    coupon: true,
    couponDiscount: 10000,
    shipping: 4900,
    rewards: 2000,
  } as const;
  // Items 1,19,700 − coupon 10,000 + shipping 4,900 − rewards 2,000 = 1,12,600 paid online.

  it('cancelled after payment refunds the payment to it and the rewards to the balance, coupon use back', () => {
    const { life } = start(shape);
    expect(fulfilmentStage(life)).toBe('AWAITING_PAYMENT');
    const paid = run(life, [{ type: 'PAY', actor: GATEWAY, amount: asPaise(112600) }]);
    expect(notices(paid.effects)).toEqual(['order-confirmed']);
    const cancelled = run(paid.life, [{ type: 'CANCEL', actor: SHOPPER }]);
    expect(cancelled.effects.filter((e) => e.kind !== 'release-stock')).toEqual([
      {
        kind: 'refund-due',
        refundId: 'F1',
        amount: 112600,
        destination: 'original',
        parts: { online: 112600, cash: 0, rewards: 0 },
      },
      {
        kind: 'refund-due',
        refundId: 'F2',
        amount: 2000,
        destination: 'store-credit',
        parts: { online: 0, cash: 0, rewards: 2000 },
      },
      { kind: 'return-coupon-use', couponCodeId: 'coupon-1' },
      { kind: 'notify', message: 'cancelled', subject: null },
    ]);
    const settled = run(cancelled.life, [
      { type: 'SETTLE_REFUND', actor: GATEWAY, refundId: 'F1', outcome: 'processed' },
    ]);
    expect(settled.effects).toEqual([
      { kind: 'notify', message: 'refunded', subject: 'F1', amount: 112600 },
    ]);
  });

  it('money paid after its hold ran out is refunded, not turned into a sale', () => {
    const { life } = start(shape);
    const late = run(life, [
      { type: 'CANCEL', actor: SYSTEM, reason: 'Payment hold lapsed' },
      { type: 'PAY', actor: GATEWAY, amount: asPaise(112600) },
    ]);
    expect(late.effects.filter((e) => e.kind === 'refund-due')).toEqual([
      {
        kind: 'refund-due',
        refundId: 'F1',
        amount: 2000,
        destination: 'store-credit',
        parts: { online: 0, cash: 0, rewards: 2000 },
      },
      {
        kind: 'refund-due',
        refundId: 'F2',
        amount: 112600,
        destination: 'original',
        parts: { online: 112600, cash: 0, rewards: 0 },
      },
    ]);
    expect(specStatuses(late.life).status).toBe('CANCELLED');
  });

  it('ships part, cancels one line (its discounted value refunded), then delivers the rest', () => {
    const { life } = start(shape);
    const done = run(life, [
      { type: 'PAY', actor: GATEWAY, amount: asPaise(112600) },
      { type: 'PACK', actor: STAFF, units: [{ line: 0, quantity: 2 }] },
      { type: 'CANCEL', actor: STAFF, units: [{ line: 1, quantity: 1 }], reason: 'Out of stock' },
      { type: 'DISPATCH', actor: STAFF, shipmentId: 'S1', courier: 'Blue Dart', awb: 'BD1' },
      { type: 'DELIVER', actor: COURIER, shipmentId: 'S1' },
    ]);
    // The goods' share of what was paid (1,12,600 + 2,000 − 4,900 = 1,09,700) over 499, 499, 199.
    expect(done.life.lines[1]?.unitValues).toEqual([18238]);
    expect(done.effects.filter((e) => e.kind === 'refund-due')).toEqual([
      {
        kind: 'refund-due',
        refundId: 'F1',
        amount: 18238,
        destination: 'original',
        parts: { online: 18238, cash: 0, rewards: 0 },
      },
    ]);
    expect(specStatuses(done.life)).toEqual({
      status: 'DELIVERED',
      deliveryStatus: 'DELIVERED',
      lines: [
        { status: 'DELIVERED', cancelledQuantity: 0 },
        { status: 'CANCELLED', cancelledQuantity: 1 },
      ],
    });
  });
});

describe('applyMove: returns of a delivered COD order', () => {
  const delivered = () =>
    run(start().life, [
      {
        type: 'DISPATCH',
        actor: STAFF,
        courier: 'Delhivery',
        awb: 'D1',
        trackingUrl: 'https://t.example/D1',
      },
      { type: 'DELIVER', actor: COURIER, shipmentId: 'S1', at: T0 + DAY },
    ]);

  it('collects the cash on delivery', () => {
    const { life, effects } = delivered();
    expect(effects).toContainEqual({ kind: 'cod-collected', shipmentId: 'S1', amount: 119700 });
    expect(life.money.cashCollected).toBe(119700);
  });

  it('takes a return request within the window only', () => {
    const { life } = delivered();
    const late = applyMove(life, {
      type: 'REQUEST_RETURN',
      actor: SHOPPER,
      at: T0 + 8 * DAY + 1,
      units: [{ line: 0, quantity: 1 }],
      reason: 'Damaged seal',
    });
    expect(late).toEqual({
      ok: false,
      code: 'WINDOW',
      message: 'The return window of order HAAT-10234 has closed.',
    });
    const tooMany = applyMove(life, {
      type: 'REQUEST_RETURN',
      actor: SHOPPER,
      at: T0 + 2 * DAY,
      units: [{ line: 0, quantity: 3 }],
      reason: 'Damaged seal',
    });
    expect(tooMany).toEqual({
      ok: false,
      code: 'UNITS',
      message: 'Line 1 of order HAAT-10234 has 2 units delivered and not being returned, not 3.',
    });
  });

  it('refunds cash paid on delivery to store credit once the return is received', () => {
    const { life } = delivered();
    const returned = run(life, [
      {
        type: 'REQUEST_RETURN',
        actor: SHOPPER,
        units: [{ line: 0, quantity: 1 }],
        reason: 'Damaged seal',
        photos: ['reviews/u-1'],
      },
      { type: 'APPROVE_RETURN', actor: STAFF, returnId: 'R1' },
      { type: 'RECEIVE_RETURN', actor: STAFF, returnId: 'R1', restock: [] },
    ]);
    expect(specStatuses(returned.life).lines[0]).toEqual({
      status: 'DELIVERED',
      cancelledQuantity: 0,
    });
    expect(returned.effects).toEqual([
      { kind: 'write-off', units: [{ key: 'p1', quantity: 1 }], reason: 'return' },
      {
        kind: 'refund-due',
        refundId: 'F1',
        amount: 49900,
        destination: 'store-credit',
        parts: { online: 0, cash: 49900, rewards: 0 },
      },
    ]);
    const refunded = run(returned.life, [
      { type: 'SETTLE_REFUND', actor: SYSTEM, refundId: 'F1', outcome: 'processed' },
    ]);
    expect(refunded.life.returns[0]?.state).toBe('REFUNDED');
  });

  it('completes after the return window, not before', () => {
    const { life } = delivered();
    expect(applyMove(life, { type: 'COMPLETE', actor: SYSTEM, at: T0 + 7 * DAY })).toEqual({
      ok: false,
      code: 'WINDOW',
      message: 'The return window of order HAAT-10234 is still open.',
    });
    const closed = run(life, [{ type: 'COMPLETE', actor: SYSTEM, at: T0 + 8 * DAY }]);
    expect(specStatuses(closed.life).status).toBe('COMPLETE');
  });
});

describe('applyMove: PPCOD advance when a parcel comes back', () => {
  const rto = (rtoAdvance: 'keep' | 'refund') =>
    run(
      start({ paymentType: 'PPCOD', pending: true, advance: 10000 }, { ...RULES, rtoAdvance }).life,
      [
        { type: 'PAY', actor: GATEWAY, amount: asPaise(10000) },
        { type: 'DISPATCH', actor: STAFF, courier: 'Delhivery', awb: 'D2' },
        { type: 'RETURN_TO_ORIGIN', actor: COURIER, shipmentId: 'S1' },
        { type: 'RECEIVE_RTO', actor: STAFF, shipmentId: 'S1' },
      ],
    );

  it('keeps the advance when the shop keeps it', () => {
    const { life, effects } = rto('keep');
    expect(effects.filter((e) => e.kind === 'refund-due')).toEqual([]);
    expect(life.money.retained).toBe(10000);
    expect(effects).toContainEqual({ kind: 'cod-uncollected', shipmentId: 'S1', amount: 109700 });
  });

  it('refunds the advance when the shop refunds it', () => {
    const { effects } = rto('refund');
    expect(effects.filter((e) => e.kind === 'refund-due')).toEqual([
      {
        kind: 'refund-due',
        refundId: 'F1',
        amount: 10000,
        destination: 'original',
        parts: { online: 10000, cash: 0, rewards: 0 },
      },
    ]);
  });
});

describe('applyMove: refused moves change nothing', () => {
  const { life } = start();
  it.each<[string, Move, string]>([
    [
      'a shopper dispatching',
      { type: 'DISPATCH', actor: SHOPPER, at: T0 + 1, courier: 'X', awb: 'Y' },
      'A shopper cannot make the move DISPATCH on an order.',
    ],
    [
      'a dispatch without an AWB',
      { type: 'DISPATCH', actor: STAFF, at: T0 + 1, courier: 'Delhivery', awb: ' ' },
      'A dispatch needs the courier and the AWB.',
    ],
    [
      'the shop cancelling a confirmed order',
      { type: 'CANCEL', actor: SYSTEM, at: T0 + 1 },
      'Order HAAT-10234 is cancelled by the shop only while it waits for its payment or confirmation.',
    ],
    [
      'delivering a shipment that does not exist',
      { type: 'DELIVER', actor: STAFF, at: T0 + 1, shipmentId: 'S9' },
      'Order HAAT-10234 has no shipment S9.',
    ],
    [
      'cancelling more than was ordered',
      { type: 'CANCEL', actor: STAFF, at: T0 + 1, units: [{ line: 1, quantity: 2 }] },
      'Line 2 of order HAAT-10234 has 1 unit not yet dispatched, not 2.',
    ],
    [
      'a move dated before the last',
      { type: 'PACK', actor: STAFF, at: T0 - 1 },
      `Order HAAT-10234 moved last at ${T0}: a move cannot come before it.`,
    ],
  ])('%s', (_name, move, message) => {
    const before = structuredClone(life);
    const outcome = applyMove(life, move);
    expect(outcome).toMatchObject({ ok: false, message });
    expect(life).toEqual(before);
  });
});

describe('a second cancel or pack', () => {
  it('is refused naming the order, not as a quantity of 0', () => {
    const { life } = start();
    const cancelled = run(life, [{ type: 'CANCEL', actor: STAFF }]);
    const later = (l: OrderLife) => (l.events.at(-1)?.at ?? T0) + 1;
    expect(
      applyMove(cancelled.life, { type: 'CANCEL', actor: STAFF, at: later(cancelled.life) }),
    ).toMatchObject({
      ok: false,
      code: 'STATE',
      message: 'Order HAAT-10234 is already cancelled.',
    });
    const packed = run(life, [{ type: 'PACK', actor: STAFF }]);
    expect(
      applyMove(packed.life, { type: 'PACK', actor: STAFF, at: later(packed.life) }),
    ).toMatchObject({
      ok: false,
      code: 'UNITS',
      message: 'Order HAAT-10234 has no units to pack.',
    });
  });
});

describe('allowedMoves', () => {
  it('offers staff what a fresh COD order can do, and the shopper only Cancel', () => {
    const { life } = start();
    expect(allowedMoves(life, STAFF, T0 + 1)).toEqual([
      { move: 'PACK', subject: null },
      { move: 'DISPATCH', subject: null },
      { move: 'CANCEL', subject: null },
    ]);
    expect(allowedMoves(life, SHOPPER, T0 + 1)).toEqual([{ move: 'CANCEL', subject: null }]);
  });

  it('offers the decisions a failed delivery waits for', () => {
    const failed = run(start().life, [
      { type: 'DISPATCH', actor: STAFF, courier: 'Delhivery', awb: 'D3' },
      { type: 'DELIVERY_FAILED', actor: COURIER, shipmentId: 'S1', reason: 'Address not found' },
    ]);
    expect(allowedMoves(failed.life, STAFF, T0 + DAY)).toEqual([
      { move: 'REATTEMPT', subject: 'S1' },
      { move: 'RETURN_TO_ORIGIN', subject: 'S1' },
      { move: 'DELIVER', subject: 'S1' },
    ]);
  });
});
