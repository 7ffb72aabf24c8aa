import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { dateFormatter } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { ordersQueryOptions } from '../api/orders';
import { OrderStatusBadge } from './OrderStatusBadge';

const formatOrderDate = dateFormatter({ dateStyle: 'medium' });

/**
 * The shopper's orders (searchOrders): code, date, amount, status and current stage (e.g. 'Out
 * for delivery'), each opening its page.
 */
export function OrdersList({ userId }: { userId: string }) {
  const orders = useInfiniteQuery(ordersQueryOptions(userId));
  const items = orders.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="orders-heading" className="grid gap-3">
      <h2 id="orders-heading" className="text-lg font-semibold">
        My orders
      </h2>
      {orders.isPending ? <p className="text-sm text-ink-muted">Loading your orders…</p> : null}
      {orders.isError ? (
        <p role="alert" className="text-sm text-danger">
          Your orders could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => void orders.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      {orders.isSuccess && items.length === 0 ? (
        <p className="text-sm text-ink-muted">
          No orders yet.{' '}
          <Link to="/shop" className="font-medium text-brand underline">
            Start shopping
          </Link>
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="divide-y divide-line rounded-lg border border-line" aria-label="Orders">
          {items.map((order) => (
            <li key={order.id}>
              <Link
                to={`/order/${order.id}`}
                className="flex items-center justify-between gap-3 p-3 hover:bg-surface-muted"
                aria-label={`Order ${order.code}, ${formatOrderDate(order.orderDate)}, ${formatRupees(order.totalAmount)}, ${order.status}${order.stageLabel ? `, ${order.stageLabel}` : ''}`}
              >
                <span className="grid gap-0.5">
                  <span className="font-medium">{order.code}</span>
                  <span className="text-sm text-ink-muted">{formatOrderDate(order.orderDate)}</span>
                </span>
                <span className="grid justify-items-end gap-1">
                  <span className="font-medium">{formatRupees(order.totalAmount)}</span>
                  <OrderStatusBadge status={order.status} />
                  {order.stageLabel ? (
                    <span className="text-xs text-ink-muted">{order.stageLabel}</span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {orders.hasNextPage ? (
        <button
          type="button"
          className="btn-secondary justify-self-start"
          disabled={orders.isFetchingNextPage}
          onClick={() => void orders.fetchNextPage()}
        >
          {orders.isFetchingNextPage ? 'Loading…' : 'Show more orders'}
        </button>
      ) : null}
    </section>
  );
}
