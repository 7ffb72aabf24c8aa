import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Can } from '@/components/Can';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { orderMoves, useOrderMove } from '../api/moves';
import type { OrderSummary } from '../api/schemas';
import { describeOutcome, runBulk } from '../bulk';
import { DispatchDialog } from './DispatchDialog';

/**
 * What staff can do with the orders chosen on the page: confirm, mark packed, dispatch with
 * AWBs, print. Each is shown only to roles that may do it; each tells what it did (a live
 * region and a toast), naming the orders the server refused and why.
 *
 * @example
 * <BulkActions chosen={chosenOrders} onDone={clearSelection} />
 */
export function BulkActions({
  chosen,
  onDone,
}: {
  chosen: readonly OrderSummary[];
  onDone: () => void;
}) {
  const navigate = useNavigate();
  const confirm = useOrderMove(orderMoves.confirmOrder);
  const pack = useOrderMove(orderMoves.packOrder);
  const [busy, setBusy] = useState(false);
  const [dispatching, setDispatching] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const announce = (message: string) => {
    setAnnouncement(message);
    toast.info(message);
  };

  const bulk = async (verb: string, move: (order: OrderSummary) => Promise<unknown>) => {
    setBusy(true);
    const outcome = await runBulk(chosen, move);
    setBusy(false);
    announce(describeOutcome(verb, outcome));
    if (!outcome.refused.length) onDone();
  };

  const none = chosen.length === 0;
  return (
    <div className="flex flex-wrap items-center gap-2 py-2 print:hidden">
      <span className="text-sm text-muted-foreground">{chosen.length} chosen</span>
      <Can permission="ORDERS_CONFIRM">
        <Button
          size="sm"
          variant="outline"
          disabled={none || busy}
          onClick={() => void bulk('confirmed', (o) => confirm.mutateAsync({ orderId: o.id }))}
        >
          Confirm
        </Button>
      </Can>
      <Can permission="ORDERS_FULFIL">
        <Button
          size="sm"
          variant="outline"
          disabled={none || busy}
          onClick={() => void bulk('packed', (o) => pack.mutateAsync({ orderId: o.id }))}
        >
          Mark packed
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={none || busy}
          onClick={() => setDispatching(true)}
        >
          Dispatch…
        </Button>
      </Can>
      <Button
        size="sm"
        variant="outline"
        disabled={none}
        onClick={() => void navigate(`/orders/print?codes=${chosen.map((o) => o.code).join(',')}`)}
      >
        Print
      </Button>
      <p role="status" className="basis-full text-sm">
        {announcement}
      </p>
      {dispatching && (
        <DispatchDialog
          orders={chosen}
          open={dispatching}
          onOpenChange={setDispatching}
          onDone={(message) => {
            announce(message);
            if (!message.includes('Not dispatched')) onDone();
          }}
        />
      )}
    </div>
  );
}
