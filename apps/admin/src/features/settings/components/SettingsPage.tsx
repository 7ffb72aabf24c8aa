import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/Field';
import { LoadFailed, Loading } from '@/components/LoadFailed';
import { PageHeader } from '@/components/PageHeader';
import { SaveBar } from '@/components/SaveBar';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { settingsQuery, useUpdateSettings, type StoreSettings } from '../api/settings';
import { checkSetting, rangeHint, SETTING_RULES, type SettingRule } from '../settingRules';
import { GstRegistrationForm } from './GstRegistrationForm';
import { OperationsSummary } from './OperationsSummary';

const IST_MS = 330 * 60_000;

/** A stored value as its input shows it (an instant as India's local date and time). */
function shown(rule: SettingRule, value: string | null | undefined): string {
  if (value == null) return rule.rule.kind === 'flag' ? 'false' : '';
  if (rule.rule.kind !== 'instant') return value;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? '' : new Date(ms + IST_MS).toISOString().slice(0, 16);
}

function SettingInput({
  rule,
  value,
  problem,
  onChange,
}: {
  rule: SettingRule;
  value: string;
  problem: string | undefined;
  onChange: (value: string) => void;
}) {
  if (rule.rule.kind === 'flag') {
    return (
      <div className="grid gap-1">
        <div className="flex items-center gap-2">
          <Checkbox
            id={`setting-${rule.key}`}
            aria-describedby={`setting-${rule.key}-hint`}
            checked={value === 'true'}
            onCheckedChange={(c) => onChange(c === true ? 'true' : 'false')}
          />
          <Label htmlFor={`setting-${rule.key}`}>{rule.label}</Label>
        </div>
        <p id={`setting-${rule.key}-hint`} className="text-sm text-muted-foreground">
          {rule.explanation}
        </p>
      </div>
    );
  }
  const type = rule.rule.kind === 'instant' ? 'datetime-local' : 'text';
  const numeric = rule.rule.kind === 'rupees' || rule.rule.kind === 'whole';
  return (
    <Field
      label={rule.label}
      hint={`${rule.explanation} ${rangeHint(rule.rule)}`.trim()}
      error={problem}
    >
      {(props) => (
        <Input
          {...props}
          type={type}
          inputMode={numeric ? 'decimal' : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

function SettingsForm({ saved }: { saved: StoreSettings }) {
  const update = useUpdateSettings();
  const stored = (key: string) => saved.settings.find((s) => s.key === key)?.value;
  const initial = Object.fromEntries(
    SETTING_RULES.map((rule) => [rule.key, shown(rule, stored(rule.key))]),
  );
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const changed: { key: string; value: string }[] = [];
    for (const rule of SETTING_RULES) {
      const text = values[rule.key] ?? '';
      if (text === initial[rule.key]) continue;
      const checked = checkSetting(rule.rule, text);
      if (checked.problem) found[rule.key] = checked.problem;
      else if (checked.value !== null) changed.push({ key: rule.key, value: checked.value });
    }
    setProblems(found);
    if (Object.keys(found).length || !changed.length) return;
    update.mutate({
      settings: changed as NonNullable<Parameters<typeof update.mutate>[0]['settings']>,
    });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Store settings"
      className="grid gap-4 rounded-md border p-3 sm:grid-cols-2"
    >
      <h2 className="font-semibold sm:col-span-2">Checkout, payment and the sale timer</h2>
      {SETTING_RULES.map((rule) => (
        <SettingInput
          key={rule.key}
          rule={rule}
          value={values[rule.key] ?? ''}
          problem={problems[rule.key]}
          onChange={(value) => setValues((v) => ({ ...v, [rule.key]: value }))}
        />
      ))}
      <div className="sm:col-span-2">
        <SaveBar label="Save settings" pending={update.isPending} error={update.error} />
      </div>
    </form>
  );
}

/**
 * The shop's settings: spec 3's keys, each with a one-line explanation and its valid range, the
 * shop's GST registration, and how orders run (COD confirmation, return window, RTO advances, the tracking link).
 *
 * @example
 * <Route path="catalogue/settings" element={<SettingsPage />} />
 */
export function SettingsPage() {
  const query = useQuery(settingsQuery());
  return (
    <>
      <PageHeader
        title="Store settings"
        description="Only the values you change are saved; shoppers see them within 2 seconds."
      />
      {query.isPending ? (
        <Loading what="settings" />
      ) : query.isError ? (
        <LoadFailed error={query.error} retry={() => void query.refetch()} />
      ) : (
        <div className="grid gap-4">
          <SettingsForm saved={query.data} />
          <GstRegistrationForm saved={query.data.taxRegistration} />
          <OperationsSummary rules={query.data.operations} />
        </div>
      )}
    </>
  );
}
