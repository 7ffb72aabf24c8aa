import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CsvImportForm } from '@/components/csv-import/CsvImportForm';
import { LoadFailed, Loading } from '@/components/LoadFailed';
import { PageHeader } from '@/components/PageHeader';
import { codRemittanceReportQuery, importCodRemittances, remittanceKeys } from '../api/remittances';
import { ExceptionTable } from './ExceptionTable';

/** The report's three kinds, each a table. */
function Report() {
  const query = useQuery(codRemittanceReportQuery());
  if (query.isPending) return <Loading what="the remittance report" />;
  if (query.isError) return <LoadFailed error={query.error} retry={() => void query.refetch()} />;
  const report = query.data;
  return (
    <div className="grid gap-6">
      <ExceptionTable kind="short" list={report.short} />
      <ExceptionTable kind="excess" list={report.excess} />
      <ExceptionTable
        kind="overdue"
        list={report.overdue}
        note={`Delivered more than ${report.overdueDays} days ago, nothing remitted.`}
      />
    </div>
  );
}

/**
 * COD remittances: import the courier aggregator's remittance statement (paste or choose the
 * CSV, preview, apply) and the reconciliation by AWB — short, excess and overdue cash — that
 * Today's figures link to.
 *
 * @example
 * <Route path="cod-remittances" element={<RemittancesPage />} />
 */
export function RemittancesPage() {
  const queryClient = useQueryClient();
  return (
    <>
      <PageHeader
        title="COD remittances"
        description="Cash couriers collected on delivery, matched by AWB to what their statements remitted."
      />
      <div className="grid gap-8">
        <section aria-labelledby="statement-title" className="grid gap-2">
          <h2 id="statement-title" className="text-lg font-semibold">
            Import a remittance statement
          </h2>
          <CsvImportForm
            name="Import remittance statement"
            label="Remittance statement CSV"
            hint="Shiprocket's COD remittance export as it is: AWB, remitted amount and CRF id or UTR are read (order id and remittance date when there); other columns are ignored."
            what="remittance lines"
            effect=" and the report below is updated"
            send={importCodRemittances}
            onApplied={async () => {
              await queryClient.invalidateQueries({ queryKey: remittanceKeys.report });
              await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
            }}
          />
        </section>
        <Report />
      </div>
    </>
  );
}
