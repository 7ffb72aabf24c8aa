import { sampleShop } from '@haat/sample-shop';
import { describe, expect, it } from 'vitest';
import { graphqlBackend } from '../../testing/graphql-backend.js';
import { stockKey } from '../../ports/storage/stock.js';

const CHECK = /* GraphQL */ `
  mutation CheckInventory($input: CheckInventoryInput!) {
    checkInventory(input: $input) {
      items {
        recordKey
        inventory
        isAvailable
      }
    }
  }
`;
const ZIP = /* GraphQL */ `
  query GetZipCode($id: ID!) {
    getZipCode(id: $id) {
      id
      city
      cod
      prepaid
    }
  }
`;

const tracked = sampleShop.products.find(
  (p) => p.isInventoryEnabled && !p.continueSellingOutOfStock && p.variants.length === 0,
);

describe('checkInventory', () => {
  it('reports live stock: units reserved by orders are no longer offered', async () => {
    if (!tracked) throw new Error('the sample shop has a tracked product without variants');
    const { call, storage } = graphqlBackend();
    const check = async () =>
      (
        await call<{ checkInventory: { items: { inventory: number }[] } }>(CHECK, {
          input: { storeId: 'haat-skincare', items: [{ recordKey: 'k1', productId: tracked.id }] },
        })
      ).body.data?.checkInventory.items[0]?.inventory;
    const before = await check();
    expect(before).toBeGreaterThan(2);
    await storage.repos.stock.reserve([{ key: stockKey(tracked, null), quantity: 2 }]);
    expect(await check()).toBe((before ?? 0) - 2);
  });

  it('answers an unknown product as unavailable with 0 units', async () => {
    const { call } = graphqlBackend();
    const answer = await call(CHECK, {
      input: { storeId: 'haat-skincare', items: [{ recordKey: 'k9', productId: 'prd-nope' }] },
    });
    expect(answer.body.data).toEqual({
      checkInventory: { items: [{ recordKey: 'k9', inventory: 0, isAvailable: false }] },
    });
  });
});

describe('getZipCode', () => {
  it('answers a listed pin code (spaces trimmed) and null for one not listed', async () => {
    const { call } = graphqlBackend();
    expect((await call(ZIP, { id: ' 560001 ' })).body.data).toEqual({
      getZipCode: { id: '560001', city: 'Bengaluru', cod: true, prepaid: true },
    });
    expect((await call(ZIP, { id: '999999' })).body.data).toEqual({ getZipCode: null });
  });
});
