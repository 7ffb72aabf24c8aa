/**
 * One line of a totals list (`<dl>`): label and amount; the grand total is `strong`. The amount
 * never wraps (a minus sign stays with its figure); a long label wraps instead.
 */
export function TotalsRow({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? 'text-base font-semibold' : 'text-sm'}`}>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap">{value}</dd>
    </div>
  );
}
