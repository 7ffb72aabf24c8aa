import { financialYear, gstState, type GstState } from '@haat/commerce-core';
import type { Clock } from '../ports/clock.js';
import type { IdSource } from '../ports/ids.js';
import type { Repositories } from '../ports/storage.js';
import type { OrderRecord } from '../ports/storage/records.js';
import type { TaxDocumentRecord } from '../ports/storage/tax-documents.js';
import type { ShopCatalogue } from '../deps.js';
import { invoiceDraft, type InvoiceUnits } from './invoice-draft.js';
import { supplierOf } from './supplier.js';

/**
 * The series tax invoices are numbered in.
 *
 * @example
 * documentNumber(INVOICE_SERIES, financialYear(now), 1); // 'INV2627-00001'
 */
export const INVOICE_SERIES = 'INV';

/**
 * What issuing a document ended with: issued (or, asked again for the same subject, the one
 * issued before), nothing to credit (no invoice was issued: the order never left), or refused
 * with a message naming the problem (nothing was stored, no number used).
 *
 * @example
 * const outcome: IssueOutcome = { status: 'refused', message: 'The shop has no GST registration: …' };
 */
export type IssueOutcome =
  | { readonly status: 'issued' | 'exists'; readonly document: TaxDocumentRecord }
  | { readonly status: 'no-invoice' }
  | { readonly status: 'refused'; readonly message: string };

/**
 * The place of supply of an order: its delivery address's state, else its pin code's state in
 * the shop's table; null when neither names a known state.
 *
 * @example
 * await placeOfSupply(repos, order); // Karnataka (29)
 */
export async function placeOfSupply(
  repos: Repositories<ShopCatalogue>,
  order: Pick<OrderRecord, 'shippingAddress'>,
): Promise<GstState | null> {
  const fromAddress = gstState(order.shippingAddress.state);
  if (fromAddress) return fromAddress;
  const zip = await repos.catalogue.zipCode(order.shippingAddress.pinCode);
  return gstState(zip?.state);
}

/**
 * Issues the tax invoice of an order's shipment (at dispatch: the wave-2 dispatch calls it in
 * its transaction, with the shipment's units; absent, every unit not cancelled). The order's
 * shipping, COD and gift charges go on the invoice of shipment `S1` unless `includeCharges`
 * says otherwise. Units earlier invoices of the order billed are skipped over, so each unit's
 * value is invoiced once. Numbered in series `INV` of the financial year of `clock.now()`.
 * Asked twice for one shipment, it answers the first invoice (a unique subject in storage).
 * Not atomic across shipments: it reads the order's earlier invoices, then issues; two calls for
 * different shipments of one order at once could bill a unit twice, so the caller issues one
 * order's documents one at a time (nothing here locks the order).
 *
 * @example
 * const outcome = await issueInvoice(repos, deps, { orderId, shipmentId: 'S1' });
 */
export async function issueInvoice(
  repos: Repositories<ShopCatalogue>,
  deps: { readonly clock: Clock; readonly ids: IdSource },
  request: {
    readonly orderId: string;
    readonly shipmentId: string;
    readonly units?: readonly { readonly line: number; readonly quantity: number }[] | undefined;
    readonly includeCharges?: boolean | undefined;
  },
): Promise<IssueOutcome> {
  const order = await repos.orders.byId(request.orderId);
  if (!order) return { status: 'refused', message: `There is no order ${request.orderId}.` };
  const supplier = supplierOf(await repos.catalogue.store());
  if (!supplier.ok) return { status: 'refused', message: supplier.message };
  const place = await placeOfSupply(repos, order);
  if (!place) {
    return {
      status: 'refused',
      message: `The delivery address of order ${order.code} names no Indian state: the place of supply is unknown.`,
    };
  }
  const earlier = (await repos.taxDocuments.byOrder(order.id)).filter(
    (document) => document.kind === 'INVOICE' && document.subject !== request.shipmentId,
  );
  const invoiced = (line: number) =>
    earlier.reduce(
      (sum, document) =>
        sum + document.lines.filter((l) => l.line === line).reduce((n, l) => n + l.quantity, 0),
      0,
    );
  const asked =
    request.units ??
    order.lines.map((line, index) => ({
      line: index,
      quantity: line.quantity - line.cancelledQuantity,
    }));
  const units: InvoiceUnits[] = asked
    .filter((unit) => unit.quantity > 0)
    .map((unit) => ({ ...unit, alreadyInvoiced: invoiced(unit.line) }));
  const ids = [...new Set(units.map((unit) => order.lines[unit.line]?.productId ?? ''))];
  const found = await repos.catalogue.productsByIds(ids);
  const products = new Map(
    found.flatMap((product) => (product ? [[product.id, product] as const] : [])),
  );
  const now = deps.clock.now();
  const made = invoiceDraft({
    id: deps.ids.uuid(),
    order,
    subject: request.shipmentId,
    units,
    includeCharges: request.includeCharges ?? request.shipmentId === 'S1',
    products,
    supplier: { party: supplier.supplier, state: supplier.state },
    placeOfSupply: place,
    issuedAt: now,
  });
  if (!made.ok) return { status: 'refused', message: made.message };
  return repos.taxDocuments.issue(made.draft, INVOICE_SERIES, financialYear(now));
}
