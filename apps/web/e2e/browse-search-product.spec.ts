import { expect, test, type Locator, type Page } from '@playwright/test';
import { scrollToSection } from './support/scrollToSection';

const SUNSCREEN = 'Invisible Sunscreen Gel SPF 50 PA++++';

/** The listing's prices in page order (the card's selling price, in rupees). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('article')
    .getByText(/^Price/)
    .allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

test('a shopper searches, sorts a listing, picks a variant, wishlists and opens a quickview', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Offers' })).toBeVisible();

  // Search: the box searches by itself once typing pauses; a typo still finds serums.
  await page.getByRole('banner').getByRole('button', { name: 'Search for products...' }).click();
  const box = page.getByRole('searchbox', { name: 'Search for products' });
  await expect(box).toBeFocused();
  await box.pressSequentially('serm', { delay: 60 });
  const panel = page.getByRole('region', { name: 'Search results' });
  await expect(panel.getByRole('link', { name: /10% Vitamin C Brightening Serum/ })).toBeVisible();
  await box.fill('serum');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?search=serum$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “serum”' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  // Listing: sort by price, low to high; the order and the URL follow.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shop all' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-low');
  await expect(page).toHaveURL(/sort=price-low/);
  await expect
    .poll(async () => {
      const prices = await cardPrices(page);
      return prices.length > 1 && prices.every((p, i) => i === 0 || p >= (prices[i - 1] ?? p));
    })
    .toBe(true);

  // Product page: choose a variant; the price and the other group follow.
  await page.getByRole('link', { name: SUNSCREEN, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: SUNSCREEN })).toBeVisible();
  // The option chips are labels around visually hidden radios: the shopper presses the label.
  const option = (name: string) =>
    page.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) });
  await option('Pack of 2').click();
  await expect(page.getByRole('radio', { name: 'Pack of 2' })).toBeChecked();
  await expect(page.getByText('Save ₹299')).toBeVisible();
  await option('100 ml').click();
  await expect(page.getByRole('radio', { name: 'Single' })).toBeChecked();
  await expect(page.getByText('Save ₹150')).toBeVisible();

  // Wishlist: the toast and its View Wishlist button.
  await page.getByRole('button', { name: 'Add to wishlist', exact: true }).click();
  await expect(page.getByText('Added to wishlist.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Wishlist' })).toBeVisible();
  // The wishlist page, code of its own, lists it: one wishlist across the app's chunks.
  await page.getByRole('button', { name: 'View Wishlist' }).click();
  await expect(page).toHaveURL(/\/pages\/wishlist$/);
  await expect(
    page.getByRole('list', { name: 'Wishlist' }).getByRole('article', { name: SUNSCREEN }),
  ).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: SUNSCREEN })).toBeVisible();

  // Quickview from a card of the linked products.
  const linked = await scrollToSection(page, 'Pairs well with');
  const quickview = linked.getByRole('button', { name: /^Quick view: / }).first();
  const name = (await quickview.getAttribute('aria-label'))?.replace('Quick view: ', '') ?? '';
  await quickview.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(quickview).toBeFocused();
});

/** Presses Tab until `target` has focus (keyboard only), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 250) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${target.toString()} with Tab`);
}

test('the same path with the keyboard only', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Offers' })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Search for products...' }));
  await page.keyboard.press('Enter');
  const box = page.getByRole('searchbox', { name: 'Search for products' });
  await expect(box).toBeFocused();
  await page.keyboard.type('serum', { delay: 60 });
  await expect(page.getByRole('region', { name: 'Search results' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?search=serum$/);

  await tabTo(page, page.getByRole('contentinfo').getByRole('link', { name: 'Shop all' }), 400);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await tabTo(page, sort);
  await page.keyboard.press('End');
  await expect(sort).toHaveValue('price-low');
  await expect(page).toHaveURL(/sort=price-low/);

  await tabTo(page, page.getByRole('link', { name: SUNSCREEN, exact: true }), 400);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: SUNSCREEN })).toBeVisible();

  await tabTo(page, page.getByRole('radio', { name: '50 ml' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '100 ml' })).toBeChecked();
  await expect(page.getByText('Save ₹150')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Add to wishlist', exact: true }));
  await page.keyboard.press('Space');
  await expect(page.getByText('Added to wishlist.')).toBeVisible();

  const quickview = page.getByRole('button', { name: /^Quick view: / }).first();
  await tabTo(page, quickview, 400);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(quickview).toBeFocused();
});

test('the page keeps working when the store data cannot load', async ({ page }) => {
  await page.goto('/?mockScenario=store-failure');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Haat home' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured' })).toBeVisible();
  await expect(
    (await scrollToSection(page, 'Featured')).getByRole('article').first(),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the shell stays usable when every API call fails', async ({ page }) => {
  await page.goto('/shop?mockScenario=http-500');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Search for products...' }),
  ).toBeVisible();
  await expect(page.getByText('Products could not be loaded')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
