import type {
  TrackingEventRecord,
  TrackingEventsRepository,
  TrackingStage,
} from '@haat/storefront-backend';
import { asc, eq } from 'drizzle-orm';
import { trackingEvents } from '../schema/index.js';
import type { Run } from './executor.js';

const eventOf = (row: typeof trackingEvents.$inferSelect): TrackingEventRecord => ({
  orderId: row.orderId,
  shipmentId: row.shipmentId,
  awb: row.awb,
  at: Number(row.at),
  stage: row.stage as TrackingStage,
  label: row.label,
  activity: row.activity,
  location: row.location,
  source: row.source === 'shop' ? 'shop' : 'courier',
});

const keyOf = (event: Pick<TrackingEventRecord, 'awb' | 'at' | 'label' | 'activity'>) =>
  JSON.stringify([event.awb, event.at, event.label, event.activity]);

/** Tracking events in SQL: `INSERT … ON CONFLICT (awb, at, label, activity) DO NOTHING RETURNING`. */
export function sqlTrackingEvents(run: Run): TrackingEventsRepository {
  return {
    append: (events) =>
      run(async (tx) => {
        if (events.length === 0) return [];
        const inserted = await tx
          .insert(trackingEvents)
          .values(events.map((event) => ({ ...event })))
          .onConflictDoNothing()
          .returning();
        const added = new Set(inserted.map((row) => keyOf({ ...row, at: Number(row.at) })));
        return events.filter((event) => added.has(keyOf(event)));
      }),
    byOrder: (orderId) =>
      run(async (tx) => {
        const rows = await tx
          .select()
          .from(trackingEvents)
          .where(eq(trackingEvents.orderId, orderId))
          .orderBy(asc(trackingEvents.at), asc(trackingEvents.seq));
        return rows.map(eventOf);
      }),
  };
}
