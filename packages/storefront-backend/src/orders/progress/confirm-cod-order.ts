import type { CodConfirmation } from '@haat/storefront-api/resolvers';
import type { RequestContext } from '../../context.js';
import { apiError, badInput } from '../../errors.js';
import { readCodConfirmToken } from '../../fulfilment/cod-confirm-token.js';
import { lineCounts } from '../../fulfilment/line-counts.js';
import { moveOrder } from '../../fulfilment/move-order.js';

/**
 * What the confirm page says, by outcome: one place for the shopper's words.
 *
 * @example
 * CONFIRM_COD_MESSAGES.CONFIRMED('HAAT-10234');
 * // 'Thank you! Your order HAAT-10234 is confirmed. We will message you when it ships.'
 */
export const CONFIRM_COD_MESSAGES = {
  CONFIRMED: (code: string) =>
    `Thank you! Your order ${code} is confirmed. We will message you when it ships.`,
  ALREADY_CONFIRMED: (code: string) => `Your order ${code} is already confirmed.`,
  CANCELLED: (code: string) => `Your order ${code} was cancelled, so it cannot be confirmed.`,
  EXPIRED:
    'This confirmation link has expired. If your order was not cancelled, please contact the shop.',
  FORGED: 'This confirmation link is not valid. Please open the link from your message again.',
} as const;

/**
 * confirmCodOrder: the shopper's tap on the confirm-your-COD-order link. The token's signature
 * and expiry are checked first (`readCodConfirmToken`: BAD_USER_INPUT, with what is wrong, for
 * a forged or expired link); then the order's life is moved CONFIRM_COD by the shopper through
 * `moveOrder` (one transaction, the order's row locked, so a confirm racing the unconfirmed-order
 * sweep or a staff member's confirm or cancel has exactly one winner; the order-confirmed
 * message is queued with it). A refused move is answered from the life as it stands: cancelled,
 * or already confirmed (a second tap, staff first, or no confirmation asked).
 *
 * @example
 * await confirmCodOrder(context, token);
 * // { orderCode: 'HAAT-10234', status: 'CONFIRMED', message: 'Thank you! …' }
 */
export async function confirmCodOrder(
  context: RequestContext,
  token: string,
): Promise<CodConfirmation> {
  const { deps } = context;
  const read = await readCodConfirmToken(deps.settings.otpSecret, token, context.now);
  if (read.status === 'forged') throw badInput(CONFIRM_COD_MESSAGES.FORGED);
  if (read.status === 'expired') throw badInput(CONFIRM_COD_MESSAGES.EXPIRED);
  const order = await deps.storage.repos.orders.byId(read.orderId);
  // A genuine token names an order the shop made; one gone since reads as a link gone bad.
  if (!order) throw badInput(CONFIRM_COD_MESSAGES.FORGED);
  const outcome = await moveOrder(deps, {
    orderId: order.id,
    move: { type: 'CONFIRM_COD' },
    actor: { kind: 'shopper', userId: order.userId },
    action: 'confirmCodOrder',
  });
  if (outcome.ok) {
    const code = outcome.order.code;
    return { orderCode: code, status: 'CONFIRMED', message: CONFIRM_COD_MESSAGES.CONFIRMED(code) };
  }
  const stored = await deps.storage.repos.orderLives.byOrder(order.id);
  const cancelled = stored
    ? lineCounts(stored.life).every((counts) => counts.live === 0)
    : order.status === 'CANCELLED';
  if (cancelled) {
    return {
      orderCode: order.code,
      status: 'CANCELLED',
      message: CONFIRM_COD_MESSAGES.CANCELLED(order.code),
    };
  }
  if (stored && stored.life.confirmation !== 'REQUIRED') {
    return {
      orderCode: order.code,
      status: 'ALREADY_CONFIRMED',
      message: CONFIRM_COD_MESSAGES.ALREADY_CONFIRMED(order.code),
    };
  }
  throw apiError('ORDER_MOVE_REFUSED', outcome.message);
}
