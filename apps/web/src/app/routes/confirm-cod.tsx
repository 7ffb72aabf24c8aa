import { useSearchParams } from 'react-router-dom';
import { PageHead } from '@/components/PageHead';
import { simpleHead } from '@/lib/head/simpleHead';
import { ConfirmCodOrder } from '@/features/order/components/ConfirmCodOrder';

/** `/orders/confirm-cod?t=…`: the link in the confirm-your-COD-order message (issue 23). */
export default function ConfirmCodRoute() {
  const [params] = useSearchParams();
  return (
    <section className="mx-auto max-w-lg px-4 py-10">
      <PageHead head={simpleHead('Confirm your order', '/orders/confirm-cod')} />
      <ConfirmCodOrder token={params.get('t')?.trim() ?? ''} />
    </section>
  );
}
