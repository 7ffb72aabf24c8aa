import { expect, test } from '@playwright/test';
import { makeMove } from './support/moves';
import { attemptPhone } from './support/attempt';
import { signInToConsole } from './support/signIn';
import { staffFor } from './support/staff';
import { placePaidOrder } from './support/storefront';

test('an owner cancels a paid prepaid order and its payment is refunded to the original payment', async ({
  page,
  request,
}) => {
  const order = await placePaidOrder(request, attemptPhone('9822200002'));
  await signInToConsole(page, staffFor('cancel and refund a prepaid order').phone);
  await page.goto(`/admin/orders/${order.code}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.code}` })).toBeVisible();

  const money = page.getByRole('region', { name: 'Money' });
  const paid =
    (await money.getByText('Paid online').locator('xpath=following-sibling::*[1]').textContent()) ??
    '';
  expect(paid).toMatch(/^₹[\d,]+\.\d{2}$/);

  await makeMove(page, 'Cancel order', {
    says: `Cancel every unit not yet dispatched: stock, coupon use and rewards go back, and ${paid} is refunded to the original payment.`,
    fields: { 'Why it is cancelled': 'Out of delivery area' },
  });

  await expect(page.getByText('Cancelled').first()).toBeVisible();
  await expect(money).toContainText('Refunded');
  await expect(money).toContainText(paid);
  await expect(page.getByRole('region', { name: 'What you can do now' })).not.toContainText(
    'Cancel order',
  );
});
