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

const POLICY = /* GraphQL */ `
  query GetStorePolicy($id: ID!, $slug: String!) {
    getStore(id: $id) {
      customerCare {
        phone
        email
        hours
      }
      policies {
        slug
        title
      }
      policy(slug: $slug) {
        title
        body
      }
    }
  }
`;

interface PolicyAnswer {
  getStore: {
    customerCare: { phone: string; email: string; hours: string } | null;
    policies: { slug: string; title: string }[];
    policy: { title: string; body: string } | null;
  };
}

describe('getStore trust data', () => {
  it('answers customer care, the policy pages in footer order and one page by slug', async () => {
    const { call } = graphqlBackend();
    const answer = await call<PolicyAnswer>(POLICY, { id: 'haat-skincare', slug: 'returns' });
    const store = answer.body.data?.getStore;
    expect(store?.customerCare).toEqual({
      phone: '+91 80 4718 2290',
      email: 'care@haatskincare.in',
      hours: 'Mon–Sat, 10 am – 7 pm IST',
    });
    expect(store?.policies.map((page) => page.slug)).toEqual([
      'returns',
      'shipping',
      'privacy',
      'terms',
    ]);
    expect(store?.policy?.title).toBe('Returns and refunds');
    expect(store?.policy?.body).toContain('within 7 days of delivery');
  });

  it('answers null for a slug the store has no page for', async () => {
    const { call } = graphqlBackend();
    const answer = await call<PolicyAnswer>(POLICY, { id: 'haat-skincare', slug: 'careers' });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.getStore.policy).toBeNull();
  });
});
