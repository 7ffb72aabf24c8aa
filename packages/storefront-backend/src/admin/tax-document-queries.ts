import { fromPaise } from '@haat/commerce-core';
import type { AdminQueryResolvers, AdminTaxDocument } from '@haat/storefront-api/admin-resolvers';
import { toBase64 } from '../crypto/encoding.js';
import { taxDocumentText } from '../invoices/document-text.js';
import { taxDocumentPdf } from '../invoices/tax-document-pdf.js';
import type { TaxDocumentRecord } from '../ports/storage/tax-documents.js';
import { isoOf, type AdminContext } from './admin-context.js';
import { selectsField } from './selects-field.js';

async function viewOf(
  context: AdminContext,
  document: TaxDocumentRecord,
  printing: boolean,
): Promise<AdminTaxDocument> {
  const font = printing ? context.deps.documentFont : undefined;
  return {
    number: document.number,
    kind: document.kind,
    issuedAt: isoOf(document.issuedAt),
    invoiceNumber: document.invoiceNumber,
    reason: document.reason,
    total: fromPaise(document.totals.value),
    text: taxDocumentText(document),
    pdfBase64: font ? toBase64(await taxDocumentPdf(document, await font())) : null,
  };
}

/**
 * `adminOrderTaxDocuments(orderId)`: the order's tax invoices and credit notes for staff to see
 * and print (their text line by line, and the PDF where the host prints them and the caller
 * asked for `pdfBase64`: drawing PDFs is the costly part, and the order page lists them without),
 * in the order they were issued; an unknown order has none. A read like `adminOrder`, so not written to the audit
 * log. Permission (ORDERS_READ) is checked by the edge.
 *
 * @example
 * const resolvers = { Query: { ...taxDocumentQueries } };
 */
export const taxDocumentQueries = {
  adminOrderTaxDocuments: async (_parent, { orderId }, context, info) => {
    const documents = await context.deps.storage.repos.taxDocuments.byOrder(orderId);
    const printing = selectsField(info, 'pdfBase64');
    return Promise.all(documents.map((document) => viewOf(context, document, printing)));
  },
} satisfies Pick<AdminQueryResolvers<AdminContext>, 'adminOrderTaxDocuments'>;
