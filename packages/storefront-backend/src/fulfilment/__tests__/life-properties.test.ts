import { asPaise } from '@haat/commerce-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMove, MOVE_ACTORS } from '../apply-move.js';
import { cashOnTheWay, everDelivered, heldParts, netReceived, obligation } from '../books.js';
import type { Effect } from '../effects.js';
import { lineCounts } from '../line-counts.js';
import type { Actor, LineUnits, OrderLife, RefundDestination } from '../life.js';
import type { Move, MoveType } from '../moves.js';
import { startLife } from '../start-life.js';
import {
  anOrder,
  COURIER,
  DAY,
  GATEWAY,
  productsOf,
  SHOPPER,
  STAFF,
  SYSTEM,
} from './life-fixtures.js';

/** Move names, weighted so random walks reach deliveries, returns and refunds. */
const WEIGHTS: Readonly<Record<MoveType, number>> = {
  PAY: 3,
  CONFIRM_COD: 3,
  PACK: 3,
  DISPATCH: 5,
  OUT_FOR_DELIVERY: 3,
  DELIVERY_FAILED: 2,
  REATTEMPT: 2,
  RETURN_TO_ORIGIN: 2,
  RECEIVE_RTO: 2,
  DELIVER: 5,
  CANCEL: 1,
  REQUEST_RETURN: 3,
  APPROVE_RETURN: 3,
  REFUSE_RETURN: 1,
  RECEIVE_RETURN: 3,
  SETTLE_REFUND: 3,
  REISSUE_REFUND: 1,
  GOODWILL_REFUND: 1,
  COMPLETE: 1,
};
const moveType = fc.oneof(
  ...Object.entries(WEIGHTS).map(([type, weight]) => ({
    arbitrary: fc.constant(type as MoveType),
    weight,
  })),
);
const ACTORS: readonly Actor[] = [STAFF, SHOPPER, SYSTEM, COURIER, GATEWAY];

/** One random step: which move, by whom, and numbers to pick its details with. */
interface Pick {
  readonly type: MoveType;
  readonly actor: Actor | null;
  readonly pick: number;
  readonly quantity: number;
  readonly after: number;
  readonly refundTo: RefundDestination;
  readonly processed: boolean;
}

const step: fc.Arbitrary<Pick> = fc.record({
  type: moveType,
  /** Mostly an actor allowed to make the move; sometimes anyone (to be refused). */
  actor: fc.oneof(
    { arbitrary: fc.constant(null), weight: 6 },
    { arbitrary: fc.constantFrom(...ACTORS), weight: 1 },
  ),
  pick: fc.nat(50),
  quantity: fc.nat(3),
  after: fc.oneof(fc.integer({ min: 0, max: DAY }), fc.integer({ min: 0, max: 9 * DAY })),
  refundTo: fc.constantFrom<RefundDestination>('original', 'store-credit'),
  processed: fc.boolean(),
});

const shape = fc.record({
  lines: fc.array(
    fc.record({
      price: fc.integer({ min: 100, max: 500_000 }),
      quantity: fc.integer({ min: 1, max: 4 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  paymentType: fc.constantFrom('COD' as const, 'PREPAID' as const, 'PPCOD' as const),
  couponPercent: fc.integer({ min: 0, max: 50 }),
  shipping: fc.constantFrom(0, 4900),
  codCharges: fc.constantFrom(0, 2500),
  rewards: fc.integer({ min: 0, max: 5000 }),
  coupon: fc.boolean(),
  codConfirmation: fc.boolean(),
  rtoAdvance: fc.constantFrom('keep' as const, 'refund' as const),
});

const pickOf = <T>(items: readonly T[], n: number): T | undefined =>
  items[n % Math.max(items.length, 1)];

/** A move built from a random step against the life as it now is (so most moves are plausible). */
function moveFor(life: OrderLife, s: Pick, at: number): Move {
  const actor = s.actor ?? ACTORS.find((a) => MOVE_ACTORS[s.type].includes(a.kind)) ?? STAFF;
  const base = { actor, at, reason: 'because' };
  const shipment = pickOf(life.shipments, s.pick)?.id ?? 'S1';
  const request = pickOf(life.returns, s.pick)?.id ?? 'R1';
  const refund = pickOf(life.money.refunds, s.pick)?.id ?? 'F1';
  const line = s.pick % life.lines.length;
  const units: LineUnits[] | undefined =
    s.quantity === 0 ? undefined : [{ line, quantity: s.quantity }];
  const restock = s.quantity === 0 ? undefined : [{ line, quantity: s.quantity - 1 }];
  switch (s.type) {
    case 'PAY':
      return {
        ...base,
        type: 'PAY',
        amount: asPaise(life.money.payNow + (s.pick % 7 === 0 ? 1 : 0)),
      };
    case 'CONFIRM_COD':
    case 'COMPLETE':
      return { ...base, type: s.type };
    case 'PACK':
      return { ...base, type: 'PACK', units };
    case 'DISPATCH':
      return s.pick % 2 === 0
        ? { ...base, type: 'DISPATCH', shipmentId: shipment, courier: 'C', awb: 'A' }
        : { ...base, type: 'DISPATCH', units, courier: 'C', awb: 'A' };
    case 'OUT_FOR_DELIVERY':
    case 'DELIVERY_FAILED':
    case 'RETURN_TO_ORIGIN':
    case 'DELIVER':
      return { ...base, type: s.type, shipmentId: shipment };
    case 'REATTEMPT':
      return {
        ...base,
        type: 'REATTEMPT',
        shipmentId: shipment,
        corrections: { date: '2026-02-01' },
      };
    case 'RECEIVE_RTO':
      return { ...base, type: 'RECEIVE_RTO', shipmentId: shipment, restock, refundTo: s.refundTo };
    case 'CANCEL':
      return { ...base, type: 'CANCEL', units, refundTo: s.refundTo };
    case 'REQUEST_RETURN':
      return { ...base, type: 'REQUEST_RETURN', units: units ?? [{ line, quantity: 1 }] };
    case 'APPROVE_RETURN':
    case 'REFUSE_RETURN':
      return { ...base, type: s.type, returnId: request };
    case 'RECEIVE_RETURN':
      return { ...base, type: 'RECEIVE_RETURN', returnId: request, restock, refundTo: s.refundTo };
    case 'SETTLE_REFUND':
      return {
        ...base,
        type: 'SETTLE_REFUND',
        refundId: refund,
        outcome: s.processed ? 'processed' : 'failed',
      };
    case 'REISSUE_REFUND':
      return { ...base, type: 'REISSUE_REFUND', refundTo: s.refundTo };
    case 'GOODWILL_REFUND':
      return {
        ...base,
        type: 'GOODWILL_REFUND',
        amount: asPaise(s.pick * 100 + 1),
        refundTo: s.refundTo,
      };
  }
}

/** Units per stock key the effects of one kind moved. */
const unitsMoved = (effects: readonly Effect[], kind: Effect['kind']) => {
  const byKey = new Map<string, number>();
  for (const effect of effects) {
    if (effect.kind === kind && 'units' in effect) {
      for (const u of effect.units) byKey.set(u.key, (byKey.get(u.key) ?? 0) + u.quantity);
    }
  }
  return byKey;
};

const byKey = (life: OrderLife, count: (c: ReturnType<typeof lineCounts>[number]) => number) => {
  const totals = new Map<string, number>();
  lineCounts(life).forEach((c, i) => {
    const key = life.lines[i]!.key;
    totals.set(key, (totals.get(key) ?? 0) + count(c));
  });
  return totals;
};

const sameTotals = (a: Map<string, number>, b: Map<string, number>) => {
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    expect({ key, units: a.get(key) ?? 0 }).toEqual({ key, units: b.get(key) ?? 0 });
  }
};

describe('the order life state machine over random move sequences', () => {
  // Long random walks on a busy machine: a generous bound, not a timing assertion.
  it(
    'keeps stock, money and coupon use adding up; refused moves change nothing',
    { timeout: 180_000 },
    () => {
      fc.assert(
        fc.property(
          shape,
          fc.array(step, { minLength: 1, maxLength: 60, size: 'max' }),
          (order, steps) => {
            const items = order.lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
            const record = anOrder({
              lines: order.lines,
              paymentType: order.paymentType,
              pending: order.paymentType !== 'COD',
              couponDiscount: Math.floor((items * order.couponPercent) / 100),
              coupon: order.coupon,
              shipping: order.shipping,
              codCharges: order.codCharges,
              rewards: Math.min(order.rewards, Math.floor(items / 2)),
              advance: 10_000,
            });
            const started = startLife(
              record,
              {
                codConfirmation: order.codConfirmation,
                returnWindowMs: 7 * DAY,
                rtoAdvance: order.rtoAdvance,
              },
              productsOf(record),
            );
            let life = started.life;
            const effects: Effect[] = [...started.effects];
            let at = record.createdAt;
            for (const s of steps) {
              at += s.after;
              const before = structuredClone(life);
              const outcome = applyMove(life, moveFor(life, s, at));
              if (!outcome.ok) {
                expect(life).toEqual(before);
                continue;
              }
              life = outcome.life;
              effects.push(...outcome.effects);

              // Stock: released + committed units are the units no longer held for the order, and
              // what came back was restocked or written off, unit for unit.
              const released = unitsMoved(effects, 'release-stock');
              const committed = unitsMoved(effects, 'commit-stock');
              sameTotals(
                released,
                byKey(life, (c) => c.cancelled),
              );
              sameTotals(
                committed,
                byKey(life, (c) => c.inTransit + c.rtoInTransit + c.rtoReceived + c.delivered),
              );
              const cameBack = new Map(unitsMoved(effects, 'restock'));
              for (const [key, n] of unitsMoved(effects, 'write-off'))
                cameBack.set(key, (cameBack.get(key) ?? 0) + n);
              sameTotals(
                cameBack,
                byKey(life, (c) => c.rtoReceived + c.returned),
              );

              // Money: never more held than owed (but what failed refunds left to refund again);
              // refunds never take more than was received.
              const failed = life.money.refunds.filter((r) => r.status === 'failed');
              expect(netReceived(life) + cashOnTheWay(life) - obligation(life)).toBeLessThanOrEqual(
                failed.reduce((a, r) => a + r.amount, 0),
              );
              const held = heldParts(life);
              expect(Math.min(held.online, held.cash, held.rewards)).toBeGreaterThanOrEqual(0);
              const dueEffects = effects.flatMap((e) =>
                e.kind === 'refund-due' ? [e.amount] : [],
              );
              expect(dueEffects.reduce((a, b) => a + b, 0)).toBe(
                life.money.refunds.reduce((a, r) => a + r.amount, 0),
              );
              const collected = effects.flatMap((e) =>
                e.kind === 'cod-collected' ? [e.amount] : [],
              );
              expect(collected.reduce((a, b) => a + b, 0)).toBe(life.money.cashCollected);

              // Coupon use: given back at most once, exactly when nothing reached the shopper.
              const couponBack = effects.filter((e) => e.kind === 'return-coupon-use').length;
              const nothingLive = lineCounts(life).every((c) => c.live === 0);
              expect(couponBack).toBe(
                record.couponCodeId && nothingLive && !everDelivered(life) ? 1 : 0,
              );
            }
            // Settled: everything still the shopper's delivered, paid, nothing on its way → the books balance.
            const counts = lineCounts(life);
            const settled =
              life.payment !== 'AWAITING' &&
              counts.every((c) => c.toPack + c.packed + c.inTransit + c.rtoInTransit === 0) &&
              life.shipments.every((s) => s.state === 'DELIVERED') &&
              life.money.refunds.every((r) => r.status !== 'failed');
            if (settled) expect(netReceived(life)).toBe(obligation(life));
          },
        ),
        { numRuns: 300 },
      );
    },
  );
});
