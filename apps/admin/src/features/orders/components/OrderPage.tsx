import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { LoadFailed, Loading } from '@/components/LoadFailed';
import { PageHeader } from '@/components/PageHeader';
import { formatDateTime } from '@/lib/dates';
import { PAYMENT_TYPE_LABELS } from '@/lib/labels';
import { orderQuery } from '../api/orders';
import { OrderActions } from './OrderActions';
import { OrderLines, OrderMoney, OrderShopper } from './OrderSections';
import { OrderTaxDocuments } from './OrderTaxDocuments';
import { OrderTimeline } from './OrderTimeline';
import { OrderShipments } from './ShipmentCourier';
import { StageBadge } from './StageBadge';

/**
 * An order's page (`/orders/HAAT-10234`): what can be done now, its shipments with the courier,
 * then its money, lines, shopper and address, its timeline, and its invoices and credit notes.
 *
 * @example
 * <Route path="orders/:code" element={<OrderPage />} />
 */
export function OrderPage() {
  const { code = '' } = useParams();
  const query = useQuery(orderQuery(code));
  if (query.isPending) return <Loading what={`order ${code}`} />;
  if (query.isError) return <LoadFailed error={query.error} retry={() => void query.refetch()} />;
  const order = query.data;
  if (!order) {
    return (
      <div className="grid gap-2">
        <h1 className="text-xl font-semibold">No order {code}</h1>
        <Link to="/orders" className="underline">
          Back to orders
        </Link>
      </div>
    );
  }
  return (
    <>
      <PageHeader
        title={`Order ${order.code}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <StageBadge stage={order.stage} />
            {PAYMENT_TYPE_LABELS[order.paymentType]} · placed {formatDateTime(order.createdAt)}
          </span>
        }
      />
      <div className="grid gap-3 md:grid-cols-2">
        <div className="md:col-span-2">
          <OrderActions order={order} onMoved={() => void query.refetch()} />
        </div>
        <OrderShipments order={order} onBooked={() => void query.refetch()} />
        <OrderMoney order={order} />
        <OrderShopper order={order} />
        <OrderLines order={order} />
        <OrderTimeline order={order} />
        <div className="md:col-span-2">
          <OrderTaxDocuments orderId={order.id} />
        </div>
      </div>
    </>
  );
}
