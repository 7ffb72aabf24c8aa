import { asPaise } from '@haat/commerce-core';
import { describe, expect, it } from 'vitest';
import { issueCreditNote } from '../../invoices/credit-note.js';
import { issueInvoice } from '../../invoices/issue-invoice.js';
import { taxedOrder, taxedShop } from '../../invoices/__tests__/invoice-fixtures.js';
import { testBackend } from '../../testing/test-backend.js';
import type { AdminContext } from '../admin-context.js';
import { gstr1CsvQueries } from '../gstr1-csv.js';

/**
 * January 2026: order HAAT-10234 invoiced to Karnataka (intra-state) and HAAT-10235 to
 * Maharashtra (inter-state), ₹118 of the Karnataka invoice credited.
 */
async function january() {
  const backend = testBackend({ catalogue: taxedShop() });
  const { repos } = backend.storage;
  const ka = taxedOrder('KA');
  const mh = { ...taxedOrder('Maharashtra'), id: 'order-2', code: 'HAAT-10235' };
  for (const order of [ka, mh]) {
    await repos.orders.insert(order, []);
    const issued = await issueInvoice(repos, backend.deps, { orderId: order.id, shipmentId: 'S1' });
    expect(issued.status).toBe('issued');
  }
  const credit = await issueCreditNote(repos, backend.deps, {
    orderId: ka.id,
    subject: 'F1',
    credit: { kind: 'amount', amount: asPaise(11800) },
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
  return (month: string) => gstr1CsvQueries.exportGstr1B2csCsv({}, { month }, context);
}

// Counted by hand. Karnataka invoice (see issue-invoice.test.ts): 18 % lines serum 77,510 +
// shipping 4,152 + COD 4,152 = 85,814 taxable, CGST = SGST 6,976 + 374 + 374 = 7,724; 12 % soap
// 16,284 taxable, 977 each. The ₹118 credit over what is left of its lines (91,462, 18,238,
// 4,900, 4,900 of 1,19,500): 9,031.39, 1,800.91, 483.85, 483.85 → 9,031, 1,801, 484, 484 (the 3
// paise left to the largest remainders); split at 18 %: CGST 9,031 × 9/118 = 688.8 → 689,
// taxable 7,653; 484 × 9/118 = 36.9 → 37, taxable 410 (each charge); at 12 %: 1,801 × 6/112 =
// 96.5 → 96, taxable 1,609. Net 18 %: 85,814 − 8,473 = 77,341, CGST 7,724 − 763 = 6,961; 12 %:
// 16,284 − 1,609 = 14,675, CGST 977 − 96 = 881. Maharashtra: 18 % taxable 77,510 + 4,153 + 4,153
// = 85,816, IGST 13,952 + 747 + 747 = 15,446; 12 % taxable 16,284, IGST 1,954.
describe('exportGstr1B2csCsv', () => {
  it('sums a month by place of supply and rate, net of its credit notes', async () => {
    const exportMonth = await january();
    expect(await exportMonth('2026-01')).toEqual({
      filename: 'gstr1-b2cs-2026-01.csv',
      contentType: 'text/csv; charset=utf-8',
      rows: 4,
      content: [
        '\uFEFFType,Place Of Supply,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount,E-Commerce GSTIN',
        'OE,27-Maharashtra,12,162.84,19.54,0.00,0.00,0.00,',
        'OE,27-Maharashtra,18,858.16,154.46,0.00,0.00,0.00,',
        'OE,29-Karnataka,12,146.75,0.00,8.81,8.81,0.00,',
        'OE,29-Karnataka,18,773.41,0.00,69.61,69.61,0.00,',
        '',
      ].join('\r\n'),
    });
    expect((await exportMonth('2025-12')).rows).toBe(0);
  });

  it('refuses a month not written YYYY-MM, naming the format', async () => {
    const exportMonth = await january();
    await expect(exportMonth('January')).rejects.toMatchObject({
      message: 'month must be a calendar month written YYYY-MM, e.g. 2026-01.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
