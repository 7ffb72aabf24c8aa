import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { makeMove } from './support/moves';
import { attemptPhone } from './support/attempt';
import { signInToConsole } from './support/signIn';
import { staffFor } from './support/staff';
import { placePaidOrder } from './support/storefront';

test('a packer on a phone books a packed order with Shiprocket, prints its label and sees the AWB', async ({
  page,
  request,
}) => {
  const order = await placePaidOrder(request, attemptPhone('9822200008'));
  await signInToConsole(page, staffFor('book with the courier and print the label').phone);
  await page.getByRole('searchbox', { name: 'Order code, AWB or phone' }).fill(order.code);
  await page.getByRole('searchbox', { name: 'Order code, AWB or phone' }).press('Enter');
  await page.getByRole('link', { name: order.code }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.code}` })).toBeVisible();
  await makeMove(page, 'Mark packed');

  const shipments = page.getByRole('region', { name: 'Shipments' });
  await shipments.getByRole('button', { name: 'Book with Shiprocket' }).click();
  await expect(shipments.getByText('Pickup requested')).toBeVisible();
  // The fake's AWBs are 12 digits, as Shiprocket's.
  await expect(shipments.getByText(/^\d{12}$/)).toBeVisible();
  await expect(shipments.getByText('Delhivery Surface')).toBeVisible();

  const download = page.waitForEvent('download');
  await shipments.getByRole('button', { name: 'Print label for S1' }).click();
  const label = await download;
  expect(label.suggestedFilename()).toBe(`label-${order.code}-S1.pdf`);
  const bytes = await readFile(await label.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});
