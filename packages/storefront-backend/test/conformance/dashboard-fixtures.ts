import { asPaise } from '@haat/commerce-core';
import { DEFAULT_LIFE_RULES } from '../../src/fulfilment/life-rules.js';
import { lineTracking } from '../../src/fulfilment/line-tracking.js';
import { specStatuses } from '../../src/fulfilment/spec-statuses.js';
import type { FulfilmentStage } from '../../src/fulfilment/stage.js';
import { startLife } from '../../src/fulfilment/start-life.js';
import type { Storage } from '../../src/ports/storage.js';
import type { DashboardQuery } from '../../src/ports/storage/dashboard.js';
import type {
  OrderPaymentType,
  OrderRecord,
  OrderStatus,
} from '../../src/ports/storage/records.js';
import { DAY_MS } from '../../src/storage/dashboard-rules.js';
import { anOrder, uuid } from './builders.js';
import type { ConformanceCatalogue } from './catalogue.js';

/** 2025-06-01 00:00 in Asia/Kolkata: the day the fixtures' dashboard is asked for. */
export const ASKED_DAY = Date.UTC(2025, 4, 31, 18, 30);
/** The chart's first day, 13 days before the asked one. */
export const FIRST_DAY = ASKED_DAY - 13 * DAY_MS;
const ASKED_END = ASKED_DAY + DAY_MS;

/** The query the Today screen makes for the asked day (RTO threshold and list length as given). */
export const dashboardQuery = (minDispatched = 2, limit = 10): DashboardQuery => ({
  firstDay: FIRST_DAY,
  days: 14,
  stages: ['TO_CONFIRM', 'TO_PACK', 'TO_DISPATCH', 'DELIVERY_FAILED', 'RETURN_OPEN'],
  unstartedStatuses: ['CONFIRMED'],
  rto: { from: ASKED_END - 30 * DAY_MS, to: ASKED_END, minDispatched, limit },
});

/** What one fixture order is: its number, payment type, units (₹499 each), status, time, pin code. */
export interface DashboardOrder {
  readonly n: number;
  readonly paymentType: OrderPaymentType;
  readonly quantity: number;
  readonly status: OrderStatus;
  readonly createdAt: number;
  readonly pinCode?: string | undefined;
  /** The stage its stored life is at (absent: no life started). */
  readonly stage?: FulfilmentStage | undefined;
  /** Moves logged on its life, in order, with their times. */
  readonly moves?: readonly { readonly move: string; readonly at: number }[];
}

/** The order record of a fixture (a conformance order with the fixture's fields). */
export function dashboardOrderRecord(spec: DashboardOrder): OrderRecord {
  const built = anOrder(spec.n, {
    paymentType: spec.paymentType,
    quantity: spec.quantity,
    createdAt: spec.createdAt,
    holdUntil: null,
  });
  const address = { ...built.order.shippingAddress, pinCode: spec.pinCode ?? '560001' };
  return {
    ...built.order,
    status: spec.status,
    shippingAddress: address,
    billingAddress: address,
  };
}

/**
 * Stores a fixture order, its life when it has a stage or moves (started from the order as
 * confirmed, then one saved version per move, each logged with its time), and nothing else.
 */
export async function storeDashboardOrder(
  storage: Storage<ConformanceCatalogue>,
  spec: DashboardOrder,
): Promise<void> {
  const order = dashboardOrderRecord(spec);
  await storage.repos.orders.insert(order, anOrder(spec.n).payments);
  if (spec.stage === undefined && spec.moves === undefined) return;
  const { life } = startLife({ ...order, status: 'CONFIRMED' }, DEFAULT_LIFE_RULES, []);
  const stage = spec.stage ?? 'IN_TRANSIT';
  await storage.repos.orderLives.start({ life, stage }, spec.createdAt);
  for (const [index, { move, at }] of (spec.moves ?? []).entries()) {
    const next = { ...life, version: index + 1 };
    const saved = await storage.repos.orderLives.save(
      {
        life: next,
        stage,
        statuses: specStatuses(next),
        tracking: lineTracking(next),
        at,
        entry: {
          id: uuid(spec.n * 100 + index + 7_000_000),
          orderId: order.id,
          version: index + 1,
          move,
          actorKind: 'staff',
          actorId: 'staff-1',
          reason: null,
          subject: null,
          at,
        },
      },
      index,
    );
    if (!saved) throw new Error(`Fixture order ${spec.n} did not save move ${move}`);
  }
}

/** A COD expectation of `amount` paise for `awb` of order `orderNumber`. */
export const codExpected = (awb: string, orderNumber: number, amount: number) => ({
  awb,
  orderId: uuid(orderNumber),
  orderCode: `HAAT-${orderNumber}`,
  shipmentId: 'S1',
  amount: asPaise(amount),
  deliveredAt: ASKED_DAY,
});
