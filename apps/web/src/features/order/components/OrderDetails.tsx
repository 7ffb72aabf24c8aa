import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { addressLine } from '@/features/addresses/addressValues';
import { orderQueryOptions } from '../api/order';
import { OrderCashback } from './OrderCashback';
import { OrderLines } from './OrderLines';
import { OrderPayment } from './OrderPayment';
import { OrderProgressPanel } from './OrderProgressPanel';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderTotals } from './OrderTotals';
import { TaxInvoiceDownload } from './TaxInvoiceDownload';

/** Statuses an order reaches only once dispatched: its tax invoice was issued then. */
const INVOICED = new Set(['DISPATCHED', 'DELIVERED', 'COMPLETE', 'RETURNED']);

/**
 * The order page: code, status, its life for its owner (timeline, Cancel, Return, Reorder),
 * items, address, payment and totals (GetOrder).
 */
export function OrderDetails({ id }: { id: string }) {
  const { data: order, isPending, isError, refetch } = useQuery(orderQueryOptions(id));
  if (isPending) return <p role="status">Loading your order…</p>;
  if (isError) {
    return (
      <div role="alert" className="space-y-2">
        <p>Your order could not be loaded.</p>
        <button type="button" className="btn-secondary" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!order) {
    return (
      <div className="space-y-3">
        <h1 className="text-2xl font-semibold">Order not found</h1>
        <Link to="/" className="btn-primary">
          Go to home
        </Link>
      </div>
    );
  }
  const address = order.shippingAddress;
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">
          {order.status === 'CONFIRMED'
            ? 'Thank you! Your order is confirmed'
            : `Order ${order.code}`}
        </h1>
        <p className="flex flex-wrap items-center gap-2">
          <span>
            Order number <strong>{order.code}</strong>
          </span>
          <OrderStatusBadge status={order.status} />
        </p>
      </div>
      <OrderProgressPanel order={order} />
      <div className="grid gap-6 md:grid-cols-[1fr_22rem]">
        <section aria-labelledby="order-items-heading">
          <h2 id="order-items-heading" className="text-base font-semibold">
            Items
          </h2>
          <OrderLines products={order.products} />
        </section>
        <div className="space-y-4">
          {address ? (
            <section aria-labelledby="order-address-heading" className="space-y-1 text-sm">
              <h2 id="order-address-heading" className="text-base font-semibold">
                Delivery address
              </h2>
              <p className="font-medium">{address.name}</p>
              <p>{addressLine(address)}</p>
              {address.phone ? <p>{address.phone}</p> : null}
            </section>
          ) : null}
          <OrderPayment order={order} />
          <OrderTotals order={order} />
          <OrderCashback order={order} />
          {address && INVOICED.has(order.status) ? <TaxInvoiceDownload orderId={order.id} /> : null}
          <Link to="/shop" className="btn-secondary w-full">
            Continue shopping
          </Link>
        </div>
      </div>
    </div>
  );
}
