import { createHandlers } from '@haat/mocks/node';
import { screen } from '@testing-library/react';
import { getResponse, graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { env } from '@/lib/env';
import { mockConfigFrom } from '@/lib/mock-config';
import { useCartStore } from '@/stores/cartStore';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { seedCart } from './cartFixtures';

const mockApi = createHandlers(mockConfigFrom(env));
const Body = z.object({ data: z.object({ getInitialData: z.looseObject({}) }) });

const tier = (id: string, amount: number, minOrderValue: number, maxOrderValue: number) => ({
  id,
  storeId: env.storeId,
  type: 'CUSTOM',
  coupons: [],
  paymentType: 'ALL',
  amount,
  minOrderValue,
  maxOrderValue,
});

/** The store's real initial data with these shipping tiers instead of its own. */
function withShippingTiers(shippingTiers: ReturnType<typeof tier>[]) {
  server.use(
    graphql.query('getInitialData', async ({ request }) => {
      const response = await getResponse(mockApi, request);
      const body = Body.parse(await response?.json());
      return HttpResponse.json({
        data: { getInitialData: { ...body.data.getInitialData, shippingTiers } },
      });
    }),
  );
}

afterEach(() => useCartStore.getState().empty());

describe('free-shipping progress', () => {
  it('counts to the free tier, not to the next paid one', async () => {
    withShippingTiers([
      tier('79', 79, 0, 349.99),
      tier('49', 49, 350, 498.99),
      tier('free', 0, 499, 1_000_000),
    ]);
    // ₹325: ₹350 only lowers shipping to ₹49; it is free from ₹499.
    seedCart({ slug: 'rice-water-hydrating-cleanser' });
    renderRoute('/pages/cart');
    expect(await screen.findByText('Add ₹174 more to get free shipping.')).toBeInTheDocument();
  });

  it('says a round amount when the free tier starts at the paid tier’s round maximum', async () => {
    withShippingTiers([tier('free', 0, 499, 1_000_000), tier('49', 49, 0, 499)]);
    seedCart({ slug: 'rice-water-hydrating-cleanser' });
    renderRoute('/pages/cart');
    expect(await screen.findByText('Add ₹174 more to get free shipping.')).toBeInTheDocument();
  });
});
