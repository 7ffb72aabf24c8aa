import { expect, test } from '@playwright/test';
import { attemptNumber } from './support/attempt';
import { signInToConsole } from './support/signIn';
import { staffFor } from './support/staff';

test('an owner creates a collection, a coupon, a shipping tier and a pin code, each saved by the server and listed', async ({
  page,
}) => {
  const attempt = attemptNumber();
  await signInToConsole(page, staffFor('collections, coupons, shipping and pin codes').phone);
  const console = page.getByRole('navigation', { name: 'Console' });

  await console.getByRole('link', { name: 'Collections' }).click();
  await page.getByRole('button', { name: 'New collection' }).click();
  const collection = page.getByRole('dialog', { name: 'New collection' });
  await collection.getByRole('textbox', { name: 'Name' }).fill(`Monsoon care ${attempt}`);
  await collection.getByRole('textbox', { name: 'Address (slug)' }).fill(`monsoon-care-${attempt}`);
  await collection.getByRole('button', { name: 'Save collection' }).click();
  await expect(page.getByText(`Collection Monsoon care ${attempt} saved.`)).toBeVisible();
  await expect(collection).toBeHidden();
  // The page's text first: should the list lack the new collection, the failure shows what the
  // page held instead (an older list, or why the list could not load).
  await expect(page.getByRole('main')).toContainText(`Monsoon care ${attempt}`);
  await expect(page.getByRole('button', { name: `Edit Monsoon care ${attempt}` })).toBeVisible();

  await console.getByRole('link', { name: 'Coupons' }).click();
  await page.getByRole('button', { name: 'New coupon' }).click();
  const coupon = page.getByRole('dialog', { name: 'New coupon' });
  await coupon.getByRole('textbox', { name: 'Code' }).fill(`monsoon1${attempt}`);
  await coupon.getByRole('textbox', { name: 'Percent off (1–100)' }).fill('10');
  await coupon.getByRole('textbox', { name: 'Most uses (optional)' }).fill('5');
  await coupon.getByRole('button', { name: 'Save coupon' }).click();
  await expect(coupon).toBeHidden();
  // Stored in capitals, as shoppers may type it in any case.
  await expect(page.getByRole('button', { name: `Edit MONSOON1${attempt}` })).toBeVisible();

  await console.getByRole('link', { name: 'Shipping and pin codes' }).click();
  await page.getByRole('button', { name: 'New shipping tier' }).click();
  const tier = page.getByRole('dialog', { name: 'New shipping tier' });
  await tier.getByRole('textbox', { name: 'Shipping charge (₹)' }).fill('29');
  await tier.getByRole('textbox', { name: 'Order total from (₹)' }).fill('0');
  await tier.getByRole('textbox', { name: 'Order total up to (₹)' }).fill(`${98 + attempt}`);
  await tier.getByRole('button', { name: 'Save tier' }).click();
  await expect(page.getByText('Shipping tier saved.')).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Delete tier ALL, ₹0.00 – ₹${98 + attempt}.00` }),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Pin codes' }).click();
  await page.getByRole('button', { name: 'New pin code' }).click();
  const pin = page.getByRole('dialog', { name: 'New pin code' });
  await pin.getByRole('textbox', { name: 'Pin code' }).fill('560099');
  await pin.getByRole('checkbox', { name: 'Cash on delivery' }).check();
  await pin.getByRole('checkbox', { name: 'Prepaid' }).check();
  await pin.getByRole('textbox', { name: 'City (optional)' }).fill('Bengaluru');
  await pin.getByRole('button', { name: 'Save pin code' }).click();
  await expect(page.getByText('Pin code 560099 saved.')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Pin codes' }).getByRole('row').filter({ hasText: '560099' }),
  ).toContainText('Bengaluru');
});
