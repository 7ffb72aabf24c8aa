import { describe, expect, it } from 'vitest';
import { graphqlBackend } from '../../testing/graphql-backend.js';

const SAVE_CART = /* GraphQL */ `
  mutation SaveCart($input: ManageShoppingCartInput!) {
    manageShoppingCart(input: $input) {
      success
      message
      shoppingCartId
    }
  }
`;
const GET_CART = /* GraphQL */ `
  query GetCart {
    getShoppingCart(storeId: "haat-skincare") {
      id
      data {
        productId
        quantity
      }
    }
  }
`;
const SERUM = 'prd-vitamin-c-brightening-serum';

describe('manageShoppingCart', () => {
  it('keeps one cart per user: a second save replaces the lines and keeps the id', async () => {
    const { call, signedInUser } = graphqlBackend();
    const { token } = await signedInUser();
    const auth = { authorization: token };
    const save = (quantity: number) =>
      call<{ manageShoppingCart: { shoppingCartId: string } }>(
        SAVE_CART,
        { input: { storeId: 'haat-skincare', data: [{ productId: SERUM, quantity }] } },
        auth,
      );
    const first = await save(1);
    const second = await save(3);
    expect(second.body.data).toEqual({
      manageShoppingCart: {
        success: true,
        message: 'Cart saved.',
        shoppingCartId: first.body.data?.manageShoppingCart.shoppingCartId,
      },
    });
    const read = await call(GET_CART, {}, auth);
    expect(read.body.data).toEqual({
      getShoppingCart: {
        id: first.body.data?.manageShoppingCart.shoppingCartId,
        data: [{ productId: SERUM, quantity: 3 }],
      },
    });
  });

  it('refuses anonymous callers, unknown products and quantities below 1', async () => {
    const { call, signedInUser } = graphqlBackend();
    const input = (productId: string, quantity: number) => ({
      input: { storeId: 'haat-skincare', data: [{ productId, quantity }] },
    });
    const anonymous = await call(SAVE_CART, input(SERUM, 1));
    expect(anonymous.body.errors?.[0]).toMatchObject({
      message: 'Unauthorized',
      extensions: { code: 'UNAUTHORIZED' },
    });
    const { token } = await signedInUser();
    const unknown = await call(SAVE_CART, input('prd-nope', 1), { authorization: token });
    expect(unknown.body.errors?.[0]?.message).toBe('Unknown product prd-nope.');
    const zero = await call(SAVE_CART, input(SERUM, 0), { authorization: token });
    expect(zero.body.errors?.[0]?.message).toBe('Quantities must be whole numbers of at least 1.');
  });
});
