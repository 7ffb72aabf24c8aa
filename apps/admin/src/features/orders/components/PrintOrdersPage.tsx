import { useQueries } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/PageHeader';
import { formatDateTime } from '@/lib/dates';
import { PAYMENT_TYPE_LABELS } from '@/lib/labels';
import { formatRupees } from '@/lib/money';
import { orderQuery } from '../api/orders';

/**
 * Packing slips of the orders chosen in the list (`/orders/print?codes=…`), one per page when
 * printed: code, address, lines and the COD to collect.
 *
 * @example
 * <Route path="orders/print" element={<PrintOrdersPage />} />
 */
export function PrintOrdersPage() {
  const [params] = useSearchParams();
  const codes = (params.get('codes') ?? '').split(',').filter(Boolean).slice(0, 200);
  const orders = useQueries({ queries: codes.map((code) => orderQuery(code)) });
  const ready = orders.every((q) => !q.isPending);
  return (
    <>
      <PageHeader
        title={`Packing slips (${codes.length})`}
        actions={
          <Button disabled={!ready} onClick={() => window.print()}>
            Print
          </Button>
        }
      />
      <div className="grid gap-4">
        {orders.map((q, index) => {
          const order = q.data;
          if (!order)
            return (
              <p key={codes[index]}>
                {q.isPending ? `Loading ${codes[index]}…` : `No order ${codes[index]}`}
              </p>
            );
          const a = order.shippingAddress;
          return (
            <article
              key={order.id}
              className="grid gap-2 rounded-md border p-4 break-after-page"
              aria-label={`Packing slip ${order.code}`}
            >
              <h2 className="text-lg font-semibold">
                {order.code} · {PAYMENT_TYPE_LABELS[order.paymentType]}
              </h2>
              <p className="text-sm">Placed {formatDateTime(order.createdAt)}</p>
              <address className="text-sm not-italic">
                {a.name}, {a.phone}
                <br />
                {[a.address, a.area, a.landmark, a.city, a.state, a.pinCode]
                  .filter(Boolean)
                  .join(', ')}
              </address>
              <ul className="text-sm">
                {order.lines.map((line) => (
                  <li key={line.line}>
                    {line.quantity - line.cancelledQuantity} × {line.title}
                    {line.variantTitle ? ` (${line.variantTitle})` : ''}{' '}
                    {line.sku ? `· ${line.sku}` : ''}
                  </li>
                ))}
              </ul>
              <p className="font-semibold">
                COD to collect: {formatRupees(order.money.codToCollect)}
              </p>
            </article>
          );
        })}
      </div>
    </>
  );
}
