import { expect, test } from '@playwright/test';
import {
  addFromShop,
  ASHA,
  confirmPhoneCode,
  expectConfirmed,
  fillAddress,
  HYALURONIC,
  VITAMIN_C,
} from './checkout-support';

test('a guest adds two serums, applies a percentage coupon and pays cash on delivery', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await addFromShop(page, [VITAMIN_C, HYALURONIC]);

  // The cart panel: both lines, then a 5% coupon by code.
  await page.getByRole('banner').getByRole('button', { name: 'Cart, 2 items' }).click();
  const panel = page.getByRole('dialog', { name: 'Your cart' });
  const lines = panel.getByRole('list', { name: 'Items in your cart' });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  await panel.getByLabel('Coupon code').fill('WELCOME5');
  await panel.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(panel.getByText('Coupon WELCOME5 applied.')).toBeVisible();
  const summary = panel.getByRole('region', { name: 'Order summary' });
  // ₹599 + ₹499 = ₹1,098; 5% = ₹54.90 (max ₹75).
  await expect(summary.getByText('Coupon (WELCOME5)')).toBeVisible();
  await expect(summary.getByText('−₹54.90')).toBeVisible();

  await panel.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/pages\/checkout$/);
  const form = await fillAddress(page, ASHA);
  await expect(
    form.getByText(
      'Delivery available to Bengaluru: cash on delivery and online payment available.',
    ),
  ).toBeVisible();
  await expect(form.getByLabel('City')).toHaveValue('Bengaluru');

  // COD total: ₹1,098 − ₹54.90 + ₹49 COD charges (free shipping with WELCOME5) = ₹1,092.10.
  await page.getByRole('radio', { name: 'Cash on delivery ₹1,092.10' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  // A guest's COD order: the phone is confirmed with the one-time code sent to it.
  await confirmPhoneCode(page);
  // A COD order is confirmed when placed: the confirmation follows at once.
  await expectConfirmed(page);
  await expect(page.getByRole('list', { name: 'Ordered items' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await expect(page.getByRole('main').getByText('Cash on delivery')).toBeVisible();
  await expect(page.getByLabel('Order totals').getByText('₹1,092.10')).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Cart', exact: true }),
  ).toBeVisible();
});
