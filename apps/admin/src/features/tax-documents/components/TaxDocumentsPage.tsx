import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Can } from '@/components/Can';
import { Field } from '@/components/Field';
import { PageHeader } from '@/components/PageHeader';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { istToday } from '@/lib/dates';
import { downloadBase64, downloadText } from '@/lib/download';
import { handleError } from '@/lib/errors';
import { formatCount } from '@/lib/money';
import { toast } from '@/lib/toast';
import { exportGstr1, printMonthInvoices, type Gstr1Table } from '../api/taxDocuments';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A `YYYY-MM` month as staff read it: "January 2026". */
const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

function ExportButton({ table, month }: { table: Gstr1Table; month: string }) {
  const exporting = useMutation({
    mutationFn: () => exportGstr1(table, month),
    onSuccess: (file) => {
      downloadText(file.filename, file.contentType, file.content);
      toast.success(`${formatCount(file.rows)} rows exported to ${file.filename}`);
    },
    onError: handleError,
  });
  return (
    <Button variant="outline" disabled={exporting.isPending} onClick={() => exporting.mutate()}>
      {exporting.isPending ? 'Exporting…' : `Download ${table} CSV`}
    </Button>
  );
}

function PrintInvoices({ month }: { month: string }) {
  const [next, setNext] = useState<{ month: string; from: number; total: number } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const from = next?.month === month ? next.from : 0;
  const printing = useMutation({
    mutationFn: () => printMonthInvoices(month, from),
    onSuccess: (part) => {
      const end = from + part.invoices;
      setNext(end < part.total ? { month, from: end, total: part.total } : null);
      if (part.total === 0) {
        setNotice(`No invoices were issued in ${monthName(month)}.`);
      } else if (part.pdfBase64 === null) {
        setNotice('This server prints no PDFs: print the invoices from the server.');
      } else {
        setNotice(null);
        downloadBase64(part.filename, 'application/pdf', part.pdfBase64);
        toast.success(
          `Invoices ${formatCount(from + 1)}–${formatCount(end)} of ${formatCount(part.total)} in ${part.filename}`,
        );
      }
    },
    onError: handleError,
  });
  const label =
    from === 0
      ? `Print ${monthName(month)}'s invoices`
      : `Print invoices ${formatCount(from + 1)}–${formatCount(Math.min(from + 200, next?.total ?? 0))}`;
  return (
    <div className="grid justify-items-start gap-2">
      <Button disabled={printing.isPending} onClick={() => printing.mutate()}>
        {printing.isPending ? 'Preparing the PDF…' : label}
      </Button>
      {notice && (
        <p role="status" className="text-sm">
          {notice}
        </p>
      )}
    </div>
  );
}

/**
 * Tax documents (`/tax-documents`): pick a month (India time), then download its GSTR-1 tables
 * (B2CS and B2CL CSVs, for staff who may export) or print its tax invoices in bulk, one PDF of
 * up to 200 at a time (the next part offered when the month has more). An order's own invoices
 * and credit notes are on its page.
 *
 * @example
 * <Route path="tax-documents" element={<TaxDocumentsPage />} />
 */
export function TaxDocumentsPage() {
  const [month, setMonth] = useState(() => istToday().slice(0, 7));
  const valid = MONTH.test(month);
  return (
    <>
      <PageHeader
        title="Tax documents"
        description="GSTR-1 tables and bulk printing of a month's tax invoices, in India time."
      />
      <div className="grid max-w-xl gap-6">
        <Field label="Month" error={valid ? null : 'Pick a month.'}>
          {(props) => (
            <Input
              {...props}
              type="month"
              value={month}
              onChange={(event) => setMonth(event.target.value)}
              className="w-48"
            />
          )}
        </Field>
        {valid && (
          <>
            <Can permission="ORDERS_EXPORT">
              <section aria-labelledby="gstr1" className="grid gap-2">
                <h2 id="gstr1" className="font-semibold">
                  GSTR-1 for {monthName(month)}
                </h2>
                <p className="text-sm text-muted-foreground">
                  B2CS: sales by state and rate, net of credit notes. B2CL: inter-state invoices
                  above ₹1,00,000, one row per rate.
                </p>
                <div className="flex flex-wrap gap-2">
                  <ExportButton table="B2CS" month={month} />
                  <ExportButton table="B2CL" month={month} />
                </div>
              </section>
            </Can>
            <section aria-labelledby="print" className="grid gap-2">
              <h2 id="print" className="font-semibold">
                Print invoices
              </h2>
              <PrintInvoices key={month} month={month} />
            </section>
          </>
        )}
      </div>
    </>
  );
}
