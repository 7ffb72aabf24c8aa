import { expect, test } from '@playwright/test';
import { makeMove } from './support/moves';
import { attemptNumber, attemptPhone } from './support/attempt';
import { signInToConsole } from './support/signIn';
import { staffFor } from './support/staff';
import { placePaidOrder } from './support/storefront';

test('a packer on a phone finds an order by its code, marks it packed, dispatches it and finds it again by its AWB', async ({
  page,
  request,
}) => {
  const order = await placePaidOrder(request, attemptPhone('9822200003'));
  const awb = `DLV${attemptNumber()}000003`;
  await signInToConsole(page, staffFor("a packer's dispatch on a phone").phone);

  await page.getByRole('searchbox', { name: 'Order code, AWB or phone' }).fill(order.code);
  await page.getByRole('searchbox', { name: 'Order code, AWB or phone' }).press('Enter');
  await page.getByRole('link', { name: order.code }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.code}` })).toBeVisible();
  const actions = page.getByRole('region', { name: 'What you can do now' });
  await expect(actions.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  await makeMove(page, 'Mark packed');
  // Packing made the parcel (shipment S1): it is what leaves.
  await makeMove(page, 'Dispatch S1', {
    fields: { Courier: 'Delhivery', 'AWB (tracking number)': awb },
  });
  await expect(page.getByText('In transit').first()).toBeVisible();
  await expect(page.getByText(awb).first()).toBeVisible();
  // Nothing of the page is wider than the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The AWB on the parcel finds the order again.
  await page.goto('/admin/orders');
  await page.getByRole('searchbox', { name: 'Order code, AWB or phone' }).fill(awb);
  await page.getByRole('searchbox', { name: 'Order code, AWB or phone' }).press('Enter');
  await expect(page.getByRole('link', { name: order.code })).toBeVisible();
});
