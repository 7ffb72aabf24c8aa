import { describe, expect, it } from 'vitest';
import { documents } from './documents.js';
import { address, NO_VARIANTS, orderInput } from './fixtures.js';
import { useContractTarget } from './harness.js';
import { postAdmin, staffTokenOf } from './admin-client.js';
import { CONTRACT_START_MS } from './target.js';

const { gql, tokenFor, proven, clock } = useContractTarget();

const OWNER = '+919800000021';
const SUPPORT = '+919800000022';
const PACKER = '+919800000023';
const SHOPPER = '9800000024';
/** The hosts' clock starts at 15:30 IST on this day (`CONTRACT_START_MS`); tests move it by seconds. */
const TODAY = '2026-11-22';

const DASHBOARD = `query AdminDashboard($day: String) { adminDashboard(day: $day) {
  day today { paymentType orders sales } toConfirm toPack toDispatch failedDeliveries returnsOpen
  codNotRemitted { orders amount } rtoByPinCode { pinCode dispatched returnedToOrigin rtoPercent }
  ordersPerDay { day byPaymentType { paymentType orders sales } } } }`;
const EXPORT = `query ExportOrdersCsv($filter: AdminOrderFilter) {
  exportOrdersCsv(filter: $filter) { filename contentType content rows } }`;
const ORDERS = `query AdminOrders($filter: AdminOrderFilter) {
  adminOrders(filter: $filter) { items { code total } total } }`;
const AUDIT_LOG = `query AuditLog($filter: AuditLogFilter) {
  adminAuditLog(filter: $filter) { items { actor { kind id } action targetType targetId after } } }`;
const ADMIN_ME = `query AdminMe { adminMe { userId } }`;
const move = (name: string, input: string) =>
  `mutation M($input: ${input}!) { ${name}(input: $input) { stage } }`;

interface Figures {
  readonly paymentType: string;
  readonly orders: number;
  readonly sales: number;
}
interface Dashboard {
  adminDashboard: {
    day: string;
    today: Figures[];
    toConfirm: number;
    toPack: number;
    toDispatch: number;
    failedDeliveries: number;
    returnsOpen: number;
    codNotRemitted: { orders: number; amount: number };
    rtoByPinCode: unknown[];
    ordersPerDay: { day: string; byPaymentType: Figures[] }[];
  };
}
interface CsvAnswer {
  exportOrdersCsv: { filename: string; contentType: string; content: string; rows: number };
}

const admin = postAdmin;

const staffToken = (phone: string, role: 'owner' | 'support' | 'packer') =>
  staffTokenOf(tokenFor, phone, role);

/** A guest's COD order of `quantity` serums shipped to `name`. */
async function codOrder(quantity: number, name = 'Asha Rao') {
  const answer = await gql<{ createOrder: { id: string; code: string } }>(documents.CreateOrder, {
    input: await proven(
      orderInput({
        products: [{ productId: NO_VARIANTS, quantity }],
        shippingAddress: address({ phone: SHOPPER, name }),
      }),
    ),
  });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  clock.advance(1000);
  return answer.data.createOrder;
}

async function moved(token: string, query: string, input: Record<string, unknown>) {
  const answer = await admin(token, query, { input });
  expect(answer.errors ?? []).toEqual([]);
  clock.advance(1000);
}

const refusal = (permission: string, role: string) => [
  {
    message: `Your role (${role}) cannot do this: it needs ${permission}.`,
    extensions: { code: 'FORBIDDEN' },
  },
];

describe('admin API: the Today screen (adminDashboard)', () => {
  it('counts the day’s orders and sales by payment type and the orders waiting for staff', async () => {
    const owner = await staffToken(OWNER, 'owner');
    const today = TODAY;
    expect(new Date(CONTRACT_START_MS).toISOString()).toBe('2026-11-22T10:00:00.000Z');
    const empty = await admin<Dashboard>(owner, DASHBOARD);
    expect(empty.data?.adminDashboard).toMatchObject({
      day: today,
      today: [
        { paymentType: 'COD', orders: 0, sales: 0 },
        { paymentType: 'PREPAID', orders: 0, sales: 0 },
        { paymentType: 'PPCOD', orders: 0, sales: 0 },
      ],
      toConfirm: 0,
      codNotRemitted: { orders: 0, amount: 0 },
      rtoByPinCode: [],
    });
    const first = await codOrder(2);
    const second = await codOrder(1);
    await codOrder(1);
    await moved(owner, move('confirmOrder', 'ConfirmOrderInput'), { orderId: first.id });
    await moved(owner, move('confirmOrder', 'ConfirmOrderInput'), { orderId: second.id });
    await moved(owner, move('dispatchOrder', 'DispatchOrderInput'), {
      orderId: second.id,
      courier: 'Delhivery',
      awb: '1490811239999',
    });
    await moved(owner, move('reportDeliveryFailure', 'ReportDeliveryFailureInput'), {
      orderId: second.id,
      shipmentId: 'S1',
      reason: 'Customer not available',
    });
    const listed = await admin<{ adminOrders: { items: { total: number }[] } }>(owner, ORDERS);
    const sales = (listed.data?.adminOrders.items ?? []).reduce((sum, o) => sum + o.total, 0);

    const answer = await admin<Dashboard>(owner, DASHBOARD, { day: today });
    expect(answer.errors ?? []).toEqual([]);
    const dashboard = answer.data?.adminDashboard;
    expect(dashboard).toMatchObject({
      day: today,
      today: [
        { paymentType: 'COD', orders: 3, sales },
        { paymentType: 'PREPAID', orders: 0, sales: 0 },
        { paymentType: 'PPCOD', orders: 0, sales: 0 },
      ],
      toConfirm: 1,
      toPack: 1,
      toDispatch: 0,
      failedDeliveries: 1,
      returnsOpen: 0,
    });
    expect(dashboard?.ordersPerDay).toHaveLength(14);
    expect(dashboard?.ordersPerDay.at(-1)).toEqual({ day: today, byPaymentType: dashboard?.today });
    expect(dashboard?.ordersPerDay[0]?.byPaymentType.every((f) => f.orders === 0)).toBe(true);
  });

  it('refuses a day that is not a date written YYYY-MM-DD', async () => {
    const owner = await staffToken(OWNER, 'owner');
    for (const day of ['2026-02-30', '27-11-2026']) {
      const answer = await admin(owner, DASHBOARD, { day });
      expect(answer.errors).toMatchObject([
        {
          message: `day must be a date written YYYY-MM-DD: ${day}.`,
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ]);
    }
  });
});

describe('admin API: who may read the dashboard and export orders', () => {
  it('answers support the dashboard but not the export; a packer neither', async () => {
    const support = await staffToken(SUPPORT, 'support');
    const packer = await staffToken(PACKER, 'packer');
    expect((await admin(support, DASHBOARD)).errors ?? []).toEqual([]);
    expect((await admin(support, EXPORT)).errors).toMatchObject(
      refusal('ORDERS_EXPORT', 'support'),
    );
    expect((await admin(packer, DASHBOARD)).errors).toMatchObject(
      refusal('DASHBOARD_READ', 'packer'),
    );
    expect((await admin(packer, EXPORT)).errors).toMatchObject(refusal('ORDERS_EXPORT', 'packer'));
  });

  it('refuses a shopper (FORBIDDEN) and an anonymous caller (401) both', async () => {
    const shopper = await tokenFor(SHOPPER);
    for (const query of [DASHBOARD, EXPORT]) {
      const asShopper = await admin(shopper, query);
      expect(asShopper.data).toBeNull();
      expect(asShopper.errors).toMatchObject([
        { message: 'You are not staff of this shop.', extensions: { code: 'FORBIDDEN' } },
      ]);
      expect(await admin(null, query)).toMatchObject({
        status: 401,
        errors: [{ message: 'You are not authorized to make this call.' }],
      });
    }
  });
});

describe('admin API: exportOrdersCsv', () => {
  it('exports the filtered orders as safe CSV and audits who exported what', async () => {
    const owner = await staffToken(OWNER, 'owner');
    const ownerId = (await admin<{ adminMe: { userId: string } }>(owner, ADMIN_ME)).data?.adminMe
      .userId;
    const plain = await codOrder(1);
    const tricky = await codOrder(2, '=HYPERLINK("http://x.test"), Rao');
    const filter = { paymentType: ['COD'] };
    const answer = await admin<CsvAnswer>(owner, EXPORT, { filter });
    expect(answer.errors ?? []).toEqual([]);
    const file = answer.data?.exportOrdersCsv;
    expect(file).toMatchObject({
      filename: `orders-${TODAY}.csv`,
      contentType: 'text/csv; charset=utf-8',
      rows: 2,
    });
    const content = file?.content ?? '';
    expect(content.startsWith('\uFEFF')).toBe(true);
    const lines = content.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Order code,Placed at (IST),Shopper name,Phone,Pin code,Payment type,Stage,Total (₹),COD to collect (₹),AWB,Courier',
    );
    expect(lines).toHaveLength(4); // header, two orders, and the empty text after the last CRLF
    // Newest first; the formula is prefixed with an apostrophe, quoted because of its comma and quotes.
    expect(lines[1]).toContain(`${tricky.code},`);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://x.test""), Rao",`);
    expect(lines[1]).toMatch(/,COD,TO_CONFIRM,\d+\.\d{2},\d+\.\d{2},,$/);
    expect(lines[2]).toMatch(
      new RegExp(`^${plain.code},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},Asha Rao,`),
    );

    const log = await admin<{ adminAuditLog: { items: { after: string | null }[] } }>(
      owner,
      AUDIT_LOG,
      { filter: { action: 'exportOrdersCsv' } },
    );
    expect(log.data?.adminAuditLog.items).toMatchObject([
      {
        actor: { kind: 'STAFF', id: ownerId },
        action: 'exportOrdersCsv',
        targetType: 'orders',
        targetId: file?.filename,
      },
    ]);
    expect(JSON.parse(log.data?.adminAuditLog.items[0]?.after ?? 'null')).toEqual({
      filter,
      rows: 2,
    });
  });

  it('exports only the orders one search text finds (read as in the orders list)', async () => {
    const owner = await staffToken(OWNER, 'owner');
    await codOrder(1);
    const wanted = await codOrder(1);
    const answer = await admin<CsvAnswer>(owner, EXPORT, { filter: { search: wanted.code } });
    expect(answer.errors ?? []).toEqual([]);
    expect(answer.data?.exportOrdersCsv.rows).toBe(1);
    expect(answer.data?.exportOrdersCsv.content).toContain(`\r\n${wanted.code},`);
    const refused = await admin(owner, EXPORT, { filter: { search: '' } });
    expect(refused.errors).toMatchObject([
      {
        message: 'filter.search is empty: give an order code, an AWB or a phone.',
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
  });

  it('refuses a bad filter by name, exporting and auditing nothing', async () => {
    const owner = await staffToken(OWNER, 'owner');
    const answer = await admin(owner, EXPORT, { filter: { phone: '12345' } });
    expect(answer.errors).toMatchObject([
      {
        message: 'filter.phone must be 10 digits, with or without +91.',
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
    const log = await admin<{ adminAuditLog: { items: unknown[] } }>(owner, AUDIT_LOG, {
      filter: { action: 'exportOrdersCsv' },
    });
    expect(log.data?.adminAuditLog.items).toEqual([]);
  });
});
