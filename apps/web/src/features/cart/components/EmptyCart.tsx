import { Link } from 'react-router-dom';

/** The empty-cart state. */
export function EmptyCart({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center">
      <p className="text-lg font-semibold">Your cart is empty</p>
      <p className="text-sm text-ink-muted">
        Serums, cleansers and sunscreens are waiting for you.
      </p>
      <Link to="/shop" className="btn-primary" onClick={onNavigate}>
        Continue shopping
      </Link>
    </div>
  );
}
