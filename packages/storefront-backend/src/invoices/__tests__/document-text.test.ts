import { describe, expect, it } from 'vitest';
import { invoiceAmount, taxDocumentText } from '../document-text.js';
import { issueInvoice } from '../issue-invoice.js';
import { backendWith, taxedOrder, taxedShop } from './invoice-fixtures.js';

describe('invoiceAmount', () => {
  it.each([
    [12345670, '1,23,456.70'],
    [119500, '1,195.00'],
    [5, '0.05'],
    [0, '0.00'],
    [-4900, '-49.00'],
  ])('prints %i paise as %s', (paise, printed) => {
    expect(invoiceAmount(paise)).toBe(printed);
  });
});

describe('taxDocumentText', () => {
  it('wraps a long description under its column, the figures on the first row', async () => {
    const order = taxedOrder('KA');
    const backend = await backendWith(taxedShop(), order);
    const outcome = await issueInvoice(backend.storage.repos, backend.deps, {
      orderId: order.id,
      shipmentId: 'S1',
      units: [{ line: 1, quantity: 1 }],
      includeCharges: false,
    });
    if (outcome.status !== 'issued') throw new Error('Not issued');
    const [soap] = outcome.document.lines;
    if (!soap) throw new Error('No line');
    const long = {
      ...outcome.document,
      lines: [{ ...soap, description: 'Neem and Tulsi Handmade Soap with Aloe Vera, 125 g' }],
    };
    expect(taxDocumentText(long).slice(14, 17)).toEqual([
      '1   Neem and Tulsi Handmade Soap 340111      1       162.84   12%       9.77       9.77       182.38',
      '    with Aloe Vera, 125 g',
      'Taxable value: 162.84',
    ]);
  });
});
