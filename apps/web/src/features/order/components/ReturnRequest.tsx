import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Dialog } from '@/components/Dialog';
import { dateFormatter } from '@/lib/dates';
import { errorMessage } from '@/lib/errors/handleError';
import { newIdempotencyKey } from '@/lib/graphql/client';
import type { OrderProduct } from '@/lib/schemas/order';
import { toast } from '@/lib/toast';
import { selectIsSignedIn, useUserStore } from '@/stores/userStore';
import { uploadReviewImage } from '@/features/product/api/reviews';
import { REVIEW_LIMITS, validateImages } from '@/features/product/reviewForm';
import { orderKeys } from '../api/order';
import { requestOrderReturn, type LineUnits } from '../api/progress';

export const RETURN_REQUESTED = 'Your return request has been sent.';
export const RETURN_NEEDS_ITEMS = 'Choose at least one item to return.';
export const RETURN_NEEDS_REASON = 'Please tell us why you are returning these items.';

const formatDay = dateFormatter({ dateStyle: 'medium' });

interface ReturnRequestProps {
  orderId: string;
  products: readonly OrderProduct[];
  returnable: readonly LineUnits[];
  returnUntil: string | null | undefined;
  onDone: (message: string) => void;
}

/**
 * A return request within the return window: a button opening a form of the delivered lines
 * (how many of each to return), a reason and, for a signed-in shopper, up to 5 photos (the API
 * takes photos from signed-in shoppers only; uploaded as review pictures are, with the same
 * checks, once per form: a retry sends the keys already uploaded). Refusals (the window closed
 * meanwhile) are shown in the form, with everything chosen and typed kept. One idempotency key
 * per form.
 */
export function ReturnRequest({
  orderId,
  products,
  returnable,
  returnUntil,
  onDone,
}: ReturnRequestProps) {
  const [open, setOpen] = useState(false);
  const [counts, setCounts] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const [photos, setPhotos] = useState<File[]>([]);
  const uploaded = useRef<string[] | null>(null);
  const signedIn = useUserStore(selectIsSignedIn);
  const reasonId = useId();
  const photosId = useId();
  const errorId = useId();
  const queryClient = useQueryClient();
  const chosen = returnable
    .map(({ line }) => ({ line, quantity: counts[line] ?? 0 }))
    .filter((units) => units.quantity > 0);
  const send = useMutation({
    mutationFn: async () => {
      // A picture ticket names a product; the first chosen line's will do (the photos are kept
      // with the return request, not shown on the product).
      const productId = products[chosen[0]?.line ?? 0]?.productId ?? '';
      if (!uploaded.current) {
        const keys: string[] = [];
        for (const photo of photos) keys.push(await uploadReviewImage(productId, photo));
        uploaded.current = keys;
      }
      return requestOrderReturn({
        orderId,
        lines: chosen,
        reason: reason.trim(),
        idempotencyKey: key,
        ...(uploaded.current.length > 0 ? { photos: uploaded.current } : {}),
      });
    },
    onSuccess: (progress) => {
      queryClient.setQueryData(orderKeys.progress(orderId), progress);
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId), exact: true });
      toast.success(RETURN_REQUESTED);
      onDone(RETURN_REQUESTED);
      setOpen(false);
      setCounts({});
      setReason('');
      setPhotos([]);
      uploaded.current = null;
      setKey(newIdempotencyKey());
    },
    onError: (error) => setProblem(errorMessage(error) ?? 'Your return could not be requested.'),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return setProblem(RETURN_NEEDS_ITEMS);
    if (!reason.trim()) return setProblem(RETURN_NEEDS_REASON);
    const photoProblem = validateImages(photos);
    if (photoProblem) return setProblem(photoProblem);
    setProblem(null);
    send.mutate();
  };
  return (
    <>
      <button type="button" className="btn-secondary w-full" onClick={() => setOpen(true)}>
        Return items
      </button>
      {returnUntil ? (
        <p className="text-sm text-ink-muted">
          You can ask for a return until {formatDay(returnUntil)}.
        </p>
      ) : null}
      {open ? (
        <Dialog title="Return items" onClose={() => setOpen(false)}>
          <form className="space-y-3" onSubmit={submit} noValidate>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">Items to return</legend>
              {returnable.map(({ line, quantity }) => {
                const product = products[line];
                const id = `return-line-${line}`;
                return (
                  <div key={line} className="flex items-center justify-between gap-3 text-sm">
                    <label htmlFor={id} className="min-w-0 flex-1">
                      {product?.title ?? `Item ${line + 1}`}
                      {product?.variantTitle ? ` (${product.variantTitle})` : ''}
                    </label>
                    <select
                      id={id}
                      value={counts[line] ?? 0}
                      onChange={(event) =>
                        setCounts({ ...counts, [line]: Number(event.target.value) })
                      }
                      className="min-h-11 rounded-md border border-line px-2"
                    >
                      {Array.from({ length: quantity + 1 }, (_, n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </div>
                );
              })}
            </fieldset>
            <label htmlFor={reasonId} className="block text-sm font-medium">
              Why are you returning them?
            </label>
            <textarea
              id={reasonId}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              rows={3}
              maxLength={500}
              aria-invalid={problem === RETURN_NEEDS_REASON || undefined}
              aria-describedby={problem ? errorId : undefined}
              className="w-full rounded-md border border-line p-2"
            />
            {signedIn ? (
              <>
                <label htmlFor={photosId} className="block text-sm font-medium">
                  Add photos (optional, up to {REVIEW_LIMITS.images}, JPEG, PNG or WebP, 5 MB each)
                </label>
                <input
                  id={photosId}
                  type="file"
                  multiple
                  accept="image/jpeg,image/png,image/webp"
                  aria-describedby={problem ? errorId : undefined}
                  onChange={(event) => {
                    setPhotos([...(event.target.files ?? [])]);
                    uploaded.current = null;
                  }}
                  className="block w-full text-sm"
                />
              </>
            ) : null}
            {problem ? (
              <p id={errorId} role="alert" className="text-sm text-danger">
                {problem}
              </p>
            ) : null}
            <button type="submit" className="btn-primary w-full" disabled={send.isPending}>
              {send.isPending ? 'Sending…' : 'Request return'}
            </button>
          </form>
        </Dialog>
      ) : null}
    </>
  );
}
