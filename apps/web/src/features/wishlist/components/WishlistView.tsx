import { Link } from 'react-router-dom';
import { useStoreSettings } from '@/features/store/hooks/storeData';
import { useWishlistProducts } from '../hooks/useWishlistProducts';
import { WishlistItem } from './WishlistItem';

/** The wishlist (spec 4 "Wishlist"): the saved products, or an invitation to browse. */
export function WishlistView() {
  const products = useWishlistProducts();
  const { blockInventory } = useStoreSettings();
  if (products.length === 0) {
    return (
      <div className="grid justify-items-start gap-3 py-6">
        <p className="text-lg font-medium">Your wishlist is empty.</p>
        <p className="text-ink-muted">Tap the heart on any product to save it here for later.</p>
        <Link to="/shop" className="btn-primary">
          Browse products
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="text-ink-muted" aria-live="polite">
        {products.length} {products.length === 1 ? 'product' : 'products'} saved
      </p>
      <ul
        className="grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 lg:grid-cols-4"
        aria-label="Wishlist"
      >
        {products.map((product) => (
          <WishlistItem key={product.id} product={product} blockInventory={blockInventory} />
        ))}
      </ul>
    </>
  );
}
