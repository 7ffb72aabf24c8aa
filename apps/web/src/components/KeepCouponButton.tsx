import { toast } from '@/lib/toast';
import { useCartStore } from '@/stores/cartStore';

export const couponKeptMessage = (code: string) =>
  `Coupon ${code} saved. It will be applied in your cart.`;

/**
 * 'Apply' for a coupon shown outside the cart (coupon banner, product page): keeps the code for
 * 24 hours in the cart store — the same path as `?couponCode=` — and says so.
 */
export function KeepCouponButton({ code, className }: { code: string; className: string }) {
  const storeCoupon = useCartStore((state) => state.storeCoupon);
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        storeCoupon(code);
        toast.success(couponKeptMessage(code));
      }}
    >
      Apply <span className="sr-only">coupon {code}</span>
    </button>
  );
}
