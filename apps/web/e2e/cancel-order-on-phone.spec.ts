import { expect, test } from '@playwright/test';
import { addFromShop, goToCheckout, VITAMIN_C } from './checkout-support';
import { placeGuestCodOrder } from './support/guestCodCheckout';

// Phone-sized (the mobile project's 390 px): a guest follows the order's timeline and cancels it
// before dispatch (the return of a delivered order: return-delivered-order-on-phone.spec.ts).
test('a guest on a phone follows the order’s timeline and cancels it before dispatch', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await addFromShop(page, [VITAMIN_C]);
  await goToCheckout(page);
  await placeGuestCodOrder(page);

  // The order page: where it is, and what happened so far.
  await expect(page.getByText('Where your order is: Waiting for your confirmation')).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  await expect(timeline.getByText('Order placed')).toBeVisible();

  // Cancel: the dialog asks for a reason first, then cancels, keyboard only.
  const cancel = page.getByRole('button', { name: 'Cancel order' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Cancel order HAAT-\d+\?$/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please tell us why you are cancelling.');
  await dialog.getByLabel('Why are you cancelling?').fill('Ordered the wrong size');
  await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();

  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your order has been cancelled.' }),
  ).toBeVisible();
  await expect(timeline.getByText('Order cancelled')).toBeVisible();
  await expect(page.getByText('Where your order is: Cancelled')).toBeVisible();
  await expect(cancel).toBeHidden();

  // The page says the same after a reload (the cancellation was kept).
  await page.reload();
  await expect(page.getByText('Where your order is: Cancelled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeHidden();
});
