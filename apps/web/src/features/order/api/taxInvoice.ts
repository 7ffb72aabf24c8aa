import { env } from '@/lib/env';
import { authHeaders } from '@/lib/graphql/client';
import { orderAccessKey } from './accessKeys';

/**
 * What asking for an order's tax invoice ended with: the PDF, none issued (yet), or a failure.
 */
export type TaxInvoiceAnswer =
  | { readonly kind: 'pdf'; readonly blob: Blob; readonly filename: string }
  | { readonly kind: 'none' }
  | { readonly kind: 'failed' };

/**
 * Fetches the order's tax invoice (`GET {api}/orders/:id/invoice.pdf`) with the caller's
 * credentials and, for a guest order, its access key in `x-order-access-key` (never in the URL).
 */
export async function fetchTaxInvoice(orderId: string): Promise<TaxInvoiceAnswer> {
  const url = new URL(`/orders/${encodeURIComponent(orderId)}/invoice.pdf`, env.graphqlUrl);
  const key = orderAccessKey(orderId);
  try {
    const response = await fetch(url, {
      headers: { ...(await authHeaders()), ...(key ? { 'x-order-access-key': key } : {}) },
    });
    if (response.status === 404) return { kind: 'none' };
    if (!response.ok) return { kind: 'failed' };
    const disposition = response.headers.get('content-disposition') ?? '';
    const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'invoice.pdf';
    return { kind: 'pdf', blob: await response.blob(), filename };
  } catch {
    return { kind: 'failed' };
  }
}
