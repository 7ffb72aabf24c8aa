import { expect, test, type Page } from '@playwright/test';
import {
  addFromShop,
  confirmPhoneCode,
  expectConfirmed,
  fillAddress,
  goToCheckout,
  shownOrderCode,
  VITAMIN_C,
  type Address,
} from './checkout-support';
import { signInWithCode } from './support/signIn';

/** The phone the guest orders with, then signs in with (no account exists for it yet). */
const PHONE = '9812345670';

const MEERA: Address = {
  firstName: 'Meera',
  phone: PHONE,
  pinCode: '560001',
  address: '4 Church Street',
};

const header = (page: Page) => page.getByRole('banner');

test('a guest orders cash on delivery, signs in with a code to the same phone and finds the order in the account', async ({
  page,
}) => {
  test.setTimeout(150_000);

  // As a guest: a COD order to the phone, confirmed with the checkout's one-time code.
  await addFromShop(page, [VITAMIN_C]);
  await goToCheckout(page);
  await fillAddress(page, MEERA);
  await page.getByRole('radio', { name: /^Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await confirmPhoneCode(page);
  await expectConfirmed(page);
  const orderCode = await shownOrderCode(page);

  // Sign in with a one-time code sent to the same phone (a first sign-in asks for a name). The
  // checkout's code went moments ago and was used up: a new one once the resend wait is over.
  await signInWithCode(page, PHONE, 'Meera', { afterRecentCode: true });

  // The account lists the guest order; it opens with what was bought.
  await header(page).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/pages\/account$/);
  await expect(page.getByText('Signed in as +91 98123 45670')).toBeVisible();
  const orders = page.getByRole('list', { name: 'Orders' });
  const row = orders.getByRole('link', { name: new RegExp(`^Order ${orderCode}, `) });
  await expect(row).toBeVisible();
  await expect(orders.getByRole('link')).toHaveCount(1);
  await row.click();
  await expect(page).toHaveURL(/\/order\/[\w-]+$/);
  await expect(
    page.getByRole('list', { name: 'Ordered items' }).getByText(VITAMIN_C),
  ).toBeVisible();
});
