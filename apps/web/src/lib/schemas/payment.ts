import * as z from 'zod/mini';

/** An online payment attempt (CreateTransaction): the amount to collect now, in rupees. */
export const TransactionSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  amount: z.number(),
  currency: z.string(),
  razorpayOrderId: z.string(),
});

export type Transaction = z.infer<typeof TransactionSchema>;

/** ValidateTransaction's answer; success false is retried every 2 s (spec 4). */
export const ValidateTransactionResultSchema = z.object({
  success: z.boolean(),
  message: z.nullish(z.string()),
  orderId: z.string(),
  paymentId: z.nullish(z.string()),
});

/** A payment of an order (spec 3 "Payment"). */
export const PaymentSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  method: z.enum(['COD', 'ONLINE', 'CASHBACK']),
  status: z.enum(['UNPAID', 'PAID']),
  amount: z.number(),
  paymentDate: z.nullish(z.string()),
});

export type Payment = z.infer<typeof PaymentSchema>;
