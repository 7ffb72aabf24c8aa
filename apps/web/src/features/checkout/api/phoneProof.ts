import { env } from '@/lib/env';
import { gqlRequest } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/graphql';
import { CheckoutPhoneProofSchema, type CheckoutPhoneProof } from '@/lib/schemas/phoneProof';

export const VerifyCheckoutPhoneDocument = graphql(`
  mutation verifyCheckoutPhone($storeId: ID!, $phone: String!, $otp: String!) {
    verifyCheckoutPhone(storeId: $storeId, phone: $phone, otp: $otp) {
      isVerified
      message
      attemptsLeft
      phoneProof
      expiresAt
    }
  }
`);

/**
 * Checks the checkout's one-time code for `phone` (+91 form): a right code answers the proof a
 * guest's cash-on-delivery order carries. Anonymous call, sent once (a mutation without an
 * idempotency key is never repeated by the transport).
 */
export async function verifyCheckoutPhone(phone: string, otp: string): Promise<CheckoutPhoneProof> {
  const data = await gqlRequest(
    VerifyCheckoutPhoneDocument,
    { storeId: env.storeId, phone, otp },
    { auth: 'apiKey' },
  );
  return CheckoutPhoneProofSchema.parse(data.verifyCheckoutPhone);
}
