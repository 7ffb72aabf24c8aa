import { formatRupees } from '@/lib/money';
import type { PaymentMethod, PaymentOption } from '../hooks/usePaymentOptions';

const LABELS: Record<PaymentMethod, string> = {
  COD: 'Cash on delivery',
  PREPAID: 'Pay online (UPI, cards, net banking)',
  PPCOD: 'Part pay online, rest on delivery',
};

const GROUP_ID = 'payment-method';

/** Takes the shopper to the payment choice: scrolled into view, focus on the group. */
export function focusPaymentChoice() {
  const group = document.getElementById(GROUP_ID);
  group?.focus({ preventScroll: true });
  group?.scrollIntoView({ block: 'start' });
}

interface PaymentOptionsProps {
  options: readonly PaymentOption[];
  selected: PaymentMethod | 'NONE';
  onSelect: (method: PaymentMethod) => void;
  error?: string | undefined;
}

function Details({ option }: { option: PaymentOption }) {
  const { totals, split } = option;
  if (option.method === 'COD' && totals.codCharges > 0) {
    return <>Includes {formatRupees(totals.codCharges)} COD charges.</>;
  }
  if (option.method === 'PREPAID' && totals.prepaidDiscount > 0) {
    return <>You save {formatRupees(totals.prepaidDiscount)} with online payment.</>;
  }
  if (option.method === 'PPCOD' && split) {
    return (
      <>
        Pay {formatRupees(split.payNow)} online now and {formatRupees(split.payOnDelivery)} in cash
        on delivery.
      </>
    );
  }
  return null;
}

/**
 * The payment choice (spec 4): each option with its exact total and what sets it apart (COD
 * charges, the prepaid saving, the PPCOD split); an option that cannot be used says why.
 */
export function PaymentOptions({ options, selected, onSelect, error }: PaymentOptionsProps) {
  return (
    <fieldset
      id={GROUP_ID}
      tabIndex={-1}
      aria-describedby={error ? 'payment-error' : undefined}
      className="scroll-mt-24 space-y-2"
    >
      <legend className="mb-2 text-lg font-semibold">Payment method</legend>
      {options.map((option) => {
        const id = `payment-${option.method}`;
        const disabled = option.unavailable !== null;
        return (
          <div
            key={option.method}
            className={`flex gap-3 rounded-md border p-3 ${selected === option.method ? 'border-brand bg-surface-muted' : 'border-line'} ${disabled ? 'opacity-70' : ''}`}
          >
            <input
              id={id}
              type="radio"
              name="payment-method"
              className="size-6 shrink-0 accent-brand"
              checked={selected === option.method}
              disabled={disabled}
              aria-describedby={`${id}-details${!disabled && option.pinCodeWarning ? ` ${id}-warning` : ''}`}
              onChange={() => onSelect(option.method)}
            />
            <div className="min-w-0 flex-1">
              <label htmlFor={id} className="flex justify-between gap-2 font-medium">
                <span>{LABELS[option.method]}</span>{' '}
                <span>{formatRupees(option.totals.amountPayable)}</span>
              </label>
              <p
                id={`${id}-details`}
                className={`text-sm ${disabled ? 'text-danger' : 'text-ink-muted'}`}
              >
                {option.unavailable ?? <Details option={option} />}
              </p>
              {!disabled && option.pinCodeWarning ? (
                <p id={`${id}-warning`} className="text-sm text-warning">
                  {option.pinCodeWarning}
                </p>
              ) : null}
            </div>
          </div>
        );
      })}
      {error ? (
        <p id="payment-error" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
