import { asPaise } from '@haat/commerce-core';
import type { BookingClaim } from '../../src/ports/storage/courier-bookings.js';
import type { TaxDocumentDraft } from '../../src/ports/storage/tax-documents.js';
import type { TrackingEventRecord } from '../../src/ports/storage/tracking-events.js';

/** A booking claim for order `o1`'s shipment S1 at `now`, with a two-minute lease. */
export const bookingClaim = (overrides: Partial<BookingClaim> = {}): BookingClaim => ({
  orderId: 'o1',
  shipmentId: 'S1',
  channelOrderId: 'HAAT-10234-S1',
  codAmount: asPaise(59800),
  claimToken: 'token-1',
  now: 1_000_000,
  leaseMs: 120_000,
  ...overrides,
});

/** A courier scan of AWB `A1` on order `o1`. */
export const trackingEvent = (
  overrides: Partial<TrackingEventRecord> = {},
): TrackingEventRecord => ({
  orderId: 'o1',
  shipmentId: 'S1',
  awb: 'A1',
  at: 1_000,
  stage: 'IN_TRANSIT',
  label: 'IN TRANSIT',
  activity: 'Shipment added in bag',
  location: 'Mumbai',
  source: 'courier',
  ...overrides,
});

const party = {
  name: 'Haat Skincare Pvt Ltd',
  gstin: '27AAPFU0939F1ZV',
  address: 'Mumbai',
  state: { code: '27', name: 'Maharashtra' },
};

/** An invoice draft for order `o1`'s shipment S1 (one ₹118 line at 18 %). */
export const taxDocumentDraft = (overrides: Partial<TaxDocumentDraft> = {}): TaxDocumentDraft => ({
  id: 'd1',
  kind: 'INVOICE',
  orderId: 'o1',
  orderCode: 'HAAT-10234',
  subject: 'S1',
  invoiceNumber: null,
  issuedAt: 1_000,
  supplier: party,
  buyer: { ...party, name: 'Asha Rao', gstin: null },
  placeOfSupply: { code: '27', name: 'Maharashtra' },
  supply: 'INTRA_STATE',
  lines: [
    {
      kind: 'GOODS',
      line: 0,
      description: 'Serum',
      hsn: '330499',
      quantity: 1,
      value: asPaise(11800),
      rate: 18,
      taxable: asPaise(10000),
      cgst: asPaise(900),
      sgst: asPaise(900),
      igst: asPaise(0),
    },
  ],
  totals: {
    value: asPaise(11800),
    taxable: asPaise(10000),
    cgst: asPaise(900),
    sgst: asPaise(900),
    igst: asPaise(0),
  },
  reason: null,
  ...overrides,
});
