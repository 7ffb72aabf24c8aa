import { asPaise } from '@haat/commerce-core';
import { describe, expect, it } from 'vitest';
import { issueCreditNote } from '../../invoices/credit-note.js';
import { isB2cl } from '../../invoices/gstr1-b2cl.js';
import { issueInvoice } from '../../invoices/issue-invoice.js';
import { taxedOrder, taxedShop } from '../../invoices/__tests__/invoice-fixtures.js';
import { testBackend } from '../../testing/test-backend.js';
import type { AdminContext } from '../admin-context.js';
import { gstr1CsvQueries } from '../gstr1-csv.js';

const serums = { price: 5_000_000, quantity: 2 };
const soap = { price: 1_000_000, quantity: 1 };

/**
 * January 2026, three cash orders without charges: A to Maharashtra for ₹1,10,000 (serums
 * ₹1,00,000 at 18 %, soap ₹10,000 at 12 %; inter-State above ₹1,00,000: B2CL) with ₹11,800
 * credited; B to Maharashtra for exactly ₹1,00,000 of serums (not MORE than the threshold:
 * B2CS); C to Karnataka for ₹1,10,000 like A (intra-State: B2CS whatever its value).
 */
async function january() {
  const backend = testBackend({ catalogue: taxedShop() });
  const { repos } = backend.storage;
  const orders = [
    { ...taxedOrder('Maharashtra', { lines: [serums, soap] }), id: 'order-a', code: 'HAAT-A' },
    { ...taxedOrder('Maharashtra', { lines: [serums] }), id: 'order-b', code: 'HAAT-B' },
    { ...taxedOrder('KA', { lines: [serums, soap] }), id: 'order-c', code: 'HAAT-C' },
  ];
  const invoices = [];
  for (const order of orders) {
    await repos.orders.insert(order, []);
    const issued = await issueInvoice(repos, backend.deps, { orderId: order.id, shipmentId: 'S1' });
    if (issued.status !== 'issued') throw new Error(JSON.stringify(issued));
    invoices.push(issued.document);
  }
  const credit = await issueCreditNote(repos, backend.deps, {
    orderId: 'order-a',
    subject: 'F1',
    credit: { kind: 'amount', amount: asPaise(1_180_000) },
    reason: 'Refund F1',
  });
  expect(credit.status).toBe('issued');
  const context: AdminContext = {
    deps: backend.deps,
    caller: {
      userId: 'u1',
      phone: '+919800000001',
      access: { staff: true, userId: 'u1', role: 'owner', permissions: ['ORDERS_EXPORT'] },
    },
  };
  const csv = (name: 'exportGstr1B2csCsv' | 'exportGstr1B2clCsv') => (month: string) =>
    gstr1CsvQueries[name]({}, { month }, context);
  return { invoices, b2cs: csv('exportGstr1B2csCsv'), b2cl: csv('exportGstr1B2clCsv') };
}

// Counted by hand (tax = value × rate / (100 + rate), half up; taxable = value − tax).
// A and B, IGST: serums 1,00,00,000 paise × 18/118 = 15,25,423.73 → 15,25,424, taxable
// 84,74,576; soap 10,00,000 × 12/112 = 1,07,142.86 → 1,07,143, taxable 8,92,857.
// C, CGST = SGST: serums 1,00,00,000 × 9/118 = 7,62,711.86 → 7,62,712 each, taxable 84,74,576;
// soap 10,00,000 × 6/112 = 53,571.43 → 53,571 each, taxable 8,92,858.
describe('exportGstr1B2clCsv', () => {
  it('lists inter-State invoices above ₹1,00,000 by rate, and B2CS leaves them and their credit notes out', async () => {
    const { b2cs, b2cl } = await january();
    expect(await b2cl('2026-01')).toEqual({
      filename: 'gstr1-b2cl-2026-01.csv',
      contentType: 'text/csv; charset=utf-8',
      rows: 2,
      content: [
        '\uFEFFInvoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
        'INV2526-00001,01-Jan-2026,110000.00,27-Maharashtra,,12,8928.57,0.00,',
        'INV2526-00001,01-Jan-2026,110000.00,27-Maharashtra,,18,84745.76,0.00,',
        '',
      ].join('\r\n'),
    });
    expect((await b2cs('2026-01')).content.split('\r\n').slice(1)).toEqual([
      'OE,27-Maharashtra,18,84745.76,15254.24,0.00,0.00,0.00,',
      'OE,29-Karnataka,12,8928.58,0.00,535.71,535.71,0.00,',
      'OE,29-Karnataka,18,84745.76,0.00,7627.12,7627.12,0.00,',
      '',
    ]);
    expect((await b2cl('2025-12')).rows).toBe(0);
  });

  it('applied the ₹2,50,000 threshold to invoices before 1 August 2024 (Notification 12/2024–CT)', async () => {
    const { invoices } = await january();
    const a = invoices[0];
    if (!a) throw new Error('No invoice A');
    // 31 July 2024, 23:59 IST is 18:29 UTC; 1 August 2024, 00:00 IST is 31 July, 18:30 UTC.
    expect(isB2cl({ ...a, issuedAt: Date.UTC(2024, 6, 31, 18, 29) })).toBe(false);
    expect(isB2cl({ ...a, issuedAt: Date.UTC(2024, 6, 31, 18, 30) })).toBe(true);
  });

  it('refuses a month not written YYYY-MM, naming the format', async () => {
    const { b2cl } = await january();
    await expect(b2cl('2026-1')).rejects.toMatchObject({
      message: 'month must be a calendar month written YYYY-MM, e.g. 2026-01.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
