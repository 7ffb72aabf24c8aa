import type {
  BookingState,
  CourierBookingRecord,
  CourierBookingsRepository,
} from '@haat/storefront-backend';
import { asPaise } from '@haat/commerce-core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { courierBookings } from '../schema/index.js';
import type { Run } from './executor.js';

const STATES = sql`array['CLAIMED', 'CREATED', 'AWB_ASSIGNED', 'PICKUP_REQUESTED']`;

const bookingOf = (row: typeof courierBookings.$inferSelect): CourierBookingRecord => ({
  ...row,
  state: row.state as BookingState,
  claimedAt: Number(row.claimedAt),
  codAmount: asPaise(row.codAmount),
  createdAt: Number(row.createdAt),
  updatedAt: Number(row.updatedAt),
});

/**
 * Courier bookings in SQL. A claim is one `INSERT … ON CONFLICT (order_id, shipment_id) DO
 * UPDATE … WHERE` the stored claim's lease ran out and it is not booked: concurrent claims queue
 * on the row and exactly one writes; the others read the row the winner wrote. Progress is an
 * `UPDATE … WHERE claim_token = $token` that never moves the state backwards.
 */
export function sqlCourierBookings(run: Run): CourierBookingsRepository {
  const key = (orderId: string, shipmentId: string) =>
    and(eq(courierBookings.orderId, orderId), eq(courierBookings.shipmentId, shipmentId));
  return {
    claim: (claim) =>
      run(async (tx) => {
        const [claimed] = await tx
          .insert(courierBookings)
          .values({
            orderId: claim.orderId,
            shipmentId: claim.shipmentId,
            channelOrderId: claim.channelOrderId,
            state: 'CLAIMED',
            claimToken: claim.claimToken,
            claimedAt: claim.now,
            codAmount: claim.codAmount,
            createdAt: claim.now,
            updatedAt: claim.now,
          })
          .onConflictDoUpdate({
            target: [courierBookings.orderId, courierBookings.shipmentId],
            set: { claimToken: claim.claimToken, claimedAt: claim.now, updatedAt: claim.now },
            setWhere: sql`${courierBookings.state} <> 'PICKUP_REQUESTED' and ${courierBookings.claimedAt} + ${claim.leaseMs} <= ${claim.now}`,
          })
          .returning();
        if (claimed) return { status: 'claimed' as const, booking: bookingOf(claimed) };
        const [held] = await tx
          .select()
          .from(courierBookings)
          .where(key(claim.orderId, claim.shipmentId));
        if (!held) throw new Error(`Booking ${claim.channelOrderId} vanished during its claim`);
        const booking = bookingOf(held);
        return {
          status: booking.state === 'PICKUP_REQUESTED' ? ('booked' as const) : ('busy' as const),
          booking,
        };
      }),
    advance: (orderId, shipmentId, claimToken, progress, now) =>
      run(async (tx) => {
        const [row] = await tx
          .update(courierBookings)
          .set({
            state: sql`case when array_position(${STATES}, ${progress.state}::text) > array_position(${STATES}, ${courierBookings.state}) then ${progress.state}::text else ${courierBookings.state} end`,
            ...(progress.providerOrderId !== undefined
              ? { providerOrderId: progress.providerOrderId }
              : {}),
            ...(progress.providerShipmentId !== undefined
              ? { providerShipmentId: progress.providerShipmentId }
              : {}),
            ...(progress.awb !== undefined ? { awb: progress.awb } : {}),
            ...(progress.courierName !== undefined ? { courierName: progress.courierName } : {}),
            ...(progress.pickupScheduledAt !== undefined
              ? { pickupScheduledAt: progress.pickupScheduledAt }
              : {}),
            updatedAt: now,
          })
          .where(and(key(orderId, shipmentId), eq(courierBookings.claimToken, claimToken)))
          .returning();
        return row ? bookingOf(row) : null;
      }),
    release: (orderId, shipmentId, claimToken) =>
      run(async (tx) => {
        const released = await tx
          .update(courierBookings)
          .set({ claimedAt: 0 })
          .where(and(key(orderId, shipmentId), eq(courierBookings.claimToken, claimToken)))
          .returning({ orderId: courierBookings.orderId });
        return released.length > 0;
      }),
    forget: (orderId, shipmentId) =>
      run(async (tx) => {
        const gone = await tx
          .delete(courierBookings)
          .where(key(orderId, shipmentId))
          .returning({ orderId: courierBookings.orderId });
        return gone.length > 0;
      }),
    byShipment: (orderId, shipmentId) =>
      run(async (tx) => {
        const [row] = await tx.select().from(courierBookings).where(key(orderId, shipmentId));
        return row ? bookingOf(row) : null;
      }),
    byAwb: (awb) =>
      run(async (tx) => {
        const [row] = await tx.select().from(courierBookings).where(eq(courierBookings.awb, awb));
        return row ? bookingOf(row) : null;
      }),
    byOrder: (orderId) =>
      run(async (tx) => {
        const rows = await tx
          .select()
          .from(courierBookings)
          .where(eq(courierBookings.orderId, orderId))
          .orderBy(asc(sql`${courierBookings.shipmentId} collate "C"`));
        return rows.map(bookingOf);
      }),
  };
}
