import { expect, test } from '@playwright/test';

// index.html paints the shop's bar before the app's JavaScript has arrived (seconds on a slow
// phone), and the app's first render takes its place.
test('the shop bar shows before the app arrives, and the app takes its place', async ({ page }) => {
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByText('haat', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);

  releaseScripts();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Haat home' })).toBeVisible();
  // The bar index.html painted is gone (it is hidden from assistive technology, so it has no role).
  await expect(page.locator('#root > div[aria-hidden="true"]')).toHaveCount(0);
});
