import { CART_NOTICES } from '@haat/commerce-core';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { useCartStore } from '@/stores/cartStore';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { product, seedCart } from './cartFixtures';
import { overrideInventory } from './inventoryOverride';

afterEach(() => useCartStore.getState().empty());

const VITAMIN_C = 'vitamin-c-brightening-serum';
const HYALURONIC = 'hyaluronic-acid-serum';

/** A 10% serum coupon the shopper applied (the mock's GetCoupon answers it as given). */
const SERUM10 = {
  id: 'cpn-serum10',
  code: 'SERUM10',
  couponType: 'PERCENTAGE' as const,
  getYPercentage: 10,
  applicableCollections: ['serum'],
  paymentMethod: 'ALL' as const,
  applyPrepaidDiscount: true,
};

function answerCoupon(coupon: Record<string, unknown> | null) {
  server.use(
    graphql.query('GetCoupon', () =>
      HttpResponse.json({
        data: {
          getCoupon: coupon && {
            getYProducts: [],
            getYStoreProducts: [],
            applicableProducts: [],
            applicableCollections: [],
            ...coupon,
          },
        },
      }),
    ),
  );
}

/** A cart notice: the top-centre toast shown for 1 s once the (debounced) stock check answers. */
const findNotice = (text: string) => screen.findByText(text);

const lines = () => screen.findByRole('list', { name: 'Items in your cart' });

describe('cart notices (spec 8) after the stock check', () => {
  it('removes a sold-out line', async () => {
    overrideInventory({ [VITAMIN_C]: { inventory: 0 }, [HYALURONIC]: {} });
    seedCart({ slug: VITAMIN_C }, { slug: HYALURONIC });
    renderRoute('/pages/cart');
    expect(await findNotice(CART_NOTICES.ITEMS_REMOVED)).toBeInTheDocument();
    await waitFor(() => expect(useCartStore.getState().data).toHaveLength(1));
    expect(
      within(await lines()).queryByRole('link', { name: product(VITAMIN_C).title }),
    ).toBeNull();
  });

  it('keeps a line short of stock and says so', async () => {
    overrideInventory({ [VITAMIN_C]: { inventory: 2 } });
    seedCart({ slug: VITAMIN_C, qty: 3 });
    renderRoute('/pages/cart');
    expect(await findNotice(CART_NOTICES.ITEMS_UNAVAILABLE)).toBeInTheDocument();
    expect(useCartStore.getState().data[0]?.qty).toBe(3);
  });

  it('refreshes a changed price', async () => {
    overrideInventory({ [VITAMIN_C]: { price: 649 } });
    seedCart({ slug: VITAMIN_C });
    renderRoute('/pages/cart');
    expect(await findNotice(CART_NOTICES.CONDITIONS_CHANGED)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    await waitFor(() =>
      expect(within(summary).getByText(/^Item total/).nextSibling).toHaveTextContent('₹649'),
    );
  });

  it('clamps a quantity above the new maximum', async () => {
    overrideInventory({ [VITAMIN_C]: { maximumOrderQuantity: 2 } });
    seedCart({ slug: VITAMIN_C, qty: 4 });
    renderRoute('/pages/cart');
    expect(await findNotice(CART_NOTICES.CONDITIONS_CHANGED)).toBeInTheDocument();
    await waitFor(() => expect(useCartStore.getState().data[0]?.qty).toBe(2));
    expect(within(await lines()).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('drops an archived coupon with its notice', async () => {
    overrideInventory({ [VITAMIN_C]: {} });
    answerCoupon({ ...SERUM10, isArchive: true });
    seedCart({ slug: VITAMIN_C });
    useCartStore.getState().applyCoupon(SERUM10);
    renderRoute('/pages/cart');
    expect(await findNotice(CART_NOTICES.COUPON_INVALID)).toBeInTheDocument();
    await waitFor(() => expect(useCartStore.getState().coupon?.code).not.toBe('SERUM10'));
  });

  it('warns when lines change collections under an applied coupon', async () => {
    overrideInventory({
      [VITAMIN_C]: { collections: ['serum', 'gifts'] },
      [HYALURONIC]: {},
    });
    answerCoupon(SERUM10);
    seedCart({ slug: VITAMIN_C }, { slug: HYALURONIC });
    useCartStore.getState().applyCoupon(SERUM10);
    renderRoute('/pages/cart');
    expect(await findNotice(CART_NOTICES.COUPON_INELIGIBLE)).toBeInTheDocument();
    expect(useCartStore.getState().coupon?.code).toBe('SERUM10');
  });

  it('stays silent when the stock check fails', async () => {
    server.use(
      graphql.mutation('CheckInventory', () =>
        HttpResponse.json({ errors: [{ message: 'down' }] }, { status: 500 }),
      ),
    );
    seedCart({ slug: VITAMIN_C });
    renderRoute('/pages/cart');
    await lines();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(screen.queryByText('down')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useCartStore.getState().data).toHaveLength(1);
  });
});
