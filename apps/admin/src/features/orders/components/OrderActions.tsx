import { useStaff } from '@/stores/sessionStore';
import type { Order } from '../api/schemas';
import { isStaffMove } from '../moves/describe';
import { MoveDialog } from '../moves/MoveDialog';

/**
 * Every move the order's life allows now (the API's `allowedActions`) that this staff member's
 * role may make, one button each; nothing when there is none.
 *
 * @example
 * <OrderActions order={order} onMoved={() => void query.refetch()} />
 */
export function OrderActions({ order, onMoved }: { order: Order; onMoved: () => void }) {
  const staff = useStaff();
  const actions = order.allowedActions.filter(
    (action) => isStaffMove(action.move) && staff?.permissions.some((p) => p === action.permission),
  );
  return (
    <section
      aria-labelledby="order-actions"
      className="grid gap-2 rounded-md border p-3 print:hidden"
    >
      <h2 id="order-actions" className="font-semibold">
        What you can do now
      </h2>
      {actions.length ? (
        <div className="flex flex-wrap gap-2">
          {actions.map(({ move, subject }) =>
            isStaffMove(move) ? (
              <MoveDialog
                key={`${move}-${subject ?? ''}`}
                move={move}
                subject={subject ?? null}
                order={order}
                onMoved={onMoved}
              />
            ) : null,
          )}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Nothing waits for your role on this order.</p>
      )}
    </section>
  );
}
