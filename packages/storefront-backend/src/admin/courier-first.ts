import type { DeliveryActionOutcome } from '../courier/delivery-actions.js';
import { allowedMoves } from '../fulfilment/allowed-moves.js';
import { adminError, type AdminContext } from './admin-context.js';

/**
 * Before staff re-attempt a failed delivery or send a parcel back (`reattemptDelivery`,
 * `returnToOrigin`), tells the courier, when the shipment was booked with it and the move would
 * be made now (the order's life allows it and `expectedVersion`, if given, is current): a
 * refusal (its words, MOVE_REFUSED) stops the move, so the order stays where it was. Nothing is
 * sent for a self-shipped or unbooked shipment, or a move the life refuses anyway (the move then
 * says why) — so a retried request never asks the courier twice once the move was made.
 *
 * @example
 * await tellCourierFirst(context, input, 'RETURN_TO_ORIGIN', () =>
 *   requestReturnToOrigin(context.deps, { orderId, shipmentId, reason }));
 */
export async function tellCourierFirst(
  context: AdminContext,
  input: {
    readonly orderId: string;
    readonly shipmentId: string;
    readonly expectedVersion?: number | null | undefined;
  },
  move: 'REATTEMPT' | 'RETURN_TO_ORIGIN',
  send: () => Promise<DeliveryActionOutcome>,
): Promise<void> {
  const { deps } = context;
  if (!deps.courier) return;
  const { repos } = deps.storage;
  const booking = await repos.courierBookings.byShipment(input.orderId, input.shipmentId);
  if (!booking?.awb) return;
  const stored = await repos.orderLives.byOrder(input.orderId);
  if (!stored) return;
  const { expectedVersion } = input;
  if (expectedVersion !== null && expectedVersion !== undefined) {
    if (expectedVersion !== stored.life.version) return;
  }
  const actor = { kind: 'staff', staffId: context.caller.userId } as const;
  const possible = allowedMoves(stored.life, actor, deps.clock.now()).some(
    (allowed) => allowed.move === move && allowed.subject === input.shipmentId,
  );
  if (!possible) return;
  const outcome = await send();
  if (outcome.status === 'refused') throw adminError('MOVE_REFUSED', outcome.message);
}
