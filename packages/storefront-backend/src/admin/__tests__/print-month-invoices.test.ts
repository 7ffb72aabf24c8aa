import { describe, expect, it } from 'vitest';
import { issueCreditNote } from '../../invoices/credit-note.js';
import { issueInvoice } from '../../invoices/issue-invoice.js';
import { taxedOrder, taxedShop } from '../../invoices/__tests__/invoice-fixtures.js';
import { testBackend } from '../../testing/test-backend.js';
import type { AdminContext } from '../admin-context.js';
import { printMonthInvoicesQuery } from '../print-month-invoices.js';

/**
 * January 2026: three orders invoiced, one credit note, on a host that prints no PDFs (no font:
 * the PDF itself is drawn in apps/server's test, where the font is installed).
 */
async function january() {
  const backend = testBackend({ catalogue: taxedShop() });
  const { repos } = backend.storage;
  for (const [index, state] of ['KA', 'Maharashtra', 'Kerala'].entries()) {
    const order = { ...taxedOrder(state), id: `order-${index}`, code: `HAAT-${10234 + index}` };
    await repos.orders.insert(order, []);
    await issueInvoice(repos, backend.deps, { orderId: order.id, shipmentId: 'S1' });
  }
  await issueCreditNote(repos, backend.deps, {
    orderId: 'order-0',
    subject: 'RTO-S1',
    credit: { kind: 'invoice' },
    reason: 'Return to origin of S1',
  });
  const context: AdminContext = {
    deps: { ...backend.deps, documentFont: undefined },
    caller: {
      userId: 'u1',
      phone: '+919800000001',
      access: { staff: true, userId: 'u1', role: 'support', permissions: ['ORDERS_READ'] },
    },
  };
  return (month: string, from = 0) =>
    printMonthInvoicesQuery.printMonthInvoices({}, { month, from }, context);
}

describe('printMonthInvoices', () => {
  it("counts a month's invoices (not its credit notes) and names each part of the print", async () => {
    const print = await january();
    expect(await print('2026-01')).toEqual({
      filename: 'invoices-2026-01.pdf',
      invoices: 3,
      total: 3,
      pdfBase64: null,
    });
    expect(await print('2026-01', 2)).toMatchObject({
      filename: 'invoices-2026-01-from-3.pdf',
      invoices: 1,
      total: 3,
    });
    expect(await print('2025-12')).toMatchObject({ invoices: 0, total: 0, pdfBase64: null });
  });

  it('refuses a month not written YYYY-MM and a negative offset, naming each', async () => {
    const print = await january();
    await expect(print('Jan 2026')).rejects.toMatchObject({
      message: 'month must be a calendar month written YYYY-MM, e.g. 2026-01.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await expect(print('2026-01', -1)).rejects.toMatchObject({
      message: 'from must be 0 or more.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
