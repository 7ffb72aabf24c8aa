import type { OrderStatus } from '@/lib/schemas/order';

/** Spec 4 "Colours for order status display"; other statuses stay neutral. */
const STATUS_STYLE: Partial<Record<OrderStatus, string>> = {
  CONFIRMED: 'bg-success text-white',
  CANCELLED: 'bg-danger text-white',
  DISPATCHED: 'bg-sky-200 text-sky-950',
  DELIVERED: 'bg-info text-white',
};

/** An order status as a coloured pill (CONFIRMED green, CANCELLED red, DISPATCHED light blue, DELIVERED blue). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide ${
        STATUS_STYLE[status] ?? 'bg-surface-muted text-ink'
      }`}
    >
      {status}
    </span>
  );
}
