import { formatDay } from '@/lib/dates';
import { PAYMENT_TYPE_LABELS } from '@/lib/labels';
import type { Dashboard } from '../api/dashboard';

const SERIES = [
  { type: 'COD', fill: 'var(--chart-1)', pattern: null },
  { type: 'PREPAID', fill: 'var(--chart-2)', pattern: 'url(#hatch)' },
  { type: 'PPCOD', fill: 'var(--chart-3)', pattern: 'url(#dots)' },
] as const;

const count = (day: Dashboard['ordersPerDay'][number], type: string) =>
  day.byPaymentType.find((f) => f.paymentType === type)?.orders ?? 0;

/**
 * Orders per day for 14 days, stacked by payment type: an SVG of our own (a chart library would
 * weigh more than this screen), each series with its own colour and pattern so it is not told by
 * colour alone, a legend, a one-line summary for screen readers, and the same figures as a table.
 *
 * @example
 * <OrdersChart days={dashboard.ordersPerDay} />
 */
export function OrdersChart({ days }: { days: Dashboard['ordersPerDay'] }) {
  const totals = days.map((day) => SERIES.reduce((sum, s) => sum + count(day, s.type), 0));
  const max = Math.max(1, ...totals);
  const width = 560;
  const height = 180;
  const bar = width / Math.max(1, days.length);
  const busiest = days[totals.indexOf(Math.max(...totals))];
  const summary = days.length
    ? `${totals.reduce((a, b) => a + b, 0)} orders in ${days.length} days; busiest ${busiest ? formatDay(busiest.day) : ''} with ${Math.max(...totals)}.`
    : 'No orders in the last 14 days.';
  return (
    <figure className="grid gap-2">
      <figcaption className="font-semibold">Orders per day, last 14 days</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height + 24}`}
        role="img"
        aria-label={summary}
        className="h-auto w-full"
      >
        <defs>
          <pattern
            id="hatch"
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="6" height="6" fill="var(--chart-2)" />
            <line x1="0" y1="0" x2="0" y2="6" stroke="white" strokeWidth="2" />
          </pattern>
          <pattern id="dots" width="6" height="6" patternUnits="userSpaceOnUse">
            <rect width="6" height="6" fill="var(--chart-3)" />
            <circle cx="3" cy="3" r="1.2" fill="white" />
          </pattern>
        </defs>
        {days.map((day, index) => {
          let y = height;
          return (
            <g key={day.day}>
              {SERIES.map((s) => {
                const h = (count(day, s.type) / max) * (height - 8);
                y -= h;
                return h > 0 ? (
                  <rect
                    key={s.type}
                    x={index * bar + 4}
                    y={y}
                    width={bar - 8}
                    height={h}
                    fill={s.pattern ?? s.fill}
                  />
                ) : null;
              })}
              <text
                x={index * bar + bar / 2}
                y={height + 16}
                textAnchor="middle"
                fontSize="11"
                fill="currentColor"
              >
                {day.day.slice(8)}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="flex flex-wrap gap-4 text-sm" aria-label="Legend">
        {SERIES.map((s) => (
          <li key={s.type} className="flex items-center gap-1">
            <svg width="14" height="14" aria-hidden="true">
              <rect width="14" height="14" fill={s.pattern ?? s.fill} />
            </svg>
            {PAYMENT_TYPE_LABELS[s.type]}
          </li>
        ))}
      </ul>
      <details>
        <summary className="cursor-pointer text-sm underline">The figures as a table</summary>
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">Orders per day by payment type</caption>
          <thead>
            <tr>
              <th scope="col" className="text-left">
                Day
              </th>
              {SERIES.map((s) => (
                <th key={s.type} scope="col" className="text-right">
                  {PAYMENT_TYPE_LABELS[s.type]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row" className="text-left font-normal">
                  {formatDay(day.day)}
                </th>
                {SERIES.map((s) => (
                  <td key={s.type} className="text-right">
                    {count(day, s.type)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
