import type { StoreSettings } from '../api/settings';

/**
 * How orders run, as the server is configured: COD confirmation, the return window, what a
 * returned parcel's partial-COD advance becomes, and the tracking link template. Read-only: the
 * admin API answers these rules but refuses changes to them (they are the server's
 * configuration), so a form here could only lose what staff type.
 *
 * @example
 * <OperationsSummary rules={settings.operations} />
 */
export function OperationsSummary({ rules }: { rules: StoreSettings['operations'] }) {
  const rows = [
    [
      'COD orders',
      rules.codConfirmation
        ? 'Confirmed before packing (by the shopper through a link, or by staff)'
        : 'Packed without confirmation',
    ],
    ['Return window', `${rules.returnWindowDays} days after delivery`],
    [
      'Partial-COD advance of a parcel that came back',
      rules.rtoAdvance === 'REFUND' ? 'Refunded to the shopper' : 'Kept',
    ],
    ['Tracking link template', rules.trackingUrl ?? 'None'],
  ] as const;
  return (
    <section aria-labelledby="operations-title" className="grid gap-2 rounded-md border p-3">
      <h2 id="operations-title" className="font-semibold">
        How orders run
      </h2>
      <p className="text-sm text-muted-foreground">
        Set in the server&apos;s configuration; ask whoever runs the server to change them.
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
