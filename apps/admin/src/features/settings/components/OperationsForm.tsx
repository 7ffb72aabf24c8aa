import { useState, type FormEvent } from 'react';
import { Field } from '@/components/Field';
import { SaveBar } from '@/components/SaveBar';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { readWhole } from '@/lib/forms';
import { useUpdateSettings, type StoreSettings } from '../api/settings';

/**
 * How orders run: COD confirmation and its time limit, the return window, what a returned
 * parcel's partial-COD advance becomes, and the tracking link template.
 *
 * @example
 * <OperationsForm saved={settings.operations} />
 */
export function OperationsForm({ saved }: { saved: StoreSettings['operations'] }) {
  const update = useUpdateSettings();
  const [draft, setDraft] = useState({
    codConfirmation: saved.codConfirmation,
    hours: String(saved.codConfirmationHours),
    days: String(saved.returnWindowDays),
    rtoAdvance: saved.rtoAdvance,
    trackingUrl: saved.trackingUrl ?? '',
  });
  const [problems, setProblems] = useState<{ hours?: string; days?: string; trackingUrl?: string }>(
    {},
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hours = readWhole(draft.hours, { required: true, min: 1, max: 168 });
    const days = readWhole(draft.days, { required: true, min: 0, max: 60 });
    const found: typeof problems = {};
    if (!hours.ok) found.hours = hours.message;
    if (!days.ok) found.days = days.message;
    if (draft.trackingUrl.trim() && !/^https?:\/\/\S+$/.test(draft.trackingUrl.trim()))
      found.trackingUrl = 'Enter a link starting with https://';
    setProblems(found);
    if (Object.keys(found).length || !hours.ok || !days.ok) return;
    update.mutate({
      operations: {
        codConfirmation: draft.codConfirmation,
        codConfirmationHours: hours.value ?? 24,
        returnWindowDays: days.value ?? 7,
        rtoAdvance: draft.rtoAdvance,
        trackingUrl: draft.trackingUrl.trim(),
      },
    });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="How orders run"
      className="grid gap-4 rounded-md border p-3 sm:grid-cols-2"
    >
      <h2 className="font-semibold sm:col-span-2">How orders run</h2>
      <div className="grid gap-1">
        <div className="flex items-center gap-2">
          <Checkbox
            id="cod-confirmation"
            aria-describedby="cod-confirmation-hint"
            checked={draft.codConfirmation}
            onCheckedChange={(c) => setDraft({ ...draft, codConfirmation: c === true })}
          />
          <Label htmlFor="cod-confirmation">Confirm COD orders before packing</Label>
        </div>
        <p id="cod-confirmation-hint" className="text-sm text-muted-foreground">
          The shopper confirms through a link in a message, or staff confirm.
        </p>
      </div>
      <Field
        label="Cancel unconfirmed COD orders after (hours)"
        hint="Stock goes back; 1–168."
        error={problems.hours}
      >
        {(props) => (
          <Input
            {...props}
            inputMode="numeric"
            value={draft.hours}
            onChange={(e) => setDraft({ ...draft, hours: e.target.value })}
          />
        )}
      </Field>
      <Field
        label="Return window (days)"
        hint="Delivered orders may be returned this long; 0–60."
        error={problems.days}
      >
        {(props) => (
          <Input
            {...props}
            inputMode="numeric"
            value={draft.days}
            onChange={(e) => setDraft({ ...draft, days: e.target.value })}
          />
        )}
      </Field>
      <Field
        label="Partial-COD advance of a parcel that came back"
        hint="Refund it to the shopper, or keep it."
      >
        {(props) => (
          <Select
            value={draft.rtoAdvance}
            onValueChange={(v) => setDraft({ ...draft, rtoAdvance: v as 'REFUND' | 'KEEP' })}
          >
            <SelectTrigger {...props} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="REFUND">Refund it</SelectItem>
              <SelectItem value="KEEP">Keep it</SelectItem>
            </SelectContent>
          </Select>
        )}
      </Field>
      <Field
        label="Tracking link template"
        hint="{awb} and {courier} are filled in; without {awb}, ?awb= is added."
        error={problems.trackingUrl}
        className="grid gap-1.5 sm:col-span-2"
      >
        {(props) => (
          <Input
            {...props}
            type="url"
            value={draft.trackingUrl}
            onChange={(e) => setDraft({ ...draft, trackingUrl: e.target.value })}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <SaveBar label="Save how orders run" pending={update.isPending} error={update.error} />
      </div>
    </form>
  );
}
