import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { makeMove } from './support/moves';
import { attemptNumber, attemptPhone } from './support/attempt';
import { signInToConsole } from './support/signIn';
import { staffFor } from './support/staff';
import { placeCodOrder } from './support/storefront';

/** The product placeCodOrder orders (the sample shop's serum, without variants). */
const SERUM = '2% Hyaluronic Acid Hydrating Serum';

test('an owner registers the shop for GST, gives the product its HSN code and rate, dispatches an order and downloads its tax invoice', async ({
  page,
  request,
}) => {
  await signInToConsole(page, staffFor('register for GST and print an invoice').phone);
  const console = page.getByRole('navigation', { name: 'Console' });
  const openConsole = (link: string) => console.getByRole('link', { name: link }).click();

  await openConsole('Store settings');
  const gst = page.getByRole('form', { name: 'GST registration' });
  await gst.getByRole('textbox', { name: 'GSTIN' }).fill('29AAPFU0939F1ZR');
  await expect(gst.getByText('State: Karnataka (29).')).toBeVisible();
  await gst.getByRole('textbox', { name: 'Legal name' }).fill('Haat Skincare Pvt Ltd');
  await gst
    .getByRole('textbox', { name: 'Registered address' })
    .fill('12 MG Road, Bengaluru 560001');
  await gst.getByRole('button', { name: 'Save GST registration' }).click();
  await expect(
    gst.getByText('Registered in Karnataka: tax invoices are issued at dispatch.'),
  ).toBeVisible();

  await openConsole('Products');
  const find = page.getByRole('search', { name: 'Find products' });
  await find.getByRole('searchbox', { name: 'Title, slug or SKU' }).fill('Hyaluronic');
  await find.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: SERUM }).first().click();
  const details = page.getByRole('form', { name: 'Product details' });
  await details.getByRole('textbox', { name: 'HSN code' }).fill('3304');
  await details.getByRole('combobox', { name: 'GST rate' }).selectOption('18');
  await details.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText(`${SERUM} saved: shoppers see it within 2 seconds.`)).toBeVisible();

  const order = await placeCodOrder(request, attemptPhone('9822200010'));
  await page.goto(`/admin/orders/${order.code}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.code}` })).toBeVisible();
  await makeMove(page, 'Confirm order');
  // The timeline, not the toast: on a busy machine the toast may have come and gone already.
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText(/^COD confirmed/)).toBeVisible();
  await makeMove(page, 'Dispatch', {
    fields: { Courier: 'Delhivery', 'AWB (tracking number)': `DLV${attemptNumber()}000010` },
  });
  await expect(page.getByText('In transit').first()).toBeVisible();

  const documents = page.getByRole('region', { name: 'Invoices and credit notes' });
  const download = documents.getByRole('button', { name: /^Download PDF of / }).first();
  await expect(download).toBeVisible();
  const name = (await download.getAttribute('aria-label'))?.replace('Download PDF of ', '') ?? '';
  expect(name).not.toBe('');
  await expect(documents.getByText(name, { exact: true })).toBeVisible();
  const saved = page.waitForEvent('download');
  await download.click();
  const pdf = await saved;
  expect(pdf.suggestedFilename()).toBe(`${name}.pdf`);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
});
