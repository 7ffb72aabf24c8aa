import { describe, expect, it } from 'vitest';
import { issueInvoice } from '../../invoices/issue-invoice.js';
import { backendWith, taxedOrder, taxedShop } from '../../invoices/__tests__/invoice-fixtures.js';
import type { AdminContext } from '../admin-context.js';
import { taxDocumentQueries } from '../tax-document-queries.js';

describe('adminOrderTaxDocuments', () => {
  it("lists an order's invoice with its printed text, and nothing for an order without one", async () => {
    const order = taxedOrder('KA');
    const backend = await backendWith(taxedShop(), order);
    await issueInvoice(backend.storage.repos, backend.deps, {
      orderId: order.id,
      shipmentId: 'S1',
    });
    const context: AdminContext = {
      deps: backend.deps,
      caller: {
        userId: 'u1',
        phone: '+919800000001',
        access: { staff: true, userId: 'u1', role: 'support', permissions: ['ORDERS_READ'] },
      },
    };
    const list = (orderId: string) =>
      taxDocumentQueries.adminOrderTaxDocuments({}, { orderId }, context);
    const [invoice, ...more] = await list(order.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      number: 'INV2526-00001',
      kind: 'INVOICE',
      issuedAt: '2026-01-01T04:30:00.000Z',
      invoiceNumber: null,
      reason: null,
      total: 1195,
      pdfBase64: null,
    });
    expect(invoice?.text.slice(0, 2)).toEqual(['TAX INVOICE', 'Invoice number: INV2526-00001']);
    expect(await list('order-9')).toEqual([]);
  });
});
