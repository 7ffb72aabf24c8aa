import type { BackendDeps } from '../deps.js';
import { CourierError, type CourierTracking, type TrackingScan } from '../ports/courier.js';
import type { CourierBookingRecord } from '../ports/storage/courier-bookings.js';
import type { TrackingEventRecord } from '../ports/storage/tracking-events.js';
import type { CourierReport } from './courier-moves.js';

/**
 * What a tracking hint led to: the AWB is none of ours, there is no courier, the courier's API
 * did not answer (nothing changed: the next hint or the poll tries again), or the API's
 * tracking was read — the report (where the parcel is, as the API says), the booking, and the
 * scans not seen before.
 *
 * @example
 * const outcome: TrackingOutcome = { status: 'unknown-awb' };
 */
export type TrackingOutcome =
  | { readonly status: 'unknown-awb' | 'self-ship' }
  | { readonly status: 'unavailable'; readonly message: string }
  | {
      readonly status: 'tracked';
      readonly booking: CourierBookingRecord;
      readonly report: CourierReport;
      readonly added: readonly TrackingEventRecord[];
    };

/** The report a tracking answer makes: its stage, when it was reached, the failed attempts. */
export function courierReport(tracking: CourierTracking, fallbackAt: number): CourierReport {
  const scans: readonly TrackingScan[] = tracking.scans;
  const ofStage = scans.filter((scan) => scan.stage === tracking.stage);
  const failures = scans.filter((scan) => scan.stage === 'DELIVERY_FAILED');
  const lastFailure = failures.at(-1);
  return {
    stage: tracking.stage,
    at: ofStage.at(-1)?.at ?? scans.at(-1)?.at ?? fallbackAt,
    failedAttempts: failures.length,
    failureReason: lastFailure ? lastFailure.activity || lastFailure.label : null,
  };
}

/**
 * Acts on a courier's tracking webhook, which is only a hint: whatever it claims, the one thing
 * taken from it is the AWB (the host has checked its token first). The booking with that AWB is
 * looked up (an AWB that is none of ours changes nothing), its tracking re-read from the
 * courier's API, new scans kept for the shopper's timeline, and — when the API confirms a COD
 * parcel delivered — the cash the courier now owes is recorded for remittance reconciliation
 * (once per AWB). The answer's `report` is what the order service turns into moves
 * (`courierMoves`); a status the API does not confirm is never acted on.
 *
 * @example
 * const outcome = await trackingHint(deps, '321055706540');
 * if (outcome.status === 'tracked') courierMoves(shipment, outcome.report);
 */
export async function trackingHint(deps: BackendDeps, awb: string): Promise<TrackingOutcome> {
  if (!deps.courier) return { status: 'self-ship' };
  const repos = deps.storage.repos;
  const booking = await repos.courierBookings.byAwb(awb);
  if (!booking) return { status: 'unknown-awb' };
  let tracking: CourierTracking;
  try {
    tracking = await deps.courier.port.tracking(awb);
  } catch (error) {
    if (error instanceof CourierError) return { status: 'unavailable', message: error.message };
    throw error;
  }
  const report = courierReport(tracking, deps.clock.now());
  const added = await repos.trackingEvents.append(
    tracking.scans.map((scan) => ({
      orderId: booking.orderId,
      shipmentId: booking.shipmentId,
      awb,
      at: scan.at,
      stage: scan.stage,
      label: scan.label,
      activity: scan.activity,
      location: scan.location,
      source: 'courier' as const,
    })),
  );
  if (report.stage === 'DELIVERED' && booking.codAmount > 0) {
    await repos.codRemittances.expect({
      awb,
      orderId: booking.orderId,
      orderCode: booking.channelOrderId.slice(0, -(booking.shipmentId.length + 1)),
      shipmentId: booking.shipmentId,
      amount: booking.codAmount,
      deliveredAt: report.at,
    });
  }
  return { status: 'tracked', booking, report, added };
}
