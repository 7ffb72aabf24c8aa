import { useState, type FormEvent } from 'react';
import { FormError } from '@/components/FormError';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/errors';
import { ApiError } from '@/lib/graphql/errors';
import { newIdempotencyKey } from '@/lib/idempotency';
import { toast } from '@/lib/toast';
import { useOrderMove } from '../api/moves';
import type { Order } from '../api/schemas';
import { describeMove, moveLabel, type StaffMove } from './describe';
import { MoveFields } from './MoveFields';
import { checkMove, submitMove, type MoveProblems, type MoveValues } from './submitMove';

const initialValues = (order: Order): MoveValues => ({
  reason: '',
  courier: '',
  awb: '',
  trackingUrl: '',
  phone: '',
  address: '',
  date: '',
  refundTo: order.money.paidOnline > 0 ? 'ORIGINAL' : 'STORE_CREDIT',
  amount: '',
  restockAll: true,
});

const DANGER: readonly StaffMove[] = ['CANCEL', 'RETURN_TO_ORIGIN', 'REFUSE_RETURN'];

/**
 * One allowed move as a button and its dialog: it asks only what the move needs, says what it
 * will do ("Refund ₹474.05 to the original payment."), and on a refusal keeps everything typed
 * with the API's reason (a CONFLICT also reads the order again, so the next try uses its new
 * version). One idempotency key per dialog: a retry never moves money or stock twice.
 *
 * @example
 * <MoveDialog move="CANCEL" subject={null} order={order} onMoved={refetch} />
 */
export function MoveDialog({
  move,
  subject,
  order,
  onMoved,
}: {
  move: StaffMove;
  subject: string | null;
  order: Order;
  onMoved: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(() => initialValues(order));
  const [problems, setProblems] = useState<MoveProblems>({});
  const [idempotencyKey] = useState(newIdempotencyKey);
  const mutation = useOrderMove((key: string) => submitMove(move, order, subject, values, key));
  const label = moveLabel(move, subject);
  const sentence = describeMove(move, order, subject, {
    refundTo: values.refundTo,
    amount: Number(values.amount || Number.NaN),
    restockAll: values.restockAll,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkMove(move, order, values);
    setProblems(found);
    if (Object.keys(found).length) return;
    mutation.mutate(idempotencyKey, {
      onSuccess: () => {
        setOpen(false);
        toast.success(`${order.code}: ${sentence}`);
        onMoved();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'CONFLICT') onMoved();
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={DANGER.includes(move) ? 'outline' : 'default'}>{label}</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            {label} · {order.code}
          </DialogTitle>
          <DialogDescription>{sentence}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <MoveFields
            move={move}
            order={order}
            values={values}
            problems={problems}
            onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          />
          <FormError message={mutation.error ? errorMessage(mutation.error) : null} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Keep as it is
            </Button>
            <Button
              type="submit"
              variant={DANGER.includes(move) ? 'destructive' : 'default'}
              disabled={mutation.isPending}
            >
              {mutation.isPending ? 'Working…' : label}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
