import { columnHelper, DataTable } from '@/components/DataTable';
import type { CsvReport as Report } from '@/lib/csv-report';

type Row = Report['rows'][number];
const col = columnHelper<Row>();
const columns = col.columns([
  col.accessor('row', { header: 'Row' }),
  col.accessor('outcome', {
    header: 'Outcome',
    cell: ({ getValue }) =>
      ({ CHANGED: 'Changes', UNCHANGED: 'No change', REFUSED: 'Refused' })[getValue()],
  }),
  col.accessor('message', {
    header: 'What',
    cell: ({ getValue }) => <span className="whitespace-normal">{getValue()}</span>,
  }),
]);

/** The report's one-line summary, as staff read it. */
function summaryOf(report: Report): string {
  const counts = `${report.changed} to change, ${report.unchanged} unchanged, ${report.refused} refused`;
  if (report.applied) return `Applied: ${report.changed} changed, ${report.unchanged} unchanged.`;
  if (report.refused > 0) {
    return `Nothing is applied while a row is refused (${counts}): fix the rows below in the file and preview again.`;
  }
  return `Preview, nothing written yet: ${counts}.`;
}

/**
 * An import's report: a summary (announced) and a table of the rows that change or are refused,
 * each with its row number (the header is row 1) and what changes or why it is refused.
 *
 * @example
 * <ImportReport report={report} />
 */
export function ImportReport({ report }: { report: Report }) {
  return (
    <section aria-label="Import report" className="grid gap-2">
      <p role="status" className="text-sm font-medium">
        {summaryOf(report)}
      </p>
      <DataTable
        caption="Rows that change or are refused"
        captionHidden
        data={report.rows.filter((r) => r.outcome !== 'UNCHANGED')}
        columns={columns}
        rowId={(r) => String(r.row)}
        empty="Every row is as it is already."
      />
    </section>
  );
}
