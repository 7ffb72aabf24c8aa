import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Field } from '@/components/Field';
import { FormError } from '@/components/FormError';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { orderMoves, useOrderMove } from '../api/moves';
import type { OrderSummary } from '../api/schemas';
import { awbTemplate, readAwbList } from '../awbList';
import { describeOutcome, runBulk } from '../bulk';

/**
 * Dispatches the chosen orders with their AWBs, pasted or uploaded as a CSV (order code, AWB and
 * optionally a courier per line). Orders the server refuses stay in the list with the reason; the
 * ones dispatched leave it, so trying again never dispatches one twice.
 *
 * @example
 * <DispatchDialog orders={chosen} open={open} onOpenChange={setOpen} onDone={announce} />
 */
export function DispatchDialog({
  orders,
  open,
  onOpenChange,
  onDone,
}: {
  orders: readonly OrderSummary[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (message: string) => void;
}) {
  const [courier, setCourier] = useState('');
  const [list, setList] = useState(() => awbTemplate(orders.map((order) => order.code)));
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [courierError, setCourierError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const dispatch = useOrderMove(orderMoves.dispatchOrder);
  const [busy, setBusy] = useState(false);

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) void file.text().then(setList);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readAwbList(
      list,
      orders.map((order) => order.code),
    );
    const missingCourier = !courier.trim() && read.lines.some((line) => !line.courier);
    setProblems(read.problems);
    setCourierError(missingCourier ? 'Enter the courier (or name one on every line).' : null);
    if (read.problems.length || missingCourier) return;
    setBusy(true);
    const byCode = new Map(read.lines.map((line) => [line.code, line]));
    const outcome = await runBulk(orders, (order) => {
      const line = byCode.get(order.code.toUpperCase());
      return dispatch.mutateAsync({
        orderId: order.id,
        awb: line?.awb ?? '',
        courier: line?.courier ?? courier.trim(),
      });
    });
    setBusy(false);
    const message = describeOutcome('dispatched', outcome);
    if (outcome.refused.length) {
      const refused = new Set(outcome.refused.map((r) => r.code));
      setList(
        list
          .split(/\r?\n/)
          .filter((line) =>
            refused.has(
              line
                .split(/[,\t;]/)[0]
                ?.trim()
                .toUpperCase() ?? '',
            ),
          )
          .join('\n'),
      );
      setFailure(message);
    } else {
      onOpenChange(false);
    }
    onDone(message);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            Dispatch {orders.length === 1 ? orders[0]?.code : `${orders.length} orders`}
          </DialogTitle>
          <DialogDescription>
            Each order leaves with its AWB; the shopper gets the dispatched message with the
            tracking link.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <Field label="Courier" hint="Used for every line that names none." error={courierError}>
            {(props) => (
              <Input {...props} value={courier} onChange={(e) => setCourier(e.target.value)} />
            )}
          </Field>
          <Field
            label="AWBs"
            hint="One order per line: order code, AWB (and a courier if it differs)."
            error={problems.length ? problems.join(' ') : null}
          >
            {(props) => (
              <Textarea
                {...props}
                rows={Math.min(10, orders.length + 1)}
                value={list}
                onChange={(e) => setList(e.target.value)}
              />
            )}
          </Field>
          <Field label="Or upload a CSV of AWBs">
            {(props) => (
              <Input {...props} type="file" accept=".csv,text/csv,text/plain" onChange={upload} />
            )}
          </Field>
          <FormError message={failure} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy
                ? 'Dispatching…'
                : `Dispatch ${orders.length === 1 ? 'order' : `${orders.length} orders`}`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
