import { handleBackgroundError } from '@/lib/errors/handleError';
import { trackingAllowed } from './consent';
import { pushToDataLayer } from './dataLayer';
import type { AnalyticsEvent } from './events';
import { toPayloads, type TrackingPayload } from './payload';
import { bufferForTracker } from './trackerBuffer';

/** Another destination for every tracked payload (e.g. a mobile-engagement SDK adapter). */
export type TrackingSink = (payloads: readonly TrackingPayload[]) => void;

const sinks = new Set<TrackingSink>([pushToDataLayer, bufferForTracker]);

/** Adds a destination; returns the removal. */
export function addTrackingSink(sink: TrackingSink) {
  sinks.add(sink);
  return () => {
    sinks.delete(sink);
  };
}

/**
 * Tracks one event of the catalogue (events.ts): pushed to the tag-manager `dataLayer` and to
 * the server-side tracker's buffer. Does nothing until consent allows it. Never throws: a
 * failure goes to the general handler (silently) and the page carries on.
 *
 * @example
 * track({ name: 'add_to_cart', items: [analyticsItem({ ...product, qty: 1 })] });
 * track({ name: 'search', searchTerm: 'serum', resultsCount: 12 });
 */
export function track(event: AnalyticsEvent) {
  const fail = (error: unknown) =>
    handleBackgroundError(error, { source: 'tracking', event: event.name });
  try {
    if (!trackingAllowed()) return;
    const payloads = toPayloads(event);
    for (const sink of sinks) {
      try {
        sink(payloads);
      } catch (error) {
        fail(error);
      }
    }
  } catch (error) {
    fail(error);
  }
}
