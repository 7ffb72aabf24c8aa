import { describe, expect, it } from 'vitest';
import { documents, extraDocuments } from './documents.js';
import { address, NO_VARIANTS, orderInput } from './fixtures.js';
import { codeOf, STORE_ID, TARGET, useContractTarget } from './harness.js';
import { postGraphql } from './post-graphql.js';
import { contractTarget } from './target.js';

const { gql, tokenFor, clock } = useContractTarget();

const SHOPPER = '9800000021';
const STRANGER = '9800000022';
const OWNER = '+919800000023';

interface Progress {
  readonly stage: string;
  readonly stageLabel: string;
  readonly canCancel: boolean;
  readonly canRequestReturn: boolean;
  readonly returnableLines: readonly { line: number; quantity: number }[];
  readonly timeline: readonly {
    title: string;
    courier: string | null;
    trackingUrl: string | null;
  }[];
}

/** A staff move through the admin API, failing the test when refused. */
async function staffMove(token: string, name: string, type: string, input: object) {
  const answer = await postGraphql(
    TARGET.adminUrl,
    `mutation M($input: ${type}!) { ${name}(input: $input) { id } }`,
    { input },
    { authorization: `Bearer ${token}` },
  );
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  clock.advance(1000);
}

/** The shopper's signed-in COD order of two hyaluronic serums. */
async function placed(token: string) {
  const answer = await gql<{ createOrder: { id: string } }>(
    documents.CreateOrder,
    {
      input: orderInput({
        products: [{ productId: NO_VARIANTS, quantity: 2 }],
        shippingAddress: address({ phone: SHOPPER }),
      }),
    },
    { token },
  );
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  clock.advance(1000);
  return answer.data.createOrder.id;
}

const progressOf = (orderId: string, token?: string) =>
  gql<{ orderProgress: Progress }>(
    extraDocuments.orderProgress,
    { orderId },
    token ? { token } : {},
  );

const stockOf = async (): Promise<number> => {
  const answer = await gql<{ checkInventory: { items: { inventory: number }[] } }>(
    documents.CheckInventory,
    {
      input: {
        storeId: STORE_ID,
        items: [{ recordKey: 'a', productId: NO_VARIANTS, variantId: null, source: null }],
      },
    },
  );
  return answer.data?.checkInventory.items[0]?.inventory ?? -1;
};

describe('the shopper’s side of the order’s life', () => {
  it('refuses a confirm-your-COD-order link that the shop did not sign, naming the problem', async () => {
    const orderId = await placed(await tokenFor(SHOPPER));
    for (const token of [orderId, `${orderId}.zzzzzz.AAAAAAAAAAAAAAAAAAAAAA`]) {
      const answer = await gql(extraDocuments.confirmCodOrder, { token });
      expect(codeOf(answer)).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toBe(
        'This confirmation link is not valid. Please open the link from your message again.',
      );
    }
  });

  it('cancels before dispatch once for a double tap, stock back on sale; strangers get NOT_FOUND', async () => {
    const token = await tokenFor(SHOPPER);
    const before = await stockOf();
    const orderId = await placed(token);
    expect(await stockOf()).toBe(before - 2);
    const stranger = await tokenFor(STRANGER);
    expect(codeOf(await progressOf(orderId, stranger))).toBe('NOT_FOUND');
    expect(codeOf(await progressOf(orderId))).toBe('NOT_FOUND');
    const input = { idempotencyKey: crypto.randomUUID(), orderId, reason: 'Ordered twice' };
    const asStranger = await gql(extraDocuments.cancelMyOrder, { input }, { token: stranger });
    expect(codeOf(asStranger)).toBe('NOT_FOUND');
    const taps = await Promise.all([
      gql<{ cancelMyOrder: Progress }>(extraDocuments.cancelMyOrder, { input }, { token }),
      gql<{ cancelMyOrder: Progress }>(extraDocuments.cancelMyOrder, { input }, { token }),
    ]);
    const answered = taps.filter((tap) => tap.data?.cancelMyOrder.stage === 'CANCELLED');
    // A tap racing the first one may be told to try again; none cancels twice.
    expect(answered.length).toBeGreaterThanOrEqual(1);
    for (const tap of taps.filter((t) => !t.data)) expect(codeOf(tap)).toBe('ORDER_MOVE_REFUSED');
    expect(await stockOf()).toBe(before);
    const again = await gql<{ cancelMyOrder: Progress }>(
      extraDocuments.cancelMyOrder,
      { input },
      { token },
    );
    expect(again.data?.cancelMyOrder.timeline.map((s) => s.title)).toEqual([
      'Order placed',
      'Order cancelled',
    ]);
  });

  it('follows a dispatched order, refuses its cancel, and takes a return once delivered', async () => {
    const token = await tokenFor(SHOPPER);
    const orderId = await placed(token);
    const staff = await tokenFor(OWNER);
    await contractTarget().addStaff(OWNER, 'owner');
    await staffMove(staff, 'confirmOrder', 'ConfirmOrderInput', { orderId });
    await staffMove(staff, 'dispatchOrder', 'DispatchOrderInput', {
      orderId,
      courier: 'Delhivery',
      awb: '1490811234567',
      trackingUrl: 'https://www.delhivery.com/track/package/1490811234567',
    });
    const shipped = await progressOf(orderId, token);
    expect(shipped.data?.orderProgress).toMatchObject({
      stage: 'IN_TRANSIT',
      stageLabel: 'Dispatched',
      canCancel: false,
      timeline: [
        { title: 'Order placed' },
        { title: 'Order confirmed' },
        {
          title: 'Dispatched with Delhivery',
          courier: 'Delhivery',
          trackingUrl: 'https://www.delhivery.com/track/package/1490811234567',
        },
      ],
    });
    const cancel = await gql(
      extraDocuments.cancelMyOrder,
      { input: { idempotencyKey: crypto.randomUUID(), orderId, reason: 'Too late?' } },
      { token },
    );
    expect(codeOf(cancel)).toBe('ORDER_MOVE_REFUSED');
    await staffMove(staff, 'markOrderDelivered', 'ShipmentMoveInput', {
      orderId,
      shipmentId: 'S1',
    });
    const input = {
      idempotencyKey: crypto.randomUUID(),
      orderId,
      lines: [{ line: 0, quantity: 1 }],
      reason: 'The seal was broken',
    };
    const returned = await gql<{ requestOrderReturn: Progress }>(
      extraDocuments.requestOrderReturn,
      { input },
      { token },
    );
    expect(returned.data?.requestOrderReturn).toMatchObject({
      stage: 'RETURN_OPEN',
      stageLabel: 'Return in progress',
      returnableLines: [{ line: 0, quantity: 1 }],
    });
    const list = await gql<{ searchOrders: { items: { stageLabel: string }[] } }>(
      'query searchOrders { searchOrders { items { stageLabel } } }',
      {},
      { token },
    );
    expect(list.data?.searchOrders.items).toEqual([{ stageLabel: 'Return in progress' }]);
  });
});
