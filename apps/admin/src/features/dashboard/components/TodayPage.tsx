import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { LoadFailed, Loading } from '@/components/LoadFailed';
import { PageHeader } from '@/components/PageHeader';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDay, istToday } from '@/lib/dates';
import { ordersPath, PAYMENT_TYPE_LABELS } from '@/lib/labels';
import { formatCount, formatRupees } from '@/lib/money';
import { dashboardQuery } from '../api/dashboard';
import { OrdersChart } from './OrdersChart';
import { RemittanceFigures } from './RemittanceFigures';

/**
 * Today, the landing screen: the day's orders and sales by payment type, what waits for staff
 * (each count opens the order list filtered to it), COD collected by couriers and not yet
 * remitted with the short, excess and overdue remittances (each opening the remittance report),
 * RTO % by pin code over 30 days, and orders per day for 14 days.
 *
 * @example
 * <Route index element={<TodayPage />} />
 */
export function TodayPage() {
  const query = useQuery(dashboardQuery());
  if (query.isPending) return <Loading what="today's figures" />;
  if (query.isError) return <LoadFailed error={query.error} retry={() => void query.refetch()} />;
  const d = query.data;
  const today = istToday();
  const waiting = [
    { label: 'To confirm', count: d.toConfirm, to: ordersPath({ stage: ['TO_CONFIRM'] }) },
    { label: 'To pack', count: d.toPack, to: ordersPath({ stage: ['TO_PACK'] }) },
    { label: 'To dispatch', count: d.toDispatch, to: ordersPath({ stage: ['TO_DISPATCH'] }) },
    {
      label: 'Failed deliveries waiting',
      count: d.failedDeliveries,
      to: ordersPath({ stage: ['DELIVERY_FAILED'] }),
    },
    {
      label: 'Returns to decide',
      count: d.returnsOpen,
      to: ordersPath({ stage: ['RETURN_OPEN'] }),
    },
  ];
  return (
    <>
      <PageHeader title="Today" description={`${formatDay(d.day)}, figures in India time (IST).`} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Waiting for you</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {waiting.map((item) => (
                <li key={item.label}>
                  <Link
                    to={item.to}
                    className="grid rounded-md border p-3 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  >
                    <span className="text-2xl font-semibold">{formatCount(item.count)}</span>{' '}
                    <span className="text-sm">{item.label}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Orders and sales today</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <table className="w-full text-sm">
              <caption className="sr-only">Orders and sales today by payment type</caption>
              <thead>
                <tr>
                  <th scope="col" className="text-left">
                    Payment type
                  </th>
                  <th scope="col" className="text-right">
                    Orders
                  </th>
                  <th scope="col" className="text-right">
                    Sales
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.today.map((f) => (
                  <tr key={f.paymentType}>
                    <th scope="row" className="text-left font-normal">
                      <Link
                        className="inline-flex min-h-6 items-center underline"
                        to={ordersPath({ paymentType: [f.paymentType], from: today, to: today })}
                      >
                        {PAYMENT_TYPE_LABELS[f.paymentType]}
                      </Link>
                    </th>
                    <td className="text-right">{formatCount(f.orders)}</td>
                    <td className="text-right">{formatRupees(f.sales)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="text-sm">
              COD not yet remitted by couriers:{' '}
              <strong>{formatRupees(d.codNotRemitted.amount)}</strong> on{' '}
              {formatCount(d.codNotRemitted.orders)} orders
            </p>
            <RemittanceFigures counts={d.codRemittanceExceptions} />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-6">
            <OrdersChart days={d.ordersPerDay} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Returned undelivered (RTO) by pin code, 30 days</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {d.rtoByPinCode.length ? (
              <table className="w-full text-sm">
                <caption className="sr-only">RTO percentage by pin code, highest first</caption>
                <thead>
                  <tr>
                    <th scope="col" className="text-left">
                      Pin code
                    </th>
                    <th scope="col" className="text-right">
                      Dispatched
                    </th>
                    <th scope="col" className="text-right">
                      Came back
                    </th>
                    <th scope="col" className="text-right">
                      RTO %
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {d.rtoByPinCode.slice(0, 15).map((pin) => (
                    <tr key={pin.pinCode}>
                      <th scope="row" className="text-left font-normal">
                        <Link
                          className="inline-flex min-h-6 items-center underline"
                          to={ordersPath({ pinCode: pin.pinCode })}
                        >
                          {pin.pinCode}
                        </Link>
                      </th>
                      <td className="text-right">{pin.dispatched}</td>
                      <td className="text-right">{pin.returnedToOrigin}</td>
                      <td className="text-right">{pin.rtoPercent.toFixed(1)}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="text-sm text-muted-foreground">
                Nothing dispatched in the last 30 days.
              </p>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
