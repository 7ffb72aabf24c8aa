import type {
  AdminMutationResolvers,
  AdminQueryResolvers,
  CourierDocument,
} from '@haat/storefront-api/admin-resolvers';
import { toBase64 } from '../crypto/encoding.js';
import { adminErrorMessages } from '@haat/storefront-api/admin';
import { bookShipment } from '../courier/book-shipment.js';
import { shipmentBookingRequest } from '../courier/booking-request.js';
import {
  pickupManifest,
  shipmentLabel,
  type CourierDocument as CourierPdf,
} from '../courier/shipment-documents.js';
import { adminError, staffActor, type AdminContext } from './admin-context.js';
import { courierBookingOf } from './courier-view.js';

/** How many shipments one pickup manifest may list. */
const MANIFEST_LIMIT = 100;

/** India's day (`YYYY-MM-DD`) of an instant, for a manifest's file name. */
const indiaDay = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 10);

/** A courier PDF as the contract's, or its refusal (MOVE_REFUSED with the words staff read). */
function printable(document: CourierPdf, filename: string): CourierDocument {
  if (document.status === 'refused') throw adminError('MOVE_REFUSED', document.message);
  return { filename, contentType: 'application/pdf', pdfBase64: toBase64(document.pdf) };
}

/**
 * `bookShipment`: books a packed shipment with the shop's courier (`bookShipment`: claimed in
 * storage, looked up at the courier by our id before anything is created, AWB, pickup), audited
 * as `bookShipment` in the transaction that completes it. A shipment already booked answers its
 * booking as it stands (nothing asked of the courier, nothing audited), so a retry is safe.
 * Refusals: MOVE_REFUSED (self-ship shop: `No courier is set up: enter the courier and AWB when
 * you dispatch.`; no packed shipment; the courier's own words), PROVIDER_UNAVAILABLE (the courier
 * did not answer: try again), CONFLICT (another attempt is booking it now).
 *
 * `adminShipmentLabel`, `adminPickupManifest`: the courier's PDFs for staff to print (reads:
 * not audited). Permissions (ORDERS_FULFIL) are checked by the edge.
 *
 * @example
 * const resolvers = { Mutation: { ...courierMutations }, Query: { ...courierQueries } };
 */
export const courierMutations = {
  bookShipment: async (_parent, { input }, context) => {
    const { deps } = context;
    if (!deps.courier) throw adminError('MOVE_REFUSED', adminErrorMessages.NO_COURIER);
    const { orderId, shipmentId } = input;
    const existing = await deps.storage.repos.courierBookings.byShipment(orderId, shipmentId);
    if (existing?.state === 'PICKUP_REQUESTED') return courierBookingOf(existing);
    const request = await shipmentBookingRequest(deps, orderId, shipmentId);
    if ('refused' in request) throw adminError('MOVE_REFUSED', request.refused);
    const outcome = await bookShipment(deps, request, {
      actor: staffActor(context),
      action: 'bookShipment',
    });
    switch (outcome.status) {
      case 'booked':
        return courierBookingOf(outcome.booking);
      case 'busy':
        throw adminError(
          'CONFLICT',
          `Shipment ${shipmentId} is being booked by another request: try again in a moment.`,
        );
      case 'self-ship':
        throw adminError('MOVE_REFUSED', outcome.message);
      case 'failed':
        throw adminError(
          outcome.retryable ? 'PROVIDER_UNAVAILABLE' : 'MOVE_REFUSED',
          outcome.message,
        );
    }
  },
} satisfies Pick<AdminMutationResolvers<AdminContext>, 'bookShipment'>;

/** See {@link courierMutations}: the label and manifest PDFs. */
export const courierQueries = {
  adminShipmentLabel: async (_parent, { orderId, shipmentId }, context) => {
    const label = await shipmentLabel(context.deps, orderId, shipmentId);
    const booking = await context.deps.storage.repos.courierBookings.byShipment(
      orderId,
      shipmentId,
    );
    return printable(label, `label-${booking?.channelOrderId ?? shipmentId}.pdf`);
  },
  adminPickupManifest: async (_parent, { shipments }, context) => {
    if (shipments.length > MANIFEST_LIMIT) {
      throw adminError(
        'BAD_USER_INPUT',
        `shipments: a manifest lists at most ${MANIFEST_LIMIT} shipments.`,
      );
    }
    const wanted = shipments.map(({ orderId, shipmentId }) => ({ orderId, shipmentId }));
    const manifest = await pickupManifest(context.deps, wanted);
    return printable(manifest, `manifest-${indiaDay(context.deps.clock.now())}.pdf`);
  },
} satisfies Pick<AdminQueryResolvers<AdminContext>, 'adminShipmentLabel' | 'adminPickupManifest'>;
