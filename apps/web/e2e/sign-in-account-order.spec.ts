import { expect, test, type Page } from '@playwright/test';
import {
  addFromShop,
  expectConfirmed,
  goToCheckout,
  shownOrderCode,
  VITAMIN_C,
} from './checkout-support';
import { TEST_CODE } from './support/signIn';
import { scrollToSection } from './support/scrollToSection';

const PHONE = '9876512345';
/** The theme's success green (--color-success #1e7a3c). */
const GREEN = 'rgb(30, 122, 60)';

const header = (page: Page) => page.getByRole('banner');

test('a shopper signs in with the phone code, saves an address, orders COD, sees it confirmed and signs out', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });

  // Signed out, the home page never downloads Amplify.
  await page.goto('/');
  await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(
    (await scrollToSection(page, 'Featured')).getByRole('article').first(),
  ).toBeVisible();
  expect(scripts.filter((url) => url.includes('amplifyAuth'))).toEqual([]);

  // Phone → code → name (first sign-in).
  await header(page).getByRole('button', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByRole('textbox', { name: 'Mobile number' }).fill(PHONE);
  await signIn.getByRole('button', { name: 'Send code' }).click();
  const code = signIn.getByRole('textbox', { name: '6-digit code' });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(signIn.getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled();
  await code.fill(TEST_CODE);
  await signIn.getByRole('button', { name: 'Verify' }).click();
  const welcome = page.getByRole('dialog', { name: 'Create your account' });
  await welcome.getByRole('textbox', { name: 'First name' }).fill('Asha');
  await welcome.getByRole('textbox', { name: 'Last name (optional)' }).fill('Rao');
  await welcome.getByRole('button', { name: 'Save' }).click();
  await expect(welcome).toBeHidden();
  expect(scripts.some((url) => url.includes('amplifyAuth'))).toBe(true);

  // The account shows the phone; an address is saved there.
  await header(page).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/pages\/account$/);
  await expect(page.getByText('Signed in as +91 98765 12345')).toBeVisible();
  const book = page.getByRole('region', { name: 'Saved addresses' });
  await book.getByRole('button', { name: 'Add a new address' }).click();
  await book.getByLabel('First name').fill('Asha');
  await book.getByLabel('Phone number').fill(PHONE);
  await book.getByLabel('Pin code').fill('560001');
  await book.getByLabel('Address (house no., building, street)').fill('12 MG Road');
  await expect(book.getByLabel('City')).toHaveValue('Bengaluru');
  await book.getByRole('button', { name: 'Add address' }).click();
  const saved = book.getByRole('listitem', { name: /^Asha, 12 MG Road/ });
  await expect(saved.getByText('Default')).toBeVisible();

  // Something for the wishlist, then a COD order to the saved address.
  await addFromShop(page, [VITAMIN_C]);
  await page
    .getByRole('button', { name: /^Add to wishlist: / })
    .first()
    .click();
  await expect(page.getByText('Added to wishlist.')).toBeVisible();
  await goToCheckout(page);
  await page.getByRole('button', { name: 'Choose a saved address' }).click();
  await page
    .getByRole('dialog', { name: 'Saved addresses' })
    .getByRole('button', { name: /^Deliver here: Asha, 12 MG Road/ })
    .click();
  await expect(
    page.getByRole('region', { name: 'Delivery address' }).getByLabel('Pin code'),
  ).toHaveValue('560001');
  await page.getByRole('radio', { name: /^Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectConfirmed(page);
  const orderCode = await shownOrderCode(page);

  // The order is in the account's list, CONFIRMED in green.
  await header(page).getByRole('link', { name: 'Account' }).click();
  const orders = page.getByRole('list', { name: 'Orders' });
  const row = orders.getByRole('link', { name: new RegExp(`^Order ${orderCode}, `) });
  await expect(row).toBeVisible();
  const status = row.getByText('CONFIRMED', { exact: true });
  await expect(status).toBeVisible();
  await expect(status).toHaveCSS('background-color', GREEN);

  // Sign out clears user, cart and wishlist — and a reload keeps it that way.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Cart', exact: true })).toBeVisible();
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Cart', exact: true })).toBeVisible();
  const cognitoKeys = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.')),
  );
  expect(cognitoKeys).toEqual([]);
  await page.goto('/pages/wishlist');
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  await page.goto('/pages/account');
  await expect(page.getByRole('button', { name: 'Sign in to your account' })).toBeVisible();
});
