import { describe, expect, it } from 'vitest';
import { graphqlBackend } from '../../testing/graphql-backend.js';

const SAVE_CART = /* GraphQL */ `
  mutation SaveCart($input: ManageShoppingCartInput!) {
    manageShoppingCart(input: $input) {
      success
      shoppingCartId
    }
  }
`;

const cartInput = (productId: string) => ({
  storeId: 'haat-skincare',
  data: [{ productId, quantity: 1 }],
});

const base64Url = (value: object): string =>
  btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

describe('createStorefrontBackend: who calls', () => {
  it('answers an anonymous call that sends the API key', async () => {
    const { call } = graphqlBackend();
    const answer = await call<{ getStore: { id: string } }>(
      'query GetStore { getStore(id: "haat-skincare") { id } }',
    );
    expect(answer).toEqual({ status: 200, body: { data: { getStore: { id: 'haat-skincare' } } } });
  });

  it('refuses a wrong API key with 401, as AppSync does', async () => {
    const { call } = graphqlBackend();
    const answer = await call(
      'query GetStore { getStore(id: "haat-skincare") { id } }',
      {},
      {
        'x-api-key': 'wrong',
      },
    );
    expect(answer).toEqual({
      status: 401,
      body: {
        errors: [
          {
            message: 'You are not authorized to make this call.',
            errorType: 'UnauthorizedException',
          },
        ],
      },
    });
  });

  it('answers 400 for a body without a query string', async () => {
    const { backend, deps } = graphqlBackend();
    const answer = await backend.graphql({
      body: JSON.stringify({ variables: {} }),
      headers: new Headers({
        'content-type': 'application/json',
        'x-api-key': deps.settings.apiKey,
      }),
      requestId: 'r1',
    });
    expect(answer).toEqual({
      status: 400,
      body: { errors: [{ message: 'A GraphQL request is a JSON object with a "query" string.' }] },
    });
  });

  it('signs in the user of a verified ID token', async () => {
    const { call, signedInUser } = graphqlBackend();
    const { token } = await signedInUser();
    const answer = await call(
      SAVE_CART,
      { input: cartInput('prd-vitamin-c-brightening-serum') },
      {
        authorization: `Bearer ${token}`,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
  });

  it('refuses an unsigned, an edited or an expired token, even next to the API key', async () => {
    const { call, clock, deps, signedInUser } = graphqlBackend();
    const { user, token } = await signedInUser();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(
      atob((payload ?? '').replaceAll('-', '+').replaceAll('_', '/')),
    ) as object;
    const unsigned = `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url({ ...claims, sub: user.id })}.`;
    const edited = `${header}.${base64Url({ ...claims, phone_number: '+919999999999' })}.${signature}`;
    const save = (authorization: string) =>
      call(
        SAVE_CART,
        { input: cartInput('prd-vitamin-c-brightening-serum') },
        { authorization, 'x-api-key': deps.settings.apiKey },
      );
    for (const bad of [unsigned, edited]) expect((await save(bad)).status).toBe(401);
    expect((await save(token)).status).toBe(200);
    clock.advance(2 * 3600_000);
    expect((await save(token)).status).toBe(401);
  });
});

describe('createStorefrontBackend: input length limits', () => {
  it('refuses a too-long text with BAD_USER_INPUT naming the field, and stores nothing', async () => {
    const { call, signedInUser, storage } = graphqlBackend();
    const { user, token } = await signedInUser();
    const answer = await call(
      SAVE_CART,
      { input: cartInput('p'.repeat(100_000)) },
      {
        authorization: token,
      },
    );
    expect(answer.body).toEqual({
      data: null,
      errors: [
        expect.objectContaining({
          message: 'data[0].productId is too long (at most 500 characters).',
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      ],
    });
    expect(await storage.repos.carts.forUser(user.id, 'haat-skincare')).toBeNull();
  });

  it('names a scalar argument as it is', async () => {
    const { call } = graphqlBackend();
    const answer = await call(
      'query GetCoupon($code: String!) { getCoupon(code: $code) { code } }',
      {
        code: 'X'.repeat(501),
      },
    );
    expect(answer.body.errors?.[0]).toMatchObject({
      message: 'code is too long (at most 500 characters).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
