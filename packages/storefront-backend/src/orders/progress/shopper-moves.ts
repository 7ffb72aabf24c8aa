import type {
  CancelMyOrderInput,
  OrderProgress,
  RequestOrderReturnInput,
} from '@haat/storefront-api/resolvers';
import type { RequestContext } from '../../context.js';
import { apiError, badInput } from '../../errors.js';
import { cancelAtCourierFirst } from '../../courier/cancel-at-courier.js';
import { moveOrder, moveOrderWith, type MoveOrderInput } from '../../fulfilment/move-order.js';
import { MoveRefused, type MoveRefusalCode } from '../../fulfilment/move-refused.js';
import { uploadCaps } from '../../reviews/upload-slot.js';
import { progressOf, shopperActor } from './order-progress.js';
import { ownedOrder } from './owned-order.js';

/** The storefront's answer to a move `moveOrder` refused: the life's own message. */
function refused(code: MoveRefusalCode, message: string): Error {
  if (code === 'NOT_FOUND') return apiError('NOT_FOUND', 'Order not found');
  if (code === 'IDEMPOTENCY_KEY_REUSED') return apiError('IDEMPOTENCY_KEY_REUSED', message);
  return apiError('ORDER_MOVE_REFUSED', message);
}

/** The move's idempotency: per order and operation, the request's details as its fingerprint. */
function idempotencyOf(
  operation: string,
  input: { readonly idempotencyKey: string; readonly orderId: string },
  details: unknown,
): NonNullable<MoveOrderInput['idempotency']> {
  const key = input.idempotencyKey.trim();
  if (key.length < 8 || key.length > 128) {
    throw badInput('idempotencyKey must be 8 to 128 characters (use a UUID).');
  }
  return {
    scope: `shopper:${operation}:${input.orderId}`,
    key,
    fingerprint: JSON.stringify(details),
  };
}

/**
 * cancelMyOrder: the order's owner (else NOT_FOUND) cancels every unit not yet dispatched,
 * through the order's life (`moveOrder`'s CANCEL: stock, rewards and coupon use back, money
 * paid online refunded, the shopper told), once per idempotency key: a double tap answers the
 * order as it stands, cancelled once. A refused move (dispatched already) answers
 * ORDER_MOVE_REFUSED with the life's message. A parcel booked with the courier is cancelled there
 * first (`cancelAtCourierFirst`); if the courier refuses, ORDER_MOVE_REFUSED says so and the
 * order is unchanged. The shopper gets the plain sentence only: the courier's own words and our
 * shipment ids are for staff, who get them when they cancel from the console (`cancelOrder`).
 *
 * @example
 * await cancelMyOrder(context, { idempotencyKey, orderId, reason: 'Ordered by mistake' });
 */
export async function cancelMyOrder(
  context: RequestContext,
  input: CancelMyOrderInput,
): Promise<OrderProgress> {
  const order = await ownedOrder(context, input.orderId, input.accessKey);
  const reason = input.reason.trim();
  if (!reason) throw badInput('Please tell us why you are cancelling.');
  const move = { type: 'CANCEL', reason } as const;
  const idempotency = idempotencyOf('cancelMyOrder', input, { reason });
  const actor = shopperActor(context);
  const told = await cancelAtCourierFirst(context.deps, { orderId: order.id, move, actor });
  if (told.status === 'refused') {
    throw apiError(
      'ORDER_MOVE_REFUSED',
      told.why === 'booking'
        ? 'Your order could not be cancelled just now: its parcel is being booked with the courier. Please try again in a few minutes.'
        : 'Your order could not be cancelled: its parcel is booked with the courier, who could not take the booking back. Please try again in a few minutes or contact us.',
    );
  }
  const outcome = await moveOrder(context.deps, {
    orderId: order.id,
    move,
    actor,
    action: 'cancelMyOrder',
    idempotency,
  });
  if (!outcome.ok) throw refused(outcome.code, outcome.message);
  return progressOf(context, outcome.order, { life: outcome.life, stage: outcome.stage });
}

/**
 * requestOrderReturn: the order's owner (else NOT_FOUND) asks to return delivered units within
 * the return window, with a reason and at most 5 photos (the caller's own finished uploads,
 * attached to the request in the move's transaction: all or nothing). Through the order's life
 * (`moveOrderWith`'s REQUEST_RETURN), once per idempotency key; a refused move (window closed,
 * units not delivered) answers ORDER_MOVE_REFUSED with the life's message.
 *
 * @example
 * await requestOrderReturn(context, { idempotencyKey, orderId, reason: 'Seal broken',
 *   lines: [{ line: 0, quantity: 1 }] });
 */
export async function requestOrderReturn(
  context: RequestContext,
  input: RequestOrderReturnInput,
): Promise<OrderProgress> {
  const order = await ownedOrder(context, input.orderId, input.accessKey);
  const photos = [...(input.photos ?? [])];
  const units = input.lines.map(({ line, quantity }) => ({ line, quantity }));
  const { caller, deps } = context;
  if (photos.length > 0 && caller.kind !== 'user') {
    throw badInput('Please sign in to add photos to a return request.');
  }
  const move: MoveOrderInput = {
    orderId: order.id,
    move: { type: 'REQUEST_RETURN', units, reason: input.reason, photos },
    actor: shopperActor(context),
    action: 'requestOrderReturn',
    idempotency: idempotencyOf('requestOrderReturn', input, {
      units,
      reason: input.reason,
      photos,
    }),
  };
  const at = deps.clock.now();
  try {
    const moved = await deps.storage.transaction(async (repos) => {
      const result = await moveOrderWith(repos, deps, move, at);
      const request = result.life.returns.at(-1);
      if (photos.length > 0 && caller.kind === 'user' && request) {
        const owner = `return:${order.id}/${request.id}`;
        if (!(await repos.uploads.attach(owner, caller.userId, photos, uploadCaps(at)))) {
          throw badInput('A photo was not uploaded. Please add it again.');
        }
      }
      return result;
    });
    return progressOf(context, moved.order, { life: moved.life, stage: moved.stage });
  } catch (error) {
    if (error instanceof MoveRefused) throw refused(error.code, error.message);
    throw error;
  }
}
