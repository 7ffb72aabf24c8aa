import { apiError } from '../lib/errors.js';
import { dispatchOtp, verifyOtp } from '../lib/otp.js';
import type { MockDomain } from '../lib/resolvers.js';

/** ensureUserAndDispatchOTP and verifyCustomOTP (queries, as spec 7 says). */
export const otpDomain: MockDomain = {
  resolvers: {
    Query: {
      ensureUserAndDispatchOTP: (_, { storeId, phone }, context) => {
        if (storeId !== context.catalogue.storeId) throw apiError('NOT_FOUND', 'Store not found');
        return dispatchOtp(context, phone);
      },
      verifyCustomOTP: (_, { storeId, phone, otp }, context) => {
        if (storeId !== context.catalogue.storeId) throw apiError('NOT_FOUND', 'Store not found');
        return verifyOtp(context, phone, otp);
      },
    },
  },
  handlers: (operations) => [
    operations.query('ensureUserAndDispatchOTP'),
    operations.query('verifyCustomOTP'),
  ],
};
