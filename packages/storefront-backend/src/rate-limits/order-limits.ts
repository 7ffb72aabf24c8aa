import { addPhonePrefix, isValidPhone, removePhonePrefix } from '@haat/commerce-core';
import type { RequestContext } from '../context.js';
import { enforceRateLimit } from './enforce.js';

/**
 * Counts one order attempt against each limit it falls under, before any work is done: per
 * network address (`create-order`, sized for carrier-grade NAT), per shipping phone
 * (`create-order-phone`, when the phone is a valid one: else the order is refused for its
 * address anyway) and per signed-in user (`create-order-user`). The first limit passed refuses
 * it (RATE_LIMITED with the wait, see `enforceRateLimit`).
 *
 * @example
 * await enforceOrderLimits(context, input.shippingAddress.phone);
 */
export async function enforceOrderLimits(
  context: RequestContext,
  shippingPhone: string,
): Promise<void> {
  const { deps, now, caller } = context;
  await enforceRateLimit(deps, 'create-order', context.clientIp, now);
  const phone = isValidPhone(shippingPhone)
    ? addPhonePrefix(removePhonePrefix(shippingPhone))
    : null;
  await enforceRateLimit(deps, 'create-order-phone', phone, now);
  await enforceRateLimit(
    deps,
    'create-order-user',
    caller.kind === 'user' ? caller.userId : null,
    now,
  );
}
