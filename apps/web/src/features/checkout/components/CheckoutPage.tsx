import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { analyticsItem } from '@/lib/analytics/items';
import { track } from '@/lib/analytics/track';
import { useCartStore } from '@/stores/cartStore';
import { askToSignIn, useCheckoutAccess } from '../hooks/useCheckoutAccess';
import { CheckoutForm } from './CheckoutForm';

/** /pages/checkout: who may check out, an empty cart, or the checkout itself. */
export function CheckoutPage() {
  const access = useCheckoutAccess();
  const empty = useCartStore((state) => state.data.length === 0);

  // Spec 7 "checkout started", once per visit of the page.
  useEffect(() => {
    const { data, coupon } = useCartStore.getState();
    if (data.length === 0) return;
    track({
      name: 'begin_checkout',
      coupon: coupon?.code ?? null,
      items: data.map((line) => analyticsItem(line)),
    });
  }, []);

  if (empty) {
    return (
      <div className="space-y-3 py-8 text-center">
        <p className="text-lg font-semibold">Your cart is empty</p>
        <Link to="/shop" className="btn-primary">
          Continue shopping
        </Link>
      </div>
    );
  }
  if (access === 'loading') {
    return (
      <p role="status" className="py-8 text-center">
        Loading checkout…
      </p>
    );
  }
  if (access === 'sign-in-required') {
    return (
      <div className="space-y-3 py-8 text-center">
        <p className="text-lg font-semibold">Sign in to check out</p>
        <p className="text-sm text-ink-muted">
          We will bring you straight back here with your cart.
        </p>
        <button type="button" className="btn-primary" onClick={askToSignIn}>
          Sign in with your phone
        </button>
      </div>
    );
  }
  return <CheckoutForm signedIn={access === 'signed-in'} />;
}
