import type { AdminQueryResolvers, TaxInvoicesPrint } from '@haat/storefront-api/admin-resolvers';
import { toBase64 } from '../crypto/encoding.js';
import { taxDocumentsPdf } from '../invoices/tax-document-pdf.js';
import { adminError, type AdminContext } from './admin-context.js';
import { monthDocuments } from './month-documents.js';

/**
 * The most invoices one bulk-print PDF holds (about one A4 page each): enough for a day's
 * printing, small enough for one answer (a few hundred KB).
 *
 * @example
 * PRINT_BATCH; // 200
 */
export const PRINT_BATCH = 200;

/**
 * `printMonthInvoices(month, from)`: the tax invoices issued in a calendar month
 * (`monthDocuments`, Asia/Kolkata; credit notes left out), in the order they were issued, from
 * the `from`-th (0 first), at most `PRINT_BATCH` of them, as one PDF (`taxDocumentsPdf`: each
 * invoice on its own pages, as the order page prints it) for staff to print in bulk; `total`
 * says how many the month has, so the console asks for the next part. `pdfBase64` is null
 * where the host prints no PDFs (no font) or nothing is left from `from`. A read like
 * `adminOrderTaxDocuments`, so not written to the audit log. Permission (ORDERS_READ) is
 * checked by the edge; `from` is capped by the edge's input limits.
 *
 * @example
 * await resolvers.printMonthInvoices({}, { month: '2026-01', from: 0 }, context);
 * // { filename: 'invoices-2026-01.pdf', invoices: 12, total: 12, pdfBase64: 'JVBERi0…' }
 */
export const printMonthInvoicesQuery = {
  printMonthInvoices: async (_parent, args, context): Promise<TaxInvoicesPrint> => {
    const from = args.from ?? 0;
    if (from < 0) throw adminError('BAD_USER_INPUT', 'from must be 0 or more.');
    const { month, documents } = await monthDocuments(context, args.month);
    const invoices = documents.filter((d) => d.kind === 'INVOICE');
    const batch = invoices.slice(from, from + PRINT_BATCH);
    const font = context.deps.documentFont;
    return {
      filename: from === 0 ? `invoices-${month}.pdf` : `invoices-${month}-from-${from + 1}.pdf`,
      invoices: batch.length,
      total: invoices.length,
      pdfBase64:
        font && batch.length > 0
          ? toBase64(await taxDocumentsPdf(batch, await font(), `Tax invoices ${month}`))
          : null,
    };
  },
} satisfies Pick<AdminQueryResolvers<AdminContext>, 'printMonthInvoices'>;
