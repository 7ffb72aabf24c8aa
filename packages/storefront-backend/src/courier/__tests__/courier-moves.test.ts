import { describe, expect, it } from 'vitest';
import { courierMoves, type CourierReport, type ShipmentStage } from '../courier-moves.js';

const report = (stage: CourierReport['stage'], failedAttempts = 0): CourierReport => ({
  stage,
  at: 1,
  failedAttempts,
  failureReason: failedAttempts > 0 ? 'Customer not available' : null,
});
const failed = { type: 'DELIVERY_FAILED', reason: 'Customer not available' };

describe('courierMoves', () => {
  it.each<[ShipmentStage, number, CourierReport, unknown[]]>([
    ['PACKED', 0, report('BOOKED'), []],
    ['PACKED', 0, report('IN_TRANSIT'), [{ type: 'DISPATCH' }]],
    ['PACKED', 0, report('OUT_FOR_DELIVERY'), [{ type: 'DISPATCH' }, { type: 'OUT_FOR_DELIVERY' }]],
    ['PACKED', 0, report('DELIVERED'), [{ type: 'DISPATCH' }, { type: 'DELIVER' }]],
    ['PACKED', 0, report('DELIVERY_FAILED', 1), [{ type: 'DISPATCH' }, failed]],
    ['PACKED', 0, report('RTO_INITIATED', 2), [{ type: 'DISPATCH' }, { type: 'RETURN_TO_ORIGIN' }]],
    ['DISPATCHED', 0, report('IN_TRANSIT'), []],
    ['DISPATCHED', 0, report('OUT_FOR_DELIVERY'), [{ type: 'OUT_FOR_DELIVERY' }]],
    ['DISPATCHED', 0, report('DELIVERED'), [{ type: 'DELIVER' }]],
    ['DISPATCHED', 0, report('RTO_DELIVERED'), [{ type: 'RETURN_TO_ORIGIN' }]],
    ['OUT_FOR_DELIVERY', 0, report('IN_TRANSIT'), []],
    ['OUT_FOR_DELIVERY', 0, report('OUT_FOR_DELIVERY'), []],
    ['OUT_FOR_DELIVERY', 0, report('DELIVERY_FAILED', 1), [failed]],
    ['DELIVERY_FAILED', 1, report('DELIVERY_FAILED', 1), []],
    ['DELIVERY_FAILED', 1, report('DELIVERY_FAILED', 2), [{ type: 'REATTEMPT' }, failed]],
    [
      'DELIVERY_FAILED',
      1,
      report('OUT_FOR_DELIVERY', 1),
      [{ type: 'REATTEMPT' }, { type: 'OUT_FOR_DELIVERY' }],
    ],
    ['DELIVERY_FAILED', 1, report('DELIVERED', 1), [{ type: 'DELIVER' }]],
    ['DELIVERY_FAILED', 2, report('RTO_INITIATED', 2), [{ type: 'RETURN_TO_ORIGIN' }]],
    ['RTO_IN_TRANSIT', 2, report('RTO_DELIVERED', 2), []],
    ['DELIVERED', 0, report('RTO_INITIATED'), []],
    ['RTO_RECEIVED', 0, report('DELIVERED'), []],
    ['DISPATCHED', 0, report('EXCEPTION'), []],
    ['DISPATCHED', 0, report('CANCELLED'), []],
  ])('%s (%s failed) + courier %j → %j', (state, attempts, courier, moves) => {
    expect(courierMoves({ state, attempts }, courier)).toEqual(moves);
  });

  it('names a failure the courier gave no reason for', () => {
    expect(
      courierMoves(
        { state: 'DISPATCHED', attempts: 0 },
        { stage: 'DELIVERY_FAILED', at: 1, failedAttempts: 1, failureReason: null },
      ),
    ).toEqual([{ type: 'DELIVERY_FAILED', reason: 'The courier could not deliver.' }]);
  });
});
