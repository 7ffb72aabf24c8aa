import * as z from 'zod/mini';

/**
 * verifyCheckoutPhone's answer: a wrong code gives isVerified false, a message and the tries
 * left; a right one the proof a guest's cash-on-delivery order carries (`phoneProof`).
 */
export const CheckoutPhoneProofSchema = z.object({
  isVerified: z.boolean(),
  message: z.nullish(z.string()),
  attemptsLeft: z.number(),
  phoneProof: z.nullish(z.string()),
  expiresAt: z.nullish(z.string()),
});

export type CheckoutPhoneProof = z.infer<typeof CheckoutPhoneProofSchema>;
