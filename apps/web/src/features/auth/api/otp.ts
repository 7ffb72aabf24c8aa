import { env } from '@/lib/env';
import { gqlRequest } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/graphql';
import { OtpDispatchSchema, OtpVerifySchema } from '@/lib/schemas/user';

const EnsureUserAndDispatchOtpDocument = graphql(`
  query ensureUserAndDispatchOTP($storeId: ID!, $phone: String!) {
    ensureUserAndDispatchOTP(storeId: $storeId, phone: $phone) {
      isExistingUser
      codeLength
      expiresInSeconds
      resendAfterSeconds
      sendsLeft
    }
  }
`);

const VerifyCustomOtpDocument = graphql(`
  query verifyCustomOTP($storeId: ID!, $phone: String!, $otp: String!) {
    verifyCustomOTP(storeId: $storeId, phone: $phone, otp: $otp) {
      isVerified
      message
      attemptsLeft
      signInTicket
    }
  }
`);

/**
 * Sends a one-time code to `phone` (+91 form); the user is created when the code is verified. Anonymous call,
 * sent once: never retried automatically (SIDE_EFFECT_QUERY_FIELDS in lib/graphql/repeatable.ts).
 */
export async function dispatchOtp(phone: string) {
  const data = await gqlRequest(
    EnsureUserAndDispatchOtpDocument,
    { storeId: env.storeId, phone },
    { auth: 'apiKey' },
  );
  return OtpDispatchSchema.parse(data.ensureUserAndDispatchOTP);
}

/**
 * Checks the code the shopper typed (counts one attempt); a right code answers the single-use
 * sign-in ticket the user pool takes instead of the code. Anonymous call, sent once.
 */
export async function verifyOtp(phone: string, otp: string) {
  const data = await gqlRequest(
    VerifyCustomOtpDocument,
    { storeId: env.storeId, phone, otp },
    { auth: 'apiKey' },
  );
  return OtpVerifySchema.parse(data.verifyCustomOTP);
}
