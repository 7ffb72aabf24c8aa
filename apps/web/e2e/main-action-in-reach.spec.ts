import { expect, test, type Page } from '@playwright/test';
import {
  addFromShop,
  ASHA,
  fillAddress,
  goToCheckout,
  HYALURONIC,
  VITAMIN_C,
} from './checkout-support';

const phone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** The grand total the cart's summary shows, as text ('₹938.79'). */
async function grandTotal(page: Page, scope = page.getByRole('main')) {
  const row = scope
    .getByRole('region', { name: 'Order summary' })
    .getByText(/^Grand total/)
    .locator('xpath=..');
  return (await row.locator('dd').textContent()) ?? '';
}

test('phone: the product page offers its price and Add to cart on the first screen', async ({
  page,
}) => {
  test.skip(!phone(page), 'phones only');
  await page.goto('/products/vitamin-c-brightening-serum');
  await expect(page.getByRole('heading', { level: 1, name: VITAMIN_C })).toBeAttached();
  const bar = page.getByRole('region', { name: `Buy ${VITAMIN_C}` });
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText('Price ₹599');
  await bar
    .getByRole('button', { name: /^Add to cart\W+10% Vitamin C Brightening Serum$/ })
    .click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }),
  ).toBeVisible();
  // Once the buy box's own buttons are on screen, the bar gives way.
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Add to cart', exact: true })
    .scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
});

test('phone: the cart keeps its total and the way to checkout on screen', async ({ page }) => {
  test.skip(!phone(page), 'phones only');
  await addFromShop(page, [VITAMIN_C, HYALURONIC]);

  // The cart page: the sticky bar shows the page's grand total, never a second figure.
  await page.goto('/pages/cart');
  const bar = page.getByRole('region', { name: 'Checkout bar' });
  await expect(bar).toBeInViewport();
  await expect(page.getByRole('main').getByText('Grand total (paying online)')).toBeAttached();
  const total = await grandTotal(page);
  expect(total).toBe('₹938.79');
  await expect(bar).toContainText(`Total, paying online${total}Cash on delivery: ₹1,037.20`);

  // Offers: the best two, the rest behind "View all offers".
  const offers = page.getByRole('main').getByRole('list', { name: 'Available coupons' });
  await expect(offers.getByRole('listitem')).toHaveCount(2);
  const all = page.getByRole('main').getByRole('button', { name: /^View all offers/ });
  await expect(all).toHaveAttribute('aria-expanded', 'false');
  await all.click();
  await expect(all).toHaveAttribute('aria-expanded', 'true');
  // Every coupon the shop lists publicly (featured or nudge: creator codes are never listed).
  await expect(offers.getByRole('listitem')).toHaveCount(9);

  // A negative amount stays on one line: '−₹49.41' (a real minus sign) lays out as one line.
  const prepaid = page
    .getByRole('main')
    .getByRole('region', { name: 'Order summary' })
    .getByText('−₹49.41', { exact: true });
  const lines = await prepaid.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);

  // The panel: "Proceed to checkout" with the same total, without scrolling.
  await page.getByRole('banner').getByRole('button', { name: 'Cart, 2 items' }).click();
  const panel = page.getByRole('dialog', { name: 'Your cart' });
  const proceed = panel.getByRole('button', { name: 'Proceed to checkout' });
  await expect(proceed).toBeInViewport();
  await expect(panel.getByText('Total, paying online').locator('xpath=..')).toContainText(total);
  await proceed.click();
  await expect(page).toHaveURL(/\/pages\/checkout$/);
});

test('desktop: the summary with its button stays on screen on cart and checkout', async ({
  page,
}) => {
  test.skip(phone(page), 'desktop only');
  await addFromShop(page, [VITAMIN_C, HYALURONIC]);
  await page.goto('/pages/cart');
  const proceed = page.getByRole('button', { name: 'Proceed to checkout' });
  await expect(proceed).toBeInViewport();
  // All eleven offers open: the cart's column grows well below the fold; the summary stays.
  await page.getByRole('button', { name: /^View all offers/ }).click();
  await page
    .getByRole('list', { name: 'Available coupons' })
    .getByRole('listitem')
    .last()
    .scrollIntoViewIfNeeded();
  await expect(proceed).toBeInViewport();

  await goToCheckout(page);
  await fillAddress(page, ASHA);
  const place = page.getByRole('button', { name: 'Place order' });
  await expect(place).toBeInViewport();
  await page.getByRole('button', { name: /^View all offers/ }).click();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(place).toBeInViewport();
  await expect(page.getByText('Secure payment')).toBeInViewport();
});
