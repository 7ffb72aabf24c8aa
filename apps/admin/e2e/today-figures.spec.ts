import { expect, test, type Locator } from '@playwright/test';
import { attemptPhone } from './support/attempt';
import { signInToConsole } from './support/signIn';
import { staffFor } from './support/staff';
import { placeCodOrder } from './support/storefront';

/** The whole number a cell or a count link starts with ("1,204 To confirm" → 1204). */
async function countIn(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const digits = /^\s*([\d,]+)/.exec(text)?.[1];
  expect(digits, `a count in "${text}"`).toBeTruthy();
  return Number(digits?.replaceAll(',', ''));
}

test("the owner lands on Today, sees today's COD order, and its count opens the filtered list", async ({
  page,
  request,
}) => {
  const order = await placeCodOrder(request, attemptPhone('9822200004'));
  await signInToConsole(page, staffFor("today's figures").phone);

  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  const sales = page.getByRole('table', { name: 'Orders and sales today by payment type' });
  const codRow = sales.getByRole('row', { name: /^COD / });
  expect(await countIn(codRow.getByRole('cell').first())).toBeGreaterThanOrEqual(1);
  await expect(codRow.getByRole('cell').nth(1)).toContainText('₹');

  const toConfirm = page.getByRole('link', { name: /^[\d,]+ To confirm$/ });
  expect(await countIn(toConfirm)).toBeGreaterThanOrEqual(1);
  await toConfirm.click();
  await expect(page).toHaveURL(/\/admin\/orders\?stage=TO_CONFIRM$/);
  await expect(page.getByRole('link', { name: order.code })).toBeVisible();

  // Today's COD figure opens the list filtered to COD orders placed today (IST).
  await page.goBack();
  await sales.getByRole('link', { name: 'COD', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?payment=COD&from=[\d-]+&to=[\d-]+$/);
  await expect(page.getByRole('link', { name: order.code })).toBeVisible();
});
