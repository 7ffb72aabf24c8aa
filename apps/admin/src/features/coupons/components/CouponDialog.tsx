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
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { COUPON_PAYMENT_METHODS, COUPON_TYPES, useUpsertCoupon, type Coupon } from '../api/coupons';
import { couponDraft, readCouponDraft, TYPE_FIELDS, type CouponDraft } from '../couponDraft';

const TYPE_NAMES: Record<Coupon['couponType'], string> = {
  PERCENTAGE: 'Percentage off',
  FIXED: 'Fixed amount off',
  BUY_X_GET_Y: 'Buy X, get Y free',
  BUY_X_AT_Y: 'Buy X for a price',
  PRODUCT: 'A gift product',
  FREEBIE: 'A freebie offer',
};
const PAYMENT_NAMES: Record<(typeof COUPON_PAYMENT_METHODS)[number], string> = {
  ALL: 'Any payment',
  COD: 'COD only',
  ONLINE: 'Online only',
  PREPAID: 'Prepaid only',
};
const VALUE_LABELS: Partial<Record<keyof CouponDraft, string>> = {
  getYPercentage: 'Percent off (1–100)',
  getYAmount: 'Amount (₹)',
  buyXQuantity: 'Buy (items)',
  getYQuantity: 'Get free (items)',
  maxDiscount: 'Largest discount (₹, optional)',
};

/**
 * A coupon's form: its type decides which values it asks for.
 *
 * @example
 * <CouponDialog coupon={coupon} />
 */
export function CouponDialog({ coupon }: { coupon?: Coupon }) {
  const save = useUpsertCoupon();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(() => couponDraft(coupon));
  const [problems, setProblems] = useState<Partial<Record<keyof CouponDraft, string>>>({});
  const set = (patch: Partial<CouponDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const text = (name: keyof CouponDraft, label: string, hint?: string) => (
    <Field key={name} label={label} hint={hint} error={problems[name]}>
      {(props) => (
        <Input
          {...props}
          value={String(draft[name])}
          onChange={(e) => set({ [name]: e.target.value })}
        />
      )}
    </Field>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readCouponDraft(draft, coupon?.id);
    setProblems(read.problems);
    if (read.input) save.mutate(read.input, { onSuccess: () => setOpen(false) });
  };
  const title = coupon ? `Edit ${coupon.code}` : 'New coupon';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size={coupon ? 'sm' : 'default'} variant={coupon ? 'outline' : 'default'}>
          {title}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Shoppers can use a saved coupon within 2 seconds.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit} noValidate>
          {text('code', 'Code', 'Letters and digits; shoppers type it in any case.')}
          {text('name', 'Name (optional)')}
          <Field label="Type">
            {(props) => (
              <Select
                value={draft.couponType}
                onValueChange={(couponType) =>
                  set({ couponType: couponType as CouponDraft['couponType'] })
                }
              >
                <SelectTrigger {...props} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {COUPON_TYPES.map((type) => (
                    <SelectItem key={type} value={type}>
                      {TYPE_NAMES[type]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </Field>
          <Field label="Payment">
            {(props) => (
              <Select
                value={draft.paymentMethod}
                onValueChange={(m) => set({ paymentMethod: m as CouponDraft['paymentMethod'] })}
              >
                <SelectTrigger {...props} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {COUPON_PAYMENT_METHODS.map((m) => (
                    <SelectItem key={m} value={m}>
                      {PAYMENT_NAMES[m]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </Field>
          {TYPE_FIELDS[draft.couponType].map((name) => text(name, VALUE_LABELS[name] ?? name))}
          {text('minOrderValue', 'Least order value (₹, optional)')}
          {text('maxAllowedUsage', 'Most uses (optional)', 'A cancelled order gives its use back.')}
          <Field label="Last day (optional)" hint="Valid to the end of that day, India time.">
            {(props) => (
              <Input
                {...props}
                type="date"
                value={draft.expirationDay}
                onChange={(e) => set({ expirationDay: e.target.value })}
              />
            )}
          </Field>
          <div className="flex items-center gap-2">
            <Checkbox
              id="auto-apply"
              checked={draft.autoApply}
              onCheckedChange={(c) => set({ autoApply: c === true })}
            />
            <Label htmlFor="auto-apply">Apply by itself when the cart qualifies</Label>
          </div>
          <div className="sm:col-span-2">
            <SaveBar label="Save coupon" pending={save.isPending} error={save.error} />
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
