import { describe, expect, it } from 'vitest';
import { moveOrder, type MoveRequest } from '../../fulfilment/move-order.js';
import type { Actor } from '../../fulfilment/life.js';
import { signedInUser } from '../../testing/order-fixtures.js';
import type { PaymentGateway } from '../../ports/payment-gateway.js';
import type { PaymentRecord } from '../../ports/storage/records.js';
import { RETRY_CLAIMED_AFTER_MS } from '../../refunds/refund-ask-schedule.js';
import { retryClaimedRefunds } from '../../refunds/retry-claimed-refunds.js';
import { testBackend } from '../../testing/test-backend.js';
import { taxedOrder, taxedShop } from './invoice-fixtures.js';

const STAFF: Actor = { kind: 'staff', staffId: 'staff-1' };
const GATEWAY: Actor = { kind: 'provider', provider: 'payments' };

/**
 * Order HAAT-10234 (serum ₹499 × 2 at 18 %, soap ₹199 at 12 %, ₹100 coupon, ₹49 shipping; the
 * serums' units are worth 457.31 each, the soap 182.38), its reserved stock in place: COD and
 * confirmed, or `prepaid` online, the gateway answering every refund "pending" (its webhook,
 * the provider's SETTLE_REFUND, tells the outcome later) unless `gateway` says otherwise.
 */
async function shop(
  payment: 'COD' | 'prepaid' = 'COD',
  gateway: Pick<PaymentGateway, 'refund'> = {
    refund: () => Promise.resolve({ providerRefundId: 'rfnd_1', status: 'pending' }),
  },
) {
  const shape = {
    lines: [
      { price: 49900, quantity: 2 },
      { price: 19900, quantity: 1 },
    ],
    couponDiscount: 10000,
    shipping: 4900,
    codCharges: 4900,
    paymentType: payment === 'COD' ? ('COD' as const) : ('PREPAID' as const),
  };
  const order = taxedOrder('KA', shape);
  const backend = testBackend({ catalogue: taxedShop() });
  const paid: PaymentRecord = {
    id: 'pay-1',
    orderId: order.id,
    storeId: order.storeId,
    userId: order.userId,
    method: 'ONLINE',
    status: 'PAID',
    amount: order.amounts.total,
    paidAt: order.createdAt,
    providerOrderId: 'order_1',
    providerPaymentId: 'pay_29QQoUBi66xm2f',
    createdAt: order.createdAt,
  };
  await backend.storage.repos.orders.insert(order, payment === 'COD' ? [] : [paid]);
  await signedInUser(backend.deps, { id: order.userId ?? '' });
  const lines = order.lines.map((line) => ({ key: line.productId, quantity: line.quantity }));
  expect((await backend.storage.repos.stock.reserve(lines)).ok).toBe(true);
  const deps = { ...backend.deps, payments: { ...backend.deps.payments, ...gateway } };
  const move = async (request: MoveRequest, actor: Actor = STAFF) => {
    const outcome = await moveOrder(deps, { orderId: order.id, move: request, actor });
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome;
  };
  if (payment === 'COD') await move({ type: 'CONFIRM_COD' });
  const documents = async () =>
    (await backend.storage.repos.taxDocuments.byOrder(order.id)).map((d) => ({
      number: d.number,
      subject: d.subject,
      against: d.invoiceNumber,
      reason: d.reason,
      lines: d.lines.map((l) => `${l.description} ${l.value}`),
    }));
  return { backend, order, move, documents };
}

/** S1 takes one serum (and the order's charges); S2 the other serum and the soap. */
async function twoShipments(move: Awaited<ReturnType<typeof shop>>['move']) {
  const parcel = { courier: 'Delhivery', trackingUrl: 'https://track.example/x' };
  await move({ type: 'DISPATCH', units: [{ line: 0, quantity: 1 }], awb: 'AWB-1', ...parcel });
  await move({ type: 'DISPATCH', awb: 'AWB-2', ...parcel });
  await move({ type: 'DELIVER', shipmentId: 'S1' });
  await move({ type: 'DELIVER', shipmentId: 'S2' });
}

async function returned(
  move: Awaited<ReturnType<typeof shop>>['move'],
  id: string,
  units: { line: number; quantity: number }[],
) {
  await move({ type: 'REQUEST_RETURN', units, reason: 'Not as described' });
  await move({ type: 'APPROVE_RETURN', returnId: id });
  return move({ type: 'RECEIVE_RETURN', returnId: id });
}

describe('credit notes of refunds', () => {
  it('credits a return against the invoice of the shipment its units were in, split when it spans two', async () => {
    const { move, documents } = await shop();
    await twoShipments(move);
    expect((await documents()).map((d) => [d.number, d.subject, d.lines])).toEqual([
      [
        'INV2526-00001',
        'S1',
        ['Vitamin C Serum 45731', 'Shipping charges 4900', 'Cash on delivery charges 4900'],
      ],
      ['INV2526-00002', 'S2', ['Vitamin C Serum 45731', 'Neem Soap 18238']],
    ]);
    await returned(move, 'R1', [{ line: 1, quantity: 1 }]);
    await returned(move, 'R2', [{ line: 0, quantity: 2 }]);
    expect((await documents()).slice(2)).toEqual([
      {
        number: 'CN2526-00001',
        subject: 'F1',
        against: 'INV2526-00002',
        reason: 'Refund F1',
        lines: ['Neem Soap 18238'],
      },
      {
        number: 'CN2526-00002',
        subject: 'F2-S1',
        against: 'INV2526-00001',
        reason: 'Refund F2',
        lines: ['Vitamin C Serum 45731'],
      },
      {
        number: 'CN2526-00003',
        subject: 'F2-S2',
        against: 'INV2526-00002',
        reason: 'Refund F2',
        lines: ['Vitamin C Serum 45731'],
      },
    ]);
  });

  it('credits a refund paid on its first attempt once; settling it again is refused and adds none', async () => {
    const { move, documents } = await shop('prepaid');
    await twoShipments(move);
    await move({
      type: 'GOODWILL_REFUND',
      amount: 5000 as never,
      refundTo: 'original',
      reason: 'Late',
    });
    await move({ type: 'SETTLE_REFUND', refundId: 'F1', outcome: 'processed' }, GATEWAY);
    await expect(
      move({ type: 'SETTLE_REFUND', refundId: 'F1', outcome: 'processed' }, GATEWAY),
    ).rejects.toThrow('Refund F1 of order HAAT-10234 is already processed.');
    expect((await documents()).slice(2).map((d) => [d.subject, d.against, d.reason])).toEqual([
      ['F1', 'INV2526-00001', 'Refund F1'],
    ]);
  });

  it('credits a refund paid only by its second reissue exactly once, naming the payout', async () => {
    const { move, documents } = await shop('prepaid');
    await twoShipments(move);
    await move({
      type: 'GOODWILL_REFUND',
      amount: 5000 as never,
      refundTo: 'original',
      reason: 'Late',
    });
    await move({ type: 'SETTLE_REFUND', refundId: 'F1', outcome: 'failed' }, GATEWAY);
    await move({ type: 'REISSUE_REFUND', refundTo: 'original' });
    await move({ type: 'SETTLE_REFUND', refundId: 'F2', outcome: 'failed' }, GATEWAY);
    expect(await documents()).toHaveLength(2);
    await move({ type: 'REISSUE_REFUND', refundTo: 'original' });
    const settled = await move(
      { type: 'SETTLE_REFUND', refundId: 'F3', outcome: 'processed' },
      GATEWAY,
    );
    expect(settled.life.money.refunds.map((r) => [r.id, r.amount, r.status])).toEqual([
      ['F1', 5000, 'failed'],
      ['F2', 5000, 'failed'],
      ['F3', 5000, 'processed'],
    ]);
    expect((await documents()).slice(2)).toEqual([
      {
        number: 'CN2526-00001',
        subject: 'F1',
        against: 'INV2526-00001',
        reason: 'Refund F1, paid as F3',
        lines: expect.any(Array) as unknown,
      },
    ]);
  });

  it('credits a refund the sweep asked again once, and the next sweep adds none', async () => {
    const down: Pick<PaymentGateway, 'refund'> = {
      refund: () => Promise.reject(new Error('Gateway timed out')),
    };
    const { backend, move, documents } = await shop('prepaid', down);
    await twoShipments(move);
    await returned(move, 'R1', [{ line: 1, quantity: 1 }]);
    expect(await documents()).toHaveLength(2);
    const up: Pick<PaymentGateway, 'refund'> = {
      refund: () => Promise.resolve({ providerRefundId: 'rfnd_2', status: 'processed' }),
    };
    const sweepDeps = { ...backend.deps, payments: { ...backend.deps.payments, ...up } };
    backend.clock.advance(RETRY_CLAIMED_AFTER_MS + 1000);
    expect(await retryClaimedRefunds(sweepDeps)).toBe(1);
    expect(await retryClaimedRefunds(sweepDeps)).toBe(0);
    expect((await documents()).slice(2).map((d) => [d.subject, d.against, d.reason])).toEqual([
      ['F1', 'INV2526-00002', 'Refund F1'],
    ]);
  });
});
