import { PageHead } from '@/components/PageHead';
import { simpleHead } from '@/lib/head/simpleHead';
import { CartView } from '@/features/cart/components/CartView';

export default function CartRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <PageHead head={simpleHead('Cart', '/pages/cart')} />
      <h1 className="mb-4 text-2xl font-semibold">Cart</h1>
      <CartView layout="page" />
    </div>
  );
}
