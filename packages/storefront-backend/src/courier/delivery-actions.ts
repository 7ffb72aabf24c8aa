import type { BackendDeps } from '../deps.js';
import { CourierError, type ReattemptCorrections } from '../ports/courier.js';

/**
 * What a request to the courier after a failed delivery ended with: sent, refused with a
 * message, or nothing to send (self-ship: staff call the shopper and their courier).
 *
 * @example
 * const outcome: DeliveryActionOutcome = { status: 'sent' };
 */
export type DeliveryActionOutcome =
  | { readonly status: 'sent' | 'self-ship' }
  | { readonly status: 'refused'; readonly message: string };

const PHONE = /^(\+91)?[6-9]\d{9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The booked AWB of an order's shipment, or a refusal. */
async function awbOf(deps: BackendDeps, orderId: string, shipmentId: string) {
  const booking = await deps.storage.repos.courierBookings.byShipment(orderId, shipmentId);
  return booking?.awb ?? null;
}

async function send(
  deps: BackendDeps,
  orderId: string,
  shipmentId: string,
  action: (awb: string) => Promise<void>,
  event: { label: string; activity: string },
): Promise<DeliveryActionOutcome> {
  if (!deps.courier) return { status: 'self-ship' };
  const awb = await awbOf(deps, orderId, shipmentId);
  if (!awb)
    return { status: 'refused', message: `Shipment ${shipmentId} is not booked with the courier.` };
  try {
    await action(awb);
  } catch (error) {
    if (error instanceof CourierError) return { status: 'refused', message: error.message };
    throw error;
  }
  await deps.storage.repos.trackingEvents.append([
    {
      orderId,
      shipmentId,
      awb,
      at: deps.clock.now(),
      stage: 'DELIVERY_FAILED',
      label: event.label,
      activity: event.activity,
      location: null,
      source: 'shop',
    },
  ]);
  return { status: 'sent' };
}

/**
 * Asks the courier to try a failed delivery again (the `REATTEMPT` move's `update-delivery`
 * effect), with a corrected phone (10 digits, `+91` optional), address or day (`YYYY-MM-DD`, not
 * before today); the request is kept on the shipment's timeline.
 *
 * @example
 * await requestReattempt(deps, { orderId: 'o1', shipmentId: 'S1', corrections: { phone: null, address: null, date: '2026-07-09' } });
 */
export async function requestReattempt(
  deps: BackendDeps,
  request: { orderId: string; shipmentId: string; corrections: ReattemptCorrections },
): Promise<DeliveryActionOutcome> {
  const { phone, address, date } = request.corrections;
  if (phone !== null && !PHONE.test(phone.replace(/\s+/g, ''))) {
    return {
      status: 'refused',
      message: `The phone ${phone} is not a 10-digit Indian mobile number.`,
    };
  }
  const today = new Date(deps.clock.now() + 330 * 60_000).toISOString().slice(0, 10);
  if (date !== null && (!DAY.test(date) || date < today)) {
    return {
      status: 'refused',
      message: `A re-attempt day is YYYY-MM-DD, from ${today} on, not "${date}".`,
    };
  }
  if (address !== null && address.trim() === '') {
    return { status: 'refused', message: 'The corrected address is empty.' };
  }
  const fixes = [phone && `phone ${phone}`, address && 'address', date && `on ${date}`].filter(
    Boolean,
  );
  return send(
    deps,
    request.orderId,
    request.shipmentId,
    (awb) =>
      deps.courier?.port.reattempt(awb, request.corrections, 'Re-attempt delivery') ??
      Promise.resolve(),
    {
      label: 'RE-ATTEMPT REQUESTED',
      activity:
        fixes.length > 0 ? `Re-attempt requested (${fixes.join(', ')})` : 'Re-attempt requested',
    },
  );
}

/**
 * Asks the courier to bring a failed delivery back to the shop (return to origin), with the
 * reason staff gave; kept on the shipment's timeline.
 *
 * @example
 * await requestReturnToOrigin(deps, { orderId: 'o1', shipmentId: 'S1', reason: 'Shopper refused the parcel' });
 */
export async function requestReturnToOrigin(
  deps: BackendDeps,
  request: { orderId: string; shipmentId: string; reason: string },
): Promise<DeliveryActionOutcome> {
  const reason = request.reason.trim();
  if (reason === '')
    return { status: 'refused', message: 'Say why the parcel goes back to the shop.' };
  return send(
    deps,
    request.orderId,
    request.shipmentId,
    (awb) => deps.courier?.port.returnToOrigin(awb, reason) ?? Promise.resolve(),
    { label: 'RTO REQUESTED', activity: `Return to origin requested: ${reason}` },
  );
}
