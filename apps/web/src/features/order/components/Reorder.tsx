import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@/lib/errors/handleError';
import type { OrderProduct } from '@/lib/schemas/order';
import { toast } from '@/lib/toast';
import { useCartStore } from '@/stores/cartStore';
import { useModalStore } from '@/stores/modalStore';
import { planReorder } from '../api/reorder';

/** What Reorder says: what went into the cart and which items are no longer available. */
export function reorderMessage(added: number, unavailable: readonly string[]): string {
  const parts = [
    added > 0
      ? `Added ${added} ${added === 1 ? 'item' : 'items'} to your cart.`
      : 'Nothing could be added to your cart.',
    unavailable.length > 0 ? `Not available any more: ${unavailable.join(', ')}.` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * Reorder: adds the order's items still on sale to the cart (today's price and stock) and says
 * which were not, in a toast (with View Cart) and through `onDone` for the page's status.
 */
export function Reorder({
  products,
  onDone,
}: {
  products: readonly OrderProduct[];
  onDone: (message: string) => void;
}) {
  const add = useCartStore((state) => state.add);
  const setCartOpen = useModalStore((state) => state.setCartOpen);
  const reorder = useMutation({
    mutationFn: () => planReorder(products),
    onSuccess: (plan) => {
      for (const item of plan.add) add(item);
      const message = reorderMessage(plan.add.length, plan.unavailable);
      onDone(message);
      const show = plan.add.length > 0 ? toast.success : toast.warning;
      show(message, {
        ...(plan.add.length > 0
          ? { action: { label: 'View Cart', onClick: () => setCartOpen(true) } }
          : {}),
      });
    },
    onError: (error) => {
      const message = errorMessage(error) ?? 'Your items could not be added. Please try again.';
      onDone(message);
      toast.error(message);
    },
  });
  return (
    <button
      type="button"
      className="btn-primary w-full"
      disabled={reorder.isPending}
      onClick={() => reorder.mutate()}
    >
      {reorder.isPending ? 'Adding to cart…' : 'Reorder'}
    </button>
  );
}
