import type { RequestContext } from '../context.js';
import { apiError } from '../errors.js';
import type { Domain } from '../graphql/domain.js';
import { enforceRateLimit } from '../rate-limits/enforce.js';
import { dispatchOtp } from './dispatch.js';
import { verifyOtp } from './verify.js';

/** Refuses a store id that is not this shop's. */
async function checkStore(context: RequestContext, storeId: string): Promise<void> {
  if (storeId !== (await context.deps.storage.repos.catalogue.storeId())) {
    throw apiError('NOT_FOUND', 'Store not found');
  }
}

/**
 * ensureUserAndDispatchOTP (per-address rate limit first) and verifyCustomOTP (queries, as spec 7
 * says).
 *
 * @example
 * const backend = createStorefrontBackend(deps, [otpDomain, …]);
 */
export const otpDomain: Domain = {
  resolvers: {
    Query: {
      ensureUserAndDispatchOTP: async (_, { storeId, phone }, context) => {
        await enforceRateLimit(context.deps, 'otp-send', context.clientIp, context.now);
        await checkStore(context, storeId);
        return dispatchOtp(context.deps, context.now, phone);
      },
      verifyCustomOTP: async (_, { storeId, phone, otp }, context) => {
        await checkStore(context, storeId);
        return verifyOtp(context.deps, context.now, phone, otp);
      },
    },
  },
};
