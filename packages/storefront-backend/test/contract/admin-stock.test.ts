import { describe, expect, it } from 'vitest';
import { documents } from './documents.js';
import { address, NO_VARIANTS, orderInput } from './fixtures.js';
import { postAdmin, staffTokenOf } from './admin-client.js';
import { STORE_ID, useContractTarget } from './harness.js';

const { gql, tokenFor, proven, clock } = useContractTarget();

const OWNER = '+919800000021';
const MANAGER = '+919800000022';
const PACKER = '+919800000023';
const SUPPORT = '+919800000024';
const SHOPPER = '9800000025';

const LEVEL_FIELDS = 'key productId variantId title tracked onHand reserved available';
const ADJUST = `mutation AdjustStock($input: AdjustStockInput!) { adjustStock(input: $input) { ${LEVEL_FIELDS} } }`;
const LEVELS = `query StockLevels($filter: StockLevelFilter, $first: Int, $after: String) {
  stockLevels(filter: $filter, first: $first, after: $after) {
    items { ${LEVEL_FIELDS} } pageInfo { endCursor hasNextPage } total
  }
}`;
const LEDGER = `query StockLedger($key: ID!, $first: Int, $after: String) {
  stockLedger(key: $key, first: $first, after: $after) {
    items { id key delta onHandAfter reason orderId note actor { kind id } at }
    pageInfo { endCursor hasNextPage } total
  }
}`;
const AUDIT_LOG = `query AuditLog($filter: AuditLogFilter) {
  adminAuditLog(filter: $filter) { items { actor { kind id } action targetType targetId before after reason } }
}`;
const ADMIN_ME = `query AdminMe { adminMe { userId } }`;
const orderMove = (name: string, input: string) =>
  `mutation M($input: ${input}!) { ${name}(input: $input) { id stage } }`;

interface Level {
  key: string;
  productId: string;
  variantId: string | null;
  title: string;
  tracked: boolean;
  onHand: number;
  reserved: number;
  available: number;
}
interface LedgerEntry {
  key: string;
  delta: number;
  onHandAfter: number;
  reason: string;
  orderId: string | null;
  note: string | null;
  actor: { kind: string; id: string | null };
}
interface Page<T> {
  items: T[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  total: number;
}

const admin = postAdmin;
const staffToken = (phone: string, role: 'owner' | 'manager' | 'support' | 'packer') =>
  staffTokenOf(tokenFor, phone, role);

/** An adjustment of the hyaluronic acid serum (no variants), its answer and a second later. */
async function adjust(token: string, input: Record<string, unknown>) {
  const answer = await admin<{ adjustStock: Level }>(token, ADJUST, {
    input: { key: NO_VARIANTS, idempotencyKey: crypto.randomUUID(), ...input },
  });
  clock.advance(1000);
  return answer;
}

const ledger = async (token: string, key = NO_VARIANTS, first = 50, after?: string) =>
  (await admin<{ stockLedger: Page<LedgerEntry> }>(token, LEDGER, { key, first, after })).data
    ?.stockLedger;

/** The serum's units on sale, as the storefront's CheckInventory answers. */
async function onSale(): Promise<number> {
  const answer = await gql<{ checkInventory: { items: { inventory: number }[] } }>(
    documents.CheckInventory,
    { input: { storeId: STORE_ID, items: [{ recordKey: 'a', productId: NO_VARIANTS }] } },
  );
  return answer.data?.checkInventory.items[0]?.inventory ?? Number.NaN;
}

/** A guest's COD order of `quantity` serums. */
async function codOrder(quantity: number) {
  const answer = await gql<{ createOrder: { id: string } }>(documents.CreateOrder, {
    input: await proven(
      orderInput({
        products: [{ productId: NO_VARIANTS, quantity }],
        shippingAddress: address({ phone: SHOPPER }),
      }),
    ),
  });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  clock.advance(1000);
  return answer.data.createOrder.id;
}

describe('admin API: stock', () => {
  it('adds received units with a ledger entry and an audit entry; the storefront sells them', async () => {
    const manager = await staffToken(MANAGER, 'manager');
    const managerId = (await admin<{ adminMe: { userId: string } }>(manager, ADMIN_ME)).data
      ?.adminMe.userId;
    const before = await onSale();
    const key = crypto.randomUUID();
    const received = await adjust(manager, {
      delta: 12,
      reason: 'RECEIVED',
      note: ' PO 118 ',
      idempotencyKey: key,
    });
    expect(received.errors ?? []).toEqual([]);
    expect(received.data?.adjustStock).toMatchObject({
      key: NO_VARIANTS,
      productId: NO_VARIANTS,
      variantId: null,
      tracked: true,
      available: before + 12,
    });
    expect(received.data?.adjustStock.title).toMatch(/Hyaluronic Acid/);
    expect(await onSale()).toBe(before + 12);

    // A retry of the same action answers the first result and changes nothing more.
    const retried = await adjust(manager, {
      delta: 12,
      reason: 'RECEIVED',
      note: ' PO 118 ',
      idempotencyKey: key,
    });
    expect(retried.data?.adjustStock).toEqual(received.data?.adjustStock);
    const reused = await adjust(manager, { delta: 13, reason: 'RECEIVED', idempotencyKey: key });
    expect(reused.errors).toMatchObject([{ extensions: { code: 'IDEMPOTENCY_KEY_REUSED' } }]);
    expect(await onSale()).toBe(before + 12);

    const damaged = await adjust(manager, { delta: -2, reason: 'DAMAGED' });
    expect(damaged.data?.adjustStock.available).toBe(before + 10);
    const entries = await ledger(manager);
    expect(entries?.total).toBe(2);
    expect(entries?.items).toMatchObject([
      { delta: -2, reason: 'DAMAGED', note: null, actor: { kind: 'STAFF', id: managerId } },
      {
        delta: 12,
        onHandAfter: received.data?.adjustStock.onHand ?? 0,
        reason: 'RECEIVED',
        note: 'PO 118',
        orderId: null,
        actor: { kind: 'STAFF', id: managerId },
      },
    ]);
    const log = await admin<{
      adminAuditLog: {
        items: {
          action: string;
          targetId: string;
          before: string;
          after: string;
          reason: string;
        }[];
      };
    }>(manager, AUDIT_LOG, { filter: { action: 'adjustStock' } });
    expect(log.data?.adminAuditLog.items).toHaveLength(2);
    expect(log.data?.adminAuditLog.items[1]).toMatchObject({
      targetId: NO_VARIANTS,
      reason: 'RECEIVED: PO 118',
    });
    const audited = log.data?.adminAuditLog.items[1];
    expect(JSON.parse(audited?.after ?? 'null')).toMatchObject({ delta: 12 });
    expect(
      (JSON.parse(audited?.after ?? '{}') as { onHand: number }).onHand -
        (JSON.parse(audited?.before ?? '{}') as { onHand: number }).onHand,
    ).toBe(12);
  });

  it('refuses what it cannot do with a message naming why, and writes nothing', async () => {
    const owner = await staffToken(OWNER, 'owner');
    await codOrder(2);
    const [level] =
      (
        await admin<{ stockLevels: Page<Level> }>(owner, LEVELS, {
          filter: { search: NO_VARIANTS },
        })
      ).data?.stockLevels.items ?? [];
    expect(level).toMatchObject({ reserved: 2 });
    const onHand = level?.onHand ?? 0;
    const refusals = [
      [{ key: 'SKU-1', delta: 1, reason: 'RECEIVED' }, 'NOT_FOUND', 'No stock key SKU-1.'],
      [
        { delta: -onHand, reason: 'CORRECTION' },
        'BAD_USER_INPUT',
        `Cannot take ${onHand} of ${NO_VARIANTS}: ${onHand} on hand, 2 held by orders, so at most ${onHand - 2} can be taken.`,
      ],
      [{ delta: 3, reason: 'DAMAGED' }, 'BAD_USER_INPUT', 'delta must be negative for DAMAGED.'],
      [{ delta: -3, reason: 'RECEIVED' }, 'BAD_USER_INPUT', 'delta must be positive for RECEIVED.'],
      [
        { delta: 0, reason: 'CORRECTION' },
        'BAD_USER_INPUT',
        'delta must be a whole number other than 0.',
      ],
      [
        { delta: 1, reason: 'CORRECTION', idempotencyKey: 'short' },
        'BAD_USER_INPUT',
        'idempotencyKey must be 8 to 128 characters (use a UUID)',
      ],
    ] as const;
    for (const [input, code, message] of refusals) {
      const refused = await adjust(owner, input);
      expect(refused.errors).toMatchObject([{ message, extensions: { code } }]);
    }
    expect((await ledger(owner))?.total).toBe(0);
    const log = await admin<{ adminAuditLog: { items: unknown[] } }>(owner, AUDIT_LOG, {
      filter: { action: 'adjustStock' },
    });
    expect(log.data?.adminAuditLog.items).toEqual([]);
    const taken = await adjust(owner, { delta: -(onHand - 2), reason: 'CORRECTION' });
    expect(taken.data?.adjustStock).toMatchObject({ onHand: 2, reserved: 2, available: 0 });
  });

  it('lists levels with their titles, filtered and paged on the server', async () => {
    const packer = await staffToken(PACKER, 'packer');
    const levels = async (variables: Record<string, unknown>) =>
      (await admin<{ stockLevels: Page<Level> }>(packer, LEVELS, variables)).data?.stockLevels;
    const serums = await levels({ filter: { search: 'vitamin c' } });
    expect(serums?.items.length).toBeGreaterThan(1);
    expect(serums?.total).toBe(serums?.items.length);
    for (const item of serums?.items ?? []) {
      expect(item.title.toLowerCase()).toContain('vitamin c');
      expect(item.available).toBe(item.onHand - item.reserved);
    }
    const low = await levels({ filter: { availableAtMost: 0 } });
    expect(low?.items.length).toBeGreaterThan(0);
    expect(low?.items.every((item) => item.tracked && item.available <= 0)).toBe(true);
    const all = await levels({ first: 200 });
    const first = await levels({ first: 3 });
    const second = await levels({ first: 3, after: first?.pageInfo.endCursor });
    expect(first?.pageInfo.hasNextPage).toBe(true);
    expect([...(first?.items ?? []), ...(second?.items ?? [])]).toEqual(all?.items.slice(0, 6));
    expect(first?.total).toBe(all?.total);
    const bad = await admin(packer, LEVELS, { first: 500 });
    expect(bad.errors).toMatchObject([
      { message: 'first must be between 1 and 200.', extensions: { code: 'BAD_USER_INPUT' } },
    ]);
  });

  it("records the order's dispatch and its RTO restock in the ledger, naming the order", async () => {
    const owner = await staffToken(OWNER, 'owner');
    const orderId = await codOrder(2);
    const move = async (name: string, input: string, values: Record<string, unknown>) => {
      const answer = await admin(owner, orderMove(name, input), { input: { orderId, ...values } });
      expect(answer.errors ?? []).toEqual([]);
      clock.advance(1000);
    };
    await move('confirmOrder', 'ConfirmOrderInput', {});
    await move('dispatchOrder', 'DispatchOrderInput', {
      courier: 'Delhivery',
      awb: '1490811234567',
    });
    await move('reportDeliveryFailure', 'ReportDeliveryFailureInput', {
      shipmentId: 'S1',
      reason: 'Customer not available',
    });
    await move('returnToOrigin', 'ShipmentMoveInput', { shipmentId: 'S1' });
    await move('receiveRto', 'ReceiveRtoInput', {
      shipmentId: 'S1',
      idempotencyKey: crypto.randomUUID(),
    });
    const entries = await ledger(owner, NO_VARIANTS, 1);
    expect(entries?.total).toBe(2);
    expect(entries?.items).toMatchObject([{ delta: 2, reason: 'RTO_RESTOCK', orderId }]);
    const older = await ledger(owner, NO_VARIANTS, 1, entries?.pageInfo.endCursor ?? undefined);
    expect(older?.items).toMatchObject([{ delta: -2, reason: 'DISPATCH', orderId }]);
    expect(older?.items[0]?.onHandAfter).toBe((entries?.items[0]?.onHandAfter ?? 0) - 2);
    expect(older?.pageInfo.hasNextPage).toBe(false);
  });

  it('answers each role as its permissions say, and refuses shoppers and anonymous callers', async () => {
    const packer = await staffToken(PACKER, 'packer');
    const support = await staffToken(SUPPORT, 'support');
    const shopper = await tokenFor(SHOPPER);
    const adjustment = { delta: 1, reason: 'RECEIVED' };
    for (const [token, role] of [
      [packer, 'packer'],
      [support, 'support'],
    ] as const) {
      expect((await admin(token, LEVELS)).errors ?? []).toEqual([]);
      expect((await admin(token, LEDGER, { key: NO_VARIANTS })).errors ?? []).toEqual([]);
      expect((await adjust(token, adjustment)).errors).toMatchObject([
        {
          message: `Your role (${role}) cannot do this: it needs STOCK_ADJUST.`,
          extensions: { code: 'FORBIDDEN' },
        },
      ]);
    }
    for (const [query, variables] of [
      [LEVELS, {}],
      [LEDGER, { key: NO_VARIANTS }],
      [ADJUST, { input: { key: NO_VARIANTS, ...adjustment, idempotencyKey: crypto.randomUUID() } }],
    ] as const) {
      const asShopper = await admin(shopper, query, variables);
      expect(asShopper.data).toBeNull();
      expect(asShopper.errors).toMatchObject([
        { message: 'You are not staff of this shop.', extensions: { code: 'FORBIDDEN' } },
      ]);
      const anonymous = await admin(null, query, variables);
      expect(anonymous.status).toBe(401);
    }
    const owner = await staffToken(OWNER, 'owner');
    expect((await ledger(owner))?.total).toBe(0);
  });
});
