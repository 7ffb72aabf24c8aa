import type { TrackingStage } from '../courier.js';

/**
 * One event of a parcel's journey for the shopper's order timeline: a scan the courier's API
 * reported (`source: 'courier'`), or a request the shop sent the courier (`'shop'`: a
 * re-attempt or a return to origin).
 *
 * @example
 * const event: TrackingEventRecord = { orderId: 'o1', shipmentId: 'S1', awb: '321055706540',
 *   at: 1783400000000, stage: 'OUT_FOR_DELIVERY', label: 'OUT FOR DELIVERY',
 *   activity: 'Out for Delivery', location: 'Bengaluru', source: 'courier' };
 */
export interface TrackingEventRecord {
  readonly orderId: string;
  readonly shipmentId: string;
  readonly awb: string;
  readonly at: number;
  readonly stage: TrackingStage;
  readonly label: string;
  readonly activity: string;
  readonly location: string | null;
  readonly source: 'courier' | 'shop';
}

/**
 * Tracking events. An event is unique by (AWB, time, label, activity): the courier's whole
 * history is re-read on every hint, and each scan is kept once. SQL: `INSERT … ON CONFLICT DO
 * NOTHING RETURNING`.
 *
 * @example
 * const added = await repos.trackingEvents.append(events);
 */
export interface TrackingEventsRepository {
  /** Adds the events not yet kept; answers those it added, in the order given. */
  append(events: readonly TrackingEventRecord[]): Promise<readonly TrackingEventRecord[]>;
  /** The order's events, oldest first (ties in the order they were added). */
  byOrder(orderId: string): Promise<readonly TrackingEventRecord[]>;
}
