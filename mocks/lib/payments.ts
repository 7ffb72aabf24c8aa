import { isoAt } from './clock.js';
import type { MockContext } from './context.js';
import { apiError, badInput } from './errors.js';
import type { ValidateTransactionResult } from '@haat/storefront-api/resolvers';
import type { OrderRecord, PaymentRecord, TransactionRecord } from './models.js';
import { confirmOrder, findOrder } from './orders/order-status.js';

const onlinePayment = (context: MockContext, orderId: string): PaymentRecord | undefined =>
  context.state.payments.find((p) => p.orderId === orderId && p.method === 'ONLINE');

const providerId = (prefix: string): string =>
  `${prefix}_${crypto.randomUUID().replaceAll('-', '').slice(0, 14)}`;

/** An order that still needs online payment, or a refusal saying why not. */
function payableOrder(context: MockContext, orderId: string): OrderRecord {
  const order = findOrder(context, orderId);
  if (!order) throw apiError('NOT_FOUND', 'Order not found');
  if (order.paymentType === 'COD')
    throw badInput('Cash on delivery orders need no online payment.');
  return order;
}

/** CreateTransaction: the amount to collect online now (prepaid total or PPCOD pay-now part). */
export function createTransaction(context: MockContext, orderId: string): TransactionRecord {
  const order = payableOrder(context, orderId);
  if (order.status !== 'PENDING') throw badInput('This order is already paid.');
  const transaction: TransactionRecord = {
    id: crypto.randomUUID(),
    orderId: order.id,
    amount: order.totalPrepaidAmount,
    currency: 'INR',
    razorpayOrderId: providerId('order'),
    createdAt: isoAt(context.now),
  };
  context.state.transactions.set(transaction.id, transaction);
  const payment = onlinePayment(context, order.id);
  if (payment) {
    context.state.payments.set(payment.id, {
      ...payment,
      razorpayOrderId: transaction.razorpayOrderId,
    });
  }
  return transaction;
}

/**
 * ValidateTransaction: ids starting `pay_` succeed (the ONLINE payment becomes PAID and the
 * order CONFIRMED) except `pay_fail…`, which answers success false; other ids are refused.
 */
export function validateTransaction(
  context: MockContext,
  input: { readonly orderId: string; readonly razorpayPaymentId: string },
): ValidateTransactionResult {
  const order = payableOrder(context, input.orderId);
  const paymentId = input.razorpayPaymentId.trim();
  if (!paymentId.startsWith('pay_')) throw badInput('Invalid payment id.');
  if (!context.state.transactions.find((t) => t.orderId === order.id)) {
    throw badInput('No payment was started for this order.');
  }
  const payment = onlinePayment(context, order.id);
  if (paymentId.startsWith('pay_fail')) {
    return {
      success: false,
      message: 'Payment failed. Please try again or choose another payment method.',
      orderId: order.id,
      paymentId: payment?.id ?? null,
    };
  }
  if (payment && payment.status !== 'PAID') {
    context.state.payments.set(payment.id, {
      ...payment,
      status: 'PAID',
      razorpayPaymentId: paymentId,
      paymentDate: isoAt(context.now),
    });
  }
  if (order.status === 'PENDING') confirmOrder(context, order);
  return { success: true, message: null, orderId: order.id, paymentId: payment?.id ?? null };
}
