const BADGE = 'inline-flex items-center gap-1 rounded border border-line bg-white px-1.5 py-0.5';

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
    <path
      d={path}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const LOCK = 'M6 11h12v9H6zM8 11V8a4 4 0 0 1 8 0v3';
const CARD = 'M3 6h18v12H3zM3 10h18M7 15h3';
const CASH = 'M3 6h18v12H3zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5';
const RETURN = 'M9 14l-5-5 5-5M4 9h10a6 6 0 0 1 0 12h-3';

interface PaymentBadgesProps {
  /** The store takes online payment (PREPAID_ENABLED): UPI, cards and net banking. */
  online: boolean;
  /** The store takes cash on delivery (COD_ENABLED). */
  cod: boolean;
  className?: string;
}

/** How a shopper can pay, as the badges Indian shops show: UPI, cards, net banking, COD. */
export function PaymentBadges({ online, cod, className = '' }: PaymentBadgesProps) {
  if (!online && !cod) return null;
  return (
    <ul
      aria-label="Ways to pay"
      className={`flex flex-wrap gap-1.5 text-xs font-medium text-ink ${className}`}
    >
      {online ? (
        <>
          <li className={BADGE}>UPI</li>
          <li className={BADGE}>
            {icon(CARD)}
            Cards
          </li>
          <li className={BADGE}>Net banking</li>
        </>
      ) : null}
      {cod ? (
        <li className={BADGE}>
          {icon(CASH)}
          Cash on delivery
        </li>
      ) : null}
    </ul>
  );
}

/** The reassurance next to "Place order": secure payment · easy returns. */
export function TrustLine({ className = '' }: { className?: string }) {
  return (
    <p className={`flex items-center gap-1.5 text-xs text-ink-muted ${className}`}>
      {icon(LOCK)}
      <span>Secure payment</span>
      <span aria-hidden="true">·</span>
      {icon(RETURN)}
      <span>Easy returns</span>
    </p>
  );
}
