import { Field } from '@/components/Field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { GST_RATE_OPTIONS, type TaxDraft } from '../taxFields';

/**
 * A product's HSN code and GST rate, each labelled with its error under it: what the tax
 * invoice printed at dispatch carries (a product without them cannot be invoiced).
 *
 * @example
 * <TaxInputs draft={tax} problems={problems} onChange={(patch) => setTax((t) => ({ ...t, ...patch }))} />
 */
export function TaxInputs({
  draft,
  problems,
  onChange,
}: {
  draft: TaxDraft;
  problems: Partial<Record<keyof TaxDraft, string>>;
  onChange: (patch: Partial<TaxDraft>) => void;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-semibold">GST</legend>
      <Field
        label="HSN code"
        hint="4, 6 or 8 digits, as on the tax invoice (e.g. 3304 for skincare)."
        error={problems.hsnCode}
      >
        {(props) => (
          <Input
            {...props}
            inputMode="numeric"
            autoComplete="off"
            value={draft.hsnCode}
            onChange={(e) => onChange({ hsnCode: e.target.value })}
          />
        )}
      </Field>
      <Field label="GST rate" error={problems.gstRate}>
        {(props) => (
          <select
            {...props}
            value={draft.gstRate}
            onChange={(e) => onChange({ gstRate: e.target.value })}
            className={cn(
              'h-9 w-full rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs md:text-sm',
              'aria-invalid:border-destructive',
            )}
          >
            <option value="">Not set</option>
            {GST_RATE_OPTIONS.map((rate) => (
              <option key={rate} value={String(rate)}>
                {rate} %
              </option>
            ))}
          </select>
        )}
      </Field>
    </fieldset>
  );
}
