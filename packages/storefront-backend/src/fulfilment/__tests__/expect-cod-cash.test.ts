import { asPaise } from '@haat/commerce-core';
import { describe, expect, it } from 'vitest';
import { backendWith, taxedOrder, taxedShop } from '../../invoices/__tests__/invoice-fixtures.js';
import { expectCodCash } from '../expect-cod-cash.js';
import { moveOrder, type MoveRequest } from '../move-order.js';

const STAFF = { kind: 'staff', staffId: 'staff-1' } as const;
const DAY = 86_400_000;

/** A COD order (₹1,195) confirmed and dispatched by staff with a hand-typed AWB. */
async function dispatched() {
  const order = taxedOrder('KA');
  const backend = await backendWith(taxedShop(), order);
  const lines = order.lines.map((line) => ({ key: line.productId, quantity: line.quantity }));
  expect((await backend.storage.repos.stock.reserve(lines)).ok).toBe(true);
  const move = async (request: MoveRequest) => {
    const outcome = await moveOrder(backend.deps, {
      orderId: order.id,
      move: request,
      actor: STAFF,
    });
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome;
  };
  await move({ type: 'CONFIRM_COD' });
  await move({
    type: 'DISPATCH',
    courier: 'Delhivery',
    awb: 'SELF-1',
    trackingUrl: 'https://t.example/1',
  });
  return { backend, order, move };
}

describe('expectCodCash (a delivery move)', () => {
  it('expects the courier to remit a delivered COD parcel, overdue when nothing comes', async () => {
    const { backend, order, move } = await dispatched();
    const { repos } = backend.storage;
    expect(await repos.codRemittances.expected(['SELF-1'])).toEqual([]);
    const deliveredAt = backend.clock.now();
    await move({ type: 'DELIVER', shipmentId: 'S1' });
    expect(await repos.codRemittances.expected(['SELF-1'])).toEqual([
      {
        awb: 'SELF-1',
        orderId: order.id,
        orderCode: order.code,
        shipmentId: 'S1',
        amount: 119500,
        deliveredAt,
      },
    ]);
    const later = await repos.codRemittances.exceptions(deliveredAt + DAY);
    expect(later.overdue.map((b) => b.awb)).toEqual(['SELF-1']);
  });

  it('expects nothing for a parcel with no cash to collect or no AWB, nor for other moves', async () => {
    const { backend, order } = await dispatched();
    const { repos } = backend.storage;
    const shipment = (awb: string | null, codAmount: number) => ({
      id: 'S1',
      awb,
      codAmount: asPaise(codAmount),
    });
    const change = (move: { type: string; shipmentId?: string }, s: ReturnType<typeof shipment>) =>
      expectCodCash(repos, { at: 1, order, move, after: { shipments: [s] } });
    await change({ type: 'DELIVER', shipmentId: 'S1' }, shipment('PAID-1', 0));
    await change({ type: 'DELIVER', shipmentId: 'S1' }, shipment(null, 5000));
    await change({ type: 'OUT_FOR_DELIVERY', shipmentId: 'S1' }, shipment('OUT-1', 5000));
    expect(await repos.codRemittances.expected(['PAID-1', 'OUT-1'])).toEqual([]);
  });
});
