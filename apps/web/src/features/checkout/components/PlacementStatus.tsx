import { useEffect, useRef } from 'react';
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
 * Brings a problem to where the shopper is looking: scrolled into view (the middle of the
 * screen, clear of the sticky bar) and focused, so the next Tab reaches its buttons. Runs when
 * a problem appears, not on every render.
 */
function useProblemInView(problem: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!problem || !node) return;
    node.focus({ preventScroll: true });
    node.scrollIntoView({ block: 'center' });
  }, [problem]);
  return ref;
}

/**
 * What is happening with the order (announced), and when something went wrong, what it was and
 * what the shopper can do — the cart and the form are always kept. A failed or dismissed payment
 * and a failure with no field to point at (ERROR, NOT_READY) come into view with focus; the
 * address and payment-choice problems go to their fields instead (`usePlacementFeedback`).
 */
export function PlacementStatus({ phase, onRetryPayment, onChangePayment }: PlacementStatusProps) {
  const ref = useProblemInView(
    phase.name === 'payment-failed' ||
      (phase.name === 'failed' &&
        (phase.problem.code === 'ERROR' || phase.problem.code === 'NOT_READY'))
      ? phase
      : null,
  );
  if (phase.name === 'payment-failed') {
    return (
      <div
        ref={ref}
        role="alert"
        tabIndex={-1}
        aria-labelledby="payment-problem-title"
        className="scroll-my-24 space-y-2 rounded-md border border-danger/40 bg-danger/5 p-3 text-sm"
      >
        <p id="payment-problem-title" className="font-semibold text-danger">
          Payment not completed
        </p>
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
      <div
        ref={ref}
        role="alert"
        tabIndex={-1}
        className="scroll-my-24 rounded-md border border-danger/40 bg-danger/5 p-3 text-sm"
      >
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
