import { useId } from 'react';

interface RatingProps {
  /** Average rating, 0–5. */
  value: number | null | undefined;
  /** Number of ratings, shown in brackets when given. */
  count?: number | null | undefined;
  size?: number;
  className?: string;
}

function Star({ fill, size, id }: { fill: number; size: number; id: string }) {
  return (
    <svg viewBox="0 0 20 20" width={size} height={size} aria-hidden="true">
      <defs>
        <linearGradient id={id}>
          <stop offset={`${fill * 100}%`} stopColor="#b7791f" />
          <stop offset={`${fill * 100}%`} stopColor="#d9d4c7" />
        </linearGradient>
      </defs>
      <path
        fill={`url(#${id})`}
        d="M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z"
      />
    </svg>
  );
}

/** Five stars filled to the average, with an accessible 'Rated x out of 5' name. */
export function Rating({ value, count, size = 16, className = '' }: RatingProps) {
  const baseId = useId();
  const rating = Math.max(0, Math.min(5, value ?? 0));
  const label =
    count != null
      ? `Rated ${rating.toFixed(1)} out of 5, ${count} ${count === 1 ? 'rating' : 'ratings'}`
      : `Rated ${rating.toFixed(1)} out of 5`;
  return (
    <span role="img" aria-label={label} className={`inline-flex items-center gap-1 ${className}`}>
      <span className="inline-flex">
        {[0, 1, 2, 3, 4].map((index) => (
          <Star
            key={index}
            id={`${baseId}-${index}`}
            size={size}
            fill={Math.max(0, Math.min(1, rating - index))}
          />
        ))}
      </span>
      {count != null ? (
        <span aria-hidden="true" className="text-xs text-ink-muted">
          ({count})
        </span>
      ) : null}
    </span>
  );
}
