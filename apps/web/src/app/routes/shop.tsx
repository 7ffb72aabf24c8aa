import { PageHead } from '@/components/PageHead';

export default function ShopRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <PageHead title="Shop" />
      <h1 className="text-2xl font-semibold">Shop</h1>
    </div>
  );
}
