import { describe, expect, it } from 'vitest';
import type { CourierTracking, TrackingScan } from '../../ports/courier.js';
import { CourierError } from '../../ports/courier.js';
import { testBackend } from '../../testing/test-backend.js';
import { bookShipment } from '../book-shipment.js';
import { requestReattempt, requestReturnToOrigin } from '../delivery-actions.js';
import { trackingHint } from '../tracking-hint.js';
import { bookingRequest, courierBackend } from './courier-test-backend.js';

const scan = (
  at: number,
  stage: TrackingScan['stage'],
  label: string,
  activity = label,
): TrackingScan => ({
  at,
  stage,
  label,
  activity,
  location: 'Bengaluru',
});

const tracked = (stage: TrackingScan['stage'], scans: TrackingScan[]): CourierTracking => ({
  awb: 'AWB1',
  stage,
  label: stage,
  scans,
});

async function booked() {
  const backend = courierBackend();
  await bookShipment(backend.deps, bookingRequest());
  return backend;
}

describe('trackingHint', () => {
  it('re-reads the tracking from the API, keeps new scans once, and reports the confirmed stage', async () => {
    const { deps, scripted, storage } = await booked();
    const inTransit = [
      scan(1_000, 'IN_TRANSIT', 'PICKED UP'),
      scan(2_000, 'IN_TRANSIT', 'IN TRANSIT'),
    ];
    scripted.tracking.set('AWB1', tracked('IN_TRANSIT', inTransit));
    const first = await trackingHint(deps, 'AWB1');
    expect(first).toMatchObject({ status: 'tracked', report: { stage: 'IN_TRANSIT', at: 2_000 } });
    expect(first.status === 'tracked' && first.added).toHaveLength(2);
    scripted.tracking.set(
      'AWB1',
      tracked('DELIVERED', [
        ...inTransit,
        scan(3_000, 'OUT_FOR_DELIVERY', 'OUT FOR DELIVERY'),
        scan(4_000, 'DELIVERED', 'DELIVERED'),
      ]),
    );
    const second = await trackingHint(deps, 'AWB1');
    expect(second).toMatchObject({
      status: 'tracked',
      report: { stage: 'DELIVERED', at: 4_000, failedAttempts: 0 },
    });
    expect(second.status === 'tracked' && second.added.map((e) => e.label)).toEqual([
      'OUT FOR DELIVERY',
      'DELIVERED',
    ]);
    expect((await storage.repos.trackingEvents.byOrder('o1')).map((e) => e.label)).toEqual([
      'PICKED UP',
      'IN TRANSIT',
      'OUT FOR DELIVERY',
      'DELIVERED',
    ]);
    // Delivered with cash to collect: the courier now owes ₹598 for this AWB, overdue once due.
    expect(await storage.repos.codRemittances.exceptions(4_001)).toEqual({
      short: [],
      excess: [],
      overdue: [
        {
          awb: 'AWB1',
          expectation: {
            awb: 'AWB1',
            orderId: 'o1',
            orderCode: 'HAAT-10234',
            shipmentId: 'S1',
            amount: 59800,
            deliveredAt: 4_000,
          },
          remitted: 0,
          references: [],
          lastRemittedOn: null,
        },
      ],
    });
  });

  it('changes nothing for an AWB that is not ours, or when the API does not answer', async () => {
    const { deps, scripted, storage } = await booked();
    expect(await trackingHint(deps, 'FORGED-AWB')).toEqual({ status: 'unknown-awb' });
    expect(scripted.count('tracking')).toBe(0);
    scripted.fail(
      'tracking',
      new CourierError('Shiprocket is unavailable (HTTP 503)', 'unavailable'),
    );
    expect(await trackingHint(deps, 'AWB1')).toEqual({
      status: 'unavailable',
      message: 'Shiprocket is unavailable (HTTP 503)',
    });
    expect(await storage.repos.trackingEvents.byOrder('o1')).toEqual([]);
  });

  it('counts failed attempts and takes the last reason from the API', async () => {
    const { deps, scripted } = await booked();
    scripted.tracking.set(
      'AWB1',
      tracked('DELIVERY_FAILED', [
        scan(1_000, 'IN_TRANSIT', 'SHIPPED'),
        scan(2_000, 'DELIVERY_FAILED', 'UNDELIVERED', 'Customer not available'),
        scan(3_000, 'DELIVERY_FAILED', 'UNDELIVERED', 'Incomplete address'),
      ]),
    );
    expect(await trackingHint(deps, 'AWB1')).toMatchObject({
      report: {
        stage: 'DELIVERY_FAILED',
        at: 3_000,
        failedAttempts: 2,
        failureReason: 'Incomplete address',
      },
    });
  });

  it('does nothing for a self-shipping shop', async () => {
    expect(await trackingHint(testBackend().deps, 'AWB1')).toEqual({ status: 'self-ship' });
  });
});

describe('requestReattempt and requestReturnToOrigin', () => {
  it('send the corrections or the return to the courier and keep them on the timeline', async () => {
    const { deps, scripted, storage } = await booked();
    const corrections = {
      phone: '9876500000',
      address: '14 MG Road, near the temple',
      date: '2026-01-03',
    };
    expect(await requestReattempt(deps, { orderId: 'o1', shipmentId: 'S1', corrections })).toEqual({
      status: 'sent',
    });
    expect(scripted.calls.at(-1)).toEqual({
      method: 'reattempt',
      args: ['AWB1', corrections, 'Re-attempt delivery'],
    });
    expect(
      await requestReturnToOrigin(deps, {
        orderId: 'o1',
        shipmentId: 'S1',
        reason: 'Shopper refused the parcel',
      }),
    ).toEqual({ status: 'sent' });
    expect(scripted.calls.at(-1)).toEqual({
      method: 'returnToOrigin',
      args: ['AWB1', 'Shopper refused the parcel'],
    });
    expect(
      (await storage.repos.trackingEvents.byOrder('o1')).map((e) => [e.source, e.activity]),
    ).toEqual([
      ['shop', 'Re-attempt requested (phone 9876500000, address, on 2026-01-03)'],
      ['shop', 'Return to origin requested: Shopper refused the parcel'],
    ]);
  });

  it.each([
    [
      { phone: '12345', address: null, date: null },
      'The phone 12345 is not a 10-digit Indian mobile number.',
    ],
    [
      { phone: null, address: null, date: '2025-12-31' },
      'A re-attempt day is YYYY-MM-DD, from 2026-01-01 on, not "2025-12-31".',
    ],
    [
      { phone: null, address: null, date: '3 Jan' },
      'A re-attempt day is YYYY-MM-DD, from 2026-01-01 on, not "3 Jan".',
    ],
    [{ phone: null, address: '  ', date: null }, 'The corrected address is empty.'],
  ])('refuses corrections %j, sending nothing', async (corrections, message) => {
    const { deps, scripted } = await booked();
    expect(await requestReattempt(deps, { orderId: 'o1', shipmentId: 'S1', corrections })).toEqual({
      status: 'refused',
      message,
    });
    expect(scripted.count('reattempt')).toBe(0);
  });

  it('refuses an unbooked shipment and passes on the courier’s refusal', async () => {
    const { deps, scripted } = await booked();
    const none = { phone: null, address: null, date: null };
    expect(
      await requestReattempt(deps, { orderId: 'o1', shipmentId: 'S2', corrections: none }),
    ).toEqual({ status: 'refused', message: 'Shipment S2 is not booked with the courier.' });
    scripted.fail('returnToOrigin', new CourierError('NDR action already taken', 'refused'));
    expect(
      await requestReturnToOrigin(deps, { orderId: 'o1', shipmentId: 'S1', reason: 'No answer' }),
    ).toEqual({ status: 'refused', message: 'NDR action already taken' });
  });
});
