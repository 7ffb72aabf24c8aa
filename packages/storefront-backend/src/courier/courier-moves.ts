import type { TrackingStage } from '../ports/courier.js';

/**
 * Where a shipment stands in the order's life (the fulfilment state machine's shipment states,
 * issue 23): packed, handed to the courier, out for delivery, failed delivery, coming back, back,
 * delivered.
 *
 * @example
 * const state: ShipmentStage = 'DISPATCHED';
 */
export type ShipmentStage =
  | 'PACKED'
  | 'DISPATCHED'
  | 'OUT_FOR_DELIVERY'
  | 'DELIVERY_FAILED'
  | 'RTO_IN_TRANSIT'
  | 'RTO_RECEIVED'
  | 'DELIVERED';

/**
 * What the courier's API confirmed about a parcel (never a webhook's claim): its stage, when
 * (the latest scan of that stage), how many delivery attempts failed and the last failure's
 * reason.
 *
 * @example
 * const report: CourierReport = { stage: 'DELIVERY_FAILED', at: 1783400000000, failedAttempts: 1,
 *   failureReason: 'Customer not available' };
 */
export interface CourierReport {
  readonly stage: TrackingStage;
  readonly at: number;
  readonly failedAttempts: number;
  readonly failureReason: string | null;
}

/**
 * A move of the order's life the courier's report calls for, by the fulfilment state machine's
 * move names (issue 23: `DISPATCH`, `OUT_FOR_DELIVERY`, `DELIVERY_FAILED` with the reason,
 * `REATTEMPT`, `DELIVER`, `RETURN_TO_ORIGIN`), made by the provider at the report's time.
 *
 * @example
 * const move: CourierMove = { type: 'DELIVERY_FAILED', reason: 'Customer not available' };
 */
export type CourierMove =
  | { readonly type: 'DISPATCH' }
  | { readonly type: 'OUT_FOR_DELIVERY' }
  | { readonly type: 'DELIVERY_FAILED'; readonly reason: string }
  | { readonly type: 'REATTEMPT' }
  | { readonly type: 'DELIVER' }
  | { readonly type: 'RETURN_TO_ORIGIN' };

/**
 * The moves that take a shipment from where the order's life has it to where the courier's
 * API says it is, as data the order service applies (each through the state machine, so a move
 * it refuses changes nothing). Nothing ever goes back: a report behind the life (in transit
 * after out for delivery, a failure already recorded) calls for nothing. Stages the life has no
 * move for — booked, cancelled, lost or damaged, and the parcel back at the shop (RTO
 * delivered: staff check it and receive it, `RECEIVE_RTO`) — call for no move either; they stay
 * on the timeline for staff. A failed delivery reported after the life's last one (more
 * attempts), or the parcel out again, first re-attempts.
 *
 * @example
 * courierMoves({ state: 'PACKED', attempts: 0 }, { stage: 'DELIVERED', at, failedAttempts: 0, failureReason: null });
 * // [{ type: 'DISPATCH' }, { type: 'DELIVER' }]
 */
export function courierMoves(
  shipment: { readonly state: ShipmentStage; readonly attempts: number },
  report: CourierReport,
): CourierMove[] {
  const { state } = shipment;
  if (state === 'DELIVERED' || state === 'RTO_RECEIVED') return [];
  if (state === 'RTO_IN_TRANSIT') return [];
  const moving = [
    'IN_TRANSIT',
    'OUT_FOR_DELIVERY',
    'DELIVERY_FAILED',
    'DELIVERED',
    'RTO_INITIATED',
    'RTO_DELIVERED',
  ];
  if (!moving.includes(report.stage)) return [];
  const moves: CourierMove[] = state === 'PACKED' ? [{ type: 'DISPATCH' }] : [];
  const failed = state === 'DELIVERY_FAILED';
  const failure: CourierMove = {
    type: 'DELIVERY_FAILED',
    reason: report.failureReason ?? 'The courier could not deliver.',
  };
  switch (report.stage) {
    case 'IN_TRANSIT':
      return moves;
    case 'OUT_FOR_DELIVERY':
      if (state === 'OUT_FOR_DELIVERY') return moves;
      return [
        ...moves,
        ...(failed ? [{ type: 'REATTEMPT' } as const] : []),
        { type: 'OUT_FOR_DELIVERY' },
      ];
    case 'DELIVERY_FAILED':
      if (failed) {
        return report.failedAttempts > shipment.attempts ? [{ type: 'REATTEMPT' }, failure] : [];
      }
      return [...moves, failure];
    case 'DELIVERED':
      return [...moves, { type: 'DELIVER' }];
    default:
      return [...moves, { type: 'RETURN_TO_ORIGIN' }];
  }
}
