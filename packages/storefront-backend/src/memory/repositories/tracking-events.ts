import type {
  TrackingEventRecord,
  TrackingEventsRepository,
} from '../../ports/storage/tracking-events.js';
import { copy } from '../copy.js';
import type { Run } from '../draft.js';

const eventKey = (event: TrackingEventRecord) =>
  JSON.stringify([event.awb, event.at, event.label, event.activity]);

/** Tracking events in the memory adapter (see `TrackingEventsRepository`). */
export function memoryTrackingEvents(run: Run): TrackingEventsRepository {
  return {
    append: (events) =>
      run((draft) => {
        const added: TrackingEventRecord[] = [];
        for (const event of events) {
          const key = eventKey(event);
          if (draft.read('trackingEvents').has(key)) continue;
          const table = draft.write('trackingEvents');
          table.set(key, { seq: table.size, event: copy(event) });
          added.push(event);
        }
        return copy(added);
      }),
    byOrder: (orderId) =>
      run((draft) =>
        copy(
          [...draft.read('trackingEvents').values()]
            .filter((row) => row.event.orderId === orderId)
            .sort((a, b) => a.event.at - b.event.at || a.seq - b.seq)
            .map((row) => row.event),
        ),
      ),
  };
}
