import { fromPaise } from '@haat/commerce-core';
import { ORDER_MOVE_PERMISSIONS } from '@haat/storefront-api/admin';
import type {
  AdminPermission,
  LineUnits,
  OrderEvent,
  Refund,
  ReturnCase,
  Shipment,
} from '@haat/storefront-api/admin-resolvers';
import type { Actor, LifeEvent, OrderLife } from '../fulfilment/life.js';
import type { MoveType } from '../fulfilment/moves.js';
import type { RefundRecord } from '../ports/storage/refunds.js';
import { isoOf } from './admin-context.js';
import type { courierByShipment } from './courier-view.js';

/** Moves staff never make through the admin API: the gateway pays, the shop's timer completes. */
const NOT_STAFF_MOVES: ReadonlySet<MoveType> = new Set(['PAY', 'COMPLETE']);

/**
 * The permission a staff member needs to make a move through the admin API: the contract's
 * `ORDER_MOVE_PERMISSIONS` (one table); null for the moves staff never make.
 *
 * @example
 * movePermission('CANCEL'); // 'ORDERS_CANCEL'
 */
export const movePermission = (move: MoveType): AdminPermission | null =>
  NOT_STAFF_MOVES.has(move) ? null : ORDER_MOVE_PERMISSIONS[move];

const maybeIso = (at: number | null): string | null => (at === null ? null : isoOf(at));
const units = (list: readonly LineUnits[]): LineUnits[] =>
  list.map(({ line, quantity }) => ({ line, quantity }));

/** Who made a move, as the contract's `Actor`. */
export function actorOf(actor: Actor): OrderEvent['actor'] {
  switch (actor.kind) {
    case 'staff':
      return { kind: 'STAFF', id: actor.staffId, name: null };
    case 'shopper':
      return { kind: 'SHOPPER', id: actor.userId, name: null };
    case 'system':
      return { kind: 'SYSTEM', id: null, name: null };
    case 'provider':
      return { kind: 'PROVIDER', id: null, name: actor.provider };
  }
}

/** One entry of the timeline. */
export const eventOf = (event: LifeEvent): OrderEvent => ({
  move: event.move as OrderEvent['move'],
  actor: actorOf(event.actor),
  at: isoOf(event.at),
  reason: event.reason,
  subject: event.subject,
});

/** The life's shipments as the contract's, with their courier bookings and tracking events. */
export const shipmentsOf = (
  life: OrderLife,
  courier: ReturnType<typeof courierByShipment> = new Map(),
): Shipment[] =>
  life.shipments.map((s) => ({
    id: s.id,
    state: s.state,
    units: units(s.units),
    courier: s.courier,
    awb: s.awb,
    trackingUrl: s.trackingUrl,
    codAmount: fromPaise(s.codAmount),
    attempts: s.attempts,
    lastFailure: s.lastFailure && {
      reason: s.lastFailure.reason,
      at: isoOf(s.lastFailure.at),
      attempt: s.lastFailure.attempt,
    },
    corrections: s.corrections && { ...s.corrections },
    packedAt: isoOf(s.packedAt),
    dispatchedAt: maybeIso(s.dispatchedAt),
    deliveredAt: maybeIso(s.deliveredAt),
    restocked: units(s.restocked),
    booking: courier.get(s.id)?.booking ?? null,
    trackingEvents: courier.get(s.id)?.trackingEvents ?? [],
  }));

/** The life's return requests as the contract's (photos as URLs under the image CDN). */
export const returnsOf = (life: OrderLife, imageCdnUrl: string): ReturnCase[] =>
  life.returns.map((r) => ({
    id: r.id,
    state: r.state,
    units: units(r.units),
    reason: r.reason,
    photos: r.photos.map((key) => `${imageCdnUrl}/${key}`),
    requestedAt: isoOf(r.requestedAt),
    decidedAt: maybeIso(r.decidedAt),
    receivedAt: maybeIso(r.receivedAt),
    restocked: units(r.restocked),
  }));

/**
 * The life's refunds as the contract's, each with what storage knows of it (the gateway's
 * refund id, its status once asked, its failed asks): DUE until the gateway took it.
 */
export function refundsOf(life: OrderLife, records: readonly RefundRecord[]): Refund[] {
  return life.money.refunds.map((due) => {
    const record = records.find((r) => r.id.endsWith(`_${due.id}`));
    const status =
      !record || record.status === 'claimed'
        ? 'DUE'
        : (record.status.toUpperCase() as Refund['status']);
    return {
      id: due.id,
      amount: fromPaise(due.amount),
      destination: due.destination === 'original' ? 'ORIGINAL' : 'STORE_CREDIT',
      status,
      fromOnline: fromPaise(due.parts.online),
      fromCash: fromPaise(due.parts.cash),
      fromRewards: fromPaise(due.parts.rewards),
      returnId: due.returnId,
      providerRefundId: record?.providerRefundId ?? null,
      failureReason: record?.failureReason ?? null,
      failedAsks: record?.failedAsks ?? 0,
      lastAskError: record?.lastAskError ?? null,
      nextAskAt: record?.status === 'claimed' ? isoOf(record.nextAskAt) : null,
      createdAt: isoOf(due.createdAt),
    };
  });
}
