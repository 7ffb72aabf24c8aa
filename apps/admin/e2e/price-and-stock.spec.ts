import { expect, test } from '@playwright/test';
import { signInToConsole } from './support/signIn';
import { staffFor } from './support/staff';
import { productForShoppers } from './support/storefront';

/** A sample-shop product without variants that no other journey orders (its stock stays put). */
const ALOE = { id: 'prd-aloe-vera-soothing-gel', title: '99% Aloe Vera Soothing Gel' };

test("an owner changes a price and a stock count in the console, and the storefront's API answers both", async ({
  page,
  request,
}) => {
  const before = await productForShoppers(request, ALOE.id);
  // ₹10 more than shoppers pay now (a retry finds the failed attempt's price).
  const price = (Math.round(before.price * 100) + 1000) / 100;
  await signInToConsole(page, staffFor('change a price and a stock count').phone);

  const console = page.getByRole('navigation', { name: 'Console' });
  await console.getByRole('link', { name: 'Products' }).click();
  const find = page.getByRole('search', { name: 'Find products' });
  await find.getByRole('searchbox', { name: 'Title, slug or SKU' }).fill('Aloe Vera');
  await find.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: ALOE.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: ALOE.title })).toBeVisible();

  const details = page.getByRole('form', { name: 'Product details' });
  await details.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill(price.toFixed(2));
  await details.getByRole('button', { name: 'Save product' }).click();
  await expect(
    page.getByText(`${ALOE.title} saved: shoppers see it within 2 seconds.`),
  ).toBeVisible();
  // Within 2 seconds as the toast says; polled more patiently for a busy machine.
  await expect
    .poll(async () => (await productForShoppers(request, ALOE.id)).price, { timeout: 15_000 })
    .toBe(price);

  // The product's stock key, from its page: receive 7 units from a supplier.
  await page.getByRole('main').getByRole('link', { name: 'Stock', exact: true }).click();
  await page.getByRole('main').getByRole('link', { name: ALOE.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: ALOE.title })).toBeVisible();
  const adjust = page.getByRole('form', { name: 'Adjust stock' });
  await adjust.getByRole('textbox', { name: 'Units (+ to add, − to take)' }).fill('7');
  await adjust.getByRole('textbox', { name: 'Note (optional)' }).fill('Supplier delivery');
  await adjust.getByRole('button', { name: 'Save adjustment' }).click();
  const onHand = (before.inventory ?? 0) + 7;
  await expect(page.getByText(`${ALOE.title}: ${onHand} on hand`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ledger, newest first' })).toContainText(
    'Supplier delivery',
  );
  await expect
    .poll(async () => (await productForShoppers(request, ALOE.id)).inventory, { timeout: 15_000 })
    .toBe(onHand);

  // The settings screen reads against the real API too (how orders run is shown, not edited).
  await console.getByRole('link', { name: 'Store settings' }).click();
  await expect(page.getByRole('region', { name: 'How orders run' })).toContainText('Return window');
});
