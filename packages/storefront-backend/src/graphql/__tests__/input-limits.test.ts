import { buildStorefrontSchema } from '@haat/storefront-api';
import fc from 'fast-check';
import type { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { assertInputLimits, DEFAULT_INPUT_LIMIT, INPUT_LIMITS } from '../input-limits.js';

const createOrder = buildStorefrontSchema().getMutationType()?.getFields()['createOrder'];
if (!createOrder) throw new Error('the schema has createOrder');

const address = {
  name: 'Asha Rao',
  phone: '9876543210',
  city: 'Bengaluru',
  pinCode: '560001',
  address: '12 MG Road',
};

const refusal = (values: Record<string, unknown>): { message: string; code: unknown } | null => {
  try {
    assertInputLimits(createOrder.args, values);
    return null;
  } catch (error) {
    const { message, extensions } = error as GraphQLError;
    return { message, code: extensions['code'] };
  }
};

describe('assertInputLimits', () => {
  it('refuses a 100,000-character address naming the field inside the input', () => {
    expect(
      refusal({ input: { shippingAddress: { ...address, address: 'x'.repeat(100_000) } } }),
    ).toEqual({
      message: 'shippingAddress.address is too long (at most 250 characters).',
      code: 'BAD_USER_INPUT',
    });
  });

  it('names list items by their index', () => {
    expect(
      refusal({ input: { products: [{ productId: 'p1' }, { productId: 'p'.repeat(501) }] } }),
    ).toEqual({
      message: 'products[1].productId is too long (at most 500 characters).',
      code: 'BAD_USER_INPUT',
    });
  });

  it('accepts every text up to its limit and refuses one character more', () => {
    const fields = ['name', 'address', 'landmark', 'area', 'city'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...fields), fc.nat({ max: 600 }), (field, length) => {
        const limit: number = INPUT_LIMITS[field] ?? DEFAULT_INPUT_LIMIT;
        const outcome = refusal({
          input: { billingAddress: { ...address, [field]: 'a'.repeat(length) } },
        });
        expect(outcome).toEqual(
          length <= limit
            ? null
            : {
                message: `billingAddress.${field} is too long (at most ${limit} characters).`,
                code: 'BAD_USER_INPUT',
              },
        );
      }),
    );
  });
});
