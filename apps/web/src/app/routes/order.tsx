import { useParams } from 'react-router-dom';
import { PageHead } from '@/components/PageHead';
import { simpleHead } from '@/lib/head/simpleHead';
import { OrderDetails } from '@/features/order/components/OrderDetails';

export default function OrderRoute() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <PageHead head={simpleHead('Your order', `/order/${id}`)} />
      <OrderDetails id={id} />
    </div>
  );
}
