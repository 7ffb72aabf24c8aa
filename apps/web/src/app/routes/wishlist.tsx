import { PageHead } from '@/components/PageHead';
import { simpleHead } from '@/lib/head/simpleHead';
import { WishlistView } from '@/features/wishlist/components/WishlistView';

/** /pages/wishlist */
export default function WishlistRoute() {
  return (
    <div className="mx-auto grid max-w-6xl gap-4 px-4 py-6">
      <PageHead head={simpleHead('Wishlist', '/pages/wishlist', 'Products you saved for later.')} />
      <h1 className="text-2xl font-semibold">Wishlist</h1>
      <WishlistView />
    </div>
  );
}
