import { fromPaise, linesTotal, totalUnits } from '@haat/commerce-core';
import { Link } from 'react-router-dom';
import { formatRupees } from '@/lib/money';
import { useCartStore } from '@/stores/cartStore';

/** Below 768 px, on pages that switch it on: the cart's units and item total with a Checkout link. */
export function StickyCheckoutBar() {
  const lines = useCartStore((state) => state.data);
  const units = totalUnits(lines);
  if (units === 0) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 flex items-center justify-between gap-3 border-t border-line bg-surface px-4 py-2 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] md:hidden">
      <p className="text-sm">
        {units} {units === 1 ? 'item' : 'items'} ·{' '}
        <strong>{formatRupees(fromPaise(linesTotal(lines)))}</strong>
      </p>
      <Link to="/pages/checkout" className="btn-primary">
        Checkout
      </Link>
    </div>
  );
}
