import type { AuditActor } from '../ports/storage/audit.js';
import type { StockAdjustment, StockLedgerReason } from '../ports/storage/stock-ledger.js';
import { stockLinesByKey } from '../storage/checks.js';
import type { StockUnits } from './effects.js';
import type { EffectContext } from './apply-effects.js';
import type { Actor } from './life.js';

/** The audit log's and the ledger's name for who made a move. */
const actorOf = (actor: Actor | undefined): AuditActor => {
  switch (actor?.kind) {
    case 'staff':
      return { kind: 'staff', id: actor.staffId };
    case 'shopper':
      return { kind: 'shopper', id: actor.userId };
    case 'provider':
      return { kind: 'provider', id: actor.provider };
    default:
      return { kind: 'system', id: null };
  }
};

/**
 * The stock ledger's entries for units a move took from (`sign` −1: a dispatch) or put back on
 * (`sign` 1: an RTO or return restock) the shelf, one per key (keys in ascending order), naming
 * the order, the move's actor and its reason. Storage records them after the stock write in the
 * move's transaction (`stockLedger.record`), each with the key's units on hand then.
 *
 * @example
 * await repos.stock.restock(effect.units);
 * await repos.stockLedger.record(stockLedgerOf(context, effect.units, 'RTO_RESTOCK', 1));
 */
export function stockLedgerOf(
  context: Pick<EffectContext, 'ids' | 'at' | 'order' | 'after'>,
  units: readonly StockUnits[],
  reason: StockLedgerReason,
  sign: 1 | -1,
): StockAdjustment[] {
  const event = context.after.events.at(-1);
  return stockLinesByKey(units).map(([key, quantity]) => ({
    id: context.ids.uuid(),
    key,
    delta: sign * quantity,
    reason,
    orderId: context.order.id,
    note: event?.reason?.trim() || null,
    actor: actorOf(event?.actor),
    at: context.at,
  }));
}
