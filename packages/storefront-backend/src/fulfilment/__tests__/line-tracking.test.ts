import { describe, expect, it } from 'vitest';
import { applyMove } from '../apply-move.js';
import type { OrderLife } from '../life.js';
import { lineTracking } from '../line-tracking.js';
import type { Move } from '../moves.js';
import { startLife } from '../start-life.js';
import { anOrder, productsOf, RULES, STAFF, T0 } from './life-fixtures.js';

const moved = (life: OrderLife, move: Move): OrderLife => {
  const outcome = applyMove(life, move);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.life;
};

describe('lineTracking', () => {
  it('gives each line the courier and AWB of the latest dispatched parcel holding it', () => {
    const order = anOrder();
    const { life } = startLife(order, RULES, productsOf(order));
    expect(lineTracking(life)).toEqual(
      order.lines.map(() => ({ shippingCourier: null, trackingId: null })),
    );
    const packed = moved(life, {
      type: 'PACK',
      actor: STAFF,
      at: T0 + 1,
      units: [{ line: 0, quantity: 1 }],
    });
    expect(lineTracking(packed)[0]).toEqual({ shippingCourier: null, trackingId: null });
    const first = moved(packed, {
      type: 'DISPATCH',
      actor: STAFF,
      at: T0 + 2,
      shipmentId: 'S1',
      courier: 'Delhivery',
      awb: 'AWB1',
      trackingUrl: 'https://t.example/AWB1',
    });
    const both = moved(first, {
      type: 'DISPATCH',
      actor: STAFF,
      at: T0 + 3,
      courier: 'Blue Dart',
      awb: 'AWB2',
      trackingUrl: 'https://t.example/AWB2',
    });
    expect(lineTracking(first)[0]).toEqual({ shippingCourier: 'Delhivery', trackingId: 'AWB1' });
    expect(lineTracking(first)[1]).toEqual({ shippingCourier: null, trackingId: null });
    expect(lineTracking(both)).toEqual(
      order.lines.map(() => ({ shippingCourier: 'Blue Dart', trackingId: 'AWB2' })),
    );
  });
});
