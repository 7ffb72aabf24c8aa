import { expect, test } from '@playwright/test';
import { addFromShop, HYALURONIC, VITAMIN_C } from './checkout-support';

test('products selling out during the session produce the spec notice', async ({ page }) => {
  test.setTimeout(60_000);
  await addFromShop(page, [VITAMIN_C, HYALURONIC]);
  await page.goto('/pages/cart');
  const lines = page.getByRole('list', { name: 'Items in your cart' });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  // The page checks stock once it shows the lines: let that check pass before selling out.
  await page.waitForLoadState('networkidle');

  // Everything sells out on the server (mock scenario switch), then the shopper changes the cart.
  await page.evaluate(() => sessionStorage.setItem('haat-mock:scenario', 'out-of-stock'));
  await page.getByRole('button', { name: `Remove ${HYALURONIC}` }).click();

  await expect(
    page.getByText(
      'One or more items in your cart are no longer available. They have been removed from your cart. Please review and continue.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});
