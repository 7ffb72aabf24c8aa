import { PageHead } from '@/components/PageHead';

export default function CartRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <PageHead title="Cart" />
      <h1 className="text-2xl font-semibold">Cart</h1>
    </div>
  );
}
