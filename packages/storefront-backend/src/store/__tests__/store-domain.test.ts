import { describe, expect, it } from 'vitest';
import { graphqlBackend } from '../../testing/graphql-backend.js';

const INITIAL = /* GraphQL */ `
  query GetInitialData($storeId: ID!) {
    getInitialData(storeId: $storeId) {
      store {
        id
      }
      coupons(limit: 50) {
        code
      }
    }
  }
`;

describe('getInitialData', () => {
  it('answers live coupons only (no archived, no expired) for the store', async () => {
    const { call } = graphqlBackend();
    const answer = await call<{
      getInitialData: { store: { id: string }; coupons: { code: string }[] };
    }>(INITIAL, { storeId: 'haat-skincare' });
    const codes = answer.body.data?.getInitialData.coupons.map((c) => c.code) ?? [];
    expect(answer.body.data?.getInitialData.store.id).toBe('haat-skincare');
    expect(codes).toContain('GLOW10');
    expect(codes).not.toContain('MONSOON15');
    expect(codes).not.toContain('DIWALI20');
  });

  it('refuses another store id with NOT_FOUND', async () => {
    const { call } = graphqlBackend();
    const answer = await call(INITIAL, { storeId: 'other-store' });
    expect(answer.body.errors?.[0]).toMatchObject({
      message: 'Store not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
