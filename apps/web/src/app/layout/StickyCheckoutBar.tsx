import { Link } from 'react-router-dom';
import { PayableTotal } from '@/features/cart/components/PayableTotal';
import { useCartTotals } from '@/features/cart/hooks/useCartTotals';
import { useCodTotal } from '@/features/cart/hooks/useCodTotal';

/**
 * Below 768 px, on pages that switch it on: the cart's units and the same grand total the page
 * shows (commerce-core `computeCartTotals`, no payment method chosen: the online total, with the
 * cash-on-delivery total beside it), and a Checkout link.
 */
export function StickyCheckoutBar() {
  const totals = useCartTotals('NONE');
  const codTotal = useCodTotal();
  const units = totals.totalItems;
  if (units === 0) return null;
  return (
    <section
      aria-label="Checkout bar"
      className="fixed inset-x-0 bottom-0 z-20 flex items-center justify-between gap-3 border-t border-line bg-surface px-4 py-2 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] md:hidden"
    >
      <PayableTotal
        total={totals.amountPayable}
        codTotal={codTotal}
        lead={`${units} ${units === 1 ? 'item' : 'items'}`}
      />
      <Link to="/pages/checkout" className="btn-primary shrink-0">
        Checkout
      </Link>
    </section>
  );
}
