import { expect, test, type Page } from '@playwright/test';
import {
  addFromShop,
  ASHA,
  expectConfirmed,
  fillAddress,
  goToCheckout,
  VITAMIN_C,
} from './checkout-support';

async function payOnline(page: Page) {
  await addFromShop(page, [VITAMIN_C]);
  await goToCheckout(page);
  await fillAddress(page, ASHA);
  const online = page.getByRole('radio', { name: /Pay online/ });
  await online.check();
  await page.getByRole('button', { name: 'Place order' }).click();
  const provider = page.getByRole('dialog', { name: 'Razorpay test checkout' });
  await expect(provider).toBeVisible();
  return provider;
}

test('prepaid: the stand-in payment succeeds and the order is confirmed', async ({ page }) => {
  test.setTimeout(60_000);
  const provider = await payOnline(page);
  // ₹599 − GLOW10 ₹59.90 − 5% prepaid discount ₹26.96 = ₹512.14 (free shipping from ₹499).
  await expect(provider.getByText('Amount to pay: ₹512.14')).toBeVisible();
  await provider.getByRole('button', { name: 'Pay', exact: true }).click();
  await expectConfirmed(page);
  await expect(page.getByText('Paid online')).toBeVisible();
  await expect(page.getByText(/Online: ₹512\.14 · paid/)).toBeVisible();
});

test('prepaid: a failed payment keeps the order and the cart, and a retry pays it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  let provider = await payOnline(page);
  await provider.getByRole('button', { name: 'Fail payment' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Payment not completed');
  await expect(alert).toContainText(/Your order HAAT-\d+ is saved and your cart is unchanged/);
  // Told where the shopper is looking: on screen without scrolling, focused, its actions beside it.
  await expect(alert).toBeInViewport();
  await expect(alert).toBeFocused();
  await expect(alert.getByRole('button', { name: 'Retry payment' })).toBeInViewport();
  await expect(alert.getByRole('button', { name: 'Change payment method' })).toBeInViewport();
  await expect(
    page.getByRole('list', { name: 'Items in this order' }).getByRole('listitem'),
  ).toHaveCount(1);
  const code = /HAAT-\d+/.exec((await alert.textContent()) ?? '')?.[0] ?? 'no code';

  await alert.getByRole('button', { name: 'Retry payment' }).click();
  provider = page.getByRole('dialog', { name: 'Razorpay test checkout' });
  await expect(provider).toBeVisible();
  await provider.getByRole('button', { name: 'Pay', exact: true }).click();
  await expectConfirmed(page);
  // The same order was paid: no second order was created.
  await expect(page.getByText(`Order number ${code}`)).toBeVisible();
});

test('prepaid: dismissing the payment window keeps the order retryable', async ({ page }) => {
  test.setTimeout(60_000);
  const provider = await payOnline(page);
  await provider.getByRole('button', { name: 'Dismiss' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Payment was cancelled. Your order is saved');
  await expect(alert).toBeInViewport();
  await expect(alert).toBeFocused();
  // Placing again with nothing changed reuses the same order (same idempotency key).
  await page.getByRole('button', { name: 'Place order' }).click();
  await page
    .getByRole('dialog', { name: 'Razorpay test checkout' })
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
  await expectConfirmed(page);
});
