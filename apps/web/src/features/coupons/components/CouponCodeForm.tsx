import { useId, useState, type FormEvent } from 'react';
import type { CouponApplyResult } from '../applyCoupon';
import { useCouponActions } from '../hooks/useCouponActions';

/** "Have a coupon code?": GetCouponRule by code, then applied when the cart allows it. */
export function CouponCodeForm() {
  const { applyCode } = useCouponActions();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<CouponApplyResult | null>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const result = await applyCode(code);
    setBusy(false);
    setOutcome(result);
    if (result.ok) setCode('');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-1">
      <label htmlFor={`${id}-code`} className="block text-sm font-medium">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-code`}
          className="input min-w-0 flex-1 uppercase"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={outcome && !outcome.ok ? true : undefined}
          aria-describedby={outcome ? `${id}-message` : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setOutcome(null);
          }}
        />
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? 'Applying…' : 'Apply'}
        </button>
      </div>
      <p
        id={`${id}-message`}
        role="status"
        className={`min-h-5 text-sm ${outcome?.ok ? 'text-success' : 'text-danger'}`}
      >
        {outcome?.message ?? ''}
      </p>
    </form>
  );
}
