import type { Paise } from '@haat/commerce-core';
import { adminErrorMessages } from '@haat/storefront-api/admin';
import { auditEntry } from '../audit/audit-entry.js';
import type { BackendDeps } from '../deps.js';
import type { AuditActor } from '../ports/storage/audit.js';
import {
  CourierError,
  type CourierAddress,
  type ParcelSize,
  type ShipmentItem,
} from '../ports/courier.js';
import type { CourierBookingRecord } from '../ports/storage/courier-bookings.js';

/**
 * One order shipment to book with the courier: the wave-2 dispatch builds it from the order
 * (address, lines), the shipment's units with their values after discounts, the cash to collect
 * (the shipment's COD amount) and `parcelFor` the products.
 *
 * @example
 * const request: BookingRequest = { orderId: 'o1', orderCode: 'HAAT-10234', shipmentId: 'S1',
 *   orderDate: '2026-07-04', deliverTo, items, codAmount: asPaise(59800), subTotal: asPaise(59800), parcel };
 */
export interface BookingRequest {
  readonly orderId: string;
  readonly orderCode: string;
  readonly shipmentId: string;
  /** `YYYY-MM-DD` (Asia/Kolkata). */
  readonly orderDate: string;
  readonly deliverTo: CourierAddress;
  readonly items: readonly ShipmentItem[];
  readonly codAmount: Paise;
  readonly subTotal: Paise;
  readonly parcel: ParcelSize;
}

/**
 * What a booking attempt ended with: booked (AWB assigned and pickup requested; `fresh` false
 * when an earlier attempt had finished), busy (another attempt holds it: try again shortly),
 * self-ship (no courier: staff enter courier and AWB), or failed with the courier's words
 * (`retryable`: it did not answer — the next attempt finds what this one left).
 *
 * @example
 * const outcome: BookingOutcome = { status: 'failed', message: 'Shiprocket did not answer within 10000 ms', retryable: true };
 */
export type BookingOutcome =
  | { readonly status: 'booked'; readonly booking: CourierBookingRecord; readonly fresh: boolean }
  | { readonly status: 'busy' }
  | { readonly status: 'self-ship'; readonly message: string }
  | { readonly status: 'failed'; readonly message: string; readonly retryable: boolean };

/**
 * Who books, for the audit log: the entry (action = the operation's name, target the order, the
 * booking before and after) is written in the transaction that records the booking complete.
 *
 * @example
 * const audited: BookingAudit = { actor: { kind: 'staff', id: 'u1' }, action: 'bookShipment' };
 */
export interface BookingAudit {
  readonly actor: AuditActor;
  readonly action: string;
}

/** What the audit log keeps of a booking. */
const bookingSummary = (booking: CourierBookingRecord) => ({
  shipmentId: booking.shipmentId,
  state: booking.state,
  awb: booking.awb,
  courier: booking.courierName,
});

/** Our id for an order's shipment at the courier (≤ 50 characters, Shiprocket's limit). */
export const channelOrderId = (orderCode: string, shipmentId: string) =>
  `${orderCode}-${shipmentId}`;

/**
 * Books an order's shipment with the courier, never twice: the booking is claimed in storage
 * first (one attempt at a time; a dead attempt's claim lapses after `bookingLeaseMs`), then,
 * from wherever earlier attempts got to: the courier is asked for a shipment with our channel
 * order id (Shiprocket has no idempotency key, so a retry must look before it creates), one is
 * created only if none exists, an AWB is assigned and a pickup requested, each step recorded
 * as it succeeds. A failure releases the claim so a retry may start at once. With `audited`, the
 * step that completes the booking and its audit entry are one transaction (an attempt that finds
 * the booking complete changed nothing and writes none).
 *
 * @example
 * const outcome = await bookShipment(deps, request);
 * if (outcome.status === 'booked') outcome.booking.awb; // '321055706540'
 */
export async function bookShipment(
  deps: BackendDeps,
  request: BookingRequest,
  audited?: BookingAudit,
): Promise<BookingOutcome> {
  const courier = deps.courier;
  if (!courier) return { status: 'self-ship', message: adminErrorMessages.NO_COURIER };
  const { courierBookings } = deps.storage.repos;
  const claimToken = deps.ids.uuid();
  const claimed = await courierBookings.claim({
    orderId: request.orderId,
    shipmentId: request.shipmentId,
    channelOrderId: channelOrderId(request.orderCode, request.shipmentId),
    codAmount: request.codAmount,
    claimToken,
    now: deps.clock.now(),
    leaseMs: courier.bookingLeaseMs,
  });
  if (claimed.status === 'booked')
    return { status: 'booked', booking: claimed.booking, fresh: false };
  if (claimed.status === 'busy') return { status: 'busy' };
  let booking = claimed.booking;
  const started = claimed.booking;
  const record = async (progress: Parameters<typeof courierBookings.advance>[3]) => {
    const now = deps.clock.now();
    const complete = progress.state === 'PICKUP_REQUESTED' && audited;
    const next = await deps.storage.transaction(async (repos) => {
      const advanced = await repos.courierBookings.advance(
        request.orderId,
        request.shipmentId,
        claimToken,
        progress,
        now,
      );
      if (advanced && complete) {
        await repos.audit.append(
          auditEntry(deps.ids, now, {
            ...complete,
            targetType: 'order',
            targetId: request.orderId,
            before: bookingSummary(started),
            after: bookingSummary(advanced),
          }),
        );
      }
      return advanced;
    });
    if (!next) throw new LostClaim();
    booking = next;
  };
  try {
    if (booking.providerShipmentId === null) {
      const found = await courier.port.findShipment(booking.channelOrderId);
      const shipment =
        found ??
        (await courier.port.createShipment({
          channelOrderId: booking.channelOrderId,
          orderDate: request.orderDate,
          deliverTo: request.deliverTo,
          items: request.items,
          codAmount: booking.codAmount,
          subTotal: request.subTotal,
          parcel: request.parcel,
        }));
      await record({
        state: shipment.awb ? 'AWB_ASSIGNED' : 'CREATED',
        providerOrderId: shipment.providerOrderId,
        providerShipmentId: shipment.providerShipmentId,
        ...(shipment.awb ? { awb: shipment.awb } : {}),
        ...(shipment.courierName ? { courierName: shipment.courierName } : {}),
      });
    }
    const shipmentId = booking.providerShipmentId;
    if (shipmentId === null) throw new Error('A created booking has no courier shipment id');
    if (booking.awb === null) {
      const assigned = await courier.port.assignAwb(shipmentId);
      await record({ state: 'AWB_ASSIGNED', awb: assigned.awb, courierName: assigned.courierName });
    }
    const pickup = await courier.port.requestPickup(shipmentId);
    await record({ state: 'PICKUP_REQUESTED', pickupScheduledAt: pickup.scheduledAt });
    return { status: 'booked', booking, fresh: true };
  } catch (error) {
    if (error instanceof LostClaim) return { status: 'busy' };
    await courierBookings.release(request.orderId, request.shipmentId, claimToken);
    if (error instanceof CourierError) {
      return {
        status: 'failed',
        message: error.message,
        retryable: error.failure === 'unavailable',
      };
    }
    throw error;
  }
}

/** Another attempt took the booking over while this one waited on the courier. */
class LostClaim extends Error {}
