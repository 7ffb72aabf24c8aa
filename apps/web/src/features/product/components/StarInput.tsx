import { useId } from 'react';

interface StarInputProps {
  value: number;
  onChange: (rating: number) => void;
  error?: string | undefined;
  errorId: string;
}

/** Choosing 1–5 stars: a radio group (arrow keys move), with its error announced. */
export function StarInput({ value, onChange, error, errorId }: StarInputProps) {
  const name = useId();
  return (
    <fieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="text-sm font-medium">Your rating</legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="cursor-pointer text-3xl leading-none has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
            />
            <span aria-hidden="true" className={stars <= value ? 'text-[#b7791f]' : 'text-line'}>
              ★
            </span>
            <span className="sr-only">
              {stars} {stars === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
