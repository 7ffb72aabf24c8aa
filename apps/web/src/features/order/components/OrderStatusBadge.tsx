import type { OrderStatus } from '@/lib/schemas/order';

/** Spec 4 status colours: CONFIRMED green, CANCELLED red, DISPATCHED light blue, DELIVERED blue. */
export const STATUS_STYLES: Partial<Record<OrderStatus, string>> = {
  CONFIRMED: 'bg-success text-white',
  CANCELLED: 'bg-danger text-white',
  DISPATCHED: 'bg-info-light text-ink',
  DELIVERED: 'bg-info text-white',
};

const LABELS: Record<OrderStatus, string> = {
  PENDING: 'Pending',
  CONFIRMED: 'Confirmed',
  COMPLETE: 'Complete',
  DISPATCHED: 'Dispatched',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  RETURNED: 'Returned',
};

/** The order's status as a coloured badge (others neutral). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      data-status={status}
      className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLES[status] ?? 'bg-surface-muted text-ink'}`}
    >
      <span className="sr-only">Status: </span>
      {LABELS[status]}
    </span>
  );
}
