import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Dialog } from '@/components/Dialog';
import { errorMessage } from '@/lib/errors/handleError';
import { newIdempotencyKey } from '@/lib/graphql/client';
import { toast } from '@/lib/toast';
import { orderKeys } from '../api/order';
import { cancelMyOrder } from '../api/progress';

export const ORDER_CANCELLED = 'Your order has been cancelled.';
export const CANCEL_REASON_NEEDED = 'Please tell us why you are cancelling.';

/**
 * Cancel before dispatch: a button opening a confirm dialog that asks for a reason. Success is
 * announced (toast, and `onDone` for the page's status region) and the order reloads; a refusal is shown in the
 * dialog (an alert) with the reason kept as typed, ready to try again. One idempotency key per
 * dialog, so a double tap or a retry cancels once.
 */
export function CancelOrder({
  orderId,
  code,
  onDone,
}: {
  orderId: string;
  code: string;
  /** Told the message to announce once the order is cancelled. */
  onDone: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const reasonId = useId();
  const errorId = useId();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelMyOrder({ orderId, reason: reason.trim(), idempotencyKey: key }),
    onSuccess: (progress) => {
      queryClient.setQueryData(orderKeys.progress(orderId), progress);
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId), exact: true });
      toast.success(ORDER_CANCELLED);
      onDone(ORDER_CANCELLED);
      setOpen(false);
      setReason('');
      setKey(newIdempotencyKey());
    },
  });
  const failure = cancel.isError
    ? (errorMessage(cancel.error) ?? 'Your order could not be cancelled. Please try again.')
    : null;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    cancel.mutate();
  };
  return (
    <>
      <button type="button" className="btn-secondary w-full" onClick={() => setOpen(true)}>
        Cancel order
      </button>
      {open ? (
        <Dialog title={`Cancel order ${code}?`} onClose={() => setOpen(false)}>
          <form className="space-y-3" onSubmit={submit} noValidate>
            <p className="text-sm">
              Everything not yet dispatched is cancelled; money you paid online is refunded.
            </p>
            <label htmlFor={reasonId} className="block text-sm font-medium">
              Why are you cancelling?
            </label>
            <textarea
              id={reasonId}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              rows={3}
              maxLength={500}
              required
              aria-invalid={missing || undefined}
              aria-describedby={missing || failure ? errorId : undefined}
              className="w-full rounded-md border border-line p-2"
            />
            {missing || failure ? (
              <p id={errorId} role="alert" className="text-sm text-danger">
                {missing ? CANCEL_REASON_NEEDED : failure}
              </p>
            ) : null}
            <div className="flex flex-col gap-2 sm:flex-row-reverse">
              <button type="submit" className="btn-primary" disabled={cancel.isPending}>
                {cancel.isPending ? 'Cancelling…' : 'Yes, cancel order'}
              </button>
              <button type="button" className="btn-secondary" onClick={() => setOpen(false)}>
                Keep my order
              </button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </>
  );
}
