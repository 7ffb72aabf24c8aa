import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { setConsent } from '../consent';
import { analyticsItem, analyticsListItems } from '../items';
import { track } from '../track';

const serum = {
  id: 'prd-serum',
  title: 'Vitamin C Serum',
  vendor: 'Haat',
  category: { name: 'Serums' },
  price: 499,
  variants: [
    { id: 'var-30', title: '30 ml', price: 499, listingPrice: 599 },
    { id: 'var-50', title: '50 ml', price: 799, listingPrice: 899 },
  ],
};

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  env.consentRequired = false;
});

describe('analyticsItem', () => {
  it('describes the chosen variant at the price the cart uses', () => {
    expect(analyticsItem({ ...serum, variantId: 'var-50', qty: 2 })).toEqual({
      item_id: 'prd-serum',
      item_name: 'Vitamin C Serum',
      item_variant: '50 ml',
      variant_id: 'var-50',
      item_category: 'Serums',
      item_brand: 'Haat',
      price: 799,
      quantity: 2,
    });
  });

  it('numbers list items by position', () => {
    const items = analyticsListItems([serum, { id: 'prd-gel', title: 'Gel', price: 299 }], 'Home');
    expect(items.map((item) => [item.item_id, item.index, item.item_list_name])).toEqual([
      ['prd-serum', 0, 'Home'],
      ['prd-gel', 1, 'Home'],
    ]);
  });
});

describe('track', () => {
  it('pushes item events in the GA4 ecommerce shape, INR and tax 0, clearing ecommerce first', () => {
    track({
      name: 'add_to_cart',
      items: [analyticsItem({ ...serum, variantId: 'var-30', qty: 3 })],
    });
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'INR',
          value: 1497,
          tax: 0,
          items: [expect.objectContaining({ item_id: 'prd-serum', price: 499, quantity: 3 })],
        },
      },
    ]);
  });

  it('sends the login flag of proceed to checkout as 0 or 1', () => {
    track({ name: 'proceed_to_checkout', isLoggedIn: 0, items: [analyticsItem(serum)] });
    expect(window.dataLayer?.[1]).toMatchObject({
      event: 'proceed_to_checkout',
      ecommerce: { is_logged_in: 0, value: 499 },
    });
  });

  it('follows a purchase with one purchase_item event per line', () => {
    const items = [
      analyticsItem({ ...serum, variantId: 'var-30', qty: 2 }),
      analyticsItem({ id: 'prd-gel', title: 'Gel', price: 299 }),
    ];
    track({
      name: 'purchase',
      transactionId: 'HAAT-10234',
      value: 1347,
      shipping: 50,
      paymentType: 'COD',
      items,
    });
    const events = window.dataLayer?.filter((entry) => (entry as { event?: string }).event);
    expect(events).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          currency: 'INR',
          value: 1347,
          tax: 0,
          transaction_id: 'HAAT-10234',
          shipping: 50,
          payment_type: 'COD',
          items,
        },
      },
      {
        event: 'purchase_item',
        ecommerce: {
          currency: 'INR',
          value: 998,
          tax: 0,
          transaction_id: 'HAAT-10234',
          items: [items[0]],
        },
      },
      {
        event: 'purchase_item',
        ecommerce: {
          currency: 'INR',
          value: 299,
          tax: 0,
          transaction_id: 'HAAT-10234',
          items: [items[1]],
        },
      },
    ]);
  });

  it('sends plain events with snake_case parameters', () => {
    track({
      name: 'out_of_stock',
      productId: 'prd-serum',
      variantId: 'var-50',
      cartQty: 3,
      inventoryQty: 1,
    });
    track({ name: 'search', searchTerm: 'sunscreen', resultsCount: 4 });
    expect(window.dataLayer).toEqual([
      {
        event: 'out_of_stock',
        product_id: 'prd-serum',
        variant_id: 'var-50',
        cart_qty: 3,
        inventory_qty: 1,
      },
      { event: 'search', search_term: 'sunscreen', results_count: 4 },
    ]);
  });

  it('tracks nothing before consent where consent is required, and nothing after a refusal', () => {
    env.consentRequired = true;
    track({ name: 'home_viewed' });
    expect(window.dataLayer).toEqual([]);
    setConsent('denied');
    track({ name: 'home_viewed' });
    expect(window.dataLayer).toEqual([]);
    setConsent('granted');
    track({ name: 'home_viewed' });
    expect(window.dataLayer).toEqual([{ event: 'home_viewed' }]);
  });
});
