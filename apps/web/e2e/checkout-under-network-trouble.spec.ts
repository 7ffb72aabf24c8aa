import { expect, test, type Page } from '@playwright/test';
import {
  addFromShop,
  ASHA,
  confirmPhoneCode,
  expectConfirmed,
  fillAddress,
  goToCheckout,
  VITAMIN_C,
} from './checkout-support';

/** The mock API's page scenario switch (mocks/README "Scenarios"), for the rest of the tab. */
const setScenario = (page: Page, scenario: string | null) =>
  page.evaluate((value) => {
    if (value) sessionStorage.setItem('haat-mock:scenario', value);
    else sessionStorage.removeItem('haat-mock:scenario');
  }, scenario);

/** Orders the mock host holds (its storage's state, persisted in localStorage by the worker). */
const ordersInMock = (page: Page) =>
  page.evaluate(() => {
    const state = JSON.parse(localStorage.getItem('haat-mock:state') ?? '{}') as {
      tables?: { orders?: object };
    };
    return Object.keys(state.tables?.orders ?? {}).length;
  });

async function readyToPlace(page: Page) {
  await addFromShop(page, [VITAMIN_C]);
  await goToCheckout(page);
  await fillAddress(page, ASHA);
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
}

test('a dropped connection at order time is explained, keeps everything, and the retry orders once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await readyToPlace(page);
  const before = await ordersInMock(page);
  await setScenario(page, 'network-error@CreateOrder');
  await page.getByRole('button', { name: 'Place order' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Network Error', { timeout: 15_000 });
  await expect(alert).toContainText('Your cart and details are kept. Please try again.');
  await expect(
    page.getByRole('region', { name: 'Delivery address' }).getByLabel('First name'),
  ).toHaveValue('Asha');

  await setScenario(page, null);
  await page.getByRole('button', { name: 'Place order' }).click();
  await confirmPhoneCode(page);
  await expectConfirmed(page);
  expect(await ordersInMock(page)).toBe(before + 1);
});

test('a slow API: the order is placed once however often "Place order" is pressed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await readyToPlace(page);
  const before = await ordersInMock(page);
  await setScenario(page, 'slow@CreateOrder,slow@GetOrder');
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  await expect(page.getByText('Placing your order…')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Please wait…' })).toBeDisabled();
  await confirmPhoneCode(page);
  await expectConfirmed(page);
  expect(await ordersInMock(page)).toBe(before + 1);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Cart', exact: true }),
  ).toBeVisible();
});

// A COD order is confirmed when it is placed, so polling is met after an online payment: the
// order is paid and verified, and reading it back fails until the connection returns.
test('orders stuck in confirmation keep polling and say so', async ({ page }) => {
  test.setTimeout(90_000);
  await addFromShop(page, [VITAMIN_C]);
  await goToCheckout(page);
  await fillAddress(page, ASHA);
  await page.getByRole('radio', { name: /Pay online/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  const provider = page.getByRole('dialog', { name: 'Razorpay test checkout' });
  await expect(provider).toBeVisible();
  await setScenario(page, 'http-503@GetOrder');
  await provider.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText(/Connection problem — still trying\./)).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByRole('list', { name: 'Items in this order' }).getByRole('listitem'),
  ).toHaveCount(1);
  await setScenario(page, null);
  await expectConfirmed(page);
});
