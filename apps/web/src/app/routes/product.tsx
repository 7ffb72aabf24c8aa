import { PageHead } from '@/components/PageHead';

export default function ProductRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <PageHead title="Product" />
      <h1 className="text-2xl font-semibold">Product</h1>
    </div>
  );
}
