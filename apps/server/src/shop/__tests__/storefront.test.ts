import { sampleShop, STORE_ID } from '@haat/sample-shop';
import type { ShopCatalogue } from '@haat/storefront-backend';
import { createMemoryStorage } from '@haat/storefront-backend/memory';
import { describe, expect, it } from 'vitest';
import { sharedSigningKey, storefrontConfig, TEST_API_KEY } from '../../../test/harness.js';
import type { Config } from '../../config.js';
import { createStorefront } from '../storefront.js';

/** The storefront as `pnpm serve` builds it for this NODE_ENV (memory storage stands in for SQL). */
async function storefrontIn(nodeEnv: Config['nodeEnv']) {
  const storage = createMemoryStorage<ShopCatalogue>({
    seed: { storeId: STORE_ID, ...sampleShop },
  });
  return createStorefront(storefrontConfig({ nodeEnv }), storage, await sharedSigningKey(), {
    print: () => undefined,
  });
}

const introspect = async (nodeEnv: Config['nodeEnv']) => {
  const { backend } = await storefrontIn(nodeEnv);
  return backend.graphql({
    body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
    headers: new Headers({
      'content-type': 'application/json',
      'x-api-key': TEST_API_KEY,
    }),
    requestId: 'r1',
  });
};

describe('createStorefront', () => {
  it('refuses introspection when NODE_ENV=production, answers it otherwise', async () => {
    const production = await introspect('production');
    expect(production.status).toBe(400);
    expect(JSON.stringify(production.body)).toContain('introspection has been disabled');
    for (const nodeEnv of ['development', 'test'] as const) {
      expect((await introspect(nodeEnv)).body).toEqual({
        data: { __schema: { queryType: { name: 'Query' } } },
      });
    }
  });
});
