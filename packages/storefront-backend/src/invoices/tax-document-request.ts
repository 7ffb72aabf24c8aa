import { storefrontCallers } from '../api/callers.js';
import type { EdgeHeaders } from '../api/http.js';
import type { BackendDeps } from '../deps.js';
import { createRequestContext } from '../graphql/request-context.js';
import { mayReadOrder } from '../orders/order-access.js';
import type { UploadAnswer } from '../reviews/uploads.js';
import { taxDocumentPdf } from './tax-document-pdf.js';

const text = (status: number, message: string): UploadAnswer => ({
  status,
  body: message,
  headers: { 'content-type': 'text/plain;charset=UTF-8', 'cache-control': 'no-store' },
});

/**
 * `GET /orders/:orderId/invoice.pdf[?number=CN2526-00001]`: the shopper's tax invoice (or, by
 * `number`, any of the order's tax documents: a credit note) as a PDF to download. The caller
 * is the storefront's (a user token, else the API key: 401 without either) and must be the one
 * the storefront's order query shows personal data to (`mayReadOrder`: the signed-in owner, or
 * the guest order's access key in the `x-order-access-key` header, never in the URL where logs
 * keep it); anyone else, an unknown order and an order without that document all read 404
 * 'Not found', so nothing tells whether an order exists. The order's first invoice by default.
 *
 * @example
 * await taxDocumentRequest(deps, { orderId, number: null, headers }); // { status: 200, body: <PDF bytes>, … }
 */
export async function taxDocumentRequest(
  deps: BackendDeps,
  request: {
    readonly orderId: string;
    readonly number: string | null;
    readonly headers: EdgeHeaders;
    readonly clientIp?: string | null | undefined;
  },
): Promise<UploadAnswer> {
  const caller = await storefrontCallers(deps).identify(request.headers);
  if (caller === null) return text(401, 'Unauthorized');
  const context = createRequestContext(deps, {
    caller,
    operationName: 'taxDocument',
    clientIp: request.clientIp ?? null,
  });
  const order = await deps.storage.repos.orders.byId(request.orderId);
  const accessKey = request.headers.get('x-order-access-key');
  if (!order || !(await mayReadOrder(context, order, accessKey))) return text(404, 'Not found');
  const documents = await deps.storage.repos.taxDocuments.byOrder(order.id);
  const document =
    request.number === null
      ? documents.find((d) => d.kind === 'INVOICE')
      : documents.find((d) => d.number === request.number);
  if (!document) return text(404, 'Not found');
  if (!deps.documentFont) return text(503, 'Tax documents cannot be printed here.');
  const bytes = await taxDocumentPdf(document, await deps.documentFont());
  return {
    status: 200,
    body: bytes,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${document.number}.pdf"`,
      'cache-control': 'private, no-store',
    },
  };
}
