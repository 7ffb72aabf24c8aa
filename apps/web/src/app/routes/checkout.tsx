import { PageHead } from '@/components/PageHead';
import { simpleHead } from '@/lib/head/simpleHead';
import { CheckoutPage } from '@/features/checkout/components/CheckoutPage';

export default function CheckoutRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <PageHead head={simpleHead('Checkout', '/pages/checkout')} />
      <h1 className="mb-4 text-2xl font-semibold">Checkout</h1>
      <CheckoutPage />
    </div>
  );
}
