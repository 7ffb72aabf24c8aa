import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Order } from '@/lib/schemas/order';
import { orderProgressQueryOptions } from '../api/progress';
import { CancelOrder } from './CancelOrder';
import { OrderTimeline } from './OrderTimeline';
import { Reorder } from './Reorder';
import { ReturnRequest } from './ReturnRequest';

/**
 * The order's life for its owner (orderProgress): where it stands in the shopper's words, the
 * timeline (courier and tracking link once dispatched), Cancel before dispatch, a return
 * request within the window, and Reorder. Anyone else (the API answers NOT_FOUND) sees none of
 * it. Outcomes are announced in a polite status region.
 */
export function OrderProgressPanel({ order }: { order: Order }) {
  const progress = useQuery(orderProgressQueryOptions(order.id));
  const [notice, setNotice] = useState('');
  const data = progress.data;
  return (
    <div className="space-y-4">
      <p role="status" aria-live="polite" className="text-sm empty:hidden">
        {notice}
      </p>
      {data ? (
        <>
          <p className="text-sm">
            Where your order is: <strong data-stage={data.stage}>{data.stageLabel}</strong>
          </p>
          <OrderTimeline timeline={data.timeline} />
          <div className="grid gap-2">
            {data.canCancel ? (
              <CancelOrder orderId={order.id} code={order.code} onDone={setNotice} />
            ) : null}
            {data.canRequestReturn ? (
              <ReturnRequest
                orderId={order.id}
                products={order.products}
                returnable={data.returnableLines}
                returnUntil={data.returnUntil}
                onDone={setNotice}
              />
            ) : null}
            <Reorder products={order.products} onDone={setNotice} />
          </div>
        </>
      ) : null}
    </div>
  );
}
