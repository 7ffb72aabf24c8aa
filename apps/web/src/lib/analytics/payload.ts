import {
  ANALYTICS_CURRENCY,
  ANALYTICS_TAX,
  isEcommerceEvent,
  type AnalyticsEvent,
  type AnalyticsItem,
} from './events';
import { itemsValue } from './items';

/** What is pushed to `dataLayer` and queued for the server tracker for one event. */
export interface TrackingPayload {
  event: string;
  ecommerce?: Record<string, unknown>;
  [param: string]: unknown;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function params(event: object, omit: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(event)
      .filter(([key, value]) => !omit.includes(key) && value !== undefined)
      .map(([key, value]) => [snake(key), value]),
  );
}

const ecommerce = (items: readonly AnalyticsItem[], value: number, extra: object) => ({
  currency: ANALYTICS_CURRENCY,
  value,
  tax: ANALYTICS_TAX,
  ...extra,
  items,
});

/**
 * The payloads for one event. Item events use GA4's ecommerce shape
 * `{ event, ecommerce: { currency: 'INR', value, tax: 0, items, …params } }`; a purchase is
 * followed by one `purchase_item` payload per line. Other events carry their params at the top.
 */
export function toPayloads(event: AnalyticsEvent): TrackingPayload[] {
  if (!isEcommerceEvent(event)) return [{ event: event.name, ...params(event, ['name']) }];
  const value = event.value ?? itemsValue(event.items);
  const extra = params(event, ['name', 'items', 'value']);
  const main = { event: event.name, ecommerce: ecommerce(event.items, value, extra) };
  if (event.name !== 'purchase') return [main];
  const perItem = event.items.map((item) => ({
    event: 'purchase_item',
    ecommerce: ecommerce([item], itemsValue([item]), { transaction_id: event.transactionId }),
  }));
  return [main, ...perItem];
}
