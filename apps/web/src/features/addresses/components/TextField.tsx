import type { InputHTMLAttributes, ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The field's message (spec 5); announced through aria-describedby. */
  error?: string | undefined;
  /** Extra help or status under the field (e.g. pin code serviceability). */
  hint?: ReactNode;
  /** Shown inside the box before the value (the +91 of the phone field). */
  prefix?: string;
}

/** A labelled text input whose error and hint are tied to it for assistive technology. */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  prefix,
  className,
  ...rest
}: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="flex items-stretch">
        {prefix ? (
          <span className="flex items-center rounded-l-md border border-r-0 border-line bg-surface-muted px-3 text-base text-ink-muted">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`input w-full min-w-0 ${prefix ? 'rounded-l-none' : ''} ${error ? 'border-danger' : ''}`}
          {...rest}
        />
      </div>
      {hint ? (
        <div id={hintId} className="mt-1 text-sm">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
