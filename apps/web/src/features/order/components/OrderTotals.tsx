import { TotalsRow as Row } from '@/features/cart/components/TotalsRow';
import { formatRupees, formatRupeesOff } from '@/lib/money';
import type { Order } from '@/lib/schemas/order';

/** The order's totals as the server priced it (commerce-core on the server; nothing recomputed). */
export function OrderTotals({ order }: { order: Order }) {
  return (
    <dl className="space-y-1.5 rounded-md border border-line p-3" aria-label="Order totals">
      <Row label="Item total" value={formatRupees(order.itemTotal)} />
      {order.couponDiscount > 0 ? (
        <Row
          label={`Coupon${order.couponCode ? ` (${order.couponCode})` : ''}`}
          value={formatRupeesOff(order.couponDiscount)}
        />
      ) : null}
      <Row
        label="Shipping"
        value={order.totalShippingCharges === 0 ? 'Free' : formatRupees(order.totalShippingCharges)}
      />
      {order.totalCashOnDeliveryCharges > 0 ? (
        <Row label="COD charges" value={formatRupees(order.totalCashOnDeliveryCharges)} />
      ) : null}
      {order.prepaidDiscount > 0 ? (
        <Row label="Prepaid discount" value={formatRupeesOff(order.prepaidDiscount)} />
      ) : null}
      {order.totalStoreCredit > 0 ? (
        <Row label="Rewards used" value={formatRupeesOff(order.totalStoreCredit)} />
      ) : null}
      <Row label="Grand total" value={formatRupees(order.totalAmount)} strong separated />
    </dl>
  );
}
