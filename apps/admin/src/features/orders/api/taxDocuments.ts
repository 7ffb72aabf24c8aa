import { queryOptions } from '@tanstack/react-query';
import { adminGraphql } from '@/lib/graphql/admin';
import { adminRequest } from '@/lib/graphql/client';
import * as z from 'zod/mini';
import { orderKeys } from './orders';

/** An order's invoices and credit notes as its page lists them (no PDFs: drawing them is costly). */
export const OrderTaxDocumentsDocument = adminGraphql(`
  query OrderTaxDocuments($orderId: ID!) {
    adminOrderTaxDocuments(orderId: $orderId) { number kind issuedAt invoiceNumber reason total }
  }
`);

/** The same with their PDFs, asked when staff download one. */
export const OrderTaxDocumentPdfsDocument = adminGraphql(`
  query OrderTaxDocumentPdfs($orderId: ID!) {
    adminOrderTaxDocuments(orderId: $orderId) { number pdfBase64 }
  }
`);

const TaxDocumentSchema = z.object({
  number: z.string(),
  kind: z.enum(['INVOICE', 'CREDIT_NOTE']),
  issuedAt: z.string(),
  invoiceNumber: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  total: z.number(),
});

/** One tax invoice or credit note of an order, as listed. */
export type TaxDocument = z.infer<typeof TaxDocumentSchema>;

/**
 * An order's invoices and credit notes, in the order they were issued (ORDERS_READ). Keyed under
 * `orderKeys.all`, so every move (which invalidates it) reads them again: a dispatch issues an
 * invoice, a refund a credit note.
 *
 * @example
 * useQuery(orderTaxDocumentsQuery(order.id));
 */
export function orderTaxDocumentsQuery(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.taxDocuments(orderId),
    queryFn: async () => {
      const data = await adminRequest(OrderTaxDocumentsDocument, { orderId });
      return z.array(TaxDocumentSchema).parse(data.adminOrderTaxDocuments);
    },
  });
}

/**
 * The PDF of one of an order's tax documents, base64-encoded; null when the server prints no
 * PDFs.
 *
 * @example
 * const base64 = await taxDocumentPdf(order.id, 'INV2526-00001');
 */
export async function taxDocumentPdf(orderId: string, number: string): Promise<string | null> {
  const data = await adminRequest(OrderTaxDocumentPdfsDocument, { orderId });
  const documents = z
    .array(z.object({ number: z.string(), pdfBase64: z.nullable(z.string()) }))
    .parse(data.adminOrderTaxDocuments);
  return documents.find((document) => document.number === number)?.pdfBase64 ?? null;
}
