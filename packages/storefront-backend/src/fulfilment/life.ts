import type { Paise } from '@haat/commerce-core';
import type { OrderPaymentType } from '../ports/storage/records.js';

/**
 * Who made a move: a staff member (their user id), the shopper (their user id; null for a guest
 * holding the order's link), the shop's own timers (`system`), or a provider's report (payment
 * gateway, courier).
 *
 * @example
 * const actor: Actor = { kind: 'staff', staffId: 'u-7' };
 */
export type Actor =
  | { readonly kind: 'staff'; readonly staffId: string }
  | { readonly kind: 'shopper'; readonly userId: string | null }
  | { readonly kind: 'system' }
  | { readonly kind: 'provider'; readonly provider: string };

/**
 * Units of one order line (its index in the order's lines) in a move or a shipment.
 *
 * @example
 * const units: LineUnits = { line: 0, quantity: 2 };
 */
export interface LineUnits {
  readonly line: number;
  readonly quantity: number;
}

/**
 * One order line as the order's life tracks it: its stock key, how many were ordered, what each
 * unit is worth after the order's discounts (`unitValues`, fixed at placement: the discounted
 * merchandise value allocated over the units, highest first, so any number of partial refunds
 * add up exactly), and how many were cancelled before dispatch. Where the other units are is read
 * from the shipments and returns.
 *
 * @example
 * const line: LifeLine = { key: 'p1:v2', quantity: 2, unitValues: [asPaise(23703), asPaise(23702)],
 *   cancelled: 0 };
 */
export interface LifeLine {
  readonly key: string;
  readonly quantity: number;
  readonly unitValues: readonly Paise[];
  readonly cancelled: number;
}

/**
 * Where a shipment is: packed at the warehouse, handed to the courier, out for delivery, a failed
 * delivery waiting for a decision (NDR), coming back to the shop (RTO), received back, or
 * delivered.
 *
 * @example
 * const state: ShipmentState = 'DELIVERY_FAILED';
 */
export type ShipmentState =
  | 'PACKED'
  | 'DISPATCHED'
  | 'OUT_FOR_DELIVERY'
  | 'DELIVERY_FAILED'
  | 'RTO_IN_TRANSIT'
  | 'RTO_RECEIVED'
  | 'DELIVERED';

/**
 * A failed delivery attempt as the courier reported it (non-delivery report).
 *
 * @example
 * const failure: DeliveryFailure = { reason: 'Customer not available', at: 0, attempt: 1 };
 */
export interface DeliveryFailure {
  readonly reason: string;
  readonly at: number;
  readonly attempt: number;
}

/**
 * What the shopper or staff corrected for a delivery re-attempt.
 *
 * @example
 * const fix: DeliveryCorrections = { phone: '+919876543210', address: null, date: '2026-01-05' };
 */
export interface DeliveryCorrections {
  readonly phone: string | null;
  readonly address: string | null;
  /** The day to try again, `YYYY-MM-DD`. */
  readonly date: string | null;
}

/**
 * One parcel of an order (partial dispatch makes several): its units, courier and tracking,
 * the cash the courier is to collect on delivery (`codAmount`, fixed at dispatch), its delivery
 * attempts and times. Ids are `S1`, `S2`… in the order they were packed.
 *
 * @example
 * const parcel: Pick<Shipment, 'id' | 'state'> = { id: 'S1', state: 'PACKED' };
 */
export interface Shipment {
  readonly id: string;
  readonly state: ShipmentState;
  readonly units: readonly LineUnits[];
  readonly courier: string | null;
  readonly awb: string | null;
  readonly trackingUrl: string | null;
  readonly codAmount: Paise;
  /** Attempts that failed so far. */
  readonly attempts: number;
  readonly lastFailure: DeliveryFailure | null;
  readonly corrections: DeliveryCorrections | null;
  readonly packedAt: number;
  readonly dispatchedAt: number | null;
  readonly deliveredAt: number | null;
  /** RTO received: units put back on sale; the rest were written off. */
  readonly restocked: readonly LineUnits[];
}

/**
 * A shopper's return request and where it stands: requested → approved or refused → received
 * (restocked or written off) → refunded. Ids are `R1`, `R2`….
 *
 * @example
 * const state: ReturnState = 'APPROVED';
 */
export type ReturnState = 'REQUESTED' | 'APPROVED' | 'REFUSED' | 'RECEIVED' | 'REFUNDED';

/**
 * One return request: its units, the shopper's reason and photos (image keys), and its state.
 *
 * @example
 * const request: Pick<ReturnCase, 'id' | 'state'> = { id: 'R1', state: 'REQUESTED' };
 */
export interface ReturnCase {
  readonly id: string;
  readonly state: ReturnState;
  readonly units: readonly LineUnits[];
  readonly reason: string;
  readonly photos: readonly string[];
  readonly requestedAt: number;
  readonly decidedAt: number | null;
  readonly receivedAt: number | null;
  readonly restocked: readonly LineUnits[];
}

/**
 * Where refunded money goes: back to the online payment (the gateway's refund), or to the
 * shopper's store credit (the reward balance).
 *
 * @example
 * const to: RefundDestination = 'store-credit';
 */
export type RefundDestination = 'original' | 'store-credit';

/**
 * Which money a refund gives back, in paise: the online payment, cash collected on delivery,
 * redeemed reward points.
 *
 * @example
 * const parts: RefundParts = { online: asPaise(47405), cash: asPaise(0), rewards: asPaise(0) };
 */
export interface RefundParts {
  readonly online: Paise;
  readonly cash: Paise;
  readonly rewards: Paise;
}

/**
 * A refund the order's life made due: its id (`F1`, `F2`… within the order: with the order id,
 * the unique key storage claims before any money moves, so a retried refund never pays twice),
 * amount, destination, the money it gives back, the return it belongs to, and whether it is
 * still due, processed or failed (a failed refund gives its money back to the order's books, to
 * be refunded again).
 *
 * @example
 * const due: Pick<RefundDue, 'id' | 'status'> = { id: 'F1', status: 'due' };
 */
export interface RefundDue {
  readonly id: string;
  readonly amount: Paise;
  readonly destination: RefundDestination;
  readonly parts: RefundParts;
  readonly returnId: string | null;
  readonly status: 'due' | 'processed' | 'failed';
  readonly createdAt: number;
  /**
   * Made by `REISSUE_REFUND`: it pays again what failed refunds left owed (a payout attempt,
   * not new money owed: tax documents credit the refund that failed, once). Absent otherwise,
   * and in lives stored before it was recorded.
   */
  readonly reissue?: true;
}

/**
 * The order's money as its life keeps it, in paise. `charges` (shipping, COD and gift charges)
 * stay owed once a unit was delivered; `onlinePaid`, `rewardsApplied` and `cashCollected` are
 * what the shop received; `retained` is a PPCOD advance kept on a return to origin (setting);
 * `goodwill` refunds staff gave beyond the rules.
 *
 * @example
 * const money: Pick<LifeMoney, 'charges'> = { charges: asPaise(4900) };
 */
export interface LifeMoney {
  readonly charges: Paise;
  /** The online part to pay (PREPAID: all; PPCOD: the advance; COD: 0). */
  readonly payNow: Paise;
  readonly onlinePaid: Paise;
  readonly rewardsApplied: Paise;
  readonly cashCollected: Paise;
  readonly retained: Paise;
  readonly goodwill: Paise;
  readonly refunds: readonly RefundDue[];
}

/**
 * The shop's choices the order's life follows, fixed when the order is placed: COD orders wait
 * for the shopper's confirmation before packing; how long a delivered order may be returned;
 * whether a PPCOD advance is refunded or kept when the parcel comes back undelivered.
 *
 * @example
 * const rules: LifeRules = { codConfirmation: true, returnWindowMs: 7 * 86_400_000,
 *   rtoAdvance: 'keep' };
 */
export interface LifeRules {
  readonly codConfirmation: boolean;
  readonly returnWindowMs: number;
  readonly rtoAdvance: 'refund' | 'keep';
}

/**
 * One move the order made: its name, who made it, when, why, and on which shipment, return or
 * refund.
 *
 * @example
 * const event: LifeEvent = { move: 'DISPATCH', actor: { kind: 'staff', staffId: 'u-7' }, at: 0,
 *   reason: null, subject: 'S1' };
 */
export interface LifeEvent {
  readonly move: string;
  readonly actor: Actor;
  readonly at: number;
  readonly reason: string | null;
  readonly subject: string | null;
}

/**
 * An order's life after it was placed: the one value the fulfilment state machine moves. Plain
 * JSON data; `version` counts the moves made (storage updates a life only from the version it
 * read, so two staff moving one order cannot both win).
 *
 * @example
 * const { life, effects } = startLife(order, rules, products);
 * const next = applyMove(life, { type: 'PACK', actor, at: now });
 */
export interface OrderLife {
  readonly orderId: string;
  readonly code: string;
  readonly paymentType: OrderPaymentType;
  readonly couponCodeId: string | null;
  readonly rules: LifeRules;
  readonly placedAt: number;
  /** COD confirmation: not asked, waiting for the shopper (or staff), or given. */
  readonly confirmation: 'NOT_NEEDED' | 'REQUIRED' | 'CONFIRMED';
  /** The online part: nothing to pay online, waiting for the payment, or paid. */
  readonly payment: 'NOT_NEEDED' | 'AWAITING' | 'PAID';
  readonly lines: readonly LifeLine[];
  readonly shipments: readonly Shipment[];
  readonly returns: readonly ReturnCase[];
  readonly money: LifeMoney;
  /** Whether the order's coupon use was given back (it is, once, when nothing reached the shopper). */
  readonly couponReturned: boolean;
  readonly completedAt: number | null;
  readonly events: readonly LifeEvent[];
  readonly version: number;
}
