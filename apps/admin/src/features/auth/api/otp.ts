import * as z from 'zod/mini';
import { env } from '@/lib/env';
import { storefrontRequest } from '@/lib/graphql/client';
import { storefrontGraphql } from '@/lib/graphql/storefront';

const DispatchOtpDocument = storefrontGraphql(`
  query ensureUserAndDispatchOTP($storeId: ID!, $phone: String!) {
    ensureUserAndDispatchOTP(storeId: $storeId, phone: $phone) {
      codeLength
      resendAfterSeconds
    }
  }
`);

const VerifyOtpDocument = storefrontGraphql(`
  query verifyCustomOTP($storeId: ID!, $phone: String!, $otp: String!) {
    verifyCustomOTP(storeId: $storeId, phone: $phone, otp: $otp) {
      isVerified
      message
      attemptsLeft
      signInTicket
    }
  }
`);

const Dispatched = z.object({ codeLength: z.number(), resendAfterSeconds: z.number() });
const Verified = z.object({
  isVerified: z.boolean(),
  message: z.nullable(z.optional(z.string())),
  attemptsLeft: z.nullable(z.optional(z.number())),
  signInTicket: z.nullable(z.optional(z.string())),
});

/**
 * Sends a one-time code to `phone` (+91 form) through the storefront API, as the storefront's
 * sign-in does (the same limits: 30 s between codes, 5 an hour).
 *
 * @example
 * const { resendAfterSeconds } = await dispatchCode('+919876543210');
 */
export async function dispatchCode(phone: string) {
  const data = await storefrontRequest(DispatchOtpDocument, { storeId: env.storeId, phone });
  return Dispatched.parse(data.ensureUserAndDispatchOTP);
}

/**
 * Checks the typed code (counts one attempt): `isVerified` with the single-use sign-in ticket the
 * user pool takes instead of the code, or the API's message with the attempts left.
 *
 * @example
 * const { isVerified, signInTicket } = await verifyCode('+919876543210', '123456');
 */
export async function verifyCode(phone: string, otp: string) {
  const data = await storefrontRequest(VerifyOtpDocument, { storeId: env.storeId, phone, otp });
  return Verified.parse(data.verifyCustomOTP);
}
