import * as z from 'zod/mini';
import { adminGraphql } from '@/lib/graphql/admin';
import { adminRequest } from '@/lib/graphql/client';

/** Books a packed shipment with the shop's courier (ORDERS_FULFIL). */
export const BookShipmentDocument = adminGraphql(`
  mutation BookShipment($input: BookShipmentInput!) {
    bookShipment(input: $input) { status courier awb pickupScheduledAt }
  }
`);

/** A booked shipment's label, from the courier. */
export const ShipmentLabelDocument = adminGraphql(`
  query ShipmentLabel($orderId: ID!, $shipmentId: ID!) {
    adminShipmentLabel(orderId: $orderId, shipmentId: $shipmentId) { filename contentType pdfBase64 }
  }
`);

/** The pickup manifest of booked shipments, from the courier. */
export const PickupManifestDocument = adminGraphql(`
  query PickupManifest($shipments: [ShipmentRefInput!]!) {
    adminPickupManifest(shipments: $shipments) { filename contentType pdfBase64 }
  }
`);

const PdfSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  pdfBase64: z.string(),
});

/**
 * A courier PDF to hand to the browser (`downloadBase64`).
 *
 * @example
 * const label: CourierPdf = await shipmentLabel({ orderId, shipmentId: 'S1' });
 */
export type CourierPdf = z.infer<typeof PdfSchema>;

/** One shipment of one order. */
export interface ShipmentRef {
  readonly orderId: string;
  readonly shipmentId: string;
}

/**
 * Books a shipment; the server refuses (with words staff read) a self-ship shop or the
 * courier's refusal, and answers the same booking to a retry.
 *
 * @example
 * await bookShipment({ orderId: order.id, shipmentId: 'S1' });
 */
export async function bookShipment(ref: ShipmentRef) {
  const data = await adminRequest(BookShipmentDocument, { input: { ...ref } });
  return z
    .object({ status: z.string(), awb: z.nullable(z.optional(z.string())) })
    .parse(data.bookShipment);
}

/**
 * A booked shipment's label as PDF.
 *
 * @example
 * const pdf = await shipmentLabel({ orderId: order.id, shipmentId: 'S1' });
 */
export async function shipmentLabel(ref: ShipmentRef): Promise<CourierPdf> {
  const data = await adminRequest(ShipmentLabelDocument, { ...ref });
  return PdfSchema.parse(data.adminShipmentLabel);
}

/**
 * The pickup manifest of booked shipments as PDF.
 *
 * @example
 * const pdf = await pickupManifest([{ orderId: order.id, shipmentId: 'S1' }]);
 */
export async function pickupManifest(shipments: readonly ShipmentRef[]): Promise<CourierPdf> {
  const data = await adminRequest(PickupManifestDocument, {
    shipments: shipments.map((ref) => ({ ...ref })),
  });
  return PdfSchema.parse(data.adminPickupManifest);
}
