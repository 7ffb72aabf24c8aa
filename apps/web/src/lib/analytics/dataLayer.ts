import type { TrackingPayload } from './payload';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes payloads to the tag manager's `dataLayer` (created if the tag manager is not loaded yet;
 * it reads earlier entries when it starts). An ecommerce payload is preceded by
 * `{ ecommerce: null }`, as GA4 recommends, so one event's items never leak into the next.
 */
export function pushToDataLayer(payloads: readonly TrackingPayload[]) {
  const dataLayer = (window.dataLayer ??= []);
  for (const payload of payloads) {
    if (payload.ecommerce) dataLayer.push({ ecommerce: null });
    dataLayer.push(payload);
  }
}
