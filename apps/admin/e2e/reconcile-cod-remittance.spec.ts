import { expect, test, type Page } from '@playwright/test';
import { makeMove } from './support/moves';
import { attemptNumber, attemptPhone } from './support/attempt';
import { signInToConsole } from './support/signIn';
import { staffFor } from './support/staff';
import { placeCodOrder } from './support/storefront';

/** Marks the order's only parcel delivered from its page (the button names the shipment). */
async function markDelivered(page: Page) {
  const label = /^Mark (S1 )?delivered$/;
  const actions = page.getByRole('region', { name: 'What you can do now' });
  await actions.getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}

test('a manager imports a remittance statement that pays a delivered COD order short, and finds it in the report', async ({
  page,
  request,
}) => {
  const order = await placeCodOrder(request, attemptPhone('9822200008'));
  const awb = `DLV8${attemptNumber()}00008`;
  const remittance = `CRF-800${attemptNumber()}`;
  await signInToConsole(page, staffFor('reconcile a COD remittance statement').phone);

  await page.goto(`/admin/orders/${order.code}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.code}` })).toBeVisible();
  await makeMove(page, 'Confirm order');
  await makeMove(page, 'Dispatch', {
    fields: { Courier: 'Delhivery', 'AWB (tracking number)': awb },
  });
  await markDelivered(page);

  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'COD remittances' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'COD remittances' })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Remittance statement CSV' })
    .fill(`CRF ID,AWB Code,Courier,Remitted Amount\n${remittance},${awb},Delhivery,1.00\n`);
  await page.getByRole('button', { name: 'Preview changes' }).click();
  const report = page.getByRole('region', { name: 'Import report' });
  await expect(report.getByRole('status')).toContainText(
    'Preview, nothing written yet: 1 to change',
  );
  await page.getByRole('button', { name: 'Apply 1 change…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Apply 1 change' }).click();
  await expect(report.getByRole('status')).toContainText('Applied: 1 changed');

  const short = page.getByRole('table', { name: 'Short COD remittances' });
  const row = short.getByRole('row', { name: new RegExp(`^${order.code} ${awb} `) });
  await expect(row).toContainText('₹1.00');
  await expect(row).toContainText(remittance);
});
