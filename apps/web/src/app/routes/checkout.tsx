import { PageHead } from '@/components/PageHead';

export default function CheckoutRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <PageHead title="Checkout" />
      <h1 className="text-2xl font-semibold">Checkout</h1>
    </div>
  );
}
