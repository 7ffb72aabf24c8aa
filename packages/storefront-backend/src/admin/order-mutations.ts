import { toPaise } from '@haat/commerce-core';
import type {
  AdminMutationResolvers,
  LineUnitsInput,
  RefundDestination,
  RefundSpeed,
} from '@haat/storefront-api/admin-resolvers';
import { cancelAtCourierFirst } from '../courier/cancel-at-courier.js';
import { requestReattempt, requestReturnToOrigin } from '../courier/delivery-actions.js';
import type { LineUnits } from '../fulfilment/life.js';
import { idempotencyKeyProblem, moveOrder, type MoveRequest } from '../fulfilment/move-order.js';
import { adminOrderOf } from './admin-order.js';
import { adminError, type AdminContext } from './admin-context.js';
import { tellCourierFirst } from './courier-first.js';

const unitsOf = (units: readonly LineUnitsInput[] | null | undefined): LineUnits[] | undefined =>
  units ? units.map(({ line, quantity }) => ({ line, quantity })) : undefined;

const destinationOf = (to: RefundDestination | null | undefined) =>
  to === 'STORE_CREDIT' ? ('store-credit' as const) : ('original' as const);

const speedOf = (speed: RefundSpeed | null | undefined) =>
  speed === 'OPTIMUM' ? ('optimum' as const) : ('normal' as const);

/** What every order mutation's input carries. */
interface OrderInput {
  readonly orderId: string;
  readonly idempotencyKey?: string | null | undefined;
  readonly expectedVersion?: number | null | undefined;
  readonly speed?: RefundSpeed | null | undefined;
}

/**
 * Makes one move as the calling staff member (`moveOrder`: one transaction, audited under the
 * operation's name) and answers the order as it now is; a refusal is the contract's error
 * (NOT_FOUND, MOVE_REFUSED with the machine's message, CONFLICT).
 */
async function staffMove(
  context: AdminContext,
  operation: string,
  input: OrderInput,
  move: MoveRequest,
) {
  const outcome = await moveOrder(context.deps, {
    orderId: input.orderId,
    move,
    actor: { kind: 'staff', staffId: context.caller.userId },
    expectedVersion: input.expectedVersion,
    action: operation,
    refundSpeed: speedOf(input.speed),
    idempotency: input.idempotencyKey
      ? {
          scope: `admin:${operation}`,
          key: input.idempotencyKey,
          fingerprint: JSON.stringify({ ...input, idempotencyKey: undefined }),
        }
      : undefined,
  });
  if (!outcome.ok) throw adminError(outcome.code, outcome.message);
  const { life, stage, order } = outcome;
  return adminOrderOf(context, order, { life, stage });
}

/**
 * The order moves of the admin API, each permission-checked by the edge (`adminOperations`)
 * and made through `moveOrder`, audited in the move's transaction. An `idempotencyKey` is
 * claimed in that transaction: a retry answers the order as it now stands, moved once. A
 * re-attempt or return to origin of a shipment booked with the courier is sent to it first
 * (`tellCourierFirst`), and so is a cancel of shipments booked with it (`cancelAtCourierFirst`):
 * its refusal leaves the order as it was.
 *
 * @example
 * const resolvers = { Mutation: { ...orderMutations } };
 */
export const orderMutations = {
  confirmOrder: (_parent, { input }, context) =>
    staffMove(context, 'confirmOrder', input, { type: 'CONFIRM_COD', reason: input.reason }),
  packOrder: (_parent, { input }, context) =>
    staffMove(context, 'packOrder', input, { type: 'PACK', units: unitsOf(input.units) }),
  dispatchOrder: (_parent, { input }, context) =>
    staffMove(context, 'dispatchOrder', input, {
      type: 'DISPATCH',
      shipmentId: input.shipmentId ?? undefined,
      units: unitsOf(input.units),
      courier: input.courier,
      awb: input.awb,
      trackingUrl: input.trackingUrl ?? undefined,
    }),
  markOrderOutForDelivery: (_parent, { input }, context) =>
    staffMove(context, 'markOrderOutForDelivery', input, {
      type: 'OUT_FOR_DELIVERY',
      shipmentId: input.shipmentId,
      reason: input.reason,
    }),
  markOrderDelivered: (_parent, { input }, context) =>
    staffMove(context, 'markOrderDelivered', input, {
      type: 'DELIVER',
      shipmentId: input.shipmentId,
      reason: input.reason,
    }),
  reportDeliveryFailure: (_parent, { input }, context) =>
    staffMove(context, 'reportDeliveryFailure', input, {
      type: 'DELIVERY_FAILED',
      shipmentId: input.shipmentId,
      reason: input.reason,
    }),
  reattemptDelivery: async (_parent, { input }, context) => {
    const corrections = {
      phone: input.phone ?? null,
      address: input.address ?? null,
      date: input.date ?? null,
    };
    const { orderId, shipmentId } = input;
    await tellCourierFirst(context, input, 'REATTEMPT', () =>
      requestReattempt(context.deps, { orderId, shipmentId, corrections }),
    );
    return staffMove(context, 'reattemptDelivery', input, {
      type: 'REATTEMPT',
      shipmentId,
      corrections,
      reason: input.reason,
    });
  },
  returnToOrigin: async (_parent, { input }, context) => {
    const { orderId, shipmentId } = input;
    await tellCourierFirst(context, input, 'RETURN_TO_ORIGIN', () =>
      requestReturnToOrigin(context.deps, {
        orderId,
        shipmentId,
        reason: input.reason ?? 'Returned to origin by the shop',
      }),
    );
    return staffMove(context, 'returnToOrigin', input, {
      type: 'RETURN_TO_ORIGIN',
      shipmentId,
      reason: input.reason,
    });
  },
  receiveRto: (_parent, { input }, context) =>
    staffMove(context, 'receiveRto', input, {
      type: 'RECEIVE_RTO',
      shipmentId: input.shipmentId,
      restock: unitsOf(input.restock),
      refundTo: destinationOf(input.refundTo),
      reason: input.reason,
    }),
  cancelOrder: async (_parent, { input }, context) => {
    const move = {
      type: 'CANCEL',
      units: unitsOf(input.units),
      refundTo: destinationOf(input.refundTo),
      reason: input.reason,
    } as const;
    const keyProblem = input.idempotencyKey ? idempotencyKeyProblem(input.idempotencyKey) : null;
    if (keyProblem) throw adminError('MOVE_REFUSED', keyProblem);
    const told = await cancelAtCourierFirst(context.deps, {
      orderId: input.orderId,
      move,
      actor: { kind: 'staff', staffId: context.caller.userId },
      expectedVersion: input.expectedVersion,
    });
    if (told.status === 'refused') throw adminError('MOVE_REFUSED', told.message);
    return staffMove(context, 'cancelOrder', input, move);
  },
  approveReturn: (_parent, { input }, context) =>
    staffMove(context, 'approveReturn', input, {
      type: 'APPROVE_RETURN',
      returnId: input.returnId,
      reason: input.reason,
    }),
  refuseReturn: (_parent, { input }, context) =>
    staffMove(context, 'refuseReturn', input, {
      type: 'REFUSE_RETURN',
      returnId: input.returnId,
      reason: input.reason,
    }),
  receiveReturn: (_parent, { input }, context) =>
    staffMove(context, 'receiveReturn', input, {
      type: 'RECEIVE_RETURN',
      returnId: input.returnId,
      restock: unitsOf(input.restock),
      refundTo: destinationOf(input.refundTo),
      reason: input.reason,
    }),
  refundOrder: (_parent, { input }, context) =>
    staffMove(
      context,
      'refundOrder',
      input,
      input.amount === null || input.amount === undefined
        ? {
            type: 'REISSUE_REFUND',
            refundTo: destinationOf(input.destination),
            reason: input.reason,
          }
        : {
            type: 'GOODWILL_REFUND',
            amount: toPaise(input.amount),
            refundTo: destinationOf(input.destination),
            reason: input.reason,
          },
    ),
} satisfies Pick<
  AdminMutationResolvers<AdminContext>,
  | 'confirmOrder'
  | 'packOrder'
  | 'dispatchOrder'
  | 'markOrderOutForDelivery'
  | 'markOrderDelivered'
  | 'reportDeliveryFailure'
  | 'reattemptDelivery'
  | 'returnToOrigin'
  | 'receiveRto'
  | 'cancelOrder'
  | 'approveReturn'
  | 'refuseReturn'
  | 'receiveReturn'
  | 'refundOrder'
>;
