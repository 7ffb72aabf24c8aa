import {
  asPaise,
  splitInvoiceGst,
  type GstChargeInput,
  type GstRate,
  type GstState,
} from '@haat/commerce-core';
import type { Product } from '@haat/storefront-api/catalogue';
import type { OrderRecord } from '../ports/storage/records.js';
import type {
  TaxDocumentDraft,
  TaxDocumentLine,
  TaxParty,
} from '../ports/storage/tax-documents.js';
import { unitValues } from '../fulfilment/unit-values.js';

/** SAC of the charges billed with goods: postal and courier services (9968); gift wrapping 9985. */
const CHARGE_LINES: Readonly<Record<GstChargeInput['kind'], { description: string; sac: string }>> =
  {
    SHIPPING: { description: 'Shipping charges', sac: '9968' },
    COD: { description: 'Cash on delivery charges', sac: '9968' },
    GIFT_WRAP: { description: 'Gift wrapping', sac: '9985' },
  };

/**
 * Units of one order line an invoice bills, and how many of the line's units earlier invoices
 * billed (their values are taken first).
 *
 * @example
 * const units: InvoiceUnits = { line: 0, quantity: 1, alreadyInvoiced: 0 };
 */
export interface InvoiceUnits {
  readonly line: number;
  readonly quantity: number;
  readonly alreadyInvoiced: number;
}

/**
 * What a tax invoice is made of: the order, the shipment it bills (`subject`) and its units,
 * whether the order's charges go on it, the products' HSN codes and GST rates, the supplier and
 * the place of supply.
 *
 * @example
 * const input: InvoiceInput = { id, order, subject: 'S1', units, includeCharges: true, products,
 *   supplier, placeOfSupply: gstState('KA')!, issuedAt: now };
 */
export interface InvoiceInput {
  readonly id: string;
  readonly order: OrderRecord;
  readonly subject: string;
  readonly units: readonly InvoiceUnits[];
  readonly includeCharges: boolean;
  readonly products: ReadonlyMap<string, Pick<Product, 'hsnCode' | 'gstRate'>>;
  readonly supplier: { readonly party: TaxParty; readonly state: GstState };
  readonly placeOfSupply: GstState;
  readonly issuedAt: number;
}

const addressOf = (address: OrderRecord['shippingAddress']) =>
  [address.address, address.landmark, address.area, `${address.city} ${address.pinCode}`]
    .filter((part) => part !== null && part.trim() !== '')
    .join(', ');

/**
 * A tax invoice's content (commerce-core `splitInvoiceGst`): one goods line per order line
 * billed, valued at its units' values after discounts (fulfilment `unitValues`, the units earlier
 * invoices did not take), each at its product's GST rate; shipping, COD and gift charges as their
 * own lines when `includeCharges`; the buyer is the shipping address's name with the delivery
 * address and state. Refused, naming the product, when a product has no HSN code or GST rate.
 *
 * @example
 * const made = invoiceDraft(input);
 * if (made.ok) await repos.taxDocuments.issue(made.draft, 'INV', financialYear(now));
 */
export function invoiceDraft(
  input: InvoiceInput,
): { ok: true; draft: TaxDocumentDraft } | { ok: false; message: string } {
  const { order } = input;
  const values = unitValues(order);
  const goods: {
    line: number;
    description: string;
    hsn: string;
    quantity: number;
    value: number;
    rate: GstRate;
  }[] = [];
  for (const { line, quantity, alreadyInvoiced } of input.units) {
    const ordered = order.lines[line];
    const lineValues = values[line];
    if (!ordered || !lineValues || quantity < 1 || alreadyInvoiced + quantity > ordered.quantity) {
      return {
        ok: false,
        message: `Order ${order.code} has no ${quantity} more units on line ${line + 1} to invoice.`,
      };
    }
    const product = input.products.get(ordered.productId);
    const name = ordered.variantTitle
      ? `${ordered.title} (${ordered.variantTitle})`
      : ordered.title;
    if (!product?.hsnCode || product.gstRate == null) {
      return {
        ok: false,
        message: `${name} has no ${product?.hsnCode ? 'GST rate' : 'HSN code'}: set it on the product before invoicing order ${order.code}.`,
      };
    }
    const value = lineValues
      .slice(alreadyInvoiced, alreadyInvoiced + quantity)
      .reduce((a, b) => a + b, 0);
    goods.push({
      line,
      description: name,
      hsn: product.hsnCode,
      quantity,
      value,
      rate: product.gstRate,
    });
  }
  const { amounts } = order;
  const charges: GstChargeInput[] = input.includeCharges
    ? [
        { kind: 'SHIPPING' as const, value: amounts.shipping },
        { kind: 'COD' as const, value: amounts.codCharges },
        { kind: 'GIFT_WRAP' as const, value: amounts.giftCharges },
      ].filter((charge) => charge.value > 0)
    : [];
  const split = splitInvoiceGst({
    goods: goods.map((line) => ({ value: asPaise(line.value), rate: line.rate })),
    charges,
    supplierState: input.supplier.state,
    placeOfSupply: input.placeOfSupply,
  });
  const lines: TaxDocumentLine[] = [
    ...split.goods.map((taxed, index) => {
      const { line, description, hsn, quantity } = goods[index] ?? {
        line: 0,
        description: '',
        hsn: '',
        quantity: 0,
      };
      return { kind: 'GOODS' as const, line, description, hsn, quantity, ...taxed };
    }),
    ...split.charges.map(({ kind, ...taxed }) => ({
      kind,
      line: null,
      description: CHARGE_LINES[kind].description,
      hsn: CHARGE_LINES[kind].sac,
      quantity: 1,
      ...taxed,
    })),
  ];
  const place = { code: input.placeOfSupply.code, name: input.placeOfSupply.name };
  const { tax: _tax, ...totals } = split.totals;
  return {
    ok: true,
    draft: {
      id: input.id,
      kind: 'INVOICE',
      orderId: order.id,
      orderCode: order.code,
      subject: input.subject,
      invoiceNumber: null,
      issuedAt: input.issuedAt,
      supplier: input.supplier.party,
      buyer: {
        name: order.shippingAddress.name,
        gstin: null,
        address: addressOf(order.shippingAddress),
        state: place,
      },
      placeOfSupply: place,
      supply: split.supply,
      lines,
      totals,
      reason: null,
    },
  };
}
