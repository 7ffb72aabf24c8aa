import { gqlRequest } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/graphql';
import {
  TransactionSchema,
  ValidateTransactionResultSchema,
  type Transaction,
} from '@/lib/schemas/payment';

export const CreateTransactionDocument = graphql(`
  mutation CreateTransaction($input: CreateTransactionInput!) {
    createTransaction(input: $input) {
      id
      orderId
      amount
      currency
      razorpayOrderId
    }
  }
`);

export const ValidateTransactionDocument = graphql(`
  mutation ValidateTransaction($input: ValidateTransactionInput!) {
    validateTransaction(input: $input) {
      success
      message
      orderId
      paymentId
    }
  }
`);

/**
 * Starts an online payment for an order (spec 7 CreateTransaction; idempotent by key): a guest
 * order needs its access key (`accessKey`), a signed-in owner's none. The API answers the
 * order's one provider order however often it is asked.
 */
export async function createTransaction(
  orderId: string,
  idempotencyKey: string,
  accessKey: string | null = null,
): Promise<Transaction> {
  const data = await gqlRequest(
    CreateTransactionDocument,
    { input: { orderId, idempotencyKey, accessKey } },
    { idempotencyKey },
  );
  return TransactionSchema.parse(data.createTransaction);
}

export interface ProviderPayment {
  paymentId: string;
  providerOrderId?: string | undefined;
  signature?: string | undefined;
}

/** Checks the provider's payment with the server (spec 7 ValidateTransaction): success or not. */
export async function validateTransaction(
  orderId: string,
  payment: ProviderPayment,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<{ success: boolean; message: string | null }> {
  const data = await gqlRequest(
    ValidateTransactionDocument,
    {
      input: {
        idempotencyKey,
        orderId,
        razorpayPaymentId: payment.paymentId,
        razorpayOrderId: payment.providerOrderId ?? null,
        razorpaySignature: payment.signature ?? null,
      },
    },
    { idempotencyKey, ...(signal ? { signal } : {}) },
  );
  const result = ValidateTransactionResultSchema.parse(data.validateTransaction);
  return { success: result.success, message: result.message ?? null };
}
