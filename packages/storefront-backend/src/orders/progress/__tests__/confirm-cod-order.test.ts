import { describe, expect, it } from 'vitest';
import { cancelUnconfirmedCod } from '../../../fulfilment/cancel-unconfirmed-cod.js';
import { renderNotification } from '../../../notifications/messages.js';
import { paymentEvent } from '../../../payments/payment-event.js';
import { graphqlBackend } from '../../../testing/graphql-backend.js';
import { orderInput, PRODUCTS } from '../../../testing/order-fixtures.js';
import { startedPayment } from '../../../testing/payment-fixtures.js';
import { staffCancel } from '../../../testing/staff-cancel.js';

const HOUR = 3_600_000;
const SHOP_URL = 'https://shop.example.in';

const PLACE = /* GraphQL */ `
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      id
      code
    }
  }
`;
const CONFIRM = /* GraphQL */ `
  mutation ConfirmCodOrder($token: String!) {
    confirmCodOrder(token: $token) {
      orderCode
      status
      message
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

interface Confirmation {
  orderCode: string;
  status: string;
  message: string;
}

/** A backend queuing messages on the console channel, and a signed-in shopper's COD order. */
async function withCodOrder(settings: { codConfirmation?: boolean } = {}) {
  const backend = graphqlBackend({
    settings: {
      notificationChannels: ['console'],
      publicUrl: `${SHOP_URL}/`,
      orderLife: { codConfirmation: settings.codConfirmation ?? true },
    },
  });
  const { token } = await backend.signedInUser();
  const placed = await backend.call<{ createOrder: { id: string; code: string } }>(
    PLACE,
    { input: orderInput() },
    { authorization: `Bearer ${token}` },
  );
  const order = placed.body.data?.createOrder;
  if (!order) throw new Error(JSON.stringify(placed.body.errors));
  const outbox = () => backend.storage.repos.outbox.list(order.id, 10);
  const confirm = (t: string) =>
    backend.call<{ confirmCodOrder: Confirmation }>(CONFIRM, { token: t });
  return { backend, order, outbox, confirm };
}

/** The `t` of the confirm link in the order's confirm-cod message. */
async function linkToken(
  outbox: () => Promise<readonly { kind: string; variables: Readonly<Record<string, string>> }[]>,
) {
  const message = (await outbox()).find((m) => m.kind === 'confirm-cod');
  const url = new URL(message?.variables['confirmUrl'] ?? '');
  return url.searchParams.get('t') ?? '';
}

describe('confirmCodOrder and the placement messages', () => {
  it('queues the confirm link at placement; the shopper confirms once, a second tap says so', async () => {
    const { backend, order, outbox, confirm } = await withCodOrder();
    const queued = await outbox();
    expect(queued.map((m) => m.kind)).toEqual(['confirm-cod']);
    const url = queued[0]?.variables['confirmUrl'] ?? '';
    expect(url.startsWith(`${SHOP_URL}/orders/confirm-cod?t=`)).toBe(true);
    expect(renderNotification('confirm-cod', queued[0]?.variables ?? {})).toMatch(
      new RegExp(
        `^Haat: please confirm your cash on delivery order ${order.code} of ₹[\\d,.]+ at https://shop\\.example\\.in/orders/confirm-cod\\?t=\\S+ so we can ship it\\.$`,
      ),
    );
    const token = await linkToken(outbox);
    backend.clock.advance(HOUR);
    const first = await confirm(token);
    expect(first.body.data?.confirmCodOrder).toEqual({
      orderCode: order.code,
      status: 'CONFIRMED',
      message: `Thank you! Your order ${order.code} is confirmed. We will message you when it ships.`,
    });
    const second = await confirm(token);
    expect(second.body.data?.confirmCodOrder).toEqual({
      orderCode: order.code,
      status: 'ALREADY_CONFIRMED',
      message: `Your order ${order.code} is already confirmed.`,
    });
    expect((await outbox()).map((m) => m.kind).sort()).toEqual(['confirm-cod', 'order-confirmed']);
    const log = await backend.storage.repos.orderLives.log(order.id);
    expect(log.map((e) => [e.move, e.actorKind])).toEqual([['CONFIRM_COD', 'shopper']]);
    // Confirmed: the sweep leaves it alone.
    backend.clock.advance(48 * HOUR);
    expect(await cancelUnconfirmedCod(backend.deps)).toBe(0);
  });

  it('refuses a forged or expired link with a clear message and changes nothing', async () => {
    const { backend, order, outbox, confirm } = await withCodOrder();
    const token = await linkToken(outbox);
    const [id = '', expiry = '', signature = ''] = token.split('.');
    const other = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const forged = [
      `${id}.${expiry}.${other}`,
      `${id}.${(parseInt(expiry, 36) + 3600).toString(36)}.${signature}`,
      order.id,
      'not a token',
    ];
    for (const t of forged) {
      const { body } = await confirm(t);
      expect(body.errors?.[0]).toMatchObject({
        message:
          'This confirmation link is not valid. Please open the link from your message again.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    backend.clock.advance(48 * HOUR);
    const expired = await confirm(token);
    expect(expired.body.errors?.[0]).toMatchObject({
      message:
        'This confirmation link has expired. If your order was not cancelled, please contact the shop.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await backend.storage.repos.orderLives.log(order.id)).toEqual([]);
  });

  it('says a cancelled order was cancelled', async () => {
    const { backend, order, outbox, confirm } = await withCodOrder();
    expect(await staffCancel(backend.deps, order.id)).toMatchObject({ ok: true });
    const { body } = await confirm(await linkToken(outbox));
    expect(body.data?.confirmCodOrder).toEqual({
      orderCode: order.code,
      status: 'CANCELLED',
      message: `Your order ${order.code} was cancelled, so it cannot be confirmed.`,
    });
  });

  it('cancels an unconfirmed order after the confirmation time, its units back on sale', async () => {
    const { backend, order } = await withCodOrder();
    const stock = async () =>
      (
        await backend.call<{ getProduct: { inventory: number } }>(STOCK, {
          id: PRODUCTS.hyaluronic.productId,
        })
      ).body.data?.getProduct.inventory;
    const before = await stock();
    backend.clock.advance(48 * HOUR);
    expect(await cancelUnconfirmedCod(backend.deps)).toBe(1);
    expect((await backend.storage.repos.orders.byId(order.id))?.status).toBe('CANCELLED');
    // One hyaluronic serum was ordered: it is on sale again.
    expect(await stock()).toBe((before ?? 0) + 1);
  });

  it('queues order-confirmed at placement when COD orders are not confirmed', async () => {
    const { outbox } = await withCodOrder({ codConfirmation: false });
    expect((await outbox()).map((m) => m.kind)).toEqual(['order-confirmed']);
  });

  it('queues order-confirmed for a prepaid order when its payment is captured, once', async () => {
    const backend = graphqlBackend({ settings: { notificationChannels: ['console'] } });
    const { order, attempt } = await startedPayment(backend);
    const outbox = () => backend.storage.repos.outbox.list(order.id, 10);
    expect(await outbox()).toEqual([]);
    const paid = {
      kind: 'paid' as const,
      providerOrderId: attempt.providerOrderId,
      providerPaymentId: 'pay_Genuine0001',
      amountPaise: attempt.amount,
    };
    expect(await paymentEvent(backend.deps, { ...paid, eventId: 'evt_1' })).toMatchObject({
      status: 'paid',
    });
    expect(await paymentEvent(backend.deps, { ...paid, eventId: 'evt_2' })).toMatchObject({
      status: 'already-paid',
    });
    expect((await outbox()).map((m) => m.kind)).toEqual(['order-confirmed']);
    expect((await backend.storage.repos.orderLives.byOrder(order.id))?.stage).toBe('TO_PACK');
  });
});
