import { expect, type Page } from '@playwright/test';

/** Products of the mock shop the journeys buy (@haat/sample-shop). */
export const VITAMIN_C = '10% Vitamin C Brightening Serum';
export const HYALURONIC = '2% Hyaluronic Acid Hydrating Serum';

/**
 * Adds products from the shop listing as a shopper would: each button brought to the middle of
 * the screen and tapped once the cart shows the add before. The "Added to cart." toast slides in
 * over the bottom of a phone's screen, and a tap there while it arrives lands on the toast, not
 * on the button below it.
 */
export async function addFromShop(page: Page, titles: readonly string[]) {
  await page.goto('/shop');
  for (const [index, title] of titles.entries()) {
    const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const add = page.getByRole('button', { name: new RegExp(`^Add to cart\\W+${escaped}$`) });
    await add.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await add.click();
    const count = index + 1;
    await expect(
      page.getByRole('banner').getByRole('button', {
        name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
      }),
    ).toBeVisible();
  }
}

export interface Address {
  firstName: string;
  phone: string;
  pinCode: string;
  address: string;
  city?: string;
}

export const ASHA: Address = {
  firstName: 'Asha',
  phone: '9876543210',
  pinCode: '560001',
  address: '12 MG Road',
};

/** Types the delivery address on the checkout page. */
export async function fillAddress(page: Page, address: Address) {
  const form = page.getByRole('region', { name: 'Delivery address' });
  await form.getByLabel('First name').fill(address.firstName);
  await form.getByLabel('Phone number').fill(address.phone);
  await form.getByLabel('Pin code').fill(address.pinCode);
  await form.getByLabel('Address (house no., building, street)').fill(address.address);
  if (address.city) await form.getByLabel('City').fill(address.city);
  return form;
}

/** From the cart page to checkout. */
export async function goToCheckout(page: Page) {
  await page.goto('/pages/cart');
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Delivery address' })).toBeVisible();
}

/** The one-time code of the mock (VITE_FIXED_OTP) and of the test server (FIXED_OTP). */
export const CHECKOUT_CODE = '123456';

/**
 * The checkout's code step of a guest's cash-on-delivery order: it appears with its field in
 * focus (the code went to the delivery phone), the code is typed and verified, and the order is
 * placed again.
 */
export async function confirmPhoneCode(page: Page, code = CHECKOUT_CODE) {
  const step = page.getByRole('region', { name: 'Confirm your phone number' });
  await expect(step).toBeVisible({ timeout: 15_000 });
  const field = step.getByRole('textbox', { name: '6-digit code' });
  await expect(field).toBeFocused();
  await field.fill(code);
  await step.getByRole('button', { name: 'Verify and place order' }).click();
}

/** The confirmation page of a confirmed order. */
export async function expectConfirmed(page: Page) {
  await expect(
    page.getByRole('heading', { name: 'Thank you! Your order is confirmed' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/order\/[\w-]+$/);
  await expect(page.getByText('Status: Confirmed')).toBeVisible();
}

/** The order code (HAAT-…) the confirmation page shows. */
export async function shownOrderCode(page: Page): Promise<string> {
  const text = await page
    .getByText(/HAAT-\d+/)
    .first()
    .textContent();
  const code = text?.match(/HAAT-\d+/)?.[0];
  expect(code).toBeTruthy();
  return code ?? '';
}
