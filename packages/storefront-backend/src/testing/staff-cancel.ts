import type { BackendDeps } from '../deps.js';
import { moveOrder, type MoveOrderOutcome } from '../fulfilment/move-order.js';

/**
 * Cancels a whole placed order as a staff member would (`moveOrder`'s CANCEL): a placed COD
 * order's life starts with it, so it is cancelled through its life, stock, rewards and coupon
 * use back.
 *
 * @example
 * expect(await staffCancel(deps, order.id)).toMatchObject({ ok: true });
 */
export function staffCancel(deps: BackendDeps, orderId: string): Promise<MoveOrderOutcome> {
  return moveOrder(deps, {
    orderId,
    move: { type: 'CANCEL', reason: 'Asked by phone' },
    actor: { kind: 'staff', staffId: 'staff-1' },
  });
}
