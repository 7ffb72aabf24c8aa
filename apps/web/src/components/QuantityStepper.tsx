interface QuantityStepperProps {
  /** Names the quantity for screen readers, e.g. 'Quantity'. */
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** − value + buttons kept within min..max; the value is announced as it changes. */
export function QuantityStepper({
  label,
  value,
  min,
  max,
  onChange,
  disabled = false,
}: QuantityStepperProps) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex items-center rounded-full border border-line"
    >
      <button
        type="button"
        className="icon-btn disabled:opacity-40"
        aria-label="Decrease quantity"
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <span aria-hidden="true" className="text-xl leading-none">
          −
        </span>
      </button>
      <output aria-live="polite" aria-label={label} className="min-w-8 text-center font-medium">
        {value}
      </output>
      <button
        type="button"
        className="icon-btn disabled:opacity-40"
        aria-label="Increase quantity"
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <span aria-hidden="true" className="text-xl leading-none">
          +
        </span>
      </button>
    </div>
  );
}
