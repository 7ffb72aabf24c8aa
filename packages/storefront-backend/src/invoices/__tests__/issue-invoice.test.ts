import { asPaise } from '@haat/commerce-core';
import { describe, expect, it } from 'vitest';
import { taxDocumentText } from '../document-text.js';
import { issueInvoice } from '../issue-invoice.js';
import { backendWith, SHOP_GSTIN, taxedOrder, taxedShop } from './invoice-fixtures.js';

/** The shop's GSTIN with another last character. */
const MISTYPED_GSTIN = `${SHOP_GSTIN.slice(0, 14)}${SHOP_GSTIN.endsWith('A') ? 'B' : 'A'}`;

const invoiced = async (state: string) => {
  const order = taxedOrder(state);
  const backend = await backendWith(taxedShop(), order);
  const outcome = await issueInvoice(backend.storage.repos, backend.deps, {
    orderId: order.id,
    shipmentId: 'S1',
  });
  if (outcome.status !== 'issued') throw new Error(`Not issued: ${JSON.stringify(outcome)}`);
  return { backend, order, document: outcome.document };
};

// Worked by hand: goods ₹1,195 − ₹98 charges = 109,700 paise over the units by price (49,900,
// 49,900, 19,900 of 119,700): 45,731.24 each serum, 18,237.51 the soap; the paisa left over goes
// to the largest remainder, the soap (45,731 + 45,731 + 18,238). Serums at 18 % intra-state:
// CGST = SGST = 91,462 × 9 / 118 = 6,975.92 → 6,976; taxable 91,462 − 13,952 = 77,510. Charges
// take the highest goods rate, 18 %: 4,900 × 9 / 118 = 373.73 → 374 each half. Inter-state:
// IGST = 91,462 × 18 / 118 = 13,951.83 → 13,952; soap 18,238 × 12 / 112 = 1,954.07 → 1,954;
// each charge 4,900 × 18 / 118 = 747.46 → 747.
describe('issueInvoice', () => {
  it('bills an intra-state order with a coupon, shipping and COD charges in CGST and SGST', async () => {
    const { document } = await invoiced('KA');
    expect(document.number).toBe('INV2526-00001');
    expect(taxDocumentText(document)).toEqual([
      'TAX INVOICE',
      'Invoice number: INV2526-00001',
      'Invoice date: 01-01-2026',
      'Order: HAAT-10234',
      'Supplier: Haat Skincare Pvt Ltd',
      'Address: 4 Residency Road, Bengaluru 560025',
      `GSTIN: ${SHOP_GSTIN}`,
      'State: Karnataka, code 29',
      'Recipient: Asha Rao',
      'Delivery address: 12 MG Road, Bengaluru 560001',
      'State: Karnataka, code 29',
      'Place of supply: Karnataka, code 29',
      'Reverse charge: No',
      '#   Description                  HSN/SAC   Qty      Taxable  Rate       CGST       SGST        Value',
      '1   Vitamin C Serum              330499      2       775.10   18%      69.76      69.76       914.62',
      '2   Neem Soap                    340111      1       162.84   12%       9.77       9.77       182.38',
      '3   Shipping charges             9968        1        41.52   18%       3.74       3.74        49.00',
      '4   Cash on delivery charges     9968        1        41.52   18%       3.74       3.74        49.00',
      'Taxable value: 1,020.98',
      'CGST: 87.01',
      'SGST: 87.01',
      'Invoice total (tax included): 1,195.00',
      'Amounts in Indian rupees (₹, INR). This is a computer-generated document.',
    ]);
  });

  it('bills an inter-state order in IGST, the parts adding up to what the shopper pays', async () => {
    const { document, order } = await invoiced('Maharashtra');
    expect(document.supply).toBe('INTER_STATE');
    expect(taxDocumentText(document).slice(10, 22)).toEqual([
      'State: Maharashtra, code 27',
      'Place of supply: Maharashtra, code 27',
      'Reverse charge: No',
      '#   Description                  HSN/SAC   Qty      Taxable  Rate       IGST        Value',
      '1   Vitamin C Serum              330499      2       775.10   18%     139.52       914.62',
      '2   Neem Soap                    340111      1       162.84   12%      19.54       182.38',
      '3   Shipping charges             9968        1        41.53   18%       7.47        49.00',
      '4   Cash on delivery charges     9968        1        41.53   18%       7.47        49.00',
      'Taxable value: 1,021.00',
      'IGST: 174.00',
      'Invoice total (tax included): 1,195.00',
      'Amounts in Indian rupees (₹, INR). This is a computer-generated document.',
    ]);
    const { totals } = document;
    expect(totals.value).toBe(order.amounts.total);
    expect(totals.taxable + totals.cgst + totals.sgst + totals.igst).toBe(totals.value);
  });

  it('answers the first invoice when asked again for the same shipment, using no number', async () => {
    const { backend, order, document } = await invoiced('KA');
    const again = await issueInvoice(backend.storage.repos, backend.deps, {
      orderId: order.id,
      shipmentId: 'S1',
    });
    expect(again).toEqual({ status: 'exists', document });
    expect(await backend.storage.repos.taxDocuments.byOrder(order.id)).toHaveLength(1);
  });

  it('bills each unit once over two shipments, the charges on the first', async () => {
    const order = taxedOrder('KA');
    const backend = await backendWith(taxedShop(), order);
    const { repos } = backend.storage;
    const first = await issueInvoice(repos, backend.deps, {
      orderId: order.id,
      shipmentId: 'S1',
      units: [{ line: 0, quantity: 1 }],
    });
    const second = await issueInvoice(repos, backend.deps, {
      orderId: order.id,
      shipmentId: 'S2',
      units: [
        { line: 0, quantity: 1 },
        { line: 1, quantity: 1 },
      ],
    });
    if (first.status !== 'issued' || second.status !== 'issued') throw new Error('Not issued');
    expect(first.document.lines.map((line) => [line.description, line.value])).toEqual([
      ['Vitamin C Serum', 45731],
      ['Shipping charges', 4900],
      ['Cash on delivery charges', 4900],
    ]);
    expect(second.document.number).toBe('INV2526-00002');
    expect(second.document.lines.map((line) => [line.description, line.value])).toEqual([
      ['Vitamin C Serum', 45731],
      ['Neem Soap', 18238],
    ]);
    expect(first.document.totals.value + second.document.totals.value).toBe(order.amounts.total);
    const third = await issueInvoice(repos, backend.deps, {
      orderId: order.id,
      shipmentId: 'S3',
      units: [{ line: 1, quantity: 1 }],
    });
    expect(third).toEqual({
      status: 'refused',
      message: 'Order HAAT-10234 has no 1 more units on line 2 to invoice.',
    });
  });

  it('bills gift wrapping as its own line (SAC 9985) at the charges’ rate', async () => {
    const placed = taxedOrder('KA');
    const gift = asPaise(3000);
    const total = asPaise(placed.amounts.total + gift);
    const order = {
      ...placed,
      amounts: { ...placed.amounts, giftCharges: gift, total, payOnDelivery: total },
    };
    const backend = await backendWith(taxedShop(), order);
    const outcome = await issueInvoice(backend.storage.repos, backend.deps, {
      orderId: order.id,
      shipmentId: 'S1',
    });
    if (outcome.status !== 'issued') throw new Error('Not issued');
    // 3,000 × 9 / 118 = 228.81 → 229 each half; the goods keep their values.
    expect(outcome.document.lines.at(-1)).toEqual({
      kind: 'GIFT_WRAP',
      line: null,
      description: 'Gift wrapping',
      hsn: '9985',
      quantity: 1,
      value: 3000,
      rate: 18,
      taxable: 2542,
      cgst: 229,
      sgst: 229,
      igst: 0,
    });
    expect(outcome.document.lines[0]?.value).toBe(91462);
    expect(outcome.document.totals.value).toBe(total);
  });

  it.each([
    [
      'the shop has no GST registration',
      taxedShop({ registered: false }),
      'The shop has no GST registration: set its GSTIN, legal name and address first.',
    ],
    [
      'the shop’s GSTIN fails its check character',
      taxedShop({ gstin: MISTYPED_GSTIN }),
      `The GSTIN ${MISTYPED_GSTIN} fails its check character (expected ${SHOP_GSTIN.slice(14)}).`,
    ],
    [
      'a product has no HSN code',
      taxedShop({ secondHsn: null }),
      'Neem Soap has no HSN code: set it on the product before invoicing order HAAT-10234.',
    ],
  ])('refuses, storing nothing and using no number, when %s', async (_case, shop, message) => {
    const order = taxedOrder('KA');
    const backend = await backendWith(shop, order);
    const outcome = await issueInvoice(backend.storage.repos, backend.deps, {
      orderId: order.id,
      shipmentId: 'S1',
    });
    expect(outcome).toEqual({ status: 'refused', message });
    expect(await backend.storage.repos.taxDocuments.byOrder(order.id)).toEqual([]);
  });

  it('refuses an order whose address and pin code name no Indian state', async () => {
    const order = taxedOrder('Atlantis');
    const shipTo = { ...order.shippingAddress, pinCode: '999999' };
    const backend = await backendWith(taxedShop(), { ...order, shippingAddress: shipTo });
    expect(
      await issueInvoice(backend.storage.repos, backend.deps, {
        orderId: order.id,
        shipmentId: 'S1',
      }),
    ).toEqual({
      status: 'refused',
      message:
        'The delivery address of order HAAT-10234 names no Indian state: the place of supply is unknown.',
    });
  });
});
