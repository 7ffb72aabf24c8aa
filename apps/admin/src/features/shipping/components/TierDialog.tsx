import { useState, type FormEvent } from 'react';
import { Field } from '@/components/Field';
import { SaveBar } from '@/components/SaveBar';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { asText, readRupees } from '@/lib/forms';
import { tierLabel, useShippingMutations, type ShippingTier } from '../api/shipping';

const PAYMENT_TYPES = {
  ALL: 'Any payment',
  COD: 'COD',
  PREPAID: 'Prepaid',
  PPCOD: 'Partial COD',
} as const;

/**
 * A shipping tier: what shipping costs for orders whose total (after the coupon) falls between
 * two values, for a payment type.
 *
 * @example
 * <TierDialog tier={tier} />
 */
export function TierDialog({ tier }: { tier?: ShippingTier }) {
  const { saveTier } = useShippingMutations();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState({
    paymentType: tier?.paymentType ?? 'ALL',
    amount: asText(tier?.amount),
    minOrderValue: asText(tier?.minOrderValue ?? 0),
    maxOrderValue: asText(tier?.maxOrderValue),
  });
  const [problems, setProblems] = useState<{
    amount?: string;
    minOrderValue?: string;
    maxOrderValue?: string;
  }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = readRupees(draft.amount, { required: true });
    const min = readRupees(draft.minOrderValue, { required: true });
    const max = readRupees(draft.maxOrderValue, { required: true });
    const found: typeof problems = {};
    if (!amount.ok) found.amount = amount.message;
    if (!min.ok) found.minOrderValue = min.message;
    if (!max.ok) found.maxOrderValue = max.message;
    if (min.ok && max.ok && (max.value ?? 0) < (min.value ?? 0))
      found.maxOrderValue = 'The upper bound cannot be below the lower one.';
    setProblems(found);
    if (Object.keys(found).length || !amount.ok || !min.ok || !max.ok) return;
    saveTier.mutate(
      {
        ...(tier ? { id: tier.id } : {}),
        type: tier?.type ?? 'CUSTOM',
        coupons: tier?.coupons ?? [],
        paymentType: draft.paymentType,
        amount: amount.value ?? 0,
        minOrderValue: min.value ?? 0,
        maxOrderValue: max.value ?? 0,
      },
      { onSuccess: () => setOpen(false) },
    );
  };
  const title = tier ? 'Edit tier' : 'New shipping tier';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          size={tier ? 'sm' : 'default'}
          variant={tier ? 'outline' : 'default'}
          aria-label={tier ? `Edit tier ${tierLabel(tier)}` : undefined}
        >
          {title}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Orders whose total after the coupon is between the two values pay this for shipping.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit} noValidate>
          <Field label="Payment type">
            {(props) => (
              <Select
                value={draft.paymentType}
                onValueChange={(v) =>
                  setDraft({ ...draft, paymentType: v as ShippingTier['paymentType'] })
                }
              >
                <SelectTrigger {...props} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {Object.entries(PAYMENT_TYPES).map(([value, label]) => (
                    <SelectItem key={value} value={value}>
                      {label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </Field>
          <Field label="Shipping charge (₹)" hint="0 for free shipping." error={problems.amount}>
            {(props) => (
              <Input
                {...props}
                inputMode="decimal"
                value={draft.amount}
                onChange={(e) => setDraft({ ...draft, amount: e.target.value })}
              />
            )}
          </Field>
          <Field label="Order total from (₹)" error={problems.minOrderValue}>
            {(props) => (
              <Input
                {...props}
                inputMode="decimal"
                value={draft.minOrderValue}
                onChange={(e) => setDraft({ ...draft, minOrderValue: e.target.value })}
              />
            )}
          </Field>
          <Field label="Order total up to (₹)" error={problems.maxOrderValue}>
            {(props) => (
              <Input
                {...props}
                inputMode="decimal"
                value={draft.maxOrderValue}
                onChange={(e) => setDraft({ ...draft, maxOrderValue: e.target.value })}
              />
            )}
          </Field>
          <SaveBar label="Save tier" pending={saveTier.isPending} error={saveTier.error} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
