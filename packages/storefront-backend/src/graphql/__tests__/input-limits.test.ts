import { buildStorefrontSchema } from '@haat/storefront-api';
import fc from 'fast-check';
import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLError,
  type GraphQLInputType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  assertInputLimits,
  DEFAULT_INPUT_LIMIT,
  INPUT_LIMITS,
  LIST_LIMITS,
  NUMBER_LIMITS,
} from '../input-limits.js';

const schema = buildStorefrontSchema();
const createOrder = schema.getMutationType()?.getFields()['createOrder'];
if (!createOrder) throw new Error('the schema has createOrder');

/** A root field's arguments. */
const argsOf = (type: 'query' | 'mutation', field: string): readonly GraphQLArgument[] => {
  const root = type === 'query' ? schema.getQueryType() : schema.getMutationType();
  const found = root?.getFields()[field];
  if (!found) throw new Error(`the schema has ${field}`);
  return found.args;
};

/** The refusal of these arguments, or null. */
const refusalOf = (args: readonly GraphQLArgument[], values: Record<string, unknown>) => {
  try {
    assertInputLimits(args, values);
    return null;
  } catch (error) {
    const { message, extensions } = error as GraphQLError;
    return { message, code: extensions['code'] };
  }
};

const address = {
  name: 'Asha Rao',
  phone: '9876543210',
  city: 'Bengaluru',
  pinCode: '560001',
  address: '12 MG Road',
};

const refusal = (values: Record<string, unknown>) => refusalOf(createOrder.args, values);

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

describe('list and number caps', () => {
  const facet = { name: 'c', type: 'TERMS', field: 'CATEGORY' };
  const line = { productId: 'p1', quantity: 1 };

  it.each([
    ['query', 'searchProducts', { aggregates: Array(10).fill(facet) }, null],
    [
      'query',
      'searchProducts',
      { aggregates: Array(1000).fill(facet) },
      'aggregates has too many items (at most 10).',
    ],
    [
      'query',
      'searchReviews',
      { aggregates: Array(11).fill(facet) },
      'aggregates has too many items (at most 10).',
    ],
    [
      'query',
      'searchProducts',
      { filter: { ids: Array(101).fill('p') } },
      'ids has too many items (at most 100).',
    ],
    [
      'query',
      'searchProducts',
      { filter: { tags: Array(21).fill('t') } },
      'tags has too many items (at most 20).',
    ],
    ['query', 'searchProducts', { limit: 100 }, null],
    ['query', 'searchProducts', { limit: 101 }, 'limit is too large (at most 100).'],
    ['query', 'searchOrders', { from: 10_001 }, 'from is too large (at most 10000).'],
    [
      'mutation',
      'checkInventory',
      { input: { storeId: 's', items: Array(101).fill({ recordKey: 'k', productId: 'p' }) } },
      'items has too many items (at most 100).',
    ],
    [
      'mutation',
      'createOrder',
      { input: { products: Array(101).fill(line) } },
      'products has too many items (at most 100).',
    ],
    [
      'mutation',
      'manageShoppingCart',
      { input: { storeId: 's', data: Array(101).fill(line) } },
      'data has too many items (at most 100).',
    ],
    [
      'mutation',
      'createReview',
      { input: { images: Array(6).fill('reviews/u-1') } },
      'images has too many items (at most 5).',
    ],
  ] as const)('%s %s %j: %s', (type, field, values, message) => {
    expect(refusalOf(argsOf(type, field), values)).toEqual(
      message === null ? null : { message, code: 'BAD_USER_INPUT' },
    );
  });

  it('caps every list and every limit of the contract, inputs of inputs included', () => {
    const lists = new Set<string>();
    const numbers = new Set<string>();
    const visit = (type: GraphQLInputType, name: string, seen: ReadonlySet<string>) => {
      const inner = getNullableType(type);
      if (isListType(inner)) lists.add(name);
      const named = getNamedType(type);
      if (isInputObjectType(named) && !seen.has(named.name)) {
        for (const child of Object.values(named.getFields())) {
          visit(child.type, child.name, new Set([...seen, named.name]));
        }
      }
    };
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        for (const arg of field.args) {
          visit(arg.type, arg.name, new Set());
          if (['limit', 'from'].includes(arg.name)) numbers.add(arg.name);
        }
      }
    }
    expect([...lists].filter((name) => LIST_LIMITS[name] === undefined)).toEqual([]);
    expect([...numbers].filter((name) => NUMBER_LIMITS[name] === undefined)).toEqual([]);
    expect(lists.size).toBeGreaterThanOrEqual(9);
  });
});
