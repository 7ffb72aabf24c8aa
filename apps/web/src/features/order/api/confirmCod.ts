import * as z from 'zod/mini';
import { gqlRequest } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/graphql';

const ConfirmCodOrderDocument = graphql(`
  mutation confirmCodOrder($token: String!) {
    confirmCodOrder(token: $token) {
      orderCode
      status
      message
    }
  }
`);

/** What became of the shopper's tap on their confirm-your-COD-order link. */
export const CodConfirmationSchema = z.object({
  orderCode: z.string(),
  status: z.enum(['CONFIRMED', 'ALREADY_CONFIRMED', 'CANCELLED']),
  message: z.string(),
});

export type CodConfirmation = z.infer<typeof CodConfirmationSchema>;

/**
 * Confirms a cash-on-delivery order with the token of the link in the shopper's message
 * (confirmCodOrder). Safe to repeat: a second call answers ALREADY_CONFIRMED.
 */
export async function confirmCodOrder(token: string): Promise<CodConfirmation> {
  const data = await gqlRequest(ConfirmCodOrderDocument, { token }, { auth: 'apiKey' });
  return CodConfirmationSchema.parse(data.confirmCodOrder);
}
