import { expect, test } from '@playwright/test';
import {
  addFromShop,
  ASHA,
  CHECKOUT_CODE,
  expectConfirmed,
  fillAddress,
  goToCheckout,
  VITAMIN_C,
} from './checkout-support';

// Issue 20: a guest's cash-on-delivery order needs the delivery phone confirmed by a one-time
// code, on a phone-sized screen (the mobile project: 390 px), by keyboard, losing nothing typed.
// A phone of its own: against the server, journeys share its state (a code every 30 s a phone).
const NEHA = { ...ASHA, firstName: 'Neha', phone: '9123456780' };
test('a guest confirms the delivery phone with a one-time code to pay cash on delivery', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await addFromShop(page, [VITAMIN_C]);
  await goToCheckout(page);
  const form = await fillAddress(page, NEHA);
  await expect(form.getByLabel('City')).toHaveValue('Bengaluru');
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();

  // The step comes into view with its field in focus; the code went to the delivery phone.
  const step = page.getByRole('region', { name: 'Confirm your phone number' });
  await expect(step).toBeVisible({ timeout: 15_000 });
  await expect(step).toContainText('Enter the code sent to +91 91234 56780.');
  const field = step.getByRole('textbox', { name: '6-digit code' });
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  await expect(step.getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled();

  // A wrong code, by keyboard: announced, tied to the field, and nothing else changes.
  await page.keyboard.type('000000');
  await page.keyboard.press('Enter');
  const problem = step.getByRole('alert');
  await expect(problem).toHaveText('Incorrect code. 4 attempts left.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Incorrect code. 4 attempts left.');
  await expect(field).toBeFocused();
  await expect(form.getByLabel('First name')).toHaveValue('Neha');
  await expect(form.getByLabel('Address (house no., building, street)')).toHaveValue('12 MG Road');

  // The right code places the order.
  await page.keyboard.type(CHECKOUT_CODE);
  await page.keyboard.press('Enter');
  await expectConfirmed(page);
  await expect(page.getByRole('main').getByText('Cash on delivery')).toBeVisible();
});
