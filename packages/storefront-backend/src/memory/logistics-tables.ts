import type { CourierBookingRecord } from '../ports/storage/courier-bookings.js';
import type { CodExpectation, CodRemittanceLine } from '../ports/storage/cod-remittances.js';
import type { TaxDocumentRecord } from '../ports/storage/tax-documents.js';
import type { TrackingEventRecord } from '../ports/storage/tracking-events.js';

/** A kept tracking event and its place in the order events were added. */
export interface TrackingEventRow {
  readonly seq: number;
  readonly event: TrackingEventRecord;
}

/** A kept remittance statement line and when it was imported. */
export interface RemittanceLineRow {
  readonly line: CodRemittanceLine;
  readonly importedAt: number;
}

/** A tax document and its place in the order documents were issued. */
export interface TaxDocumentRow {
  readonly seq: number;
  readonly document: TaxDocumentRecord;
}

/**
 * The tables of courier bookings, tracking events, tax documents and COD remittances (issue 25),
 * kept apart from `MemoryTables`' own list so the two grow without touching each other.
 */
export interface LogisticsTables {
  /** Keyed by `JSON.stringify([orderId, shipmentId])`. */
  readonly courierBookings: ReadonlyMap<string, CourierBookingRecord>;
  /** Keyed by `JSON.stringify([awb, at, label, activity])`. */
  readonly trackingEvents: ReadonlyMap<string, TrackingEventRow>;
  /** Keyed by document id. */
  readonly taxDocuments: ReadonlyMap<string, TaxDocumentRow>;
  /** The last number of each series and year, keyed by `JSON.stringify([series, year])`. */
  readonly taxCounters: ReadonlyMap<string, number>;
  /** Keyed by AWB. */
  readonly codExpectations: ReadonlyMap<string, CodExpectation>;
  /** Keyed by `JSON.stringify([awb, reference])`. */
  readonly codRemittanceLines: ReadonlyMap<string, RemittanceLineRow>;
}

/** The logistics tables' names, for snapshots. */
export const LOGISTICS_TABLE_NAMES = [
  'courierBookings',
  'trackingEvents',
  'taxDocuments',
  'taxCounters',
  'codExpectations',
  'codRemittanceLines',
] as const satisfies readonly (keyof LogisticsTables)[];

/** Every logistics table, each made by `make`. */
export function logisticsTables(
  make: <N extends keyof LogisticsTables>(name: N) => LogisticsTables[N],
): LogisticsTables {
  return {
    courierBookings: make('courierBookings'),
    trackingEvents: make('trackingEvents'),
    taxDocuments: make('taxDocuments'),
    taxCounters: make('taxCounters'),
    codExpectations: make('codExpectations'),
    codRemittanceLines: make('codRemittanceLines'),
  };
}
