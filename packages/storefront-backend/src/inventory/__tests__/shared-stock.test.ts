import { GraphQLError } from 'graphql';
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { describe, expect, it } from 'vitest';
import type { ShopCatalogue } from '../../deps.js';
import { createOrder } from '../../orders/create-order.js';
import { staffCancel } from '../../testing/staff-cancel.js';
import { orderInput, PRODUCTS, signedInUser } from '../../testing/order-fixtures.js';
import { testBackend, testContext } from '../../testing/test-backend.js';

/**
 * The sample shop with the vitamin C serum's variants stripped of their own inventory: they
 * share the product's 10 units (issue 21, item 5).
 */
function sharedSerumShop(): ShopCatalogue {
  return {
    storeId: STORE_ID,
    ...sampleShop,
    products: sampleShop.products.map((product) =>
      product.id === PRODUCTS.serum.productId
        ? {
            ...product,
            isInventoryEnabled: true,
            continueSellingOutOfStock: false,
            inventory: 12, // BLOCK_INVENTORY (2) holds back two: 10 sellable
            variants: product.variants.map((variant) => ({
              ...variant,
              status: 'ENABLED' as const,
              inventory: null,
            })),
          }
        : product,
    ),
  };
}

const serumOf = (shop: ShopCatalogue) =>
  shop.products.find((product) => product.id === PRODUCTS.serum.productId)!;

describe('variants without their own inventory', () => {
  it('sell 10 units between them, not 10 each, to 30 concurrent buyers', async () => {
    const shop = sharedSerumShop();
    const variants = serumOf(shop).variants.map((variant) => variant.id);
    expect(variants.length).toBeGreaterThanOrEqual(3);
    const { deps, storage } = testBackend({ catalogue: shop });
    const buyers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signedInUser(deps, { phone: `+9198765${String(10000 + i)}` }),
      ),
    );
    const attempts = await Promise.allSettled(
      buyers.map(({ caller }, i) =>
        createOrder(
          testContext(deps, caller),
          orderInput({
            products: [
              {
                productId: PRODUCTS.serum.productId,
                variantId: variants[i % 3] ?? null,
                quantity: 1,
              },
            ],
          }),
        ),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(10);
    const refused = attempts.flatMap((attempt) =>
      attempt.status === 'fulfilled'
        ? []
        : [
            attempt.reason instanceof GraphQLError
              ? attempt.reason.extensions['code']
              : String(attempt.reason),
          ],
    );
    expect(refused).toEqual(Array.from({ length: 20 }, () => 'OUT_OF_STOCK'));
    expect(await storage.repos.stock.available([PRODUCTS.serum.productId])).toEqual([
      { key: PRODUCTS.serum.productId, available: 0 },
    ]);
  });

  it('give a cancelled order’s units back to the shared count', async () => {
    const shop = sharedSerumShop();
    const [first] = serumOf(shop).variants;
    const { deps, storage } = testBackend({ catalogue: shop });
    const { caller } = await signedInUser(deps);
    const placed = await createOrder(
      testContext(deps, caller),
      orderInput({
        products: [{ productId: PRODUCTS.serum.productId, variantId: first!.id, quantity: 4 }],
      }),
    );
    const level = async () =>
      (await storage.repos.stock.available([PRODUCTS.serum.productId]))[0]?.available;
    expect(await level()).toBe(6);
    await staffCancel(deps, placed.order.id);
    expect(await level()).toBe(10);
  });
});
