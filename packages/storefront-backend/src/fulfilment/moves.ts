import type { Paise } from '@haat/commerce-core';
import type { Actor, DeliveryCorrections, LineUnits, RefundDestination } from './life.js';

/** What every move carries: who makes it, when, and why (free text, kept in the history). */
interface MoveBase {
  readonly actor: Actor;
  readonly at: number;
  readonly reason?: string | null | undefined;
}

/**
 * Every move an order's life can make (issue 23, item 1), as data. Units name order lines by
 * index; a move without units means "all the units it can take". Moves that give money back
 * take `refundTo` (staff's choice; the original payment by default).
 *
 * @example
 * const move: Move = { type: 'DISPATCH', actor, at: now, shipmentId: 'S1', courier: 'Delhivery',
 *   awb: '1490811234567' };
 */
export type Move =
  | (MoveBase & { readonly type: 'PAY'; readonly amount: Paise })
  | (MoveBase & { readonly type: 'CONFIRM_COD' })
  | (MoveBase & { readonly type: 'PACK'; readonly units?: readonly LineUnits[] | undefined })
  | (MoveBase & {
      readonly type: 'DISPATCH';
      /** A packed shipment; absent: the units given (or all still to pack) are packed now. */
      readonly shipmentId?: string | undefined;
      readonly units?: readonly LineUnits[] | undefined;
      readonly courier: string;
      readonly awb: string;
      /** Absent: filled from `trackingUrlTemplate` (the store's `trackingUrl`) with the AWB. */
      readonly trackingUrl?: string | null | undefined;
      readonly trackingUrlTemplate?: string | null | undefined;
    })
  | (MoveBase & { readonly type: 'OUT_FOR_DELIVERY'; readonly shipmentId: string })
  | (MoveBase & { readonly type: 'DELIVERY_FAILED'; readonly shipmentId: string })
  | (MoveBase & {
      readonly type: 'REATTEMPT';
      readonly shipmentId: string;
      readonly corrections?: Partial<DeliveryCorrections> | undefined;
    })
  | (MoveBase & { readonly type: 'RETURN_TO_ORIGIN'; readonly shipmentId: string })
  | (MoveBase & {
      readonly type: 'RECEIVE_RTO';
      readonly shipmentId: string;
      /** Units put back on sale after the check; the rest are written off. Absent: all. */
      readonly restock?: readonly LineUnits[] | undefined;
      readonly refundTo?: RefundDestination | undefined;
    })
  | (MoveBase & { readonly type: 'DELIVER'; readonly shipmentId: string })
  | (MoveBase & {
      readonly type: 'CANCEL';
      /** Absent: every unit not yet dispatched (the whole order when nothing left). */
      readonly units?: readonly LineUnits[] | undefined;
      readonly refundTo?: RefundDestination | undefined;
    })
  | (MoveBase & {
      readonly type: 'REQUEST_RETURN';
      readonly units: readonly LineUnits[];
      readonly photos?: readonly string[] | undefined;
    })
  | (MoveBase & { readonly type: 'APPROVE_RETURN'; readonly returnId: string })
  | (MoveBase & { readonly type: 'REFUSE_RETURN'; readonly returnId: string })
  | (MoveBase & {
      readonly type: 'RECEIVE_RETURN';
      readonly returnId: string;
      readonly restock?: readonly LineUnits[] | undefined;
      readonly refundTo?: RefundDestination | undefined;
    })
  | (MoveBase & {
      readonly type: 'SETTLE_REFUND';
      readonly refundId: string;
      readonly outcome: 'processed' | 'failed';
    })
  | (MoveBase & { readonly type: 'REISSUE_REFUND'; readonly refundTo: RefundDestination })
  | (MoveBase & {
      readonly type: 'GOODWILL_REFUND';
      readonly amount: Paise;
      readonly refundTo: RefundDestination;
    })
  | (MoveBase & { readonly type: 'COMPLETE' });

/**
 * The name of a move.
 *
 * @example
 * const name: MoveType = 'CANCEL';
 */
export type MoveType = Move['type'];

/**
 * The move of a given name.
 *
 * @example
 * const dispatch: MoveOf<'DISPATCH'> = { type: 'DISPATCH', actor, at, courier, awb };
 */
export type MoveOf<T extends MoveType> = Extract<Move, { readonly type: T }>;
