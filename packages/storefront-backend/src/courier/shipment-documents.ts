import type { BackendDeps } from '../deps.js';
import { CourierError } from '../ports/courier.js';

/**
 * A label or manifest: the PDF's bytes, or why there is none.
 *
 * @example
 * const pdf: CourierDocument = { status: 'ok', pdf: bytes };
 */
export type CourierDocument =
  | { readonly status: 'ok'; readonly pdf: Uint8Array }
  | { readonly status: 'refused'; readonly message: string };

/** The booked shipments' courier ids, or the refusal naming the first that is not booked. */
async function bookedShipments(
  deps: BackendDeps,
  shipments: readonly { orderId: string; shipmentId: string }[],
  needPickup: boolean,
): Promise<string[] | CourierDocument> {
  const ids: string[] = [];
  for (const { orderId, shipmentId } of shipments) {
    const booking = await deps.storage.repos.courierBookings.byShipment(orderId, shipmentId);
    const ready = needPickup ? booking?.state === 'PICKUP_REQUESTED' : booking?.awb != null;
    if (!booking?.providerShipmentId || !ready) {
      return {
        status: 'refused',
        message: needPickup
          ? `Shipment ${shipmentId} has no pickup requested yet: book it first.`
          : `Shipment ${shipmentId} is not booked with the courier yet.`,
      };
    }
    ids.push(booking.providerShipmentId);
  }
  return ids;
}

const fetched = async (get: () => Promise<Uint8Array>): Promise<CourierDocument> => {
  try {
    return { status: 'ok', pdf: await get() };
  } catch (error) {
    if (error instanceof CourierError) return { status: 'refused', message: error.message };
    throw error;
  }
};

/**
 * The shipping label of a booked shipment (AWB assigned), as PDF from the courier, for staff to
 * print and stick on the parcel.
 *
 * @example
 * const label = await shipmentLabel(deps, 'o1', 'S1');
 */
export async function shipmentLabel(
  deps: BackendDeps,
  orderId: string,
  shipmentId: string,
): Promise<CourierDocument> {
  if (!deps.courier)
    return { status: 'refused', message: 'This shop ships by itself: there is no courier label.' };
  const port = deps.courier.port;
  const ids = await bookedShipments(deps, [{ orderId, shipmentId }], false);
  if (!Array.isArray(ids)) return ids;
  const [id] = ids;
  return id === undefined
    ? { status: 'refused', message: 'No shipment' }
    : fetched(() => port.label(id));
}

/**
 * The pickup manifest of booked shipments (pickup requested), as PDF, for the courier's
 * pickup agent to sign.
 *
 * @example
 * const manifest = await pickupManifest(deps, [{ orderId: 'o1', shipmentId: 'S1' }]);
 */
export async function pickupManifest(
  deps: BackendDeps,
  shipments: readonly { orderId: string; shipmentId: string }[],
): Promise<CourierDocument> {
  if (!deps.courier)
    return {
      status: 'refused',
      message: 'This shop ships by itself: there is no courier manifest.',
    };
  if (shipments.length === 0)
    return { status: 'refused', message: 'Choose the shipments to put on the manifest.' };
  const port = deps.courier.port;
  const ids = await bookedShipments(deps, shipments, true);
  if (!Array.isArray(ids)) return ids;
  return fetched(() => port.manifest(ids));
}
