import { codAvailability, codLimits } from '@haat/commerce-core';
import { useId, useState, type FormEvent } from 'react';
import { formatRupees } from '@/lib/money';
import { isPinCode, type ZipCode } from '@/lib/schemas/zip';
import { useStoreSettings } from '@/features/store/hooks/storeData';
import { useRememberedPinCode } from '../hooks/useRememberedPinCode';
import { useZipCode } from '../hooks/useZipCode';

export const PIN_CODE_ERROR = 'Please enter a valid 6-digit pin code';

/**
 * "Delivery check before the cart": the shopper types a pin code and learns whether we deliver
 * there, whether cash on delivery is available for this amount and up to what order value. The
 * pin code is remembered and pre-fills checkout.
 */
export function DeliveryCheck({ amount }: { amount: number }) {
  const [remembered, remember] = useRememberedPinCode();
  const [value, setValue] = useState(remembered ?? '');
  const [checked, setChecked] = useState(remembered ?? '');
  // On a page the server rendered, the app starts without the shopper's remembered pin code
  // (nothing personal is rendered on the server) and learns it right after: take it then, unless
  // the shopper has typed one meanwhile.
  const [seen, setSeen] = useState(remembered);
  if (remembered !== seen) {
    setSeen(remembered);
    if (remembered && !value && !checked) {
      setValue(remembered);
      setChecked(remembered);
    }
  }
  const [error, setError] = useState<string | null>(null);
  const lookup = useZipCode(checked);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pin = value.trim();
    if (!isPinCode(pin)) {
      setError(PIN_CODE_ERROR);
      return;
    }
    setError(null);
    setChecked(pin);
    remember(pin);
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-lg border border-line p-3">
      <h2 id={`${inputId}-title`} className="font-semibold">
        Check delivery
      </h2>
      <form noValidate onSubmit={submit} className="mt-2 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Pin code
        </label>
        <input
          id={inputId}
          className="input w-36"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="Pin code"
          value={value}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setValue(event.target.value.replace(/\D/g, ''))}
        />
        <button type="submit" className="btn-secondary">
          Check
        </button>
      </form>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div role="status" className="mt-2 text-sm">
        {lookup.status === 'checking' ? (
          <p className="text-ink-muted">Checking delivery to {checked}…</p>
        ) : lookup.status === 'found' && (lookup.zip.cod || lookup.zip.prepaid) ? (
          <Serviceable zip={lookup.zip} amount={amount} />
        ) : lookup.status === 'idle' ? null : (
          <p className="font-medium text-danger">Sorry, we do not deliver to {checked} yet.</p>
        )}
      </div>
    </section>
  );
}

function Serviceable({ zip, amount }: { zip: ZipCode; amount: number }) {
  const settings = useStoreSettings();
  const place = zip.city ? `${zip.city} ${zip.id}` : zip.id;
  const cod = codAvailability({ settings, zip, codGrandTotal: amount });
  const { min, max } = codLimits(settings, zip);
  const range =
    min !== null && max !== null
      ? ` on orders from ${formatRupees(min)} up to ${formatRupees(max)}`
      : max !== null
        ? ` on orders up to ${formatRupees(max)}`
        : min !== null
          ? ` on orders from ${formatRupees(min)}`
          : '';
  return (
    <ul className="space-y-1">
      <li className="font-medium text-success">Delivery available to {place}.</li>
      {zip.cod && settings.codEnabled ? (
        <li>
          Cash on delivery available{range}.
          {cod.available ? null : ' Not for this amount: pay online instead.'}
        </li>
      ) : (
        <li>Cash on delivery is not available here. Pay online.</li>
      )}
      {zip.prepaid ? null : <li>Online payment is not available here. Pay on delivery.</li>}
    </ul>
  );
}
