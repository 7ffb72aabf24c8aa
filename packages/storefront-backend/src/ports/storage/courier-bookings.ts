import type { Paise } from '@haat/commerce-core';

/**
 * How far a courier booking got: claimed by one attempt, created at the courier, AWB assigned,
 * pickup requested (booked: nothing left to do).
 *
 * @example
 * const state: BookingState = 'AWB_ASSIGNED';
 */
export type BookingState = 'CLAIMED' | 'CREATED' | 'AWB_ASSIGNED' | 'PICKUP_REQUESTED';

/**
 * One shipment of an order booked with the courier (at most one per order and shipment, and an
 * AWB belongs to one booking). `claimToken` names the attempt that holds the booking; another
 * attempt may take it over once `claimedAt + lease` has passed (the first died mid-way).
 *
 * @example
 * const booking: Pick<CourierBookingRecord, 'channelOrderId' | 'state'> =
 *   { channelOrderId: 'HAAT-10234-S1', state: 'CLAIMED' };
 */
export interface CourierBookingRecord {
  readonly orderId: string;
  readonly shipmentId: string;
  /** Our id at the courier: the order code and the shipment id (`HAAT-10234-S1`). */
  readonly channelOrderId: string;
  readonly state: BookingState;
  readonly claimToken: string;
  readonly claimedAt: number;
  /** The cash the courier is to collect on delivery (0: prepaid). */
  readonly codAmount: Paise;
  readonly providerOrderId: string | null;
  readonly providerShipmentId: string | null;
  readonly awb: string | null;
  readonly courierName: string | null;
  readonly pickupScheduledAt: string | null;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/**
 * A booking's claim: who asks (a fresh token), for which order shipment, when, and how long a
 * claim holds before another attempt may take it over.
 *
 * @example
 * const claim: BookingClaim = { orderId: 'o1', shipmentId: 'S1', channelOrderId: 'HAAT-10234-S1',
 *   codAmount: asPaise(59800), claimToken: ids.uuid(), now, leaseMs: 120_000 };
 */
export interface BookingClaim {
  readonly orderId: string;
  readonly shipmentId: string;
  readonly channelOrderId: string;
  readonly codAmount: Paise;
  readonly claimToken: string;
  readonly now: number;
  readonly leaseMs: number;
}

/**
 * What a claim got: the booking to carry on (`claimed`: new, or taken over after its lease
 * ran out, with whatever an earlier attempt recorded), one another attempt holds (`busy`), or
 * one already complete (`booked`).
 *
 * @example
 * const outcome: BookingClaimOutcome = { status: 'busy', booking };
 */
export type BookingClaimOutcome = {
  readonly status: 'claimed' | 'busy' | 'booked';
  readonly booking: CourierBookingRecord;
};

/**
 * What an attempt learnt from the courier, written only while its token holds the claim.
 *
 * @example
 * const progress: BookingProgress = { state: 'CREATED', providerOrderId: '281248157',
 *   providerShipmentId: '16090281' };
 */
export interface BookingProgress {
  readonly state: BookingState;
  readonly providerOrderId?: string | undefined;
  readonly providerShipmentId?: string | undefined;
  readonly awb?: string | undefined;
  readonly courierName?: string | undefined;
  readonly pickupScheduledAt?: string | null | undefined;
}

/**
 * Courier bookings: the claim that keeps a retried booking from creating a second shipment
 * (Shiprocket has no idempotency key). SQL: one row per (order, shipment), unique AWB; a claim is
 * `INSERT … ON CONFLICT DO UPDATE … WHERE the lease ran out`, progress an `UPDATE … WHERE
 * claim_token = $token`.
 *
 * @example
 * const { status, booking } = await repos.courierBookings.claim(claim);
 */
export interface CourierBookingsRepository {
  /**
   * Claims the booking of an order's shipment: exactly one of concurrent claims gets `claimed`;
   * a complete booking answers `booked`, one claimed by another attempt within its lease `busy`.
   */
  claim(claim: BookingClaim): Promise<BookingClaimOutcome>;
  /**
   * Records progress (never backwards: a state earlier than the stored one is kept) while
   * `claimToken` holds the claim; null when it does not (another attempt took over). A taken
   * AWB rejects (a programmer error: AWBs are the courier's and unique).
   */
  advance(
    orderId: string,
    shipmentId: string,
    claimToken: string,
    progress: BookingProgress,
    now: number,
  ): Promise<CourierBookingRecord | null>;
  /** Lets the next attempt claim at once (after a failed attempt); false if the token lost it. */
  release(orderId: string, shipmentId: string, claimToken: string): Promise<boolean>;
  /**
   * Forgets the booking of an order's shipment once it was cancelled at the courier (the order's
   * cancel): no label or manifest for it any more, and a later claim starts a fresh booking.
   * False when there was none.
   */
  forget(orderId: string, shipmentId: string): Promise<boolean>;
  byShipment(orderId: string, shipmentId: string): Promise<CourierBookingRecord | null>;
  byAwb(awb: string): Promise<CourierBookingRecord | null>;
  /** The order's bookings, by shipment id. */
  byOrder(orderId: string): Promise<readonly CourierBookingRecord[]>;
}
