import { useState, type FormEvent } from 'react';
import { Field } from '@/components/Field';
import { SaveBar } from '@/components/SaveBar';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { asText, readRupees } from '@/lib/forms';
import { useShippingMutations, type PinCode } from '../api/shipping';

/**
 * A pin code the shop delivers to, with its COD rules: COD and prepaid allowed or not, and the
 * largest order total accepted for COD there.
 *
 * @example
 * <PinCodeDialog pin={pin} />
 */
export function PinCodeDialog({ pin }: { pin?: PinCode }) {
  const { savePin } = useShippingMutations();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState({
    id: pin?.id ?? '',
    cod: pin?.cod ?? true,
    prepaid: pin?.prepaid ?? true,
    codMaxAmount: asText(pin?.codMaxAmount),
    city: pin?.city ?? '',
    state: pin?.state ?? '',
  });
  const [problems, setProblems] = useState<{ id?: string; codMaxAmount?: string; cod?: string }>(
    {},
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const limit = readRupees(draft.codMaxAmount, { required: false });
    const found: typeof problems = {};
    if (!/^[1-9]\d{5}$/.test(draft.id.trim())) found.id = 'Enter the 6-digit pin code.';
    if (!limit.ok) found.codMaxAmount = limit.message;
    if (!draft.cod && !draft.prepaid)
      found.cod = 'Allow COD, prepaid or both (delete the pin code to stop serving it).';
    setProblems(found);
    if (Object.keys(found).length || !limit.ok) return;
    savePin.mutate(
      {
        id: draft.id.trim(),
        cod: draft.cod,
        prepaid: draft.prepaid,
        ...(limit.value !== null ? { codMaxAmount: limit.value } : {}),
        ...(draft.city.trim() ? { city: draft.city.trim() } : {}),
        ...(draft.state.trim() ? { state: draft.state.trim() } : {}),
      },
      { onSuccess: () => setOpen(false) },
    );
  };
  const title = pin ? `Edit ${pin.id}` : 'New pin code';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size={pin ? 'sm' : 'default'} variant={pin ? 'outline' : 'default'}>
          {title}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Checkout offers only what this pin code allows.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit} noValidate>
          <Field label="Pin code" error={problems.id}>
            {(props) => (
              <Input
                {...props}
                inputMode="numeric"
                maxLength={6}
                disabled={Boolean(pin)}
                value={draft.id}
                onChange={(e) => setDraft({ ...draft, id: e.target.value })}
              />
            )}
          </Field>
          <fieldset
            className="grid gap-2"
            aria-describedby={problems.cod ? 'pin-pay-error' : undefined}
          >
            <legend className="text-sm font-medium">Payment allowed</legend>
            <div className="flex items-center gap-2">
              <Checkbox
                id="pin-cod"
                checked={draft.cod}
                onCheckedChange={(c) => setDraft({ ...draft, cod: c === true })}
                aria-invalid={Boolean(problems.cod)}
              />
              <Label htmlFor="pin-cod">Cash on delivery</Label>
            </div>
            <div className="flex items-center gap-2">
              <Checkbox
                id="pin-prepaid"
                checked={draft.prepaid}
                onCheckedChange={(c) => setDraft({ ...draft, prepaid: c === true })}
              />
              <Label htmlFor="pin-prepaid">Prepaid</Label>
            </div>
            {problems.cod && (
              <p id="pin-pay-error" role="alert" className="text-sm font-medium text-destructive">
                {problems.cod}
              </p>
            )}
          </fieldset>
          <Field
            label="Largest COD order (₹, optional)"
            hint="Empty: no limit."
            error={problems.codMaxAmount}
          >
            {(props) => (
              <Input
                {...props}
                inputMode="decimal"
                value={draft.codMaxAmount}
                onChange={(e) => setDraft({ ...draft, codMaxAmount: e.target.value })}
              />
            )}
          </Field>
          <Field label="City (optional)">
            {(props) => (
              <Input
                {...props}
                value={draft.city}
                onChange={(e) => setDraft({ ...draft, city: e.target.value })}
              />
            )}
          </Field>
          <Field label="State (optional)">
            {(props) => (
              <Input
                {...props}
                value={draft.state}
                onChange={(e) => setDraft({ ...draft, state: e.target.value })}
              />
            )}
          </Field>
          <SaveBar label="Save pin code" pending={savePin.isPending} error={savePin.error} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
