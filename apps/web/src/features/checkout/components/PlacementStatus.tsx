import type { PlacementPhase } from '../placement/phase';

interface PlacementStatusProps {
  phase: PlacementPhase;
  onRetryPayment: () => void;
  onChangePayment: () => void;
}

/** Progress message while an order is being placed, paid and confirmed. */
function progressText(phase: PlacementPhase): string | null {
  switch (phase.name) {
    case 'placing':
      return 'Placing your order…';
    case 'paying':
      return `Order ${phase.order.code} created. Complete the payment in the payment window.`;
    case 'validating':
      return phase.rounds === 0
        ? 'Payment received. Confirming it with the payment provider…'
        : `Still confirming your payment (attempt ${phase.rounds + 1})…${phase.reason ? ` ${phase.reason}` : ''} We retry every 2 seconds; please keep this page open.`;
    case 'confirming':
      return `Confirming your order ${phase.order.code}…${phase.checks > 0 ? ` (check ${phase.checks + 1})` : ''}${phase.offline ? ' Connection problem — still trying.' : ''}`;
    case 'confirmed':
      return `Order ${phase.order.code} confirmed. Taking you to your order…`;
    default:
      return null;
  }
}

/**
 * What is happening with the order (announced), and when something went wrong, what it was and
 * what the shopper can do — the cart and the form are always kept.
 */
export function PlacementStatus({ phase, onRetryPayment, onChangePayment }: PlacementStatusProps) {
  if (phase.name === 'payment-failed') {
    return (
      <div
        role="alert"
        className="space-y-2 rounded-md border border-danger/40 bg-danger/5 p-3 text-sm"
      >
        <p className="font-semibold text-danger">Payment not completed</p>
        <p>{phase.message}</p>
        <p>Your order {phase.order.code} is saved and your cart is unchanged.</p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-primary" onClick={onRetryPayment}>
            Retry payment
          </button>
          <button type="button" className="btn-secondary" onClick={onChangePayment}>
            Change payment method
          </button>
        </div>
      </div>
    );
  }
  if (phase.name === 'failed') {
    return (
      <div role="alert" className="rounded-md border border-danger/40 bg-danger/5 p-3 text-sm">
        <p className="font-semibold text-danger">{phase.problem.message}</p>
        {phase.problem.code === 'ERROR' ? (
          <p>Your cart and details are kept. Please try again.</p>
        ) : null}
      </div>
    );
  }
  return (
    <p role="status" aria-live="polite" className="min-h-0 text-sm font-medium empty:hidden">
      {progressText(phase) ?? ''}
    </p>
  );
}
