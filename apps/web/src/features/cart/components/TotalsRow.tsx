/**
 * One line of a totals list (`<dl>`): label and amount; the grand total is `strong`, and a
 * `separated` row has a rule above it (a `<dl>` holds only rows, never a wrapper around some).
 * The amount never wraps (a minus sign stays with its figure); a long label wraps instead.
 */
export function TotalsRow({
  label,
  value,
  strong = false,
  separated = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
  separated?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-3 ${strong ? 'text-base font-semibold' : 'text-sm'} ${separated ? 'border-t border-line pt-1.5' : ''}`}
    >
      <dt>{label}</dt>
      <dd className="whitespace-nowrap">{value}</dd>
    </div>
  );
}
