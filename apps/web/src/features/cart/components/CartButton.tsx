import { totalUnits } from '@haat/commerce-core';
import { useModalStore } from '@/stores/modalStore';
import { useCartStore } from '@/stores/cartStore';

/** Header cart icon with the number of units; opens the cart panel. */
export function CartButton() {
  const units = useCartStore((state) => totalUnits(state.data));
  const setCartOpen = useModalStore((state) => state.setCartOpen);
  return (
    <button
      type="button"
      className="icon-btn relative"
      aria-label={units > 0 ? `Cart, ${units} ${units === 1 ? 'item' : 'items'}` : 'Cart'}
      onClick={() => setCartOpen(true)}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2"
          stroke="currentColor"
          strokeWidth="2"
          fill="none"
        />
        <circle cx="9" cy="20" r="1.5" fill="currentColor" />
        <circle cx="17" cy="20" r="1.5" fill="currentColor" />
      </svg>
      {units > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-accent px-1 text-center text-xs font-semibold leading-5 text-white"
        >
          {units}
        </span>
      ) : null}
    </button>
  );
}
