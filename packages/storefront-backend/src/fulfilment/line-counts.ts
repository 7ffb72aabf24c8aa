import type { LineUnits, OrderLife, ShipmentState } from './life.js';

/**
 * Where the units of one order line are. `live` units are still the shopper's (not cancelled,
 * not come back undelivered, not returned); `kept` units were delivered and not returned
 * (including those with an open return request).
 *
 * @example
 * const counts = lineCounts(life)[0];
 * counts?.toPack; // units waiting to be packed
 */
export interface LineCounts {
  readonly ordered: number;
  readonly cancelled: number;
  readonly toPack: number;
  readonly packed: number;
  /** Dispatched, out for delivery, or failed and waiting for a decision. */
  readonly inTransit: number;
  readonly rtoInTransit: number;
  readonly rtoReceived: number;
  readonly delivered: number;
  readonly returnOpen: number;
  readonly returned: number;
  readonly live: number;
  readonly kept: number;
}

const IN_TRANSIT: ReadonlySet<ShipmentState> = new Set([
  'DISPATCHED',
  'OUT_FOR_DELIVERY',
  'DELIVERY_FAILED',
]);

const unitsOf = (units: readonly LineUnits[], line: number): number =>
  units.reduce((sum, unit) => (unit.line === line ? sum + unit.quantity : sum), 0);

/**
 * Every line's unit counts, read from the line (ordered, cancelled), its shipments and its
 * returns.
 *
 * @example
 * lineCounts(life).every((c) => c.toPack === 0); // nothing left to pack
 */
export function lineCounts(life: OrderLife): LineCounts[] {
  return life.lines.map((line, index) => {
    const inShipments = (test: (state: ShipmentState) => boolean) =>
      life.shipments.reduce(
        (sum, shipment) => (test(shipment.state) ? sum + unitsOf(shipment.units, index) : sum),
        0,
      );
    const inReturns = (states: readonly string[]) =>
      life.returns.reduce(
        (sum, request) =>
          states.includes(request.state) ? sum + unitsOf(request.units, index) : sum,
        0,
      );
    const packed = inShipments((state) => state === 'PACKED');
    const inTransit = inShipments((state) => IN_TRANSIT.has(state));
    const rtoInTransit = inShipments((state) => state === 'RTO_IN_TRANSIT');
    const rtoReceived = inShipments((state) => state === 'RTO_RECEIVED');
    const delivered = inShipments((state) => state === 'DELIVERED');
    const returned = inReturns(['RECEIVED', 'REFUNDED']);
    const shipped = inShipments(() => true);
    return {
      ordered: line.quantity,
      cancelled: line.cancelled,
      toPack: line.quantity - line.cancelled - shipped,
      packed,
      inTransit,
      rtoInTransit,
      rtoReceived,
      delivered,
      returnOpen: inReturns(['REQUESTED', 'APPROVED']),
      returned,
      live: line.quantity - line.cancelled - rtoReceived - returned,
      kept: delivered - returned,
    };
  });
}

/**
 * Units per line as a list without empty entries, lines in order (a move's units may name a
 * line twice: they are added up).
 *
 * @example
 * mergeUnits([{ line: 1, quantity: 1 }, { line: 1, quantity: 2 }]); // [{ line: 1, quantity: 3 }]
 */
export function mergeUnits(units: readonly LineUnits[]): LineUnits[] {
  const byLine = new Map<number, number>();
  for (const unit of units) byLine.set(unit.line, (byLine.get(unit.line) ?? 0) + unit.quantity);
  return [...byLine]
    .filter(([, quantity]) => quantity > 0)
    .sort(([a], [b]) => a - b)
    .map(([line, quantity]) => ({ line, quantity }));
}
