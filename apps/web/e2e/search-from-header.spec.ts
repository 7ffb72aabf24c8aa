import { expect, test } from '@playwright/test';

test('a shopper opens the shop and follows the header search to /search', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Haat home' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Cart' })).toBeVisible();

  await header.getByRole('button', { name: 'Search for products...' }).click();

  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('searchbox', { name: 'Search for products' })).toBeFocused();
});
