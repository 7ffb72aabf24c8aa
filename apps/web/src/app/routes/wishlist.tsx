import { PageHead } from '@/components/PageHead';

export default function WishlistRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <PageHead title="Wishlist" />
      <h1 className="text-2xl font-semibold">Wishlist</h1>
    </div>
  );
}
