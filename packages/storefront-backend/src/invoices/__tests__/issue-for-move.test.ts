import { describe, expect, it } from 'vitest';
import { moveOrder, type MoveRequest } from '../../fulfilment/move-order.js';
import type { OrderRecord } from '../../ports/storage/records.js';
import { signedInUser } from '../../testing/order-fixtures.js';
import type { TestBackend } from '../../testing/test-backend.js';
import { backendWith, taxedOrder, taxedShop } from './invoice-fixtures.js';

const STAFF = { kind: 'staff', staffId: 'staff-1' } as const;

/** The order's units reserved, as placing it would have left them. */
async function reserved(backend: TestBackend, order: OrderRecord) {
  const lines = order.lines.map((line) => ({ key: line.productId, quantity: line.quantity }));
  expect((await backend.storage.repos.stock.reserve(lines)).ok).toBe(true);
}

async function shop(
  options: { registered?: boolean; orders?: number; secondHsn?: string | null } = {},
) {
  const first = taxedOrder('KA');
  const catalogue = taxedShop({
    registered: options.registered ?? true,
    ...(options.secondHsn !== undefined && { secondHsn: options.secondHsn }),
  });
  const backend = await backendWith(catalogue, first);
  const orders = [first];
  for (let i = 2; i <= (options.orders ?? 1); i += 1) {
    const order = { ...first, id: `order-${i}`, code: `HAAT-${10233 + i}` };
    await backend.storage.repos.orders.insert(order, []);
    orders.push(order);
  }
  for (const order of orders) await reserved(backend, order);
  const move = async (orderId: string, request: MoveRequest) => {
    const outcome = await moveOrder(backend.deps, { orderId, move: request, actor: STAFF });
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome;
  };
  const dispatch = async (orderId: string) => {
    await move(orderId, { type: 'CONFIRM_COD' });
    return move(orderId, {
      type: 'DISPATCH',
      courier: 'Delhivery',
      awb: `AWB-${orderId}`,
      trackingUrl: 'https://track.example/x',
    });
  };
  const documents = async (orderId = first.id) =>
    (await backend.storage.repos.taxDocuments.byOrder(orderId)).map((d) => ({
      number: d.number,
      subject: d.subject,
      value: d.totals.value,
      invoice: d.invoiceNumber,
      reason: d.reason,
    }));
  return { backend, order: first, orders, move, dispatch, documents };
}

describe('issueMoveDocuments', () => {
  it('invoices a dispatch and credits the whole invoice when the parcel comes back', async () => {
    const { order, move, dispatch, documents } = await shop();
    await dispatch(order.id);
    expect(await documents()).toEqual([
      { number: 'INV2526-00001', subject: 'S1', value: 119500, invoice: null, reason: null },
    ]);
    await move(order.id, { type: 'RETURN_TO_ORIGIN', shipmentId: 'S1' });
    await move(order.id, { type: 'RECEIVE_RTO', shipmentId: 'S1' });
    expect((await documents())[1]).toEqual({
      number: 'CN2526-00001',
      subject: 'RTO-S1',
      value: 119500,
      invoice: 'INV2526-00001',
      reason: 'Return to origin of S1',
    });
  });

  it('credits a goodwill refund once it is settled', async () => {
    const { backend, order, move, dispatch, documents } = await shop();
    await signedInUser(backend.deps, { id: order.userId ?? '' });
    await dispatch(order.id);
    await move(order.id, { type: 'DELIVER', shipmentId: 'S1' });
    await move(order.id, {
      type: 'GOODWILL_REFUND',
      amount: 5000 as never,
      refundTo: 'store-credit',
      reason: 'Late delivery',
    });
    expect((await documents())[1]).toEqual({
      number: 'CN2526-00001',
      subject: 'F1',
      value: 5000,
      invoice: 'INV2526-00001',
      reason: 'Refund F1',
    });
  });

  it('refuses a dispatch whose invoice cannot be made, naming why, and changes nothing', async () => {
    const { backend, order, move, documents } = await shop({ secondHsn: null });
    await move(order.id, { type: 'CONFIRM_COD' });
    const outcome = await moveOrder(backend.deps, {
      orderId: order.id,
      move: {
        type: 'DISPATCH',
        courier: 'Delhivery',
        awb: 'AWB-1',
        trackingUrl: 'https://t.example',
      },
      actor: STAFF,
    });
    expect(outcome).toMatchObject({ ok: false, code: 'MOVE_REFUSED' });
    expect(outcome.ok ? '' : outcome.message).toMatch(
      /^Order HAAT-10234 cannot be dispatched without its tax invoice: .*Neem Soap/,
    );
    expect(await documents()).toEqual([]);
  });

  it('issues nothing for a shop without a GST registration', async () => {
    const { order, dispatch, documents } = await shop({ registered: false });
    await dispatch(order.id);
    expect(await documents()).toEqual([]);
  });

  it('numbers 10 dispatches at once 1 to 10, and starts a new series after 31 March', async () => {
    const { backend, orders, dispatch, documents } = await shop({ orders: 11 });
    const [last, ...first] = [...orders].reverse();
    await Promise.all(first.map((o) => dispatch(o.id)));
    const numbers = (await Promise.all(first.map((o) => documents(o.id)))).map((d) => d[0]?.number);
    expect(numbers.sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `INV2526-${String(i + 1).padStart(5, '0')}`),
    );
    // 1 April 2026, 00:00 IST is 31 March 2026, 18:30 UTC.
    backend.clock.advance(Date.UTC(2026, 2, 31, 18, 30) - backend.clock.now());
    await dispatch(last?.id ?? '');
    expect((await documents(last?.id))[0]?.number).toBe('INV2627-00001');
  });
});
