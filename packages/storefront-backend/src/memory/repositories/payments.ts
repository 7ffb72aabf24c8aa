import type { PaymentsRepository } from '../../ports/storage/payments.js';
import type { PaymentRecord } from '../../ports/storage/records.js';
import { copy } from '../copy.js';
import type { Run } from '../draft.js';
import { oldestFirst } from '../paging.js';

/** Payments in the memory adapter. */
export function memoryPayments(run: Run): PaymentsRepository {
  return {
    byId: (id) => run((draft) => copy(draft.read('payments').get(id) ?? null)),
    byOrder: (orderId) =>
      run((draft) =>
        copy(
          [...draft.read('payments').values()]
            .filter((p) => p.orderId === orderId)
            .sort(oldestFirst),
        ),
      ),
    setProviderOrder: (paymentId, providerOrderId) =>
      run((draft) => {
        const payment = draft.read('payments').get(paymentId);
        if (!payment) return null;
        const updated = { ...payment, providerOrderId };
        draft.write('payments').set(paymentId, updated);
        return copy(updated);
      }),
    markPaid: (paymentId, providerPaymentId, at) =>
      run((draft) => {
        const payments = draft.read('payments');
        const payment = payments.get(paymentId);
        if (!payment) return { status: 'not-found' as const };
        if (payment.status === 'PAID') {
          return payment.providerPaymentId === providerPaymentId
            ? { status: 'already-paid' as const, payment: copy(payment) }
            : { status: 'conflict' as const };
        }
        for (const other of payments.values()) {
          if (other.providerPaymentId === providerPaymentId) return { status: 'conflict' as const };
        }
        const paid: PaymentRecord = { ...payment, status: 'PAID', providerPaymentId, paidAt: at };
        draft.write('payments').set(paymentId, paid);
        return { status: 'paid' as const, payment: copy(paid) };
      }),
  };
}
