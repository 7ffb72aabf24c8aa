import { env } from '@/lib/env';
import { newIdempotencyKey } from '@/lib/http/idempotency';
import { useEventsStore } from '@/stores/eventsStore';
import type { TrackingPayload } from './payload';

/**
 * Puts payloads in the server-side tracker's persisted buffer (spec 9: at most 1000 kept), each
 * with an id, the time and the page. The tracker (tracker.ts) sends them once it has started.
 * Nothing is kept when no tracker is configured.
 */
export function bufferForTracker(payloads: readonly TrackingPayload[]) {
  if (!env.trackerUrl || payloads.length === 0) return;
  const at = new Date().toISOString();
  const page = `${window.location.pathname}${window.location.search}`;
  useEventsStore
    .getState()
    .enqueue(
      payloads.map((payload) => ({ id: newIdempotencyKey(), payload, at, page, failures: 0 })),
    );
}
