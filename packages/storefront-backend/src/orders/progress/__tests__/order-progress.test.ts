import { describe, expect, it } from 'vitest';
import { moveOrder } from '../../../fulfilment/move-order.js';
import { startSession } from '../../../user-pool/sign-in-tokens.js';
import { graphqlBackend } from '../../../testing/graphql-backend.js';
import { orderInput, PRODUCTS, provenOrderInput } from '../../../testing/order-fixtures.js';

const DAY = 86_400_000;

const PLACE = /* GraphQL */ `
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      id
      code
      accessKey
    }
  }
`;
const PROGRESS = /* GraphQL */ `
  query OrderProgress($orderId: ID!, $accessKey: String) {
    orderProgress(orderId: $orderId, accessKey: $accessKey) {
      stage
      stageLabel
      canCancel
      canRequestReturn
      returnUntil
      returnableLines {
        line
        quantity
      }
      timeline {
        title
        at
        courier
        awb
        trackingUrl
      }
    }
  }
`;
const CANCEL = /* GraphQL */ `
  mutation CancelMyOrder($input: CancelMyOrderInput!) {
    cancelMyOrder(input: $input) {
      stage
      stageLabel
      canCancel
      timeline {
        title
      }
    }
  }
`;
const RETURN = /* GraphQL */ `
  mutation RequestOrderReturn($input: RequestOrderReturnInput!) {
    requestOrderReturn(input: $input) {
      stage
      stageLabel
      canRequestReturn
      returnableLines {
        line
        quantity
      }
      timeline {
        title
      }
    }
  }
`;
const MY_ORDERS = /* GraphQL */ `
  query SearchOrders {
    searchOrders {
      items {
        code
        status
        stage
        stageLabel
      }
    }
  }
`;
const STOCK = /* GraphQL */ `
  query GetProduct($id: ID!) {
    getProduct(id: $id) {
      inventory
    }
  }
`;

interface Progress {
  stage: string;
  stageLabel: string;
  canCancel: boolean;
  canRequestReturn: boolean;
  returnUntil: string | null;
  returnableLines: { line: number; quantity: number }[];
  timeline: {
    title: string;
    courier: string | null;
    awb: string | null;
    trackingUrl: string | null;
  }[];
}

/** A backend with one signed-in shopper's COD order placed. */
async function withOrder() {
  const backend = graphqlBackend();
  const { user, token } = await backend.signedInUser();
  let auth = { authorization: `Bearer ${token}` };
  /** Signs the shopper in again (the clock moves past their tokens' life). */
  const signInAgain = async () => {
    const tokens = await startSession(backend.deps, user, backend.clock.now());
    auth = { authorization: `Bearer ${tokens.idToken}` };
  };
  const placed = await backend.call<{ createOrder: { id: string; code: string } }>(
    PLACE,
    { input: orderInput() },
    auth,
  );
  const order = placed.body.data?.createOrder;
  if (!order) throw new Error(JSON.stringify(placed.body.errors));
  const staff = { kind: 'staff', staffId: 'staff-1' } as const;
  const move = (m: Parameters<typeof moveOrder>[1]['move']) =>
    moveOrder(backend.deps, { orderId: order.id, move: m, actor: staff }).then((o) => {
      if (!o.ok) throw new Error(o.message);
      return o;
    });
  const dispatch = async () => {
    await move({ type: 'CONFIRM_COD' });
    backend.clock.advance(60_000);
    await move({
      type: 'DISPATCH',
      courier: 'Delhivery',
      awb: '1490811234567',
      trackingUrl: 'https://www.delhivery.com/track/package/1490811234567',
    });
  };
  const deliver = async () => {
    await dispatch();
    backend.clock.advance(DAY);
    await move({ type: 'DELIVER', shipmentId: 'S1' });
    await signInAgain();
  };
  return {
    ...backend,
    get auth() {
      return auth;
    },
    signInAgain,
    order,
    dispatch,
    deliver,
  };
}

const key = () => crypto.randomUUID();
const codeOf = (body: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  body.errors?.[0]?.extensions?.['code'];

describe('orderProgress', () => {
  it('shows its owner the stage, the timeline and that it may be cancelled', async () => {
    const { call, auth, order } = await withOrder();
    const { body } = await call<{ orderProgress: Progress }>(PROGRESS, { orderId: order.id }, auth);
    expect(body.errors).toBeUndefined();
    expect(body.data?.orderProgress).toMatchObject({
      stage: 'TO_CONFIRM',
      stageLabel: 'Waiting for your confirmation',
      canCancel: true,
      canRequestReturn: false,
      returnUntil: null,
      returnableLines: [],
      timeline: [{ title: 'Order placed', courier: null }],
    });
  });

  it('answers someone else and an anonymous caller NOT_FOUND, as for an unknown order', async () => {
    const { call, order, signedInUser } = await withOrder();
    const stranger = await signedInUser('+919812345678');
    const asStranger = await call(
      PROGRESS,
      { orderId: order.id },
      { authorization: `Bearer ${stranger.token}` },
    );
    const anonymous = await call(PROGRESS, { orderId: order.id });
    const unknown = await call(PROGRESS, { orderId: 'no-such-order' });
    for (const { body } of [asStranger, anonymous, unknown]) {
      expect(body.data).toBeNull();
      expect(body.errors?.[0]).toMatchObject({
        message: 'Order not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('shows the courier, AWB and tracking link once dispatched, and no Cancel', async () => {
    const { call, auth, order, dispatch } = await withOrder();
    await dispatch();
    const { body } = await call<{ orderProgress: Progress }>(PROGRESS, { orderId: order.id }, auth);
    expect(body.data?.orderProgress).toMatchObject({
      stage: 'IN_TRANSIT',
      stageLabel: 'Dispatched',
      canCancel: false,
      timeline: [
        { title: 'Order placed' },
        { title: 'Order confirmed' },
        {
          title: 'Dispatched with Delhivery',
          courier: 'Delhivery',
          awb: '1490811234567',
          trackingUrl: 'https://www.delhivery.com/track/package/1490811234567',
        },
      ],
    });
  });

  it('lists each of the shopper’s orders with its stage', async () => {
    const { call, auth, dispatch } = await withOrder();
    await dispatch();
    const { body } = await call<{ searchOrders: { items: unknown[] } }>(MY_ORDERS, {}, auth);
    expect(body.data?.searchOrders.items).toEqual([
      { code: 'HAAT-10234', status: 'DISPATCHED', stage: 'IN_TRANSIT', stageLabel: 'Dispatched' },
    ]);
  });
});

describe('cancelMyOrder', () => {
  it('cancels before dispatch once, however often it is tapped, and puts the stock back on sale', async () => {
    const { call, auth, order } = await withOrder();
    const stock = async () =>
      (
        await call<{ getProduct: { inventory: number } }>(STOCK, {
          id: PRODUCTS.hyaluronic.productId,
        })
      ).body.data?.getProduct.inventory;
    const before = await stock();
    const input = { idempotencyKey: key(), orderId: order.id, reason: 'Ordered by mistake' };
    const [first, second] = await Promise.all([
      call<{ cancelMyOrder: Progress }>(CANCEL, { input }, auth),
      call<{ cancelMyOrder: Progress }>(CANCEL, { input }, auth),
    ]);
    for (const { body } of [first, second]) {
      expect(body.errors).toBeUndefined();
      expect(body.data?.cancelMyOrder).toEqual({
        stage: 'CANCELLED',
        stageLabel: 'Cancelled',
        canCancel: false,
        timeline: [{ title: 'Order placed' }, { title: 'Order cancelled' }],
      });
    }
    expect(await stock()).toBe((before ?? 0) + 1);
    const again = await call(CANCEL, { input: { ...input, idempotencyKey: key() } }, auth);
    expect(again.body.errors?.[0]).toMatchObject({
      message: 'Order HAAT-10234 is already cancelled.',
      extensions: { code: 'ORDER_MOVE_REFUSED' },
    });
  });

  it('refuses after dispatch with the life’s reason, and changes nothing', async () => {
    const { call, auth, order, dispatch } = await withOrder();
    await dispatch();
    const input = { idempotencyKey: key(), orderId: order.id, reason: 'Too slow' };
    const { body } = await call(CANCEL, { input }, auth);
    expect(codeOf(body)).toBe('ORDER_MOVE_REFUSED');
    expect(body.errors?.[0]?.message).toMatch(/dispatched/);
    const after = await call<{ orderProgress: Progress }>(PROGRESS, { orderId: order.id }, auth);
    expect(after.body.data?.orderProgress.stage).toBe('IN_TRANSIT');
  });

  it('answers a stranger NOT_FOUND and cancels nothing; a guest cancels with the access key', async () => {
    const { call, order, signedInUser, deps } = await withOrder();
    const stranger = await signedInUser('+919812345678');
    const input = { idempotencyKey: key(), orderId: order.id, reason: 'Mine now' };
    const asStranger = await call(CANCEL, { input }, { authorization: `Bearer ${stranger.token}` });
    const anonymous = await call(CANCEL, { input });
    expect([codeOf(asStranger.body), codeOf(anonymous.body)]).toEqual(['NOT_FOUND', 'NOT_FOUND']);
    const guest = await call<{ createOrder: { id: string; accessKey: string } }>(PLACE, {
      input: await provenOrderInput(deps),
    });
    const placed = guest.body.data?.createOrder;
    const guestInput = { idempotencyKey: key(), orderId: placed?.id, reason: 'Changed my mind' };
    const withoutKey = await call(CANCEL, { input: guestInput });
    expect(codeOf(withoutKey.body)).toBe('NOT_FOUND');
    const withKey = await call<{ cancelMyOrder: Progress }>(CANCEL, {
      input: { ...guestInput, accessKey: placed?.accessKey },
    });
    expect(withKey.body.data?.cancelMyOrder.stage).toBe('CANCELLED');
  });

  it('asks for a reason', async () => {
    const { call, auth, order } = await withOrder();
    const input = { idempotencyKey: key(), orderId: order.id, reason: '  ' };
    const { body } = await call(CANCEL, { input }, auth);
    expect(body.errors?.[0]).toMatchObject({
      message: 'Please tell us why you are cancelling.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('requestOrderReturn', () => {
  it('takes a return of delivered units inside the window', async () => {
    const shop = await withOrder();
    const { call, order, deliver } = shop;
    await deliver();
    const { auth } = shop;
    const progress = await call<{ orderProgress: Progress }>(PROGRESS, { orderId: order.id }, auth);
    expect(progress.body.data?.orderProgress).toMatchObject({
      stage: 'DELIVERED',
      stageLabel: 'Delivered',
      canRequestReturn: true,
      returnableLines: [
        { line: 0, quantity: 2 },
        { line: 1, quantity: 1 },
      ],
    });
    const input = {
      idempotencyKey: key(),
      orderId: order.id,
      lines: [{ line: 0, quantity: 1 }],
      reason: 'The seal was broken',
    };
    const { body } = await call<{ requestOrderReturn: Progress }>(RETURN, { input }, auth);
    expect(body.errors).toBeUndefined();
    expect(body.data?.requestOrderReturn).toMatchObject({
      stage: 'RETURN_OPEN',
      stageLabel: 'Return in progress',
      returnableLines: [
        { line: 0, quantity: 1 },
        { line: 1, quantity: 1 },
      ],
    });
    expect(body.data?.requestOrderReturn.timeline.at(-1)).toEqual({ title: 'Return requested' });
    const repeat = await call<{ requestOrderReturn: Progress }>(RETURN, { input }, auth);
    expect(repeat.body.data?.requestOrderReturn.returnableLines).toEqual(
      body.data?.requestOrderReturn.returnableLines,
    );
  });

  it('refuses once the window has closed, and before delivery', async () => {
    const shop = await withOrder();
    const { call, order, deliver, clock } = shop;
    const input = {
      idempotencyKey: key(),
      orderId: order.id,
      lines: [{ line: 0, quantity: 1 }],
      reason: 'Not as described',
    };
    const early = await call(RETURN, { input }, shop.auth);
    expect(codeOf(early.body)).toBe('ORDER_MOVE_REFUSED');
    await deliver();
    clock.advance(8 * DAY);
    await shop.signInAgain();
    const progress = await call<{ orderProgress: Progress }>(
      PROGRESS,
      { orderId: order.id },
      shop.auth,
    );
    expect(progress.body.data?.orderProgress.canRequestReturn).toBe(false);
    const late = await call(RETURN, { input: { ...input, idempotencyKey: key() } }, shop.auth);
    expect(late.body.errors?.[0]).toMatchObject({
      message: 'The return window of order HAAT-10234 has closed.',
      extensions: { code: 'ORDER_MOVE_REFUSED' },
    });
  });

  it('answers a stranger NOT_FOUND', async () => {
    const { call, order, deliver, signedInUser } = await withOrder();
    await deliver();
    const stranger = await signedInUser('+919812345678');
    const input = {
      idempotencyKey: key(),
      orderId: order.id,
      lines: [{ line: 0, quantity: 1 }],
      reason: 'Mine',
    };
    const { body } = await call(RETURN, { input }, { authorization: `Bearer ${stranger.token}` });
    expect(codeOf(body)).toBe('NOT_FOUND');
  });
});
