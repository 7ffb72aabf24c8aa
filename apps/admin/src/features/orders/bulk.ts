import { errorMessage } from '@/lib/errors';

/** What a bulk action did: the orders moved and those refused, each with the API's reason. */
export interface BulkOutcome {
  readonly done: readonly string[];
  readonly refused: readonly { code: string; message: string }[];
}

/**
 * Runs one move per order, one after another (each is its own guarded move on the server; one
 * refused order does not stop the rest).
 *
 * @example
 * const outcome = await runBulk(selected, (order) => orderMoves.confirmOrder({ orderId: order.id }));
 */
export async function runBulk<T extends { code: string }>(
  orders: readonly T[],
  move: (order: T) => Promise<unknown>,
): Promise<BulkOutcome> {
  const done: string[] = [];
  const refused: { code: string; message: string }[] = [];
  for (const order of orders) {
    try {
      await move(order);
      done.push(order.code);
    } catch (error) {
      refused.push({ code: order.code, message: errorMessage(error) });
    }
  }
  return { done, refused };
}

/**
 * A bulk outcome in one sentence for the live region and the toast.
 *
 * @example
 * describeOutcome('confirmed', { done: ['HAAT-1'], refused: [] }); // '1 order confirmed.'
 */
export function describeOutcome(verb: string, outcome: BulkOutcome): string {
  const n = outcome.done.length;
  const moved = `${n} ${n === 1 ? 'order' : 'orders'} ${verb}.`;
  if (!outcome.refused.length) return moved;
  return `${moved} Not ${verb}: ${outcome.refused.map((r) => `${r.code} (${r.message})`).join('; ')}`;
}
