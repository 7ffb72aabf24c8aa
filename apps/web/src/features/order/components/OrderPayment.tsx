import { useQuery } from '@tanstack/react-query';
import { formatRupees } from '@/lib/money';
import type { Order } from '@/lib/schemas/order';
import { orderPaymentsQueryOptions } from '../api/payments';

const METHOD_LABEL: Record<Order['paymentType'], string> = {
  COD: 'Cash on delivery',
  PREPAID: 'Paid online',
  PPCOD: 'Part paid online, rest on delivery',
};

/** How the order is paid: the method, the online and cash parts, and the online payment's status. */
export function OrderPayment({ order }: { order: Order }) {
  const { data: payments } = useQuery(orderPaymentsQueryOptions(order.id));
  const online = payments?.find((payment) => payment.method === 'ONLINE');
  return (
    <section aria-labelledby="order-payment-heading" className="space-y-1 text-sm">
      <h2 id="order-payment-heading" className="text-base font-semibold">
        Payment
      </h2>
      <p>{METHOD_LABEL[order.paymentType]}</p>
      {order.totalPrepaidAmount > 0 ? (
        <p>
          Online: {formatRupees(order.totalPrepaidAmount)}
          {online ? ` · ${online.status === 'PAID' ? 'paid' : 'not paid yet'}` : ''}
        </p>
      ) : null}
      {order.totalCodAmount > 0 ? (
        <p>To pay on delivery: {formatRupees(order.totalCodAmount)}</p>
      ) : null}
    </section>
  );
}
