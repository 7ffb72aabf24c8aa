import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { TaxDocumentRecord } from '@haat/storefront-backend';
import { epochMs, paise } from './columns.js';

/**
 * Courier bookings (CourierBookingRecord), one per order shipment: the claim an attempt holds
 * (`claim_token`, `claimed_at`) and what the courier answered so far. An AWB is unique.
 */
export const courierBookings = pgTable(
  'courier_bookings',
  {
    orderId: text('order_id').notNull(),
    shipmentId: text('shipment_id').notNull(),
    channelOrderId: text('channel_order_id').notNull(),
    state: text('state').notNull(),
    claimToken: text('claim_token').notNull(),
    claimedAt: epochMs('claimed_at').notNull(),
    codAmount: paise('cod_amount_paise').notNull(),
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    awb: text('awb').unique('courier_bookings_awb_unique'),
    courierName: text('courier_name'),
    pickupScheduledAt: text('pickup_scheduled_at'),
    createdAt: epochMs('created_at').notNull(),
    updatedAt: epochMs('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.shipmentId] }),
    check(
      'courier_bookings_state',
      sql`${t.state} in ('CLAIMED', 'CREATED', 'AWB_ASSIGNED', 'PICKUP_REQUESTED')`,
    ),
    check('courier_bookings_cod_not_negative', sql`${t.codAmount} >= 0`),
  ],
);

/** Tracking events (TrackingEventRecord), each scan once; `seq` keeps the order they came in. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    orderId: text('order_id').notNull(),
    shipmentId: text('shipment_id').notNull(),
    awb: text('awb').notNull(),
    at: epochMs('at').notNull(),
    stage: text('stage').notNull(),
    label: text('label').notNull(),
    activity: text('activity').notNull(),
    location: text('location'),
    source: text('source').notNull(),
  },
  (t) => [
    unique('tracking_events_scan_unique').on(t.awb, t.at, t.label, t.activity),
    index('tracking_events_order').on(t.orderId, t.at),
  ],
);

/** The last number of each document series in each financial year. */
export const taxCounters = pgTable(
  'tax_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/**
 * Tax invoices and credit notes (TaxDocumentRecord): the document as JSON, with the columns it
 * is found and kept unique by. `seq` keeps the order they were issued in.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: text('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull().unique('tax_documents_number_unique'),
    orderId: text('order_id').notNull(),
    subject: text('subject').notNull(),
    issuedAt: epochMs('issued_at').notNull(),
    document: jsonb('document').$type<TaxDocumentRecord>().notNull(),
  },
  (t) => [
    unique('tax_documents_subject_unique').on(t.orderId, t.kind, t.subject),
    unique('tax_documents_sequence_unique').on(t.series, t.financialYear, t.sequence),
    index('tax_documents_issued').on(t.issuedAt),
    check('tax_documents_kind', sql`${t.kind} in ('INVOICE', 'CREDIT_NOTE')`),
  ],
);

/** Cash to expect from couriers for delivered COD shipments, one per AWB. */
export const codExpectations = pgTable(
  'cod_expectations',
  {
    awb: text('awb').primaryKey(),
    orderId: text('order_id').notNull(),
    orderCode: text('order_code').notNull(),
    shipmentId: text('shipment_id').notNull(),
    amount: paise('amount_paise').notNull(),
    deliveredAt: epochMs('delivered_at').notNull(),
  },
  // The remittance report's overdue AWBs: delivered before an instant, nothing remitted.
  (t) => [index('cod_expectations_delivered').on(t.deliveredAt)],
);

/** Remittance statement lines, each (AWB, reference) once however often a statement is imported. */
export const codRemittanceLines = pgTable(
  'cod_remittance_lines',
  {
    awb: text('awb').notNull(),
    reference: text('reference').notNull(),
    amount: paise('amount_paise').notNull(),
    remittedOn: text('remitted_on'),
    importedAt: epochMs('imported_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.awb, t.reference] })],
);
