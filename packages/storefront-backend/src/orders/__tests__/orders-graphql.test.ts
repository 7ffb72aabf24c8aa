import { describe, expect, it } from 'vitest';
import { graphqlBackend } from '../../testing/graphql-backend.js';
import { sandboxPaymentGateway } from '../../payments/sandbox-gateway.js';
import { orderInput, provenOrderInput } from '../../testing/order-fixtures.js';

const CREATE_ORDER = /* GraphQL */ `
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      id
      code
      status
      totalAmount
      accessKey
      shippingAddress {
        name
      }
    }
  }
`;

const GET_ORDER = /* GraphQL */ `
  query GetOrder($id: ID!, $accessKey: String) {
    getOrder(id: $id, accessKey: $accessKey) {
      code
      status
      userId
      accessKey
      shippingAddress {
        name
        phone
        address
      }
      billingAddress {
        name
      }
    }
  }
`;

const CREATE_TRANSACTION = /* GraphQL */ `
  mutation CreateTransaction($input: CreateTransactionInput!) {
    createTransaction(input: $input) {
      amount
      razorpayOrderId
    }
  }
`;

const VALIDATE_TRANSACTION = /* GraphQL */ `
  mutation ValidateTransaction($input: ValidateTransactionInput!) {
    validateTransaction(input: $input) {
      success
      message
    }
  }
`;

interface Placed {
  createOrder: {
    id: string;
    code: string;
    status: string;
    totalAmount: number;
    accessKey: string | null;
    shippingAddress: { name: string } | null;
  };
}

describe('orders over GraphQL', () => {
  it('prices a tampered order on the server and answers the guest its access key', async () => {
    const { call, deps } = graphqlBackend();
    const honest = await call<Placed>(CREATE_ORDER, {
      input: await provenOrderInput(deps, { totalAmount: null }),
    });
    const tampered = await call<Placed>(CREATE_ORDER, {
      input: await provenOrderInput(deps, { totalAmount: 1 }),
    });
    expect(tampered.body.errors).toBeUndefined();
    expect(tampered.body.data?.createOrder).toMatchObject({
      code: 'HAAT-10235',
      status: 'CONFIRMED',
      totalAmount: honest.body.data?.createOrder.totalAmount,
      shippingAddress: { name: 'Asha Rao' },
    });
    expect(tampered.body.data?.createOrder.accessKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('shows another buyer’s order as code and status only', async () => {
    const { call, signedInUser, deps } = graphqlBackend();
    const placed = await call<Placed>(CREATE_ORDER, { input: await provenOrderInput(deps) });
    const { id, accessKey } = placed.body.data?.createOrder ?? { id: '', accessKey: null };
    const stranger = await signedInUser('+919812345678');
    const asStranger = await call(GET_ORDER, { id }, { authorization: `Bearer ${stranger.token}` });
    expect(asStranger.body).toEqual({
      data: {
        getOrder: {
          code: 'HAAT-10234',
          status: 'CONFIRMED',
          userId: null,
          accessKey: null,
          shippingAddress: null,
          billingAddress: null,
        },
      },
    });
    const withKey = await call(GET_ORDER, { id, accessKey });
    expect(withKey.body.data).toMatchObject({
      getOrder: {
        shippingAddress: { name: 'Asha Rao', phone: '+919876543210', address: '12 MG Road' },
      },
    });
  });

  it('confirms a prepaid order only with the payment window’s genuine signature', async () => {
    const { call, deps, events } = graphqlBackend();
    const placed = await call<Placed>(CREATE_ORDER, {
      input: orderInput({ paymentType: 'PREPAID' }),
    });
    const order = placed.body.data?.createOrder;
    const started = await call<{ createTransaction: { amount: number; razorpayOrderId: string } }>(
      CREATE_TRANSACTION,
      {
        input: {
          idempotencyKey: crypto.randomUUID(),
          orderId: order?.id,
          accessKey: order?.accessKey,
        },
      },
    );
    const transaction = started.body.data?.createTransaction;
    expect(transaction?.amount).toBe(order?.totalAmount);
    const providerOrderId = transaction?.razorpayOrderId ?? '';
    const window = sandboxPaymentGateway('test-payment-secret', deps.ids);
    const validate = (razorpaySignature: string) =>
      call<{ validateTransaction: { success: boolean } }>(VALIDATE_TRANSACTION, {
        input: {
          idempotencyKey: crypto.randomUUID(),
          orderId: order?.id,
          razorpayPaymentId: 'pay_N1x2y3',
          razorpayOrderId: providerOrderId,
          razorpaySignature,
        },
      });
    const forged = await validate('00'.repeat(32));
    expect(forged.body.errors?.[0]).toMatchObject({
      message: 'This payment could not be verified. Please try again.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const genuine = await validate(await window.signCheckout(providerOrderId, 'pay_N1x2y3'));
    expect(genuine.body.data?.validateTransaction.success).toBe(true);
    const read = await call(GET_ORDER, { id: order?.id, accessKey: order?.accessKey });
    expect(read.body.data).toMatchObject({ getOrder: { status: 'CONFIRMED' } });
    expect(events).toEqual([
      { type: 'order-placed', paymentType: 'PREPAID' },
      { type: 'payment-failed' },
    ]);
  });
});
