import type { BackendDeps } from '../deps.js';
import { moveOrder, type MoveRequest } from '../fulfilment/move-order.js';
import type { CourierMove } from './courier-moves.js';
import { courierMoves } from './courier-moves.js';
import { trackingHint, type TrackingOutcome } from './tracking-hint.js';

/**
 * What following a tracking hint did: the hint's outcome (`trackingHint`) and, once the API's
 * tracking was read, the order moves made from it, and the first one the order's life refused
 * (with its message; the moves after it are not tried).
 *
 * @example
 * const followed: FollowOutcome = { status: 'unknown-awb' };
 */
export type FollowOutcome =
  | Exclude<TrackingOutcome, { readonly status: 'tracked' }>
  | (Extract<TrackingOutcome, { readonly status: 'tracked' }> & {
      readonly moved: readonly CourierMove['type'][];
      readonly refused: { readonly move: CourierMove['type']; readonly message: string } | null;
    });

/**
 * Follows a courier's tracking hint (a webhook, or a poll): the AWB's tracking is re-read from the
 * courier's API (`trackingHint`: an AWB none of ours, or an API that did not answer, changes
 * nothing), and the moves it calls for (`courierMoves`, from where the order's life has the
 * shipment) are made one by one through the order's life (`moveOrder`) by the courier as
 * provider: a dispatch with the booked courier partner and AWB (the courier's tracking page as
 * the shopper's link when known), out for delivery, a failed delivery with its reason, a
 * re-attempt, delivered, return to origin. A shipment the life does not have (not packed through
 * it) moves nothing; each move is its own transaction, so a refused one keeps the ones before it.
 *
 * @example
 * const followed = await followTracking(deps, '321055706540');
 * if (followed.status === 'tracked') followed.moved; // ['DISPATCH', 'DELIVER']
 */
export async function followTracking(deps: BackendDeps, awb: string): Promise<FollowOutcome> {
  const outcome = await trackingHint(deps, awb);
  if (outcome.status !== 'tracked') return outcome;
  const { booking, report } = outcome;
  const stored = await deps.storage.repos.orderLives.byOrder(booking.orderId);
  const shipment = stored?.life.shipments.find((s) => s.id === booking.shipmentId);
  if (!shipment) return { ...outcome, moved: [], refused: null };
  const provider = deps.courier?.port.name ?? 'courier';
  const moved: CourierMove['type'][] = [];
  for (const move of courierMoves(shipment, report)) {
    const result = await moveOrder(deps, {
      orderId: booking.orderId,
      move: requestOf(move, booking.shipmentId, {
        courier: booking.courierName ?? provider,
        awb,
        template: deps.courier?.trackingUrlTemplate,
      }),
      actor: { kind: 'provider', provider },
    });
    if (!result.ok) {
      return { ...outcome, moved, refused: { move: move.type, message: result.message } };
    }
    moved.push(move.type);
  }
  return { ...outcome, moved, refused: null };
}

/** A courier move as the order's life takes it, for this shipment. */
function requestOf(
  move: CourierMove,
  shipmentId: string,
  parcel: { courier: string; awb: string; template: string | undefined },
): MoveRequest {
  switch (move.type) {
    case 'DISPATCH':
      return {
        type: 'DISPATCH',
        shipmentId,
        courier: parcel.courier,
        awb: parcel.awb,
        ...(parcel.template
          ? { trackingUrl: parcel.template.replaceAll('{awb}', encodeURIComponent(parcel.awb)) }
          : {}),
      };
    case 'DELIVERY_FAILED':
      return { type: 'DELIVERY_FAILED', shipmentId, reason: move.reason };
    default:
      return { type: move.type, shipmentId };
  }
}
