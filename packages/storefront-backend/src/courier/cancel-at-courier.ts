import type { BackendDeps } from '../deps.js';
import { applyMove } from '../fulfilment/apply-move.js';
import type { Actor, Shipment } from '../fulfilment/life.js';
import type { MoveRequest } from '../fulfilment/move-order.js';
import { CourierError } from '../ports/courier.js';

/**
 * What telling the courier before a cancel ended with: `clear` (the cancel may go ahead: the
 * courier cancelled every booked shipment the cancel touches, or none was to tell), or
 * `refused`, naming the shipment: `booking` while it is being booked right now, `courier` when
 * the courier answered no (its words) or did not answer.
 *
 * @example
 * const outcome: CourierCancelOutcome = { status: 'refused', why: 'courier', shipmentId: 'S1',
 *   message: 'Shiprocket did not cancel shipment S1: Order already picked up.' };
 */
export type CourierCancelOutcome =
  | { readonly status: 'clear' }
  | {
      readonly status: 'refused';
      readonly why: 'booking' | 'courier';
      readonly shipmentId: string;
      readonly message: string;
    };

const sameUnits = (a: Shipment, b: Shipment) => JSON.stringify(a.units) === JSON.stringify(b.units);

/**
 * Before an order's CANCEL (staff `cancelOrder`, shopper `cancelMyOrder`): cancels at the courier
 * every shipment booked with it that the cancel would change (a packed shipment dropped or left
 * with fewer units), then forgets its booking (`courierBookings.forget`: no label or manifest for
 * it any more; a shipment still packed may be booked again with what is left). The cancel is
 * tried on the order's life first (pure `applyMove`, the `expectedVersion` if given): nothing is
 * sent when the life would refuse it, for an unbooked or self-shipped order, or when no courier
 * is configured — so a retried cancel never asks the courier twice once it was made.
 *
 * A booking still CLAIMED (an attempt is booking it right now: no courier order id yet) refuses
 * the cancel until the booking settles, rather than leave a shipment created a moment later for
 * a cancelled order. A courier refusal (already picked up, …) or no answer refuses the cancel
 * with its words; shipments cancelled before it stay cancelled and forgotten (a consistent
 * state: still packed, bookable again). Two cancels at the same moment may both ask the courier;
 * the one refused because the other cancelled first finds the booking gone and goes on.
 *
 * @example
 * const told = await cancelAtCourierFirst(deps, { orderId, move: { type: 'CANCEL', reason },
 *   actor: { kind: 'staff', staffId: 'u1' } });
 * if (told.status === 'refused') throw adminError('MOVE_REFUSED', told.message);
 */
export async function cancelAtCourierFirst(
  deps: BackendDeps,
  input: {
    readonly orderId: string;
    readonly move: Extract<MoveRequest, { type: 'CANCEL' }>;
    readonly actor: Actor;
    readonly expectedVersion?: number | null | undefined;
  },
): Promise<CourierCancelOutcome> {
  const courier = deps.courier;
  if (!courier) return { status: 'clear' };
  const { repos } = deps.storage;
  const bookings = await repos.courierBookings.byOrder(input.orderId);
  if (bookings.length === 0) return { status: 'clear' };
  const stored = await repos.orderLives.byOrder(input.orderId);
  if (!stored) return { status: 'clear' };
  const { expectedVersion } = input;
  if (expectedVersion !== null && expectedVersion !== undefined) {
    if (expectedVersion !== stored.life.version) return { status: 'clear' };
  }
  const outcome = applyMove(stored.life, {
    ...input.move,
    actor: input.actor,
    at: deps.clock.now(),
  });
  if (!outcome.ok) return { status: 'clear' };
  const after = new Map(outcome.life.shipments.map((s) => [s.id, s]));
  const touched = stored.life.shipments.filter((shipment) => {
    if (shipment.state !== 'PACKED') return false;
    const left = after.get(shipment.id);
    return !left || !sameUnits(shipment, left);
  });
  const toCancel = bookings.filter((b) => touched.some((s) => s.id === b.shipmentId));
  for (const booking of toCancel) {
    if (booking.state === 'CLAIMED' || booking.providerOrderId === null) {
      return {
        status: 'refused',
        why: 'booking',
        shipmentId: booking.shipmentId,
        message: `Shipment ${booking.shipmentId} is being booked with ${courier.port.name} right now: cancel again once the booking is done.`,
      };
    }
  }
  for (const booking of toCancel) {
    const providerOrderId = booking.providerOrderId ?? '';
    try {
      await courier.port.cancelShipment(providerOrderId);
    } catch (error) {
      if (!(error instanceof CourierError)) throw error;
      // A cancel made at the same moment may have cancelled it first (the courier then refuses
      // an order already cancelled): its booking is gone, and this cancel may go on.
      if (!(await repos.courierBookings.byShipment(booking.orderId, booking.shipmentId))) continue;
      return {
        status: 'refused',
        why: 'courier',
        shipmentId: booking.shipmentId,
        message: `${courier.port.name} did not cancel shipment ${booking.shipmentId}: ${error.message}`,
      };
    }
    await repos.courierBookings.forget(booking.orderId, booking.shipmentId);
  }
  return { status: 'clear' };
}
