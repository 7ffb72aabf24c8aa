import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { columnHelper, DataTable } from '@/components/DataTable';
import { Field } from '@/components/Field';
import { FormError } from '@/components/FormError';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import { newIdempotencyKey } from '@/lib/idempotency';
import { toast } from '@/lib/toast';
import {
  IMPORT_COLUMNS,
  importCsv,
  MAX_CSV_BYTES,
  type ImportKind,
  type ImportReport,
} from '../api/importCsv';

type Row = ImportReport['rows'][number];
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

/**
 * A CSV import: paste or upload, preview what will change (nothing is written), then apply; the
 * report lists every changed and refused row with the reason. Changing the text asks for a new
 * preview, so what is applied is what was previewed.
 *
 * @example
 * <ImportForm kind="stock" />
 */
export function ImportForm({ kind }: { kind: ImportKind }) {
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const [previewed, setPreviewed] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [applyKey, setApplyKey] = useState(newIdempotencyKey);
  const run = useMutation({
    mutationFn: ({ dryRun }: { dryRun: boolean }) =>
      importCsv(kind, content, dryRun, dryRun ? newIdempotencyKey() : applyKey),
    onSuccess: (report) => {
      if (!report.applied) return setPreviewed(content);
      toast.success(`${report.changed} rows applied, ${report.refused} refused.`);
      setPreviewed(null);
      setApplyKey(newIdempotencyKey());
      return queryClient.invalidateQueries({ queryKey: [kind === 'stock' ? 'stock' : 'products'] });
    },
  });
  const report = run.data;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_CSV_BYTES) return setFileProblem('Choose a file of at most 2 MB.');
    setFileProblem(null);
    void file.text().then(setContent);
  };
  const preview = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return setFileProblem('Paste the CSV or choose a file.');
    run.mutate({ dryRun: true });
  };
  const ready = previewed !== null && previewed === content && report && !report.applied;
  return (
    <form onSubmit={preview} noValidate className="grid gap-3" aria-label={`Import ${kind}`}>
      <Field
        label={`${kind === 'products' ? 'Products' : 'Stock'} CSV`}
        hint={`Columns: ${IMPORT_COLUMNS[kind]}. The first row names them.`}
        error={fileProblem}
      >
        {(props) => (
          <Textarea
            {...props}
            rows={6}
            className="font-mono"
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
        )}
      </Field>
      <Field label="Or choose a file">
        {(props) => <Input {...props} type="file" accept=".csv,text/csv" onChange={choose} />}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="outline" disabled={run.isPending}>
          Preview changes
        </Button>
        <Button
          type="button"
          disabled={!ready || run.isPending || report.changed === 0}
          onClick={() => run.mutate({ dryRun: false })}
        >
          {report && ready ? `Apply ${report.changed} changes` : 'Apply changes'}
        </Button>
      </div>
      <FormError message={run.error ? errorMessage(run.error) : null} />
      {report && (
        <section aria-label="Import report" className="grid gap-2">
          <p role="status" className="text-sm font-medium">
            {report.applied ? 'Applied' : 'Preview (nothing written yet)'}: {report.changed} change,{' '}
            {report.unchanged} unchanged, {report.refused} refused.
          </p>
          <DataTable
            caption="Rows"
            captionHidden
            data={report.rows.filter((r) => r.outcome !== 'UNCHANGED')}
            columns={columns}
            rowId={(r) => String(r.row)}
            empty="Every row is as it is already."
          />
        </section>
      )}
    </form>
  );
}
