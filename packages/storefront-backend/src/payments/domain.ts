import type { Domain } from '../graphql/domain.js';
import { createTransaction } from './create-transaction.js';
import { paymentsByOrder } from './payments-by-order.js';
import { transactionView } from './payment-view.js';
import { validateTransaction } from './validate-transaction.js';

/**
 * Payments: ByorderIdcreatedAtPayment (owner or access key only), CreateTransaction (provider
 * order through the gateway) and ValidateTransaction (signature verified against the provider
 * order we stored); both mutations idempotent by key.
 *
 * @example
 * const resolvers = mergeResolvers([ordersDomain, paymentsDomain]);
 */
export const paymentsDomain: Domain = {
  resolvers: {
    Query: {
      paymentsByOrderId: (_, args, context) => paymentsByOrder(context, args),
    },
    Mutation: {
      createTransaction: async (_, { input }, context) =>
        transactionView(await createTransaction(context, input)),
      validateTransaction: (_, { input }, context) => validateTransaction(context, input),
    },
  },
};
