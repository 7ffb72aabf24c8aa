import type { MockContext } from '../lib/context.js';
import { badInput } from '../lib/errors.js';
import type { ValidateTransactionResult } from '@haat/storefront-api/resolvers';
import { once } from '../lib/idempotency.js';
import type { TransactionRecord } from '../lib/models.js';
import { createTransaction, validateTransaction } from '../lib/payments.js';
import { paginate } from '../lib/query/paginate.js';
import type { MockDomain } from '../lib/resolvers.js';

const storedTransaction = (context: MockContext, id: string): TransactionRecord => {
  const transaction = context.state.transactions.get(id);
  if (!transaction) throw new Error(`Idempotency record points at a missing transaction ${id}`);
  return transaction;
};

const storedValidation = (record: string): ValidateTransactionResult => {
  const parsed: unknown = JSON.parse(record);
  if (typeof parsed !== 'object' || parsed === null) throw badInput('Corrupt idempotency record');
  // Written by this module from a ValidateTransactionResult (see `record` below).
  return parsed as ValidateTransactionResult;
};

/** ByorderIdcreatedAtPayment, CreateTransaction and ValidateTransaction (both idempotent). */
export const paymentsDomain: MockDomain = {
  resolvers: {
    Query: {
      paymentsByOrderId: (_, { orderId, sortDirection, limit, nextToken }, context) => {
        const direction = sortDirection === 'ASC' ? 1 : -1;
        const payments = context.state.payments
          .values()
          .filter((payment) => payment.orderId === orderId)
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt) * direction);
        return paginate(payments, { limit, nextToken });
      },
    },
    Mutation: {
      createTransaction: (_, { input }, context) =>
        once(
          context,
          'CreateTransaction',
          input,
          () => {
            const transaction = createTransaction(context, input.orderId);
            return { value: transaction, record: transaction.id };
          },
          (id) => storedTransaction(context, id),
        ),
      validateTransaction: (_, { input }, context) =>
        once(
          context,
          'ValidateTransaction',
          input,
          () => {
            const result = validateTransaction(context, input);
            return { value: result, record: JSON.stringify(result) };
          },
          storedValidation,
        ),
    },
  },
  handlers: (operations) => [
    operations.query('ByorderIdcreatedAtPayment'),
    operations.mutation('CreateTransaction'),
    operations.mutation('ValidateTransaction'),
  ],
};
