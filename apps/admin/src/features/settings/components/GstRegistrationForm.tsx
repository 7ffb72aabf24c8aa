import { validateGstin } from '@haat/commerce-core';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/Field';
import { SaveBar } from '@/components/SaveBar';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useUpdateSettings, type StoreSettings } from '../api/settings';

type Registration = { gstin: string; legalName: string; address: string };
type Problems = Partial<Record<keyof Registration, string>>;

/** The problems of a typed registration, by field (the GSTIN checked as the server checks it). */
function problemsOf(typed: Registration): Problems {
  const problems: Problems = {};
  const check = validateGstin(typed.gstin);
  if (!check.valid) problems.gstin = check.message;
  if (typed.legalName.trim() === '') problems.legalName = 'Enter the legal name.';
  if (typed.address.trim() === '') problems.address = 'Enter the registered address.';
  return problems;
}

/**
 * The shop's GST registration (GSTIN, legal name, registered address; the state is the
 * GSTIN's): what every tax invoice issued at dispatch prints. Each error shows under its field;
 * the server checks the same again.
 *
 * @example
 * <GstRegistrationForm saved={settings.taxRegistration} />
 */
export function GstRegistrationForm({ saved }: { saved: StoreSettings['taxRegistration'] }) {
  const update = useUpdateSettings();
  const [typed, setTyped] = useState<Registration>({
    gstin: saved?.gstin ?? '',
    legalName: saved?.legalName ?? '',
    address: saved?.address ?? '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const check = validateGstin(typed.gstin);
  const set = (patch: Partial<Registration>) => setTyped((t) => ({ ...t, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(typed);
    setProblems(found);
    if (Object.keys(found).length) return;
    update.mutate({ taxRegistration: typed });
  };
  const state = check.valid ? `State: ${check.state.name} (${check.state.code}).` : undefined;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="GST registration"
      className="grid gap-4 rounded-md border p-3 sm:grid-cols-2"
    >
      <div className="grid gap-1 sm:col-span-2">
        <h2 className="font-semibold">GST registration</h2>
        <p className="text-sm text-muted-foreground">
          {saved
            ? `Registered in ${saved.stateName}: tax invoices are issued at dispatch.`
            : 'Not registered: no tax invoices are issued. Every product needs an HSN code and a GST rate once you are.'}
        </p>
      </div>
      <Field
        label="GSTIN"
        hint={state ?? '15 characters; the first two are the state code.'}
        error={problems.gstin}
      >
        {(props) => (
          <Input
            {...props}
            autoComplete="off"
            autoCapitalize="characters"
            value={typed.gstin}
            onChange={(e) => set({ gstin: e.target.value })}
          />
        )}
      </Field>
      <Field label="Legal name" error={problems.legalName}>
        {(props) => (
          <Input
            {...props}
            autoComplete="organization"
            value={typed.legalName}
            onChange={(e) => set({ legalName: e.target.value })}
          />
        )}
      </Field>
      <Field
        label="Registered address"
        error={problems.address}
        className="grid gap-1.5 sm:col-span-2"
      >
        {(props) => (
          <Textarea
            {...props}
            rows={3}
            value={typed.address}
            onChange={(e) => set({ address: e.target.value })}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <SaveBar label="Save GST registration" pending={update.isPending} error={update.error} />
      </div>
    </form>
  );
}
