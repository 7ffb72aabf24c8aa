import { fromPaise } from '@haat/commerce-core';
import type { CourierBooking, TrackingEvent } from '@haat/storefront-api/admin-resolvers';
import type { CourierBookingRecord } from '../ports/storage/courier-bookings.js';
import type { TrackingEventRecord } from '../ports/storage/tracking-events.js';
import { isoOf } from './admin-context.js';

/**
 * A courier booking as the admin contract's `CourierBooking`: a claim still under way (no
 * courier shipment yet) is IN_PROGRESS, the rest by how far it got.
 *
 * @example
 * courierBookingOf(booking).status; // 'PICKUP_REQUESTED'
 */
export const courierBookingOf = (booking: CourierBookingRecord): CourierBooking => ({
  status: booking.state === 'CLAIMED' ? 'IN_PROGRESS' : booking.state,
  channelOrderId: booking.channelOrderId,
  courier: booking.courierName,
  awb: booking.awb,
  pickupScheduledAt: booking.pickupScheduledAt,
  codAmount: fromPaise(booking.codAmount),
  createdAt: isoOf(booking.createdAt),
  updatedAt: isoOf(booking.updatedAt),
});

/**
 * A tracking event as the admin contract's `TrackingEvent`.
 *
 * @example
 * trackingEventOf(event).source; // 'COURIER'
 */
export const trackingEventOf = (event: TrackingEventRecord): TrackingEvent => ({
  at: isoOf(event.at),
  stage: event.stage,
  label: event.label,
  activity: event.activity,
  location: event.location,
  source: event.source === 'shop' ? 'SHOP' : 'COURIER',
});

/**
 * An order's courier bookings and tracking events, by shipment id, for its shipments' view
 * (events in the order given: storage answers them oldest first).
 *
 * @example
 * const courier = courierByShipment(bookings, events);
 * courier.get('S1')?.booking?.awb; // '321055706540'
 */
export function courierByShipment(
  bookings: readonly CourierBookingRecord[],
  events: readonly TrackingEventRecord[],
): ReadonlyMap<string, { booking: CourierBooking | null; trackingEvents: TrackingEvent[] }> {
  const byShipment = new Map<
    string,
    { booking: CourierBooking | null; trackingEvents: TrackingEvent[] }
  >();
  const entry = (shipmentId: string) => {
    const found = byShipment.get(shipmentId);
    if (found) return found;
    const fresh = { booking: null, trackingEvents: [] };
    byShipment.set(shipmentId, fresh);
    return fresh;
  };
  for (const booking of bookings) entry(booking.shipmentId).booking = courierBookingOf(booking);
  for (const event of events) entry(event.shipmentId).trackingEvents.push(trackingEventOf(event));
  return byShipment;
}
