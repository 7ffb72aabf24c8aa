import type { LineUnits, OrderLife } from '../fulfilment/life.js';

/**
 * The returned units of one return that one shipment delivered.
 *
 * @example
 * const part: ReturnShipment = { shipmentId: 'S2', units: [{ line: 0, quantity: 1 }] };
 */
export interface ReturnShipment {
  readonly shipmentId: string;
  readonly units: readonly LineUnits[];
}

/**
 * Which delivered shipments the units of return `returnId` came from, so its credit note goes
 * against those shipments' invoices. A return names units by order line only, so they are
 * taken from the order's delivered shipments latest first (a line's units leave it lowest value
 * first, and later invoices bill a line's lower-valued units), after the units the order's
 * earlier return requests (any not refused, in the order they were asked) took the same way.
 * Units no delivered shipment holds any more are left out. Deterministic: the same life always
 * answers the same shipments.
 *
 * @example
 * returnShipments(life, 'R1'); // [{ shipmentId: 'S2', units: [{ line: 0, quantity: 1 }] }, …]
 */
export function returnShipments(life: OrderLife, returnId: string): ReturnShipment[] {
  const delivered = life.shipments.filter((s) => s.state === 'DELIVERED').reverse();
  const taken = new Map<string, number>();
  const key = (shipmentId: string, line: number) => `${shipmentId}|${line}`;
  for (const request of life.returns) {
    if (request.state === 'REFUSED') continue;
    const parts = new Map<string, LineUnits[]>();
    for (const unit of request.units) {
      let wanted = unit.quantity;
      for (const shipment of delivered) {
        if (wanted === 0) break;
        const held = shipment.units
          .filter((u) => u.line === unit.line)
          .reduce((sum, u) => sum + u.quantity, 0);
        const free = held - (taken.get(key(shipment.id, unit.line)) ?? 0);
        const quantity = Math.min(free, wanted);
        if (quantity <= 0) continue;
        wanted -= quantity;
        taken.set(
          key(shipment.id, unit.line),
          (taken.get(key(shipment.id, unit.line)) ?? 0) + quantity,
        );
        parts.set(shipment.id, [...(parts.get(shipment.id) ?? []), { line: unit.line, quantity }]);
      }
    }
    if (request.id === returnId) {
      return life.shipments.flatMap((s) => {
        const units = parts.get(s.id);
        return units ? [{ shipmentId: s.id, units }] : [];
      });
    }
  }
  return [];
}
