import { Link } from 'react-router-dom';
import { Dialog } from '@/components/Dialog';
import { useCartStore } from '@/stores/cartStore';
import { CartView } from './CartView';

/** The cart slide-over (spec 2 "cart visibility"; `?cart=1` opens it). One lazy ModalHost entry. */
export default function CartPanel({ onClose }: { onClose: () => void }) {
  const hasLines = useCartStore((state) => state.data.length > 0);
  return (
    <Dialog title="Your cart" onClose={onClose} placement="right">
      <CartView layout="panel" onNavigate={onClose} />
      {hasLines ? (
        <p className="mt-4 text-center text-sm">
          <Link
            to="/pages/cart"
            className="inline-flex min-h-8 items-center underline"
            onClick={onClose}
          >
            View full cart
          </Link>
        </p>
      ) : null}
    </Dialog>
  );
}
