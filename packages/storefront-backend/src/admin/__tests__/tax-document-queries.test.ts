import { Kind, parse, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { issueInvoice } from '../../invoices/issue-invoice.js';
import { backendWith, taxedOrder, taxedShop } from '../../invoices/__tests__/invoice-fixtures.js';
import type { AdminContext } from '../admin-context.js';
import { taxDocumentQueries } from '../tax-document-queries.js';

/** What a resolver reads of a query selecting `fields` of adminOrderTaxDocuments. */
function asking(fields: string): GraphQLResolveInfo {
  const operation = parse(`{ adminOrderTaxDocuments(orderId: "o") { ${fields} } }`).definitions[0];
  if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new Error('No operation');
  const field = operation.selectionSet.selections[0];
  if (field?.kind !== Kind.FIELD) throw new Error('No field');
  return { fieldNodes: [field] } as unknown as GraphQLResolveInfo;
}

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
      taxDocumentQueries.adminOrderTaxDocuments({}, { orderId }, context, asking('number text'));
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

  it('draws PDFs only when the caller asks for pdfBase64 (the order page lists without)', async () => {
    const order = taxedOrder('KA');
    const backend = await backendWith(taxedShop(), order);
    await issueInvoice(backend.storage.repos, backend.deps, {
      orderId: order.id,
      shipmentId: 'S1',
    });
    const documentFont = vi.fn(() => Promise.reject(new Error('The font was read')));
    const context: AdminContext = {
      deps: { ...backend.deps, documentFont },
      caller: {
        userId: 'u1',
        phone: '+919800000001',
        access: { staff: true, userId: 'u1', role: 'support', permissions: ['ORDERS_READ'] },
      },
    };
    const list = (fields: string) =>
      taxDocumentQueries.adminOrderTaxDocuments({}, { orderId: order.id }, context, asking(fields));
    expect(await list('number total')).toMatchObject([{ number: 'INV2526-00001', total: 1195 }]);
    expect(documentFont).not.toHaveBeenCalled();
    await expect(list('number pdfBase64')).rejects.toThrow('The font was read');
  });
});
