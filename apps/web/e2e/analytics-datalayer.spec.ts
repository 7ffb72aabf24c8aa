import { expect, test, type Page } from '@playwright/test';
import { placeGuestCodOrder, SERUM } from './support/guestCodCheckout';
import { scrollToSection } from './support/scrollToSection';

/**
 * Records every `window.dataLayer` push across page loads (kept in sessionStorage), so the
 * journey can check the tag-manager events a shopper produces from browsing to purchase.
 */
async function recordDataLayer(page: Page) {
  await page.addInitScript(() => {
    const KEY = 'e2e:dataLayer';
    const layer: unknown[] = [];
    const push = (...entries: unknown[]) => {
      const seen = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown[];
      sessionStorage.setItem(KEY, JSON.stringify([...seen, ...entries]));
      return Array.prototype.push.apply(layer, entries);
    };
    Object.defineProperty(layer, 'push', { value: push });
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}

interface Item {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}
interface Entry {
  event?: string;
  ecommerce?: { currency: string; tax: number; value: number; items: Item[] } | null;
  [key: string]: unknown;
}

const recorded = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e:dataLayer') ?? '[]') as Entry[]);
const named = async (page: Page, name: string) =>
  (await recorded(page)).filter((entry) => entry.event === name);

test('dataLayer records browse → add to cart → checkout → purchase with item payloads', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await recordDataLayer(page);

  // Browse: the home page and its product rails.
  await page.goto('/?mockScenario=none');
  await expect(page.getByRole('link', { name: 'Haat home' })).toBeVisible();
  const featured = await scrollToSection(page, 'Featured');
  await expect(featured.getByRole('article').first()).toBeVisible();
  await expect.poll(async () => (await named(page, 'home_viewed')).length).toBe(1);
  await expect
    .poll(async () => (await named(page, 'view_item_list')).map((entry) => entry.ecommerce))
    .toContainEqual(
      expect.objectContaining({
        currency: 'INR',
        tax: 0,
        item_list_name: 'Featured',
        items: expect.arrayContaining([
          expect.objectContaining({ item_id: SERUM.id, item_list_name: 'Featured' }),
        ]),
      }),
    );

  // Open the product from the rail: its page tracks view_item.
  await featured.getByRole('link', { name: SERUM.title, exact: true }).click();
  await expect(page).toHaveURL(/\/products\/vitamin-c-brightening-serum$/);
  await expect.poll(async () => (await named(page, 'view_item')).length).toBe(1);
  const [viewed] = await named(page, 'view_item');
  expect(viewed?.ecommerce).toMatchObject({
    currency: 'INR',
    tax: 0,
    items: [expect.objectContaining({ item_id: SERUM.id, item_name: SERUM.title })],
  });

  // Add to cart on the product page.
  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect.poll(async () => (await named(page, 'add_to_cart')).length).toBe(1);
  const [added] = await named(page, 'add_to_cart');
  expect(added?.ecommerce).toMatchObject({
    currency: 'INR',
    tax: 0,
    items: [expect.objectContaining({ item_id: SERUM.id, item_name: SERUM.title, quantity: 1 })],
  });
  const unitPrice = added?.ecommerce?.items[0]?.price ?? 0;
  expect(unitPrice).toBeGreaterThan(0);
  expect(added?.ecommerce?.value).toBe(unitPrice);

  // Cart, then checkout as a guest.
  await page.goto('/pages/cart');
  await expect.poll(async () => (await named(page, 'view_cart')).length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/pages\/checkout$/);
  const [proceed] = await named(page, 'proceed_to_checkout');
  expect(proceed?.ecommerce).toMatchObject({ is_logged_in: 0, currency: 'INR', tax: 0 });
  await expect.poll(async () => (await named(page, 'begin_checkout')).length).toBe(1);

  await placeGuestCodOrder(page);

  // Purchase with one purchase_item per line, after a cleared ecommerce object.
  await expect.poll(async () => (await named(page, 'purchase')).length).toBe(1);
  const all = await recorded(page);
  const purchaseAt = all.findIndex((entry) => entry.event === 'purchase');
  expect(all[purchaseAt - 1]).toEqual({ ecommerce: null });
  const purchase = all[purchaseAt];
  expect(purchase?.ecommerce).toMatchObject({
    currency: 'INR',
    tax: 0,
    transaction_id: expect.stringMatching(/^HAAT-/),
    payment_type: 'COD',
    items: [expect.objectContaining({ item_id: SERUM.id, quantity: 1 })],
  });
  const perItem = await named(page, 'purchase_item');
  expect(perItem).toHaveLength(purchase?.ecommerce?.items.length ?? 0);
  expect(perItem[0]?.ecommerce).toMatchObject({
    currency: 'INR',
    tax: 0,
    value: unitPrice,
    items: [expect.objectContaining({ item_id: SERUM.id })],
  });

  // The funnel's events came in the shopper's order (home_viewed comes with the idle-time
  // page view, so it is only required to be there).
  const names = all.map((entry) => entry.event).filter(Boolean);
  expect(names).toContain('home_viewed');
  const funnel = [
    'view_item_list',
    'view_item',
    'add_to_cart',
    'view_cart',
    'proceed_to_checkout',
    'begin_checkout',
    'purchase',
    'purchase_item',
  ];
  const positions = funnel.map((name) => names.indexOf(name));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
});
