import { expect, test } from '@playwright/test';
import { makeMove } from './support/moves';
import { attemptNumber, attemptPhone } from './support/attempt';
import { signInToConsole } from './support/signIn';
import { staffFor } from './support/staff';
import { placeCodOrder } from './support/storefront';

test('an owner confirms a COD order from "COD to confirm" and dispatches it with an AWB', async ({
  page,
  request,
}) => {
  const order = await placeCodOrder(request, attemptPhone('9822200001'));
  const awb = `DLV${attemptNumber()}000001`;
  await signInToConsole(page, staffFor('confirm and dispatch a COD order').phone);

  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await page
    .getByRole('navigation', { name: 'Saved views' })
    .getByRole('link', { name: 'COD to confirm' })
    .click();
  await page.getByRole('link', { name: order.code }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.code}` })).toBeVisible();

  await makeMove(page, 'Confirm order');
  // The timeline, not the toast: on a busy machine the toast may have come and gone already.
  await expect(
    page.getByRole('region', { name: 'Timeline' }).getByText(/^COD confirmed/),
  ).toBeVisible();
  await makeMove(page, 'Dispatch', {
    says: 'with this courier and AWB; the shopper gets the dispatched message with the tracking link.',
    fields: { Courier: 'Delhivery', 'AWB (tracking number)': awb },
  });

  await expect(page.getByText('In transit').first()).toBeVisible();
  await expect(page.getByText(awb).first()).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('COD confirmed');
  await expect(timeline).toContainText('Dispatched');
});
