import { describe, expect, it } from 'vitest';
import { taxDocumentText } from '../document-text.js';
import { issueInvoice } from '../issue-invoice.js';
import { taxDocumentPages } from '../tax-document-pdf.js';
import { backendWith, SHOP_GSTIN, taxedOrder, taxedShop } from './invoice-fixtures.js';

async function invoice(state: string) {
  const order = taxedOrder(state);
  const backend = await backendWith(taxedShop(), order);
  const outcome = await issueInvoice(backend.storage.repos, backend.deps, {
    orderId: order.id,
    shipmentId: 'S1',
  });
  if (outcome.status !== 'issued') throw new Error(`Not issued: ${JSON.stringify(outcome)}`);
  return outcome.document;
}

describe('taxDocumentPages', () => {
  it('prints every Rule 46 particular of an inter-state invoice, line by line', async () => {
    const document = await invoice('Maharashtra');
    const pages = taxDocumentPages(document);
    expect(pages).toHaveLength(1);
    expect(pages.flat()).toEqual(taxDocumentText(document));
    expect(pages[0]).toEqual(
      expect.arrayContaining([
        'TAX INVOICE',
        'Invoice number: INV2526-00001',
        'Invoice date: 01-01-2026',
        'Supplier: Haat Skincare Pvt Ltd',
        'Address: 4 Residency Road, Bengaluru 560025',
        `GSTIN: ${SHOP_GSTIN}`,
        'Recipient: Asha Rao',
        'Delivery address: 12 MG Road, Bengaluru 560001',
        'State: Maharashtra, code 27',
        'Place of supply: Maharashtra, code 27',
        '#   Description                  HSN/SAC   Qty      Taxable  Rate       IGST        Value',
        'Amounts in Indian rupees (₹, INR). This is a computer-generated document.',
      ]),
    );
    expect(document.number.length).toBeLessThanOrEqual(16);
  });
});
