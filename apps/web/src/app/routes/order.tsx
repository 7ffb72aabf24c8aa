import { PageHead } from '@/components/PageHead';

export default function OrderRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <PageHead title="Order" />
      <h1 className="text-2xl font-semibold">Order</h1>
    </div>
  );
}
