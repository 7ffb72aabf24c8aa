import { useMutation, useQuery } from '@tanstack/react-query';
import { LoadFailed, Loading } from '@/components/LoadFailed';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import { downloadBase64 } from '@/lib/download';
import { handleError } from '@/lib/errors';
import { formatRupees } from '@/lib/money';
import { toast } from '@/lib/toast';
import { orderTaxDocumentsQuery, taxDocumentPdf, type TaxDocument } from '../api/taxDocuments';
import { Section } from './OrderSections';

/** What the server answers when it has no font to draw PDFs with (the mock host). */
export const NO_PDF_MESSAGE = 'This server prints no PDFs: download the invoice from the server.';

function DownloadPdf({ orderId, document }: { orderId: string; document: TaxDocument }) {
  const download = useMutation({
    mutationFn: () => taxDocumentPdf(orderId, document.number),
    onSuccess: (base64) => {
      if (base64 === null) {
        toast.error(NO_PDF_MESSAGE);
        return;
      }
      downloadBase64(`${document.number}.pdf`, 'application/pdf', base64);
    },
    onError: handleError,
  });
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Download PDF of ${document.number}`}
      disabled={download.isPending}
      onClick={() => download.mutate()}
    >
      {download.isPending ? 'Preparing…' : 'Download PDF'}
    </Button>
  );
}

/**
 * The order's tax invoices (one per shipment, issued at dispatch) and credit notes (a refund,
 * an RTO), each with its number, date, amount and a "Download PDF" button; a credit note names
 * its invoice and reason.
 *
 * @example
 * <OrderTaxDocuments orderId={order.id} />
 */
export function OrderTaxDocuments({ orderId }: { orderId: string }) {
  const query = useQuery(orderTaxDocumentsQuery(orderId));
  return (
    <Section id="order-tax-documents" title="Invoices and credit notes">
      {query.isPending ? (
        <Loading what="invoices" />
      ) : query.isError ? (
        <LoadFailed error={query.error} retry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No invoice yet: each shipment gets its tax invoice when it is dispatched.
        </p>
      ) : (
        <table className="w-full text-sm">
          <thead className="text-left">
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Date</th>
              <th scope="col" className="text-right">
                Amount
              </th>
              <th scope="col">
                <span className="sr-only">PDF</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((document) => (
              <tr key={document.number} className="border-t align-top">
                <td className="py-1">
                  <span className="font-medium">{document.number}</span>
                  <br />
                  <span className="text-muted-foreground">
                    {document.kind === 'INVOICE'
                      ? 'Tax invoice'
                      : `Credit note against ${document.invoiceNumber ?? '—'}${document.reason ? ` · ${document.reason}` : ''}`}
                  </span>
                </td>
                <td className="py-1">{formatDateTime(document.issuedAt)}</td>
                <td className="py-1 text-right">{formatRupees(document.total)}</td>
                <td className="py-1 text-right">
                  <DownloadPdf orderId={orderId} document={document} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}
