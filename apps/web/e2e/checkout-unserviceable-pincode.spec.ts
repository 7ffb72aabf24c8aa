import { expect, test } from '@playwright/test';
import { addFromShop, ASHA, fillAddress, goToCheckout, VITAMIN_C } from './checkout-support';

test('an unserviceable pin code gets its field error and nothing is lost', async ({ page }) => {
  test.setTimeout(60_000);
  await addFromShop(page, [VITAMIN_C]);
  await goToCheckout(page);
  const form = await fillAddress(page, { ...ASHA, pinCode: '795001', city: 'Imphal' });
  await expect(form.getByText('We do not deliver to this pin code yet.')).toBeVisible();
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();

  const pin = form.getByLabel('Pin code');
  await expect(form.getByText('Cash on Delivery is not available at this pincocde')).toBeVisible();
  await expect(pin).toHaveAttribute('aria-invalid', 'true');
  await expect(pin).toBeFocused();
  // Everything typed is still there, and so is the cart.
  await expect(form.getByLabel('First name')).toHaveValue('Asha');
  await expect(form.getByLabel('Address (house no., building, street)')).toHaveValue('12 MG Road');
  await expect(
    page.getByRole('list', { name: 'Items in this order' }).getByRole('listitem'),
  ).toHaveCount(1);

  // A serviceable pin code clears the message and the same form goes through.
  await pin.fill('560001');
  await expect(form.getByText('Cash on Delivery is not available at this pincocde')).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Delivery address' }).getByLabel('Pin code'),
  ).toHaveValue('560001');
  await expect(
    page.getByRole('region', { name: 'Delivery address' }).getByLabel('First name'),
  ).toHaveValue('Asha');
});
