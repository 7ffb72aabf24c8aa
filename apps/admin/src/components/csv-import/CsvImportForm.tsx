import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Field } from '@/components/Field';
import { FormError } from '@/components/FormError';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { MAX_CSV_BYTES, type CsvReport } from '@/lib/csv-report';
import { errorMessage } from '@/lib/errors';
import { newIdempotencyKey } from '@/lib/idempotency';
import { toast } from '@/lib/toast';
import { ApplyDialog, applyLabel } from './ApplyDialog';
import { ImportReport } from './ImportReport';

interface CsvImportFormProps {
  /** The form's accessible name ("Import stock"). */
  name: string;
  /** The text box's label ("Stock CSV"). */
  label: string;
  /** What the file holds, under the box ("Columns: key, on_hand…"). */
  hint: string;
  /** What applying writes, in messages ("stock counts"). */
  what: string;
  /** What else applying does, after "written at once" (default: shoppers see them). */
  effect?: string;
  /** Sends the text to preview (`dryRun`) or apply under an idempotency key. */
  send: (content: string, dryRun: boolean, idempotencyKey: string) => Promise<CsvReport>;
  /** After an apply that wrote (e.g. invalidate the queries it changed). */
  onApplied?: (report: CsvReport) => Promise<void>;
}

/**
 * A CSV import: paste or choose a file, preview what will change (nothing is written), then
 * apply after a confirmation; the report lists every changed and refused row with its row number
 * and reason. Apply is offered only for the text previewed, with no refused row (the API writes
 * nothing from a file with one), so what is applied is what was previewed. A refusal keeps the
 * text and the chosen file.
 *
 * @example
 * <CsvImportForm name="Import stock" label="Stock CSV" hint="Columns: key, on_hand, note."
 *   what="stock counts" send={(text, dryRun, key) => importCsv('stock', text, dryRun, key)} />
 */
export function CsvImportForm({
  name,
  label,
  hint,
  what,
  effect,
  send,
  onApplied,
}: CsvImportFormProps) {
  const [content, setContent] = useState('');
  const [previewed, setPreviewed] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [applyKey, setApplyKey] = useState(newIdempotencyKey);
  const [confirming, setConfirming] = useState(false);
  const preview = useMutation({
    mutationFn: (text: string) => send(text, true, newIdempotencyKey()),
    onSuccess: (_report, text) => {
      setPreviewed(text);
      setApplyKey(newIdempotencyKey());
    },
  });
  const apply = useMutation({
    mutationFn: () => send(content, false, applyKey),
    onSuccess: async (report) => {
      setConfirming(false);
      if (!report.applied) return setPreviewed(null);
      toast.success(`${report.changed} ${what} applied.`);
      setPreviewed(null);
      setApplyKey(newIdempotencyKey());
      await onApplied?.(report);
    },
  });
  const report = apply.data ?? preview.data;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_CSV_BYTES) return setFileProblem('Choose a file of at most 2 MB.');
    setFileProblem(null);
    void file.text().then(setContent);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return setFileProblem('Paste the CSV or choose a file.');
    setFileProblem(null);
    apply.reset();
    preview.mutate(content);
  };
  const shown = preview.data;
  const ready =
    previewed === content && shown !== undefined && shown.refused === 0 && shown.changed > 0;
  const stale = previewed !== null && previewed !== content;
  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label={name}>
      <Field label={label} hint={hint} error={fileProblem}>
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
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" variant="outline" disabled={preview.isPending}>
          Preview changes
        </Button>
        <Button
          type="button"
          disabled={!ready || apply.isPending}
          onClick={() => setConfirming(true)}
        >
          {ready ? `${applyLabel(shown.changed)}…` : 'Apply changes…'}
        </Button>
        {stale && (
          <p className="text-sm text-muted-foreground">The text changed: preview it again.</p>
        )}
      </div>
      <FormError message={preview.error ? errorMessage(preview.error) : null} />
      {!confirming && <FormError message={apply.error ? errorMessage(apply.error) : null} />}
      {report && <ImportReport report={report} />}
      <ApplyDialog
        open={confirming}
        what={what}
        effect={effect}
        changes={shown?.changed ?? 0}
        pending={apply.isPending}
        error={apply.error ? errorMessage(apply.error) : null}
        onApply={() => apply.mutate()}
        onOpenChange={setConfirming}
      />
    </form>
  );
}
