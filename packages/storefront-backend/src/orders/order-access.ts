import type { RequestContext } from '../context.js';
import type { OrderRecord } from '../ports/storage/records.js';
import { accessKeyMatches } from './access-key.js';

/**
 * Whether the caller may see an order's personal data: the signed-in user who placed it; for a
 * guest order, the browser holding its access key, or the signed-in user whose verified phone
 * it was shipped to (the same guest orders searchOrders lists for them). Nobody else.
 *
 * @example
 * const personal = await mayReadOrder(context, order, args.accessKey);
 */
export async function mayReadOrder(
  context: RequestContext,
  order: OrderRecord,
  accessKey: string | null | undefined,
): Promise<boolean> {
  const { caller } = context;
  if (caller.kind === 'user' && order.userId === caller.userId) return true;
  if (order.userId !== null) return false;
  if (await accessKeyMatches(order.guestSecretHash, accessKey)) return true;
  if (caller.kind !== 'user') return false;
  const user = await context.viewer();
  return user !== null && user.phoneVerified && order.shippingAddress.phone === user.phone;
}
