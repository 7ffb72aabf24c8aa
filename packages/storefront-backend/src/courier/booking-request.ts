import { asPaise, gstState } from '@haat/commerce-core';
import type { BackendDeps } from '../deps.js';
import { codToCollect } from '../fulfilment/books.js';
import { lineCounts } from '../fulfilment/line-counts.js';
import type { BookingRequest } from './book-shipment.js';
import { parcelFor } from './parcel.js';

/** India's day (`YYYY-MM-DD`) of an instant. */
const indiaDay = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 10);

/**
 * The booking of a packed shipment, from the order as placed and its life: the shopper's
 * delivery address (the state by name, as couriers want it), the shipment's units, each declared
 * at its line's highest unit value after the order's discounts (never below what it sold for), the
 * cash its courier is to collect — what dispatch will fix (`codToCollect`: 0 when prepaid) —,
 * and the parcel from the products' weights and sides (`parcelFor`). A refusal names what is
 * missing: no such order or packed shipment, or no phone to give the courier.
 *
 * @example
 * const request = await shipmentBookingRequest(deps, order.id, 'S1');
 * if ('refused' in request) return request;
 * await bookShipment(deps, request);
 */
export async function shipmentBookingRequest(
  deps: BackendDeps,
  orderId: string,
  shipmentId: string,
): Promise<BookingRequest | { readonly refused: string }> {
  const repos = deps.storage.repos;
  const order = await repos.orders.byId(orderId);
  const life = (await repos.orderLives.byOrder(orderId))?.life;
  const shipment = life?.shipments.find((s) => s.id === shipmentId);
  if (!order || !life || !shipment) return { refused: `There is no shipment ${shipmentId}.` };
  if (shipment.state !== 'PACKED') {
    return { refused: `Shipment ${shipmentId} of order ${order.code} is not waiting to leave.` };
  }
  const to = order.shippingAddress;
  if (!to.phone) return { refused: `Order ${order.code} has no phone for the courier.` };
  const counts = lineCounts(life);
  const inShipment = (line: number) =>
    shipment.units.reduce((sum, unit) => (unit.line === line ? sum + unit.quantity : sum), 0);
  const onTheirWay = counts.map((count, line) => count.kept + count.inTransit + inShipment(line));
  const items = [];
  const units = [];
  let subTotal = 0;
  for (const { line, quantity } of shipment.units) {
    const record = order.lines[line];
    const lifeLine = life.lines[line];
    if (!record || !lifeLine) continue;
    // Each unit declared at the line's highest unit value: never below what it sold for.
    const unitPrice = lifeLine.unitValues[0] ?? record.unitPrice;
    subTotal += unitPrice * quantity;
    items.push({
      name: record.variantTitle ? `${record.title} (${record.variantTitle})` : record.title,
      sku: record.sku ?? record.variantId ?? record.productId,
      units: quantity,
      unitPrice,
      hsn: null,
    });
    const product = await repos.catalogue.productById(record.productId);
    if (product) units.push({ product, quantity });
  }
  return {
    orderId,
    orderCode: order.code,
    shipmentId,
    orderDate: indiaDay(order.createdAt),
    deliverTo: {
      name: to.name,
      phone: to.phone,
      email: to.email ?? null,
      address: to.address,
      landmark: to.landmark ?? null,
      city: to.city,
      state: gstState(to.state)?.name ?? to.state ?? '',
      pinCode: to.pinCode,
    },
    items,
    codAmount: order.paymentType === 'PREPAID' ? asPaise(0) : codToCollect(life, onTheirWay),
    subTotal: asPaise(subTotal),
    parcel: parcelFor(units),
  };
}
