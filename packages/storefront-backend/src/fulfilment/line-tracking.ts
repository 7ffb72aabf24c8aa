import type { OrderLife } from './life.js';

/**
 * A line's courier and tracking number as the storefront shows them (spec 4's order product
 * `shippingCourier` and `trackingId`): null until a parcel holding it was dispatched.
 *
 * @example
 * const tracking: LineTracking = { shippingCourier: 'Delhivery', trackingId: '1490811234567' };
 */
export interface LineTracking {
  readonly shippingCourier: string | null;
  readonly trackingId: string | null;
}

/**
 * Each line's courier and tracking number: those of the latest dispatched parcel holding any
 * of its units (partial dispatch: the newest parcel is the one the shopper waits for).
 *
 * @example
 * lineTracking(life); // [{ shippingCourier: 'Delhivery', trackingId: '1490811234567' }]
 */
export function lineTracking(life: OrderLife): LineTracking[] {
  const sent = life.shipments.filter((s) => s.state !== 'PACKED' && s.awb !== null);
  return life.lines.map((_line, index) => {
    const parcel = sent.findLast((s) => s.units.some((u) => u.line === index));
    return { shippingCourier: parcel?.courier ?? null, trackingId: parcel?.awb ?? null };
  });
}
