import type {
  BookingState,
  CourierBookingRecord,
  CourierBookingsRepository,
} from '../../ports/storage/courier-bookings.js';
import { copy } from '../copy.js';
import type { Run } from '../draft.js';

const ORDER: readonly BookingState[] = ['CLAIMED', 'CREATED', 'AWB_ASSIGNED', 'PICKUP_REQUESTED'];

/** A booking's key: its order and shipment. */
export const bookingKey = (orderId: string, shipmentId: string) =>
  JSON.stringify([orderId, shipmentId]);

/** Courier bookings in the memory adapter (see `CourierBookingsRepository`). */
export function memoryCourierBookings(run: Run): CourierBookingsRepository {
  return {
    claim: (claim) =>
      run((draft) => {
        const key = bookingKey(claim.orderId, claim.shipmentId);
        const stored = draft.read('courierBookings').get(key);
        if (stored?.state === 'PICKUP_REQUESTED') {
          return { status: 'booked' as const, booking: copy(stored) };
        }
        if (stored && stored.claimedAt + claim.leaseMs > claim.now) {
          return { status: 'busy' as const, booking: copy(stored) };
        }
        const booking: CourierBookingRecord = stored
          ? { ...stored, claimToken: claim.claimToken, claimedAt: claim.now, updatedAt: claim.now }
          : {
              orderId: claim.orderId,
              shipmentId: claim.shipmentId,
              channelOrderId: claim.channelOrderId,
              state: 'CLAIMED',
              claimToken: claim.claimToken,
              claimedAt: claim.now,
              codAmount: claim.codAmount,
              providerOrderId: null,
              providerShipmentId: null,
              awb: null,
              courierName: null,
              pickupScheduledAt: null,
              createdAt: claim.now,
              updatedAt: claim.now,
            };
        draft.write('courierBookings').set(key, booking);
        return { status: 'claimed' as const, booking: copy(booking) };
      }),
    advance: (orderId, shipmentId, claimToken, progress, now) =>
      run((draft) => {
        const key = bookingKey(orderId, shipmentId);
        const stored = draft.read('courierBookings').get(key);
        if (!stored || stored.claimToken !== claimToken) return null;
        if (progress.awb !== undefined) {
          for (const other of draft.read('courierBookings').values()) {
            if (other.awb === progress.awb && other !== stored) {
              throw new Error(`Duplicate AWB ${progress.awb}`);
            }
          }
        }
        const later = ORDER.indexOf(progress.state) > ORDER.indexOf(stored.state);
        const updated: CourierBookingRecord = {
          ...stored,
          state: later ? progress.state : stored.state,
          providerOrderId: progress.providerOrderId ?? stored.providerOrderId,
          providerShipmentId: progress.providerShipmentId ?? stored.providerShipmentId,
          awb: progress.awb ?? stored.awb,
          courierName: progress.courierName ?? stored.courierName,
          pickupScheduledAt:
            progress.pickupScheduledAt === undefined
              ? stored.pickupScheduledAt
              : progress.pickupScheduledAt,
          updatedAt: now,
        };
        draft.write('courierBookings').set(key, updated);
        return copy(updated);
      }),
    release: (orderId, shipmentId, claimToken) =>
      run((draft) => {
        const key = bookingKey(orderId, shipmentId);
        const stored = draft.read('courierBookings').get(key);
        if (!stored || stored.claimToken !== claimToken) return false;
        draft.write('courierBookings').set(key, { ...stored, claimedAt: 0 });
        return true;
      }),
    forget: (orderId, shipmentId) =>
      run((draft) => {
        const key = bookingKey(orderId, shipmentId);
        if (!draft.read('courierBookings').has(key)) return false;
        return draft.write('courierBookings').delete(key);
      }),
    byShipment: (orderId, shipmentId) =>
      run((draft) =>
        copy(draft.read('courierBookings').get(bookingKey(orderId, shipmentId)) ?? null),
      ),
    byAwb: (awb) =>
      run((draft) =>
        copy([...draft.read('courierBookings').values()].find((b) => b.awb === awb) ?? null),
      ),
    byOrder: (orderId) =>
      run((draft) =>
        copy(
          [...draft.read('courierBookings').values()]
            .filter((b) => b.orderId === orderId)
            .sort((a, b) => a.shipmentId.localeCompare(b.shipmentId)),
        ),
      ),
  };
}
